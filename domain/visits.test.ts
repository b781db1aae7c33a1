import { describe, expect, it } from "vitest";
import { conversionBySource, type Statistics } from "./visits";

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
