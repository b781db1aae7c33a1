import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoBlogs } from "#server/db/demo-content";
import { slugify } from "#domain/slugs";
import { signedInPage, test } from "./admin-site";
import { alertDialog, expectFitsViewport, expectNoAxeViolations, gotoHydrated } from "./helpers";

/**
 * Issue 13 in the browser: an admin writes a post with an article in the dashboard (with a preview
 * from the server's renderer); it has its own page with structured data, is in the feed and the
 * sitemap, and a changed address redirects. The demo's articles read well at 390 and 1280 px.
 */

process.env.AUTH_RATE_LIMIT ??= "1000";

test.describe.configure({ mode: "parallel" });

const DEMO_ARTICLE = demoBlogs.find((blog) => blog.body)!;

/** Every JSON-LD block of the page, parsed. */
const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown> & { "@type": string },
  );

test("an admin writes an article in the dashboard: preview, its own page with structured data, the feed, the sitemap, and a redirect after a new address @desktop", async ({
  browser,
  site,
}) => {
  const page = await signedInPage(browser, site, site.admin);
  const title = `Choosing a Domain Name in Bangladesh ${test.info().project.name}`;
  await gotoHydrated(page, "/dashboard/addBlogs");
  await page.getByLabel("Blog Title *", { exact: true }).fill(title);
  await page
    .getByLabel("Blog Description *", { exact: true })
    .fill("A .com or a .com.bd? What to check before you register.");
  await page.getByLabel("Image URL *", { exact: true }).fill("/images/blogs/blog-2.svg");
  await page.getByLabel("Tag", { exact: true }).fill("Domains");
  await page
    .getByLabel("Article (optional)", { exact: true })
    .fill(
      "## Short and clear\n\nPick a name customers can **spell** after hearing it once. See [our services](/services).\n\n<script>window.pwned = true</script>\n\n[bad](javascript:window.pwned=true)",
    );
  await page.getByRole("button", { name: "Preview article" }).click();
  const preview = page.getByRole("region", { name: "Article preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "Short and clear" })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview).toContainText("<script>window.pwned = true</script>");
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(alertDialog(page)).toContainText("Blog added successfully");

  const slug = slugify(title);
  const visitor = await (await browser.newContext({ baseURL: site.url })).newPage();
  await visitor.goto("/blogs");
  await visitor
    .getByRole("article")
    .filter({ hasText: title })
    .getByRole("link", { name: `Learn more about ${title}` })
    .click();
  await expect(visitor).toHaveURL(`${site.url}/blogs/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("main")).toContainText(`By ${site.admin.name}`);
  await expect(visitor.getByRole("main").getByRole("link", { name: "our services" })).toHaveAttribute(
    "href",
    "/services",
  );
  expect(await visitor.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  await expect(visitor).toHaveTitle(`${title} | Skyline IT Solutions`);
  await expect(visitor.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `${title} | Skyline IT Solutions`,
  );

  const blocks = await structuredData(visitor);
  const posting = blocks.find((b) => b["@type"] === "BlogPosting")!;
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: title,
    author: { "@type": "Person", name: site.admin.name },
    publisher: { "@type": "Organization", name: "Skyline IT Solutions" },
    keywords: "Domains",
  });
  expect(posting.url).toMatch(new RegExp(`^https?://[^/]+/blogs/${slug}$`));
  for (const property of ["datePublished", "dateModified", "image", "mainEntityOfPage"])
    expect(posting[property], property).toBeTruthy();
  const trail = blocks.find((b) => b["@type"] === "BreadcrumbList") as unknown as {
    itemListElement: Array<{ position: number; name: string }>;
  };
  expect(trail.itemListElement.map((step) => [step.position, step.name])).toEqual([
    [1, "Home"],
    [2, "Blogs"],
    [3, title],
  ]);

  // The company on every page, with what local search needs (issue 13): name, address, phone, place, hours, profiles.
  const business = blocks.find((b) => b["@type"] === "LocalBusiness")!;
  for (const property of ["name", "address", "telephone", "geo", "openingHoursSpecification", "sameAs"])
    expect(business[property], property).toBeTruthy();

  const feed = await visitor.request.get("/blogs/rss.xml");
  expect(await feed.text()).toContain(`<title>${title}</title>`);
  const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blogs/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`));

  // A new address: the old one answers 301 to it.
  await gotoHydrated(page, "/dashboard/allBlogs");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Blog" });
  await dialog.getByLabel("Address (optional)", { exact: true }).fill("choosing-a-domain-name");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(alertDialog(page)).toContainText("Blog updated successfully");
  const moved = await visitor.request.get(`/blogs/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/blogs/choosing-a-domain-name");
  await visitor.goto(`/blogs/${slug}`);
  await expect(visitor).toHaveURL(`${site.url}/blogs/choosing-a-domain-name`);
  await visitor.context().close();
  await page.context().close();
});

test("a demo article reads well on a phone and a laptop: meta line, body, neighbours, a call to action; axe-clean @desktop", async ({
  browser,
  site,
}) => {
  for (const width of [390, 1280]) {
    const page = await (await browser.newContext({ baseURL: site.url, viewport: { width, height: 900 } })).newPage();
    await page.goto(`/blogs/${slugify(DEMO_ARTICLE.title)}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: DEMO_ARTICLE.title })).toBeVisible();
    await expect(main).toContainText(/\d+ min read/);
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blogs");
    await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("navigation", { name: "More articles" }).getByRole("link")).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFitsViewport(page, `article at ${width}`);
    await page.context().close();
  }
});

test("an article's structured data names the address of its page in each language, the language it is written in and its 1200×630 picture (issue 39 item 11) @desktop", async ({
  sitePage: page,
}) => {
  const path = `/blogs/${slugify(DEMO_ARTICLE.title)}`;
  for (const [address, language] of [
    [path, "en"],
    [`/bn${path}`, "bn"],
  ]) {
    await page.goto(address!);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const posting = (await structuredData(page)).find((b) => b["@type"] === "BlogPosting")!;
    expect(posting, address).toMatchObject({
      url: canonical,
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      inLanguage: language,
      image: { "@type": "ImageObject", width: 1200, height: 630 },
    });
    // The picture of its link preview, which is what its size says.
    const image = (posting.image as { url: string }).url;
    expect(image).toBe(await page.locator('meta[property="og:image"]').getAttribute("content"));
    const picture = await page.request.get(new URL(image).pathname);
    expect(picture.headers()["content-type"]).toBe("image/jpeg");
    const { width, height } = await sharp(await picture.body()).metadata();
    expect([width, height]).toEqual([1200, 630]);
  }
});

test("a demo article, written by the company, names the company as its author; the business has its country code and price range; the dashboard has no structured data @desktop", async ({
  browser,
  site,
  sitePage: page,
}) => {
  await page.goto(`/blogs/${slugify(DEMO_ARTICLE.title)}`);
  await expect(page.getByRole("main")).toContainText("By Skyline IT Solutions");
  const blocks = await structuredData(page);
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).origin;
  const posting = blocks.find((b) => b["@type"] === "BlogPosting")!;
  expect(posting.author).toEqual({
    "@type": "Organization",
    "@id": `${origin}/#business`,
    name: "Skyline IT Solutions",
    url: `${origin}/`,
  });
  const business = blocks.find((b) => b["@type"] === "LocalBusiness")!;
  expect(business).toMatchObject({
    "@id": `${origin}/#business`,
    address: { addressCountry: "BD" },
    priceRange: "$199-$2499",
  });

  const admin = await signedInPage(browser, site, site.admin);
  await gotoHydrated(admin, "/dashboard");
  expect(await structuredData(admin)).toEqual([]);
  await admin.context().close();
});

test("unknown addresses and posts without an article are 404s @desktop", async ({ browser, site }) => {
  const page = await (await browser.newContext({ baseURL: site.url })).newPage();
  const linkOnly = demoBlogs.find((blog) => !blog.body)!;
  for (const path of ["/blogs/no-such-article", `/blogs/${slugify(linkOnly.title)}`, "/blogs/Not%20A%20Slug"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  await page.context().close();
});

test("a post written only in English shows on the Bangla pages as English, marked lang=en, inside the Bangla page @desktop", async ({
  browser,
  site,
}) => {
  const admin = await signedInPage(browser, site, site.admin);
  const title = `Written in English only ${test.info().project.name}`;
  const created = await admin.request.post("/api/blogs", {
    data: { title, description: "Only in English.", image: "/images/blogs/blog-2.svg", body: "## A heading\n\nText." },
    headers: { origin: site.url },
  });
  expect(created.status()).toBe(200);
  const visitor = await (await browser.newContext({ baseURL: site.url })).newPage();
  await visitor.goto("/bn/blogs");
  await expect(visitor.getByRole("heading", { level: 2, name: title })).toHaveAttribute("lang", "en");
  await expect(visitor.getByRole("link", { name: new RegExp(`^আরও পড়ুন ?: ${title}$`) })).toHaveAttribute(
    "href",
    `/bn/blogs/${slugify(title)}`,
  );
  await visitor.goto(`/bn/blogs/${slugify(title)}`);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "bn");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(visitor.locator(".article-body")).toHaveAttribute("lang", "en");
  await expect(visitor.getByRole("navigation", { name: "আপনি এখানে আছেন" })).toContainText("ব্লগ");
});
