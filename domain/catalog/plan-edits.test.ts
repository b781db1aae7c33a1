import { describe, expect, it } from "vitest";
import { editedPlan, planItBuildsOn, planOverride, planValues } from "./plan-edits";
import { formatPrice, plansByService } from "./plans";
import { planIn } from "./localized";
import type { ServiceSlug } from "./types";

describe("the plans' edits (issue 43 item 4)", () => {
  it('"Everything in Standard, plus:" heads exactly the Premium plans that list fewer items than Standard and repeat none', () => {
    const buildingOn = (Object.keys(plansByService) as ServiceSlug[]).flatMap((slug) =>
      plansByService[slug].flatMap((_, index) => {
        const before = planItBuildsOn(plansByService[slug], index);
        return before ? [`${slug}: ${before.title}`] : [];
      }),
    );
    expect(buildingOn).toEqual([
      "web-development: Standard",
      "ecommerce: Standard",
      "apps-development: Standard",
      "graphic-design: Standard",
    ]);
  });

  it("a Premium plan edited to list Standard's items again is read as complete", () => {
    const [basic, standard, premium] = plansByService["web-development"];
    const full = editedPlan(premium, { contents: "10 pages\nUnlimited revisions" });
    expect(planItBuildsOn([basic, standard, full], 2)).toBeNull();
  });

  it("an override holds only what differs; laid over the original it gives the values back", () => {
    const original = plansByService.seo[1];
    const values = { ...planValues(original), price: 450, bn: { ...planValues(original).bn, delivery: "" } };
    const override = planOverride(values, planValues(original));
    expect(override).toEqual({ price: 450, bn: { delivery: "" } });
    const plan = editedPlan(original, override);
    expect(planValues(plan)).toEqual(values);
    // A Bangla text left empty: the Bangla page shows the English.
    expect(planIn(plan, "bn")).toMatchObject({ title: "স্ট্যান্ডার্ড", delivery: "7 days" });
  });

  it("prices in taka are the same amounts with the taka sign, in Bengali digits on a Bangla page", () => {
    expect(formatPrice(1499, "en", "BDT")).toBe("৳1499");
    expect(formatPrice(1499, "bn", "BDT")).toBe("৳১৪৯৯");
    expect(formatPrice(1499, "bn")).toBe("$১৪৯৯");
  });
});
