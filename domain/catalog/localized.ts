import type { Locale } from "../locale";
import type { Plan, ServiceCard } from "./types";

/** An entry with its texts in `locale`: the English as it is, or its `bn` texts laid over it. */
function inLocale<T extends { bn: Partial<T> }>(entry: T, locale: Locale): T {
  return locale === "en" ? entry : { ...entry, ...entry.bn };
}

/** A service card in the page's language. */
export const serviceIn = (service: ServiceCard, locale: Locale): ServiceCard => inLocale(service, locale);

/** A plan, its contents included, in the page's language. */
export function planIn(plan: Plan, locale: Locale): Plan {
  return { ...inLocale(plan, locale), features: plan.features.map((feature) => inLocale(feature, locale)) };
}
