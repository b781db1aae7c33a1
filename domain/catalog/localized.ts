import type { Locale } from "../locale";
import type { Plan, ServiceCard } from "./types";

/**
 * An entry with its texts in `locale`: the English as it is, or its `bn` texts laid over it — those
 * that are written (an owner's edit of a plan may leave one empty: the English shows).
 */
function inLocale<T extends { bn: Partial<T> }>(entry: T, locale: Locale): T {
  if (locale === "en") return entry;
  const written = Object.entries(entry.bn).filter(([, value]) => value !== "");
  return { ...entry, ...(Object.fromEntries(written) as Partial<T>) };
}

/** A service card in the page's language. */
export const serviceIn = (service: ServiceCard, locale: Locale): ServiceCard => inLocale(service, locale);

/** A plan, its contents included, in the page's language. */
export function planIn(plan: Plan, locale: Locale): Plan {
  return { ...inLocale(plan, locale), features: plan.features.map((feature) => inLocale(feature, locale)) };
}
