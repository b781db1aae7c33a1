import { slugify } from "#domain/slugs";
import { expect, test, type Page } from "@playwright/test";
import { demoBlogs, demoTeam } from "#server/db/demo-content";
import { withRowsSetAside } from "../support/site-server";
import { type AdminSite, test as sharedSiteTest } from "./admin-site";
import { gotoHydrated, installPausedClock, settle, testimonialNames } from "./helpers";

test.describe.configure({ mode: "parallel" });

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("/about shows mission, vision, why us, stats, team and the appointment call to action", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(
    page.getByRole("heading", { level: 1, name: "Technology partners for growing businesses" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
  await expect(region(page, "Why Choose Us").getByRole("listitem")).toHaveCount(4);

  const stats = region(page, "Our numbers");
  const expectedStats: Array<[string, string]> = [
    ["4k+", "Happy customers"],
    ["13+", "Awards"],
    ["98%", "Satisfaction"],
    ["250+", "Projects"],
  ];
  for (const [value, label] of expectedStats) {
    const stat = stats.locator("div").filter({ has: page.getByRole("term").filter({ hasText: label }) });
    await expect(stat.getByRole("definition"), label).toHaveText(value);
  }

  const team = region(page, "Meet the people behind your project");
  await expect(team.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(team.getByRole("heading", { level: 3 })).toHaveText(
    [...demoTeam].reverse().map((member) => member.name),
  );

  const cta = region(page, "Ready to start your project?");
  await expect(cta.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute("href", "tel:+8801712345678");
  const appointment = cta.getByRole("link", { name: "MAKE APPOINTMENT" });
  await expect(appointment).toHaveAttribute("href", "/contact");
  await appointment.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
});

test("/contact shows the contact details, the message form and the map facade", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(main.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute("href", "tel:+8801712345678");
  await expect(main.getByRole("link", { name: "hello@skylineit.com.bd" })).toHaveAttribute(
    "href",
    "mailto:hello@skylineit.com.bd",
  );
  await expect(main.locator("address")).toHaveText("House 12, Road 7, Sector 4Uttara, Dhaka 1230, Bangladesh");

  const form = main.getByRole("form", { name: "Contact form" });
  await expect(form).toHaveAttribute("novalidate", "");
  await expect(form.getByRole("textbox", { name: "Name" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "5");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();

  await expect(main.getByRole("button", { name: "Load interactive map" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=Sector+4,+Uttara,+Dhaka+1230",
  );
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("/blogs lists all 6 demo blogs newest first, each Learn more opening its article on the site, or its own link", async ({
  page,
}) => {
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
  // Demo blogs are listed oldest first; the page shows the newest first.
  const expected = [...demoBlogs]
    .reverse()
    .map((blog) => [blog.title, blog.body ? `/blogs/${slugify(blog.title)}` : blog.link] as const);
  expect(expected).toHaveLength(6);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(6);
  // Right under the page's h1, the titles are h2 (heading order; on the home page they are h3).
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(expected.map(([title]) => title));
  for (const [index, [title, link]] of expected.entries()) {
    const learnMore = cards.nth(index).getByRole("link", { name: /^Learn more/ });
    await expect(learnMore).toHaveCount(1);
    await expect(learnMore, title).toHaveAttribute("href", link);
    await expect(learnMore).toHaveAccessibleName(
      link.startsWith("/blogs/") ? `Learn more about ${title}` : `Learn more about ${title} (opens in a new tab)`,
    );
  }
  await expect(page.getByText("No blogs available yet.")).toHaveCount(0);
});

// The worker's shared site with its reviews put aside while the test runs (the same rows, the same
// ids, put back after it) and two of the test's own.
test.describe("with exactly 2 reviews", () => {
  /** Runs `check` with only the two reviews on the site. */
  async function withTwoReviews(site: AdminSite, check: () => Promise<void>) {
    const base = {
      image: "/images/reviewers/reviewer-1.webp",
      logo: "/images/clients/sample-1.svg",
      email: "two-reviews@example.com",
    };
    await withRowsSetAside(
      site,
      "reviews",
      (db) =>
        db
          .insertInto("reviews")
          .values([
            {
              ...base,
              name: "Ayesha Siddiqua",
              role: "Owner of Siddiqua Crafts",
              feedback: "Our handicraft shop finally sells online.",
              created_at: new Date(Date.now() - 60_000).toISOString(),
            },
            {
              ...base,
              name: "Rafiq Mollah",
              role: "Director of Mollah Agro",
              feedback: "Clear advice and a fast website.",
              created_at: new Date().toISOString(),
            },
          ])
          .execute(),
      check,
    );
  }

  sharedSiteTest("both are shown, without a pause control, and nothing rotates", async ({ sitePage: page, site }) => {
    await withTwoReviews(site, async () => {
      await installPausedClock(page);
      await gotoHydrated(page, "/");
      await expect(page.getByTestId("testimonial")).toHaveCount(2);
      await expect(testimonialNames(page)).toHaveText(["Rafiq Mollah", "Ayesha Siddiqua"]);
      await expect(page.getByText("Our handicraft shop finally sells online.")).toBeVisible();
      await expect(page.getByRole("button", { name: /testimonials$/ })).toHaveCount(0);
      await expect(page.getByText("No reviews available.")).toHaveCount(0);

      await page.getByTestId("testimonial").first().scrollIntoViewIfNeeded();
      await page.clock.runFor(10_000);
      await settle(page);
      await expect(testimonialNames(page)).toHaveText(["Rafiq Mollah", "Ayesha Siddiqua"]);
    });
  });
});

/** Spec §9 "Plans", transcribed from the spec's table: page slug and title, then per plan [plan, price, contents, delivery]. */
const SPEC_PLANS: Array<[string, string, Array<[string, string, string, string]>]> = [
  [
    "web-development",
    "Web Development",
    [
      ["Basic", "$499", "5-page site, 2 revisions", "5 days"],
      ["Standard", "$899", "10 pages, 4 revisions", "7 days"],
      ["Premium", "$1499", "unlimited revisions", "10 days"],
    ],
  ],
  [
    "ecommerce",
    "E-Commerce",
    [
      ["Basic", "$699", "up to 10 products, 2 revisions", "7 days"],
      ["Standard", "$1199", "up to 100 products, 4 revisions", "10 days"],
      ["Premium", "$1999", "unlimited products and revisions", "14 days"],
    ],
  ],
  [
    "apps-development",
    "App Development",
    [
      ["Basic", "$799", "Android or iOS, 2 revisions", "10 days"],
      ["Standard", "$1499", "both platforms, 4 revisions", "14 days"],
      ["Premium", "$2499", "unlimited revisions", "21 days"],
    ],
  ],
  [
    "digital-marketing",
    "Digital Marketing",
    [
      ["Basic", "$399", "2 revisions", "5 days"],
      ["Standard", "$799", "4 revisions", "7 days"],
      ["Premium", "$1299", "unlimited revisions", "10 days"],
    ],
  ],
  [
    "graphic-design",
    "Graphic Design",
    [
      ["Basic", "$199", "2 logo concepts, 2 revisions", "3 days"],
      ["Standard", "$399", "4 concepts, 4 revisions", "5 days"],
      ["Premium", "$799", "unlimited concepts and revisions", "7 days"],
    ],
  ],
  [
    "social-media-marketing",
    "Social Media Marketing",
    [
      ["Basic", "$249", "1 platform, 8 posts per month, 2 revisions", "7 days"],
      ["Standard", "$499", "2 platforms, 15 posts, 4 revisions", "7 days"],
      ["Premium", "$899", "up to 4 platforms, 30+ posts, unlimited revisions", "ongoing monthly"],
    ],
  ],
  [
    "seo",
    "SEO Content Writing",
    [
      ["Basic", "$199", "3 posts, 2 revisions", "5 days"],
      ["Standard", "$399", "7 articles over 1000 words, 4 revisions", "7 days"],
      ["Premium", "$799", "15+ articles, unlimited revisions", "10 days"],
    ],
  ],
  [
    "consulting",
    "Business Consulting",
    [
      ["Starter", "$299", "1 one-hour session, 1 revision", "3 days"],
      ["Professional", "$599", "3 sessions, 3 revisions", "7 days"],
      ["Enterprise", "$1199", "1 month, unlimited revisions", "15 days"],
    ],
  ],
];

/** A list item starts with a capital letter on the card; the words are the table's. */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a person reads on a plan card, line by line (text hidden from sight, e.g. for screen readers, left out). */
function visibleLines(card: ReturnType<Page["locator"]>): Promise<string[]> {
  return card.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
    // innerText needs layout: measure the copy in place of the original, then put the original back.
    element.replaceWith(copy);
    const text = copy.innerText;
    copy.replaceWith(element);
    return text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  });
}

/**
 * Issue 43 item 4: the Premium plans that list what they add to Standard (fewer items than it, none
 * of them its) say so above their list.
 */
const BUILDS_ON_STANDARD = new Set(["web-development", "ecommerce", "apps-development", "graphic-design"]);

test.describe("service pages", () => {
  test('each of the 8 service pages shows its 3 plans exactly as the spec\'s table: price, contents, delivery once, Get Started (and "Everything in Standard, plus:" where Premium lists what it adds)', async ({
    page,
  }) => {
    expect(SPEC_PLANS.flatMap(([, , plans]) => plans)).toHaveLength(24);
    for (const [slug, title, plans] of SPEC_PLANS) {
      await test.step(`/services/${slug}`, async () => {
        const response = await page.goto(`/services/${slug}`, { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

        const cards = page.getByRole("main").getByRole("article");
        await expect(cards).toHaveCount(3);
        for (const [index, [plan, price, contents, delivery]] of plans.entries()) {
          const card = cards.nth(index);
          await expect(card).toHaveAccessibleName(`${plan} plan`);
          // The card says this and nothing else: no feature the table does not list, delivery once.
          expect(await visibleLines(card), `${title} – ${plan}`).toEqual([
            plan,
            price,
            `Delivery: ${delivery}`,
            ...(index === 2 && BUILDS_ON_STANDARD.has(slug) ? ["Everything in Standard, plus:"] : []),
            ...contents.split(", ").map(capitalise),
            "Get Started",
          ]);
          await expect(card.getByRole("listitem")).toHaveText(contents.split(", ").map(capitalise));
          const getStarted = card.getByRole("link", { name: `Get Started with the ${plan} plan` });
          await expect(getStarted).toBeVisible();
          await expect(getStarted).toHaveAttribute("href", /^\/contact\?plan=/);
        }
      });
    }
  });

  test("Get Started on a plan opens the contact form", async ({ page }) => {
    await gotoHydrated(page, "/services/graphic-design");
    await page.getByRole("link", { name: "Get Started with the Standard plan" }).click();
    await expect(page).toHaveURL(/\/contact\?plan=/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      "I'm interested in the Graphic Design – Standard plan.",
    );
  });
});

test("at 390 px a card's description shows at most its clamped lines, however tall its row (services and blogs, both languages; issue 43 item 9)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const [path, cardDescriptions, lines] of [
    ["/services", "main article p", 3],
    ["/bn/services", "main article p", 3],
    ["/blogs", "main article p", 2],
    ["/bn/blogs", "main article p", 2],
  ] as const) {
    await page.goto(path);
    const shown = await page.locator(cardDescriptions).evaluateAll((paragraphs) =>
      paragraphs.map((p) => ({
        text: p.textContent?.slice(0, 30),
        lines: p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight),
      })),
    );
    expect(shown.length, path).toBeGreaterThan(0);
    for (const { text, lines: seen } of shown) expect(seen, `${path}: ${text}`).toBeLessThanOrEqual(lines + 0.01);
  }
  await context.close();
});

test("every public page has a title, description, canonical URL and Open Graph tags", async ({ page }) => {
  const pages: Array<[string, string]> = [
    ["/", "Skyline IT Solutions"],
    ["/about", "About Us | Skyline IT Solutions"],
    ["/contact", "Contact Us | Skyline IT Solutions"],
    ["/blogs", "Blogs | Skyline IT Solutions"],
    ["/services", "Services | Skyline IT Solutions"],
    ["/services/ecommerce", "E-Commerce | Skyline IT Solutions"],
    ["/services/web-development", "Web Development | Skyline IT Solutions"],
    ["/services/apps-development", "App Development | Skyline IT Solutions"],
    ["/services/digital-marketing", "Digital Marketing | Skyline IT Solutions"],
    ["/services/graphic-design", "Graphic Design | Skyline IT Solutions"],
    ["/services/social-media-marketing", "Social Media Marketing | Skyline IT Solutions"],
    ["/services/seo", "SEO Content Writing | Skyline IT Solutions"],
    ["/services/consulting", "Business Consulting | Skyline IT Solutions"],
  ];
  const descriptions = new Set<string>();
  for (const [path, title] of pages) {
    await test.step(path, async () => {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page).toHaveTitle(title);
      const head = page.locator("head");
      const meta = async (selector: string, attribute = "content") => {
        const element = head.locator(selector);
        await expect(element, `${path} ${selector}`).toHaveCount(1);
        return (await element.getAttribute(attribute)) ?? "";
      };
      const description = await meta('meta[name="description"]');
      expect(description.length, `${path} description`).toBeGreaterThan(40);
      descriptions.add(description);
      const canonical = await meta('link[rel="canonical"]', "href");
      expect(new URL(canonical).pathname, `${path} canonical`).toBe(path);
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
      const image = await meta('meta[property="og:image"]');
      expect(new URL(image).pathname).toBe("/og-image.png");
      expect(new URL(image).origin).toBe(new URL(canonical).origin);
      await expect(head.locator('meta[name="robots"][content*="noindex"]'), `${path} is indexable`).toHaveCount(0);
    });
  }
  expect(descriptions.size, "every page has its own description").toBe(pages.length);

  // The og:image is served.
  const image = await page.request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});
