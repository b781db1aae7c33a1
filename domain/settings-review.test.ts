import { describe, expect, it } from "vitest";
import { defaultSiteSettings, withFullStop } from "./site-details";
import { OWNER_DETAILS } from "../tests/support/owner-details";
import { DEMO_NAMES, demoFiguresLeft, demoTextLeft, fieldsWithFormerNames } from "./settings-review";

const renamed = { ...defaultSiteSettings, companyName: "Uttara Web Works Ltd." };

describe("reviewing the company's details (issue 22 items 3 and 4)", () => {
  it("names the fields that still carry a former name after a rename, in any spelling (text, e-mail, links)", () => {
    expect(fieldsWithFormerNames(renamed, DEMO_NAMES)).toEqual({
      fields: ["shortName", "blurb", "email", "facebook", "linkedin", "contactInbox"],
      names: ["Skyline IT Solutions", "Skyline IT"],
    });
    const fixed = {
      ...renamed,
      shortName: "Uttara Web",
      blurb: "Uttara Web Works builds websites.",
      email: "hello@uttaraweb.example",
      facebook: "",
      linkedin: "https://www.linkedin.com/company/uttaraweb",
    };
    expect(fieldsWithFormerNames(fixed, DEMO_NAMES)).toEqual({ fields: ["contactInbox"], names: ["Skyline IT"] });
    // A field the server's environment sets is not edited here.
    expect(fieldsWithFormerNames(fixed, DEMO_NAMES, ["contactInbox"])).toEqual({ fields: [], names: [] });
  });

  it("finds nothing before a rename, nor a former name that is still part of the company's name", () => {
    expect(fieldsWithFormerNames(defaultSiteSettings, DEMO_NAMES).fields).toEqual([]);
    const kept = { ...defaultSiteSettings, companyName: "Skyline IT Services Ltd." };
    expect(fieldsWithFormerNames(kept, [defaultSiteSettings.companyName, "Skyline IT"])).toEqual({
      fields: ["blurb"],
      names: ["Skyline IT Solutions"],
    });
    // Names too short to tell apart from ordinary words are not looked for.
    expect(fieldsWithFormerNames({ ...renamed, blurb: "We do IT." }, ["IT"]).fields).toEqual([]);
  });

  it("counts the demo company's own details and its name anywhere as demo text", () => {
    expect(demoTextLeft(defaultSiteSettings)).toEqual([
      "companyName",
      "shortName",
      "blurb",
      "phone",
      "email",
      "street",
      "facebook",
      "linkedin",
      "heroVideoUrl",
      "contactInbox",
    ]);
    const owner = OWNER_DETAILS;
    // The area, city, map and hours may well be the owner's own: they are not demo text.
    expect(demoTextLeft(owner)).toEqual([]);
    expect(demoTextLeft({ ...owner, mapLocation: "Skyline IT Solutions, Uttara" })).toEqual(["mapLocation"]);
  });

  it("lists the About page's figures that are still the demo's", () => {
    expect(demoFiguresLeft(defaultSiteSettings)).toEqual([
      "4k+ Happy customers",
      "13+ Awards",
      "98% Satisfaction",
      "250+ Projects",
    ]);
    expect(demoFiguresLeft(OWNER_DETAILS)).toEqual([]);
    const [customers, , ...rest] = OWNER_DETAILS.stats;
    expect(demoFiguresLeft({ stats: [customers!, defaultSiteSettings.stats[1]!, ...rest] })).toEqual(["13+ Awards"]);
  });

  it("ends the footer's sentence with one full stop, whatever the name ends with", () => {
    expect(withFullStop("Uttara Web Works Ltd.")).toBe("Uttara Web Works Ltd.");
    expect(withFullStop("Skyline IT Solutions")).toBe("Skyline IT Solutions.");
    expect(withFullStop("Yahoo!")).toBe("Yahoo!");
    expect(withFullStop("Skyline IT Solutions", "।")).toBe("Skyline IT Solutions।");
    expect(withFullStop("Uttara Web Works Ltd.", "।")).toBe("Uttara Web Works Ltd.");
  });
});
