import type { ServiceSlug } from "./types";

/**
 * The eight services' slugs and titles, in the order of the header dropdown: all the header and
 * footer need, so every page's script does not carry the descriptions of ./services (decision 0017).
 */
export const serviceNames: readonly { slug: ServiceSlug; title: string }[] = [
  { slug: "ecommerce", title: "E-Commerce" },
  { slug: "web-development", title: "Web Development" },
  { slug: "apps-development", title: "App Development" },
  { slug: "digital-marketing", title: "Digital Marketing" },
  { slug: "graphic-design", title: "Graphic Design" },
  { slug: "social-media-marketing", title: "Social Media Marketing" },
  { slug: "seo", title: "SEO Content Writing" },
  { slug: "consulting", title: "Business Consulting" },
];

export const serviceLink = (slug: ServiceSlug) => `/services/${slug}` as const;
