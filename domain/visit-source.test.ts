import { describe, expect, it } from "vitest";
import { describeVisitSource, encodeVisitSource, readVisitSource } from "./visit-source";

describe("a visit's source, carried in an address", () => {
  it("reads back what it carried, the referrer without www. and in small letters", () => {
    const text = encodeVisitSource({
      landing: "/bn/services/web-development",
      referrer: "WWW.Facebook.com",
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "ঈদ অফার",
      page: "/bn/services/web-development",
    });
    expect(readVisitSource(text)).toEqual({
      landing: "/bn/services/web-development",
      referrer: "facebook.com",
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "ঈদ অফার",
      page: "/bn/services/web-development",
    });
  });

  it("leaves out what is not a path of the site, a host name or one line of text (a utm_ value as long as a view's); nothing known is null", () => {
    const text = new URLSearchParams({
      l: "https://evil.example/x",
      p: "//evil.example",
      r: "evil.example/<script>",
      s: "face\u0000book\nads",
      c: "x".repeat(500),
    }).toString();
    expect(readVisitSource(text)).toEqual({
      landing: null,
      referrer: null,
      utmSource: "face book ads",
      utmMedium: null,
      utmCampaign: "x".repeat(64),
      page: null,
    });
    expect(readVisitSource("")).toBeNull();
    expect(readVisitSource("l=nope&q=1")).toBeNull();
  });

  it("says where a lead came from in a few words", () => {
    const none = { landing: "/", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, page: null };
    expect(describeVisitSource({ ...none, utmSource: "facebook", utmMedium: "social", utmCampaign: "eid" })).toBe(
      "facebook / social · eid",
    );
    expect(describeVisitSource({ ...none, referrer: "l.facebook.com", utmSource: "facebook" })).toBe(
      "facebook (from l.facebook.com)",
    );
    expect(describeVisitSource({ ...none, referrer: "google.com" })).toBe("google.com");
    expect(describeVisitSource(none)).toBe("Direct (typed in, a bookmark or an app)");
  });
});
