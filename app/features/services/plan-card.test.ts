import { describe, expect, it } from "vitest";
import { plansByService } from "#domain/catalog/plans";
import { PLAN_BACKGROUNDS } from "./plan-card";

describe("plan card colours", () => {
  it("paints every plan's header and button colour with a class of exactly that colour (no inline style)", () => {
    for (const plans of Object.values(plansByService)) {
      for (const plan of plans) {
        for (const colour of [plan.headerColor, plan.buttonColor])
          expect(PLAN_BACKGROUNDS[colour], `${plan.title} ${colour}`).toBe(`bg-[${colour}]`);
      }
    }
  });
});
