import type { FeatureIcon, Plan, PlanFeature, ServiceSlug } from "./types";

/**
 * The three plans of every service page (spec §9 "Plans"). Titles, prices, delivery and the
 * table's contents are literal; each plan then lists its delivery time and a few extras so
 * that all plans of a service have the same number of rows (extras a lower tier lacks are
 * shown as not included).
 */

type Tier = 1 | 2 | 3;

/** Header and button colours per tier; all have at least 4.5:1 contrast with white text. */
const tierColors: Record<Tier, { headerColor: string; buttonColor: string }> = {
  1: { headerColor: "#334155", buttonColor: "#1e293b" },
  2: { headerColor: "#4338ca", buttonColor: "#3730a3" },
  3: { headerColor: "#047857", buttonColor: "#065f46" },
};

function yes(text: string, icon: FeatureIcon): PlanFeature {
  return { text, icon, included: true };
}

function no(text: string, icon: FeatureIcon): PlanFeature {
  return { text, icon, included: false };
}

function deliveryFeature(delivery: string): PlanFeature {
  const text = delivery === "ongoing monthly" ? "Ongoing monthly delivery" : `Delivery in ${delivery}`;
  return yes(text, "delivery");
}

function plan(
  tier: Tier,
  title: string,
  price: number,
  delivery: string,
  contents: PlanFeature[],
  extras: PlanFeature[],
): Plan {
  return {
    title,
    price,
    features: [...contents, deliveryFeature(delivery), ...extras],
    delivery,
    ...tierColors[tier],
  };
}

export const plansByService: Record<ServiceSlug, [Plan, Plan, Plan]> = {
  "web-development": [
    plan(
      1,
      "Basic",
      499,
      "5 days",
      [yes("5-page site", "pages"), yes("2 revisions", "revisions")],
      [no("SEO setup", "check"), no("E-commerce features", "products")],
    ),
    plan(
      2,
      "Standard",
      899,
      "7 days",
      [yes("10 pages", "pages"), yes("4 revisions", "revisions")],
      [yes("SEO setup", "check"), no("E-commerce features", "products")],
    ),
    plan(
      3,
      "Premium",
      1499,
      "10 days",
      [yes("Unlimited revisions", "revisions")],
      [yes("SEO setup", "check"), yes("E-commerce features", "products"), yes("Priority support", "support")],
    ),
  ],
  ecommerce: [
    plan(
      1,
      "Basic",
      699,
      "7 days",
      [yes("Up to 10 products", "products"), yes("2 revisions", "revisions")],
      [yes("Payment gateway integration", "check"), no("Inventory management", "products")],
    ),
    plan(
      2,
      "Standard",
      1199,
      "10 days",
      [yes("Up to 100 products", "products"), yes("4 revisions", "revisions")],
      [yes("Payment gateway integration", "check"), yes("Inventory management", "products")],
    ),
    plan(
      3,
      "Premium",
      1999,
      "14 days",
      [yes("Unlimited products and revisions", "products")],
      [
        yes("Payment gateway integration", "check"),
        yes("Inventory management", "products"),
        yes("Priority support", "support"),
      ],
    ),
  ],
  "apps-development": [
    plan(
      1,
      "Basic",
      799,
      "10 days",
      [yes("Android or iOS", "platform"), yes("2 revisions", "revisions")],
      [yes("App store publishing", "platform"), no("Push notifications", "check")],
    ),
    plan(
      2,
      "Standard",
      1499,
      "14 days",
      [yes("Both platforms", "platform"), yes("4 revisions", "revisions")],
      [yes("App store publishing", "platform"), yes("Push notifications", "check")],
    ),
    plan(
      3,
      "Premium",
      2499,
      "21 days",
      [yes("Unlimited revisions", "revisions")],
      [
        yes("App store publishing", "platform"),
        yes("Push notifications", "check"),
        yes("Priority support", "support"),
      ],
    ),
  ],
  "digital-marketing": [
    plan(
      1,
      "Basic",
      399,
      "5 days",
      [yes("2 revisions", "revisions")],
      [
        yes("Marketing strategy plan", "check"),
        no("Google and Meta ads setup", "platform"),
        no("Conversion tracking report", "check"),
      ],
    ),
    plan(
      2,
      "Standard",
      799,
      "7 days",
      [yes("4 revisions", "revisions")],
      [
        yes("Marketing strategy plan", "check"),
        yes("Google and Meta ads setup", "platform"),
        no("Conversion tracking report", "check"),
      ],
    ),
    plan(
      3,
      "Premium",
      1299,
      "10 days",
      [yes("Unlimited revisions", "revisions")],
      [
        yes("Marketing strategy plan", "check"),
        yes("Google and Meta ads setup", "platform"),
        yes("Conversion tracking report", "check"),
      ],
    ),
  ],
  "graphic-design": [
    plan(
      1,
      "Basic",
      199,
      "3 days",
      [yes("2 logo concepts", "check"), yes("2 revisions", "revisions")],
      [yes("High-resolution source files", "pages"), no("Brand style guide", "pages")],
    ),
    plan(
      2,
      "Standard",
      399,
      "5 days",
      [yes("4 concepts", "check"), yes("4 revisions", "revisions")],
      [yes("High-resolution source files", "pages"), yes("Brand style guide", "pages")],
    ),
    plan(
      3,
      "Premium",
      799,
      "7 days",
      [yes("Unlimited concepts and revisions", "revisions")],
      [
        yes("High-resolution source files", "pages"),
        yes("Brand style guide", "pages"),
        yes("Social media kit", "posts"),
      ],
    ),
  ],
  "social-media-marketing": [
    plan(
      1,
      "Basic",
      249,
      "7 days",
      [yes("1 platform", "platform"), yes("8 posts per month", "posts"), yes("2 revisions", "revisions")],
      [no("Monthly analytics report", "check"), no("Paid ad management", "support")],
    ),
    plan(
      2,
      "Standard",
      499,
      "7 days",
      [yes("2 platforms", "platform"), yes("15 posts", "posts"), yes("4 revisions", "revisions")],
      [yes("Monthly analytics report", "check"), no("Paid ad management", "support")],
    ),
    plan(
      3,
      "Premium",
      899,
      "ongoing monthly",
      [yes("Up to 4 platforms", "platform"), yes("30+ posts", "posts"), yes("Unlimited revisions", "revisions")],
      [yes("Monthly analytics report", "check"), yes("Paid ad management", "support")],
    ),
  ],
  seo: [
    plan(
      1,
      "Basic",
      199,
      "5 days",
      [yes("3 posts", "posts"), yes("2 revisions", "revisions")],
      [yes("Keyword research", "check"), no("On-page optimisation", "pages"), no("Content strategy plan", "check")],
    ),
    plan(
      2,
      "Standard",
      399,
      "7 days",
      [yes("7 articles over 1000 words", "posts"), yes("4 revisions", "revisions")],
      [yes("Keyword research", "check"), yes("On-page optimisation", "pages"), no("Content strategy plan", "check")],
    ),
    plan(
      3,
      "Premium",
      799,
      "10 days",
      [yes("15+ articles", "posts"), yes("Unlimited revisions", "revisions")],
      [yes("Keyword research", "check"), yes("On-page optimisation", "pages"), yes("Content strategy plan", "check")],
    ),
  ],
  consulting: [
    plan(
      1,
      "Starter",
      299,
      "3 days",
      [yes("1 one-hour session", "support"), yes("1 revision", "revisions")],
      [yes("Written action plan", "pages"), no("Market and competitor analysis", "check"), no("Dedicated consultant", "support")],
    ),
    plan(
      2,
      "Professional",
      599,
      "7 days",
      [yes("3 sessions", "support"), yes("3 revisions", "revisions")],
      [yes("Written action plan", "pages"), yes("Market and competitor analysis", "check"), no("Dedicated consultant", "support")],
    ),
    plan(
      3,
      "Enterprise",
      1199,
      "15 days",
      [yes("1 month", "support"), yes("Unlimited revisions", "revisions")],
      [yes("Written action plan", "pages"), yes("Market and competitor analysis", "check"), yes("Dedicated consultant", "support")],
    ),
  ],
};

/** "$499" style, whole dollars and no thousands separator ("$1499", as the spec writes it). */
export function formatPrice(price: number): string {
  return `$${Math.round(price)}`;
}
