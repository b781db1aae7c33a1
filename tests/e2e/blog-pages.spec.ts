import { expect, type Page } from "@playwright/test";
import { countRows } from "#server/services/page-of-table";
import { changeSiteContent } from "../support/site-server";
import { type AdminSite, test } from "./admin-site";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

/**
 * Issue 10: `/blogs` in pages of 9 on bounded queries (decision 0016), with plain links that work
 * without JavaScript; the home page still shows the latest 3. On the worker's shared site: each test
 * adds 30 blogs, "Blog 1" the oldest and "Blog 30" the newest of the site, and takes them away
 * after it; the site's other posts come after them, so the last page is counted from the total.
 */

const BLOG_COUNT = 30;
const PER_PAGE = 9;

/** Runs `check` with the 30 blogs on the site, told how many posts it has then. */
async function withThirtyBlogs(site: AdminSite, check: (posts: number) => Promise<void>) {
  const slugs = Array.from({ length: BLOG_COUNT }, (_, i) => `blog-pages-${i + 1}`);
  const total = await changeSiteContent(site, async (db) => {
    const rows = slugs.map((slug, i) => ({
      title: `Blog ${i + 1}`,
      description: `Text of blog ${i + 1}.`,
      image: "/images/blogs/blog-1.svg",
      tag: "Tag",
      link: null,
      email: "editor@example.com",
      slug,
      created_at: new Date(Date.UTC(2026, 0, i + 1, 6)).toISOString(),
      updated_at: new Date(Date.UTC(2026, 0, i + 1, 6)).toISOString(),
    }));
    await db.insertInto("blogs").values(rows).execute();
    return countRows(db, "blogs");
  });
  try {
    await check(total);
  } finally {
    await changeSiteContent(site, (db) => db.deleteFrom("blogs").where("slug", "in", slugs).execute());
  }
}

/** "Blog 30" … "Blog 22": the titles from `newest` down, `count` of them. */
const titles = (newest: number, count: number) => Array.from({ length: count }, (_, i) => `Blog ${newest - i}`);
const cardTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading");
const pager = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

test("without JavaScript: 9 blogs a page, newest first, Previous/Next and page links, the current page marked", async ({
  browser,
  site,
  viewport,
}) => {
  await withThirtyBlogs(site, async (posts) => {
    const pages = Math.ceil(posts / PER_PAGE);
    const context = await browser.newContext({ baseURL: site.url, viewport, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto("/blogs");
    await expect(cardTitles(page)).toHaveText(titles(30, 9));
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(cardTitles(page)).toHaveText(titles(21, 9));
    await expect(page).toHaveTitle(/^Blogs, page 2 \|/);
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");

    await pager(page).getByRole("link", { name: "Page 3" }).click();
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blogs\?page=4$/);
    // Blog 3, 2 and 1 begin page 4; the site's older posts follow.
    await expect(cardTitles(page).first()).toHaveText("Blog 3");
    expect((await cardTitles(page).allTextContents()).slice(0, 3)).toEqual(titles(3, 3));

    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(cardTitles(page)).toHaveText(titles(12, 9));

    // The last page: what is left of the site's posts, and no Next.
    await page.goto(`/blogs?page=${pages}`);
    await expect(cardTitles(page)).toHaveCount(posts - PER_PAGE * (pages - 1));
    await expect(pager(page).getByRole("link", { name: `Page ${pages}` })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);

    // Past the last page, or not a page number: not found (never a copy of another page).
    for (const query of [`?page=${pages + 1}`, "?page=0", "?page=two", "?page=02"]) {
      const res = await page.goto(`/blogs${query}`);
      expect(res?.status(), query).toBe(404);
    }
    await context.close();
  });
});

test("with JavaScript, Next loads page 2 in place; the home page shows the latest 3", async ({
  sitePage: page,
  site,
}) => {
  await withThirtyBlogs(site, async () => {
    await gotoHydrated(page, "/blogs");
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(cardTitles(page)).toHaveText(titles(21, 9));
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.goto("/");
    await expect(
      page.getByRole("region", { name: "Latest Blogs" }).getByRole("article").getByRole("heading"),
    ).toHaveText(titles(30, 3));
  });
});

test("a page with the pager (Previous, the page numbers) has no WCAG 2.2 AA axe violations", async ({
  sitePage: page,
  site,
}) => {
  await withThirtyBlogs(site, async (posts) => {
    const pages = Math.ceil(posts / PER_PAGE);
    await gotoHydrated(page, `/blogs?page=${pages}`);
    // The last page: Previous, page 1 (then a hidden gap, if any), the two pages before it and itself.
    await expect(pager(page).getByRole("link")).toHaveText([
      "Previous",
      ...[...new Set([1, pages - 2, pages - 1])].map((n) => `Page ${n}`),
      `Page ${pages}`,
    ]);
    await expectNoAxeViolations(page);
  });
});
