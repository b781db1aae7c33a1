import { serviceNames } from "./service-names";
import type { FeatureIcon, Plan, PlanFeature, ServiceSlug } from "./types";

/**
 * The three plans of every service page, exactly as spec §9 "Plans" lists them: title, price,
 * the contents of the table row (nothing more: the company promises nothing else) and delivery.
 * Delivery is its own field, shown once on the card, not repeated as a feature.
 */

type Tier = 1 | 2 | 3;

/** Header and button colours per tier; all have at least 4.5:1 contrast with white text. */
const tierColors: Record<Tier, { headerColor: string; buttonColor: string }> = {
  1: { headerColor: "#334155", buttonColor: "#1e293b" },
  2: { headerColor: "#4338ca", buttonColor: "#3730a3" },
  3: { headerColor: "#047857", buttonColor: "#065f46" },
};

/** One item of the table's "Contents" column; every listed item is included in its plan. */
function item(text: string, icon: FeatureIcon): PlanFeature {
  return { text, icon, included: true };
}

function plan(tier: Tier, title: string, price: number, contents: PlanFeature[], delivery: string): Plan {
  return { title, price, features: contents, delivery, ...tierColors[tier] };
}

export const plansByService: Record<ServiceSlug, [Plan, Plan, Plan]> = {
  "web-development": [
    plan(1, "Basic", 499, [item("5-page site", "pages"), item("2 revisions", "revisions")], "5 days"),
    plan(2, "Standard", 899, [item("10 pages", "pages"), item("4 revisions", "revisions")], "7 days"),
    plan(3, "Premium", 1499, [item("Unlimited revisions", "revisions")], "10 days"),
  ],
  ecommerce: [
    plan(1, "Basic", 699, [item("Up to 10 products", "products"), item("2 revisions", "revisions")], "7 days"),
    plan(2, "Standard", 1199, [item("Up to 100 products", "products"), item("4 revisions", "revisions")], "10 days"),
    plan(3, "Premium", 1999, [item("Unlimited products and revisions", "products")], "14 days"),
  ],
  "apps-development": [
    plan(1, "Basic", 799, [item("Android or iOS", "platform"), item("2 revisions", "revisions")], "10 days"),
    plan(2, "Standard", 1499, [item("Both platforms", "platform"), item("4 revisions", "revisions")], "14 days"),
    plan(3, "Premium", 2499, [item("Unlimited revisions", "revisions")], "21 days"),
  ],
  "digital-marketing": [
    plan(1, "Basic", 399, [item("2 revisions", "revisions")], "5 days"),
    plan(2, "Standard", 799, [item("4 revisions", "revisions")], "7 days"),
    plan(3, "Premium", 1299, [item("Unlimited revisions", "revisions")], "10 days"),
  ],
  "graphic-design": [
    plan(1, "Basic", 199, [item("2 logo concepts", "check"), item("2 revisions", "revisions")], "3 days"),
    plan(2, "Standard", 399, [item("4 concepts", "check"), item("4 revisions", "revisions")], "5 days"),
    plan(3, "Premium", 799, [item("Unlimited concepts and revisions", "revisions")], "7 days"),
  ],
  "social-media-marketing": [
    plan(
      1,
      "Basic",
      249,
      [item("1 platform", "platform"), item("8 posts per month", "posts"), item("2 revisions", "revisions")],
      "7 days",
    ),
    plan(
      2,
      "Standard",
      499,
      [item("2 platforms", "platform"), item("15 posts", "posts"), item("4 revisions", "revisions")],
      "7 days",
    ),
    plan(
      3,
      "Premium",
      899,
      [item("Up to 4 platforms", "platform"), item("30+ posts", "posts"), item("Unlimited revisions", "revisions")],
      "ongoing monthly",
    ),
  ],
  seo: [
    plan(1, "Basic", 199, [item("3 posts", "posts"), item("2 revisions", "revisions")], "5 days"),
    plan(2, "Standard", 399, [item("7 articles over 1000 words", "posts"), item("4 revisions", "revisions")], "7 days"),
    plan(3, "Premium", 799, [item("15+ articles", "posts"), item("Unlimited revisions", "revisions")], "10 days"),
  ],
  consulting: [
    plan(1, "Starter", 299, [item("1 one-hour session", "support"), item("1 revision", "revisions")], "3 days"),
    plan(2, "Professional", 599, [item("3 sessions", "support"), item("3 revisions", "revisions")], "7 days"),
    plan(3, "Enterprise", 1199, [item("1 month", "support"), item("Unlimited revisions", "revisions")], "15 days"),
  ],
};

/** How a plan is named where a visitor asks about it ("Web Development – Basic"): the contact form's plan. */
export const planLabel = (serviceTitle: string, planTitle: string) => `${serviceTitle} – ${planTitle}`;

/** Every plan's label, in the order of the services and their plans. */
export const planLabels: readonly string[] = serviceNames.flatMap(({ slug, title }) =>
  plansByService[slug].map((plan) => planLabel(title, plan.title)),
);

/** "$499" style, whole dollars and no thousands separator ("$1499", as the spec writes it). */
export function formatPrice(price: number): string {
  return `$${Math.round(price)}`;
}
