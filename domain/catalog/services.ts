import { serviceLink, serviceNames } from "./service-names";
import type { ServiceCard, ServiceSlug } from "./types";

const texts: Record<ServiceSlug, Pick<ServiceCard, "description" | "intro">> = {
  ecommerce: {
    description:
      "Online stores that sell: product catalogues, bKash, Nagad and card payments, and order management built for Bangladeshi shoppers.",
    intro:
      "We build fast, secure online shops that turn visitors into customers. From product catalogues and local payment gateways to delivery tracking, " +
      "every store is set up so you can manage orders and stock without a developer. Choose the plan that matches the size of your catalogue.",
  },
  "web-development": {
    description:
      "Fast, responsive business websites built with modern frameworks, easy to update and ready for search engines from day one.",
    intro:
      "Your website is often the first impression a client has of your business. We design and develop responsive, accessible sites that load quickly on " +
      "any phone or laptop and are simple for your team to keep up to date. The plans below differ in pages, revisions and delivery time.",
  },
  "apps-development": {
    description:
      "Android and iOS apps with clean interfaces and reliable back ends, from first prototype to launch on Google Play and the App Store.",
    intro:
      "We turn your idea into a mobile app people enjoy using. Our team handles interface design, development, testing and store publishing, " +
      "so you get a polished product on one platform or both. The plans below differ in platforms, revisions and delivery time.",
  },
  "digital-marketing": {
    description:
      "Data-driven campaigns on Google and Meta that bring qualified leads, with clear reporting on every taka you spend.",
    intro:
      "Good marketing starts with knowing who your customers are and where they spend their time online. We plan and run campaigns across search, " +
      "social and e-mail, track every conversion and report the results in plain language. You always know what is working and why.",
  },
  "graphic-design": {
    description:
      "Logos, brand identities and marketing visuals that make your business look as professional as it is, in print and online.",
    intro:
      "A consistent visual identity helps customers recognise and trust your brand. Our designers create logos, brand guidelines, banners and " +
      "social media graphics that work everywhere from a shop sign to a phone screen. The plans below differ in concepts, revisions and delivery time.",
  },
  "social-media-marketing": {
    description:
      "Engaging Facebook, Instagram, LinkedIn and TikTok content with a steady posting schedule that grows your audience and sales.",
    intro:
      "Most of your customers scroll social media every day. We plan a content calendar, design and write your posts, and publish them on a " +
      "regular schedule so your brand stays visible. Monthly insights show how your audience grows and which posts drive enquiries.",
  },
  seo: {
    description:
      "Well-researched blog posts and articles that rank on Google, answer your customers' questions and bring steady organic traffic.",
    intro:
      "Search engines reward pages that genuinely help readers. Our writers research the keywords your customers use and write clear, original " +
      "articles optimised for search. The result is content that ranks, builds trust and keeps bringing visitors long after it is published.",
  },
  consulting: {
    description:
      "Practical advice on digital strategy, technology choices and growth, so you invest in the right tools at the right time.",
    intro:
      "Not sure which technology to invest in or how to take your business online? Our consultants review your current setup, goals and budget, " +
      "then give you a clear, written plan with priorities. Sessions are practical, jargon-free and focused on results.",
  },
};

/** The eight static service cards (spec §1, §2), in the order of the header dropdown. */
export const services: ServiceCard[] = serviceNames.map(({ slug, title }, index) => ({
  id: index + 1,
  slug,
  title,
  link: serviceLink(slug),
  image: `/images/services/${slug}.svg`,
  ...texts[slug],
}));

/** The service card for a route slug, or undefined for an unknown slug. */
export function findService(slug: string): ServiceCard | undefined {
  return services.find((service) => service.slug === slug);
}
