import { describe, expect, it } from "vitest";
import { encodeVisitSource, readVisitSource } from "./visit-source";
import { cleanUtm, conversionBySource, hostSource, referrerHost, sourceOf, type Statistics } from "./visits";

describe("a source's one spelling (issue 42 items 2 and 4)", () => {
  it("is the same for a counted view's Referer and utm_source as for the host and utm_source a lead's message carries", () => {
    const view = {
      referrer: referrerHost("https://WWW.Facebook.com/x?fbclid=1"),
      utm_source: cleanUtm(new URLSearchParams("utm_source=%20Spring_SALE%20").get("utm_source")),
    };
    expect(view).toEqual({ referrer: "facebook.com", utm_source: "spring_sale" });
    const lead = readVisitSource(encodeVisitSource({ referrer: "WWW.Facebook.com:443", utmSource: " Spring_SALE " }));
    expect(lead).toMatchObject({ referrer: view.referrer, utmSource: view.utm_source });
    expect(sourceOf(view)).toBe("spring_sale");
    expect(sourceOf({ ...view, utm_source: "" })).toBe("facebook.com");
  });

  it("reads a host with or without a port, an address, and nothing readable as none", () => {
    expect(hostSource("www.Google.com:8080")).toBe("google.com");
    expect(hostSource("l.facebook.com")).toBe("l.facebook.com");
    expect(referrerHost("android-app://com.google.android.gm/")).toBe("com.google.android.gm");
    expect(referrerHost("not an address")).toBe("");
    expect(cleanUtm(`Eid\nOffer ${"x".repeat(100)}`)).toBe(`eid offer ${"x".repeat(54)}`);
    expect(cleanUtm(null)).toBe("");
  });
});

describe("conversion per source (issue 42 item 4)", () => {
  it("divides each source's leads by its unique visitors; a source leads came from but no visitor was counted has no rate", () => {
    const statistics = {
      sources: [
        { value: "facebook", views: 90, visitors: 40 },
        { value: "", views: 30, visitors: 20 },
      ],
      sourceVisitors: { facebook: 40, "": 20, "google.com": 0 },
    } as unknown as Statistics;
    const leads = {
      leads: 4,
      plans: [],
      sources: [
        { value: "facebook", leads: 2 },
        { value: "google.com", leads: 1 },
        { value: "m.me", leads: 1 },
      ],
    };
    expect(conversionBySource(statistics, leads)).toEqual([
      { source: "facebook", visitors: 40, leads: 2, rate: 0.05 },
      { source: "google.com", visitors: 0, leads: 1, rate: null },
      { source: "m.me", visitors: 0, leads: 1, rate: null },
      { source: "", visitors: 20, leads: 0, rate: 0 },
    ]);
  });
});
