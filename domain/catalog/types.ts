/** Static catalogue shapes (spec §3: static service card, plan; client logos are content, domain/content.ts). */

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
}

export type FeatureIcon = "pages" | "revisions" | "products" | "platform" | "posts" | "support" | "check";

/** Spec §3 "Plan": a list of features (text, icon, included true or false). */
export interface PlanFeature {
  text: string;
  icon: FeatureIcon;
  included: boolean;
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
}

export interface Technology {
  name: "React" | "PHP" | "Laravel" | "MySQL" | "JavaScript" | "Vue.js";
  logo: string;
}
