import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoBlogs } from "#server/db/demo-content";
import { signedInPage, test } from "./admin-site";
import { DASHBOARD_PAGES, DEMO_ARTICLE, PUBLIC_PAGES } from "./helpers";

/**
 * Issue 22 item 16: a link to any page, shared on Facebook, LinkedIn, X or WhatsApp, shows a large
 * preview with its picture described: Open Graph and Twitter card tags in every page's head, the
 * picture's size as it really is, its description for people who cannot see it, and the language.
 */

process.env.AUTH_RATE_LIMIT ??= "1000";

test.describe.configure({ mode: "parallel" });

const SITE_IMAGE_ALT = "Skyline IT Solutions: IT services in Uttara, Dhaka";

/** The content of the head's one meta tag with this property or name (fails when there is none, or several). */
async function metaContent(page: Page, key: string): Promise<string> {
  const tag = page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
  await expect(tag, key).toHaveCount(1);
  return (await tag.getAttribute("content")) ?? "";
}

/** Width and height of the picture at `url` (on the site under test), as its bytes say. */
async function imageSize(page: Page, url: string): Promise<[number, number]> {
  const response = await page.request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(/^image\/(png|jpeg)$/);
  const { width, height } = await sharp(await response.body()).metadata();
  return [width ?? 0, height ?? 0];
}

/** Reads the page's social card and checks it is complete; returns its picture and the picture's description. */
async function expectSocialCard(
  page: Page,
  path: string,
  status = 200,
  locale = "en_US",
): Promise<{ image: string; alt: string }> {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), path).toBe(status);
  const title = await page.title();
  expect(await metaContent(page, "og:title")).toBe(title);
  expect(await metaContent(page, "og:site_name")).toBe("Skyline IT Solutions");
  expect(await metaContent(page, "og:locale"), "the page's language (issue 26)").toBe(locale);
  const description = await metaContent(page, "og:description");
  expect(description.length).toBeGreaterThan(10);

  const url = await metaContent(page, "og:url");
  expect(new URL(url).pathname).toBe(new URL(page.url()).pathname);
  const image = await metaContent(page, "og:image");
  expect(new URL(image).origin, "the picture is an absolute address on the site (PUBLIC_URL)").toBe(
    new URL(url).origin,
  );
  const alt = await metaContent(page, "og:image:alt");
  expect(alt.length, "the picture is described").toBeGreaterThan(10);
  const declared = [
    Number(await metaContent(page, "og:image:width")),
    Number(await metaContent(page, "og:image:height")),
  ];
  expect(declared, `${image}: the declared size is the picture's`).toEqual(await imageSize(page, image));

  expect(await metaContent(page, "twitter:card")).toBe("summary_large_image");
  expect(await metaContent(page, "twitter:title")).toBe(title);
  expect(await metaContent(page, "twitter:description")).toBe(description);
  expect(await metaContent(page, "twitter:image")).toBe(image);
  expect(await metaContent(page, "twitter:image:alt")).toBe(alt);
  return { image, alt };
}

test("every public page and the 404 page have a complete social card: picture with its size and description, large Twitter card, locale @desktop", async ({
  sitePage: page,
}) => {
  test.slow();
  for (const path of PUBLIC_PAGES.filter((p) => p !== DEMO_ARTICLE)) {
    await test.step(path, async () => {
      const { image, alt } = await expectSocialCard(page, path);
      expect(new URL(image).pathname).toBe("/og-image.png");
      expect(alt).toBe(SITE_IMAGE_ALT);
    });
  }
  await test.step("404", async () => {
    const { image, alt } = await expectSocialCard(page, "/nowhere", 404);
    expect([new URL(image).pathname, alt]).toEqual(["/og-image.png", SITE_IMAGE_ALT]);
  });
});

test("an article's social card shows its own picture, described by its title @desktop", async ({ sitePage: page }) => {
  const title = demoBlogs.find((blog) => blog.body)!.title;
  const { image, alt } = await expectSocialCard(page, DEMO_ARTICLE);
  expect(new URL(image).pathname).toBe(`${DEMO_ARTICLE}/social.jpg`);
  expect(alt).toBe(`Picture for the article “${title}”`);
});

test("an address with a trailing slash leads (308) to the page's own; its canonical, hreflang and og:url never end in / but the home page's (issue 39 item 10) @desktop", async ({
  sitePage: page,
}) => {
  for (const path of ["/about/", "/bn/", "/services/seo/", `${DEMO_ARTICLE}/`, `/bn${DEMO_ARTICLE}/?utm_source=x`]) {
    await test.step(path, async () => {
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(200);
      expect((await response!.request().redirectedFrom()?.response())?.status(), "redirected").toBe(308);
      const asked = new URL(path, page.url());
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        asked.pathname.slice(0, -1) + asked.search,
      );
      const named = await page.evaluate(() => [
        document.querySelector('link[rel="canonical"]')!.getAttribute("href")!,
        document.querySelector('meta[property="og:url"]')!.getAttribute("content")!,
        ...[...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute("href")!),
      ]);
      expect(named.length).toBeGreaterThan(2);
      for (const url of named) expect(new URL(url).pathname === "/" || !url.endsWith("/"), url).toBe(true);
    });
  }
});

test("a Bangla page's social card describes its picture in Bangla; a Bangla article's, by the title it shows (issue 39 item 11) @desktop", async ({
  sitePage: page,
}) => {
  for (const path of ["/bn", "/bn/about", "/bn/services/seo", "/bn/blogs", "/bn/contact"]) {
    await test.step(path, async () => {
      const { image, alt } = await expectSocialCard(page, path, 200, "bn_BD");
      expect([new URL(image).pathname, alt]).toEqual(["/og-image.png", "Skyline IT Solutions: উত্তরা, ঢাকার আইটি সেবা"]);
    });
  }
  const { image, alt } = await expectSocialCard(page, `/bn${DEMO_ARTICLE}`, 200, "bn_BD");
  expect(new URL(image).pathname).toBe(`${DEMO_ARTICLE}/social.jpg`);
  expect(alt).toBe(`“${demoBlogs.find((blog) => blog.body)!.bn.title}” আর্টিকেলের ছবি`);
});

test("every dashboard page has a complete social card too @desktop", async ({ browser, site }) => {
  // Every dashboard page, each hydrated: near the minute a test gets, on a busy machine.
  test.slow();
  const page = await signedInPage(browser, site, site.admin);
  for (const path of DASHBOARD_PAGES) {
    await test.step(path, async () => {
      const { image, alt } = await expectSocialCard(page, path);
      expect([new URL(image).pathname, alt]).toEqual(["/og-image.png", SITE_IMAGE_ALT]);
    });
  }
  await page.context().close();
});
