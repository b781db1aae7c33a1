import { describe, expect, it } from "vitest";
import { localDigits } from "../locale";
import { planIn, serviceIn } from "./localized";
import { formatPrice, plansByService } from "./plans";
import { services } from "./services";

/** A Bangla text: Bengali letters and digits, spaces and punctuation; no Latin letters or Western digits. */
const BANGLA_ONLY = /^[\u0980-\u09FF।\s,.:;!?()+—–'’-]+$/;

/** Each number of an English text, as a Bangla page writes it: the Bangla text must say it too. */
function expectSameNumbers(bangla: string, english: string) {
  for (const number of english.match(/\d+/g) ?? []) expect(bangla, english).toContain(localDigits(number, "bn"));
}

describe("the catalogue in Bangla (issue 26)", () => {
  it("gives every service its Bangla title, description and introduction", () => {
    for (const service of services) {
      const bangla = serviceIn(service, "bn");
      for (const text of [bangla.title, bangla.description, bangla.intro])
        expect(text, service.slug).toMatch(BANGLA_ONLY);
      expect(bangla.description.length, service.slug).toBeLessThanOrEqual(160);
      expect(bangla.intro.length).toBeGreaterThan(bangla.description.length);
      expect({ ...bangla, bn: undefined }).toEqual({ ...service, ...service.bn, bn: undefined });
      expect(bangla.link, "the same page, its address turned by SiteLink").toBe(service.link);
    }
  });

  it("gives all 24 plans their Bangla name, contents and delivery, with the English numbers in Bengali digits", () => {
    const plans = Object.values(plansByService).flat();
    expect(plans).toHaveLength(24);
    for (const plan of plans) {
      const bangla = planIn(plan, "bn");
      const texts = [bangla.title, bangla.delivery, ...bangla.features.map((feature) => feature.text)];
      for (const text of texts) expect(text, `${plan.title}: ${text}`).toMatch(BANGLA_ONLY);
      expect(bangla.features).toHaveLength(plan.features.length);
      plan.features.forEach((feature, index) => expectSameNumbers(bangla.features[index]!.text, feature.text));
      expectSameNumbers(bangla.delivery, plan.delivery);
      expect({ ...bangla, title: plan.title, delivery: plan.delivery, features: plan.features }).toEqual(plan);
    }
    expect(planIn(plansByService.seo[0], "bn")).toMatchObject({ title: "বেসিক", delivery: "৫ দিন" });
  });

  it("leaves the English as the spec writes it", () => {
    for (const service of services) expect(serviceIn(service, "en")).toBe(service);
    for (const plan of Object.values(plansByService).flat()) expect(planIn(plan, "en")).toEqual(plan);
  });

  it("writes prices in dollars, with Bengali digits on a Bangla page", () => {
    expect(formatPrice(499, "bn")).toBe("$৪৯৯");
    expect(formatPrice(1499, "bn")).toBe("$১৪৯৯");
    expect(formatPrice(1499, "en")).toBe("$1499");
  });
});
