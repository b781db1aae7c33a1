/** Static catalogue shapes (spec §3: static service card, plan; client logos are content, domain/content.ts). */
/*
 * Every text a reader sees has its Bangla beside it in `bn` (issue 26, decision 0043): one
 * catalogue, and a text without its Bangla is a type error. ./localized.ts picks the page's language.
 */

export type ServiceSlug =
  | "ecommerce"
  | "web-development"
  | "apps-development"
  | "digital-marketing"
  | "graphic-design"
  | "social-media-marketing"
  | "seo"
  | "consulting";

/** Spec §3 "Static service card": id, title, link, description, image. */
export interface ServiceCard {
  id: number;
  slug: ServiceSlug;
  /** Card and page title, e.g. "Web Development". */
  title: string;
  /** The service route, e.g. "/services/web-development". */
  link: `/services/${ServiceSlug}`;
  /** One or two sentences for the home grid and the meta description. */
  description: string;
  /** Server-relative path of a shipped SVG, e.g. "/images/services/web-development.svg". */
  image: string;
  /** Longer introduction shown on the service page above the plans. */
  intro: string;
  bn: Pick<ServiceCard, "title" | "description" | "intro">;
}

export type FeatureIcon = "pages" | "revisions" | "products" | "platform" | "posts" | "support" | "check";

/** Spec §3 "Plan": a list of features (text, icon, included true or false). */
export interface PlanFeature {
  text: string;
  icon: FeatureIcon;
  included: boolean;
  bn: Pick<PlanFeature, "text">;
}

/** Tailwind-independent colours so the catalogue stays pure data; contrast with white text ≥ 4.5:1. */
export interface Plan {
  title: string;
  /** Whole US dollars, shown as "$499". */
  price: number;
  features: PlanFeature[];
  /** Delivery time as shown, e.g. "5 days" or "ongoing monthly". */
  delivery: string;
  headerColor: string;
  buttonColor: string;
  bn: Pick<Plan, "title" | "delivery">;
}

export interface Technology {
  name: "React" | "PHP" | "Laravel" | "MySQL" | "JavaScript" | "Vue.js";
  logo: string;
}
