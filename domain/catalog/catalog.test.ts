import { existsSync, readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import type { ServiceSlug } from "./types";
import { services, findService } from "./services";
import { plansByService, formatPrice } from "./plans";
import { technologies } from "./technologies";
import { demoTeam, demoBlogs, demoClientLogos, demoReviews, demoReviewVideos } from "#server/db/demo-content";
import { defaultSiteSettings } from "../site-details";

/** Spec §9 "Plans", written out literally: service, plan, price, contents, delivery. */
const specPlanTable: [string, string, string, string, string][] = [
  ["Web development", "Basic", "$499", "5-page site, 2 revisions", "5 days"],
  ["Web development", "Standard", "$899", "10 pages, 4 revisions", "7 days"],
  ["Web development", "Premium", "$1499", "unlimited revisions", "10 days"],
  ["E-commerce", "Basic", "$699", "up to 10 products, 2 revisions", "7 days"],
  ["E-commerce", "Standard", "$1199", "up to 100 products, 4 revisions", "10 days"],
  ["E-commerce", "Premium", "$1999", "unlimited products and revisions", "14 days"],
  ["Apps", "Basic", "$799", "Android or iOS, 2 revisions", "10 days"],
  ["Apps", "Standard", "$1499", "both platforms, 4 revisions", "14 days"],
  ["Apps", "Premium", "$2499", "unlimited revisions", "21 days"],
  ["Digital marketing", "Basic", "$399", "2 revisions", "5 days"],
  ["Digital marketing", "Standard", "$799", "4 revisions", "7 days"],
  ["Digital marketing", "Premium", "$1299", "unlimited revisions", "10 days"],
  ["Graphic design", "Basic", "$199", "2 logo concepts, 2 revisions", "3 days"],
  ["Graphic design", "Standard", "$399", "4 concepts, 4 revisions", "5 days"],
  ["Graphic design", "Premium", "$799", "unlimited concepts and revisions", "7 days"],
  ["Social media marketing", "Basic", "$249", "1 platform, 8 posts per month, 2 revisions", "7 days"],
  ["Social media marketing", "Standard", "$499", "2 platforms, 15 posts, 4 revisions", "7 days"],
  ["Social media marketing", "Premium", "$899", "up to 4 platforms, 30+ posts, unlimited revisions", "ongoing monthly"],
  ["SEO content writing", "Basic", "$199", "3 posts, 2 revisions", "5 days"],
  ["SEO content writing", "Standard", "$399", "7 articles over 1000 words, 4 revisions", "7 days"],
  ["SEO content writing", "Premium", "$799", "15+ articles, unlimited revisions", "10 days"],
  ["Consulting", "Starter", "$299", "1 one-hour session, 1 revision", "3 days"],
  ["Consulting", "Professional", "$599", "3 sessions, 3 revisions", "7 days"],
  ["Consulting", "Enterprise", "$1199", "1 month, unlimited revisions", "15 days"],
];

const specServiceSlug: Record<string, ServiceSlug> = {
  "Web development": "web-development",
  "E-commerce": "ecommerce",
  Apps: "apps-development",
  "Digital marketing": "digital-marketing",
  "Graphic design": "graphic-design",
  "Social media marketing": "social-media-marketing",
  "SEO content writing": "seo",
  Consulting: "consulting",
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string): number {
  return (1 + 0.05) / (luminance(hex) + 0.05);
}

const youtubeEmbed = /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[\w-]{11}$/;

describe("services", () => {
  it("has the 8 services with their routes, in order", () => {
    expect(services.map((s) => s.link)).toEqual([
      "/services/ecommerce",
      "/services/web-development",
      "/services/apps-development",
      "/services/digital-marketing",
      "/services/graphic-design",
      "/services/social-media-marketing",
      "/services/seo",
      "/services/consulting",
    ]);
    expect(services.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const service of services) {
      expect(service.link).toBe(`/services/${service.slug}`);
      expect(service.image).toBe(`/images/services/${service.slug}.svg`);
      expect(service.description.length).toBeLessThanOrEqual(160);
      expect(service.intro.length).toBeGreaterThan(service.description.length);
    }
  });

  it("finds a service by slug", () => {
    expect(findService("seo")?.title).toBe("SEO Content Writing");
    expect(findService("consulting")?.title).toBe("Business Consulting");
    expect(findService("nope")).toBeUndefined();
  });
});

describe("plans (spec §9)", () => {
  it("covers all 24 table rows and every service", () => {
    expect(specPlanTable).toHaveLength(24);
    expect(Object.keys(plansByService).sort()).toEqual(services.map((s) => s.slug).sort());
  });

  it.each(specPlanTable)("%s %s: %s, %s, %s", (service, title, price, contents, delivery) => {
    const slug = specServiceSlug[service];
    expect(slug).toBeDefined();
    const plans = plansByService[slug as ServiceSlug];
    const plan = plans.find((p) => p.title === title);
    expect(plan).toBeDefined();
    if (!plan) return;
    expect(formatPrice(plan.price)).toBe(price);
    expect(plan.price).toBe(Number(price.slice(1)));
    expect(plan.delivery).toBe(delivery);

    // The row's contents and nothing else (issue 8: no promise the company never made), all included.
    expect(plan.features.map((f) => f.text)).toEqual(contents.split(", ").map(capitalise));
    expect(plan.features.every((f) => f.included)).toBe(true);
  });

  it("keeps the plan order of the table", () => {
    for (const [slug, plans] of Object.entries(plansByService)) {
      const expected = specPlanTable.filter(([service]) => specServiceSlug[service] === slug).map(([, title]) => title);
      expect(plans.map((p) => p.title)).toEqual(expected);
    }
  });

  it("formats prices like the spec", () => {
    expect(formatPrice(499)).toBe("$499");
    expect(formatPrice(1499)).toBe("$1499");
  });

  it("uses header and button colours with at least 4.5:1 contrast against white", () => {
    for (const plans of Object.values(plansByService)) {
      for (const plan of plans) {
        expect(contrastWithWhite(plan.headerColor)).toBeGreaterThanOrEqual(4.5);
        expect(contrastWithWhite(plan.buttonColor)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1);
    expect(contrastWithWhite("#000000")).toBeCloseTo(21);
  });
});

describe("technologies", () => {
  it("lists the six technologies in the spec's order", () => {
    expect(technologies.map((t) => t.name)).toEqual(["React", "PHP", "Laravel", "MySQL", "JavaScript", "Vue.js"]);
    expect(technologies.map((t) => t.logo)).toEqual([
      "/images/tech/react.svg",
      "/images/tech/php.svg",
      "/images/tech/laravel.svg",
      "/images/tech/mysql.svg",
      "/images/tech/javascript.svg",
      "/images/tech/vuejs.svg",
    ]);
  });
});

describe("demo content", () => {
  it("has the expected counts", () => {
    expect(demoTeam).toHaveLength(6);
    expect(demoBlogs).toHaveLength(6);
    expect(demoReviews).toHaveLength(6);
    expect(demoReviewVideos).toHaveLength(4);
    expect(demoClientLogos).toHaveLength(6);
  });

  it("names no company and says it is a sample: logos, videos and reviews (issue 22)", () => {
    for (const logo of demoClientLogos) {
      expect(logo.name).toMatch(/^Sample client logo \d$/);
      const file = `public${logo.logo}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8")).toContain("SAMPLE LOGO");
    }
    for (const video of demoReviewVideos) expect(video.title).toMatch(/^Sample review video \d: /);
    for (const review of demoReviews) expect(review.role).toMatch(/\(sample review\)$/);
    const everything = JSON.stringify([demoClientLogos, demoReviewVideos, demoReviews]);
    for (const brand of ["Northwind", "Lotus", "Bengal Foods", "Rivergate", "Orbit", "GreenLeaf"])
      expect(everything).not.toContain(brand);
  });

  it("uses YouTube embed URLs for every video", () => {
    for (const video of demoReviewVideos) expect(video.videoUrl).toMatch(youtubeEmbed);
    expect(defaultSiteSettings.heroVideoUrl).toMatch(youtubeEmbed);
  });

  it("keeps reviews short and linked to the sample client logos", () => {
    const logos = new Set<string>(demoClientLogos.map((c) => c.logo));
    for (const review of demoReviews) {
      expect(review.feedback.length).toBeLessThanOrEqual(260);
      expect(logos.has(review.logo)).toBe(true);
    }
  });

  it("gives each team member a portrait that fits the name (checked by eye; the art's own title says who it shows)", () => {
    // Who each demo name is; the portrait's source drawing (scripts/art/portraits) describes its person in <title>.
    const expected: Record<string, "man" | "woman"> = {
      "Tanvir Ahmed": "man",
      "Rakibul Hasan": "man",
      "Farhan Kabir": "man",
      "Mahmudul Karim": "man",
      "Nusrat Jahan": "woman",
      "Sadia Islam": "woman",
    };
    expect(demoTeam.map((m) => m.name).sort()).toEqual(Object.keys(expected).sort());
    const portraits = new Set<string>();
    for (const member of demoTeam) {
      const svg = readFileSync(`scripts/art/portraits/${member.photo.replace(/\.webp$/, ".svg")}`, "utf8");
      const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? "";
      const shows = /\bwoman\b/.test(title) ? "woman" : /\bman\b/.test(title) ? "man" : "unknown";
      expect(shows, `${member.name}: ${title}`).toBe(expected[member.name]);
      expect(existsSync(`server/db/demo-media/${member.photo}`)).toBe(true);
      portraits.add(member.photo);
    }
    expect(portraits.size, "no two members share a portrait").toBe(demoTeam.length);
  });

  it("uses https links for blogs and team socials", () => {
    for (const blog of demoBlogs) expect(blog.link).toMatch(/^https:\/\//);
    for (const member of demoTeam) {
      expect(member.facebook).toMatch(/^https:\/\/www\.facebook\.com\/[\w.]+$/);
      expect(member.github).toMatch(/^https:\/\/github\.com\/[\w-]+$/);
      expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[\w-]+$/);
    }
  });
});
