import { serviceNames } from "./service-names";
import { type Locale, localDigits } from "../locale";
import type { Currency } from "../site-details";
import type { FeatureIcon, Plan, PlanFeature, ServiceSlug } from "./types";

/**
 * The three plans of every service page, exactly as spec §9 "Plans" lists them: title, price,
 * the contents of the table row (nothing more: the company promises nothing else) and delivery.
 * Delivery is its own field, shown once on the card, not repeated as a feature. Each text has its
 * Bangla beside it (issue 26), numbers in Bengali digits.
 */

type Tier = 1 | 2 | 3;

/** Header and button colours per tier; all have at least 4.5:1 contrast with white text. */
const tierColors: Record<Tier, { headerColor: string; buttonColor: string }> = {
  1: { headerColor: "#334155", buttonColor: "#1e293b" },
  2: { headerColor: "#4338ca", buttonColor: "#3730a3" },
  3: { headerColor: "#047857", buttonColor: "#065f46" },
};

/** One item of the table's "Contents" column; every listed item is included in its plan. */
function item(text: string, textBn: string, icon: FeatureIcon): PlanFeature {
  return { text, icon, included: true, bn: { text: textBn } };
}

type PlanTitle = "Basic" | "Standard" | "Premium" | "Starter" | "Professional" | "Enterprise";

/** The plans' names as Dhaka's sellers write them: the English words in Bengali letters. */
const planTitlesBn: Record<PlanTitle, string> = {
  Basic: "বেসিক",
  Standard: "স্ট্যান্ডার্ড",
  Premium: "প্রিমিয়াম",
  Starter: "স্টার্টার",
  Professional: "প্রফেশনাল",
  Enterprise: "এন্টারপ্রাইজ",
};

function plan(
  tier: Tier,
  title: PlanTitle,
  price: number,
  contents: PlanFeature[],
  delivery: string,
  deliveryBn: string,
): Plan {
  return {
    title,
    price,
    features: contents,
    delivery,
    ...tierColors[tier],
    bn: { title: planTitlesBn[title], delivery: deliveryBn },
  };
}

export const plansByService: Record<ServiceSlug, [Plan, Plan, Plan]> = {
  "web-development": [
    plan(
      1,
      "Basic",
      499,
      [item("5-page site", "৫ পেজের ওয়েবসাইট", "pages"), item("2 revisions", "২ বার রিভিশন", "revisions")],
      "5 days",
      "৫ দিন",
    ),
    plan(
      2,
      "Standard",
      899,
      [item("10 pages", "১০টি পেজ", "pages"), item("4 revisions", "৪ বার রিভিশন", "revisions")],
      "7 days",
      "৭ দিন",
    ),
    plan(3, "Premium", 1499, [item("Unlimited revisions", "আনলিমিটেড রিভিশন", "revisions")], "10 days", "১০ দিন"),
  ],
  ecommerce: [
    plan(
      1,
      "Basic",
      699,
      [item("Up to 10 products", "সর্বোচ্চ ১০টি প্রোডাক্ট", "products"), item("2 revisions", "২ বার রিভিশন", "revisions")],
      "7 days",
      "৭ দিন",
    ),
    plan(
      2,
      "Standard",
      1199,
      [
        item("Up to 100 products", "সর্বোচ্চ ১০০টি প্রোডাক্ট", "products"),
        item("4 revisions", "৪ বার রিভিশন", "revisions"),
      ],
      "10 days",
      "১০ দিন",
    ),
    plan(
      3,
      "Premium",
      1999,
      [item("Unlimited products and revisions", "আনলিমিটেড প্রোডাক্ট ও রিভিশন", "products")],
      "14 days",
      "১৪ দিন",
    ),
  ],
  "apps-development": [
    plan(
      1,
      "Basic",
      799,
      [item("Android or iOS", "অ্যান্ড্রয়েড অথবা আইওএস", "platform"), item("2 revisions", "২ বার রিভিশন", "revisions")],
      "10 days",
      "১০ দিন",
    ),
    plan(
      2,
      "Standard",
      1499,
      [item("Both platforms", "অ্যান্ড্রয়েড ও আইওএস দুটোই", "platform"), item("4 revisions", "৪ বার রিভিশন", "revisions")],
      "14 days",
      "১৪ দিন",
    ),
    plan(3, "Premium", 2499, [item("Unlimited revisions", "আনলিমিটেড রিভিশন", "revisions")], "21 days", "২১ দিন"),
  ],
  "digital-marketing": [
    plan(1, "Basic", 399, [item("2 revisions", "২ বার রিভিশন", "revisions")], "5 days", "৫ দিন"),
    plan(2, "Standard", 799, [item("4 revisions", "৪ বার রিভিশন", "revisions")], "7 days", "৭ দিন"),
    plan(3, "Premium", 1299, [item("Unlimited revisions", "আনলিমিটেড রিভিশন", "revisions")], "10 days", "১০ দিন"),
  ],
  "graphic-design": [
    plan(
      1,
      "Basic",
      199,
      [item("2 logo concepts", "২টি লোগো কনসেপ্ট", "check"), item("2 revisions", "২ বার রিভিশন", "revisions")],
      "3 days",
      "৩ দিন",
    ),
    plan(
      2,
      "Standard",
      399,
      [item("4 concepts", "৪টি কনসেপ্ট", "check"), item("4 revisions", "৪ বার রিভিশন", "revisions")],
      "5 days",
      "৫ দিন",
    ),
    plan(
      3,
      "Premium",
      799,
      [item("Unlimited concepts and revisions", "আনলিমিটেড কনসেপ্ট ও রিভিশন", "revisions")],
      "7 days",
      "৭ দিন",
    ),
  ],
  "social-media-marketing": [
    plan(
      1,
      "Basic",
      249,
      [
        item("1 platform", "১টি প্ল্যাটফর্ম", "platform"),
        item("8 posts per month", "মাসে ৮টি পোস্ট", "posts"),
        item("2 revisions", "২ বার রিভিশন", "revisions"),
      ],
      "7 days",
      "৭ দিন",
    ),
    plan(
      2,
      "Standard",
      499,
      [
        item("2 platforms", "২টি প্ল্যাটফর্ম", "platform"),
        item("15 posts", "১৫টি পোস্ট", "posts"),
        item("4 revisions", "৪ বার রিভিশন", "revisions"),
      ],
      "7 days",
      "৭ দিন",
    ),
    plan(
      3,
      "Premium",
      899,
      [
        item("Up to 4 platforms", "সর্বোচ্চ ৪টি প্ল্যাটফর্ম", "platform"),
        item("30+ posts", "৩০টি বা তার বেশি পোস্ট", "posts"),
        item("Unlimited revisions", "আনলিমিটেড রিভিশন", "revisions"),
      ],
      "ongoing monthly",
      "প্রতি মাসে, চলমান",
    ),
  ],
  seo: [
    plan(
      1,
      "Basic",
      199,
      [item("3 posts", "৩টি পোস্ট", "posts"), item("2 revisions", "২ বার রিভিশন", "revisions")],
      "5 days",
      "৫ দিন",
    ),
    plan(
      2,
      "Standard",
      399,
      [
        item("7 articles over 1000 words", "১০০০ শব্দের বেশি ৭টি আর্টিকেল", "posts"),
        item("4 revisions", "৪ বার রিভিশন", "revisions"),
      ],
      "7 days",
      "৭ দিন",
    ),
    plan(
      3,
      "Premium",
      799,
      [
        item("15+ articles", "১৫টি বা তার বেশি আর্টিকেল", "posts"),
        item("Unlimited revisions", "আনলিমিটেড রিভিশন", "revisions"),
      ],
      "10 days",
      "১০ দিন",
    ),
  ],
  consulting: [
    plan(
      1,
      "Starter",
      299,
      [item("1 one-hour session", "১ ঘণ্টার ১টি সেশন", "support"), item("1 revision", "১ বার রিভিশন", "revisions")],
      "3 days",
      "৩ দিন",
    ),
    plan(
      2,
      "Professional",
      599,
      [item("3 sessions", "৩টি সেশন", "support"), item("3 revisions", "৩ বার রিভিশন", "revisions")],
      "7 days",
      "৭ দিন",
    ),
    plan(
      3,
      "Enterprise",
      1199,
      [item("1 month", "১ মাস", "support"), item("Unlimited revisions", "আনলিমিটেড রিভিশন", "revisions")],
      "15 days",
      "১৫ দিন",
    ),
  ],
};

/** How a plan is named where a visitor asks about it ("Web Development – Basic"): the contact form's plan. */
export const planLabel = (serviceTitle: string, planTitle: string) => `${serviceTitle} – ${planTitle}`;

/** Every plan's label, in the order of the services and their plans. */
export const planLabels: readonly string[] = serviceNames.flatMap(({ slug, title }) =>
  plansByService[slug].map((plan) => planLabel(title, plan.title)),
);

/** Each plan's label in Bangla ("ওয়েব ডেভেলপমেন্ট – বেসিক"), by its English one. */
const banglaPlanLabels = new Map(
  serviceNames.flatMap(({ slug, title, titleBn }) =>
    plansByService[slug].map((plan) => [planLabel(title, plan.title), planLabel(titleBn, plan.bn.title)] as const),
  ),
);

/** A plan's label (the English one, as the contact page's `?plan=` carries it) in the page's language. */
export const planLabelIn = (label: string, locale: Locale): string =>
  (locale === "bn" && banglaPlanLabels.get(label)) || label;

/** Each currency's sign before a price (site settings, issue 43 item 4). */
export const CURRENCY_SIGNS: Record<Currency, string> = { USD: "$", BDT: "৳" };

/**
 * "$499" style, whole amounts and no thousands separator ("$1499", as the spec writes it); on a
 * Bangla page in Bengali digits ("$৪৯৯": the prices stay dollars). In taka when the settings say so
 * ("৳499", "৳৪৯৯"): the same amount, another sign (nothing is converted).
 */
export function formatPrice(price: number, locale: Locale = "en", currency: Currency = "USD"): string {
  return localDigits(`${CURRENCY_SIGNS[currency]}${Math.round(price)}`, locale);
}
