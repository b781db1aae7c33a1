import type { ServiceSlug } from "./types";

/**
 * The eight services' slugs and titles, in the order of the header dropdown: all the header and
 * footer need, so every page's script does not carry the descriptions of ./services (decision 0017).
 */
export const serviceNames: readonly { slug: ServiceSlug; title: string; titleBn: string }[] = [
  { slug: "ecommerce", title: "E-Commerce", titleBn: "ই-কমার্স" },
  { slug: "web-development", title: "Web Development", titleBn: "ওয়েব ডেভেলপমেন্ট" },
  { slug: "apps-development", title: "App Development", titleBn: "অ্যাপ ডেভেলপমেন্ট" },
  { slug: "digital-marketing", title: "Digital Marketing", titleBn: "ডিজিটাল মার্কেটিং" },
  { slug: "graphic-design", title: "Graphic Design", titleBn: "গ্রাফিক ডিজাইন" },
  { slug: "social-media-marketing", title: "Social Media Marketing", titleBn: "সোশ্যাল মিডিয়া মার্কেটিং" },
  { slug: "seo", title: "SEO Content Writing", titleBn: "এসইও কনটেন্ট রাইটিং" },
  { slug: "consulting", title: "Business Consulting", titleBn: "বিজনেস কনসালটিং" },
];

export const serviceLink = (slug: ServiceSlug) => `/services/${slug}` as const;
