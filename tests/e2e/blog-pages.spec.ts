import { expect, type Page } from "@playwright/test";
import type { Database } from "#server/db/schema";
import { testWithAdminSite } from "./admin-site";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

/**
 * Issue 10: `/blogs` in pages of 9 on bounded queries (decision 0016), with plain links that work
 * without JavaScript; the home page still shows the latest 3. One site per worker with 30 blogs,
 * "Blog 1" the oldest and "Blog 30" the newest.
 */

const BLOG_COUNT = 30;

async function thirtyBlogs(db: Database) {
  const rows = Array.from({ length: BLOG_COUNT }, (_, i) => ({
    title: `Blog ${i + 1}`,
    description: `Text of blog ${i + 1}.`,
    image: "/images/blogs/blog-1.svg",
    tag: "Tag",
    link: null,
    email: "editor@example.com",
    slug: `blog-${i + 1}`,
    created_at: new Date(Date.UTC(2026, 0, i + 1, 6)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, i + 1, 6)).toISOString(),
  }));
  await db.insertInto("blogs").values(rows).execute();
}

const test = testWithAdminSite(
  (worker) => ({ name: "Blog Admin", email: `blog.admin.${worker}@example.com`, password: "Secret12" }),
  {},
  thirtyBlogs,
);

/** "Blog 30" … "Blog 22": the titles from `newest` down, `count` of them. */
const titles = (newest: number, count: number) => Array.from({ length: count }, (_, i) => `Blog ${newest - i}`);
const cardTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading");
const pager = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

test("without JavaScript: 9 blogs a page, newest first, Previous/Next and page links, the current page marked", async ({
  browser,
  site,
  viewport,
}) => {
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
  await expect(cardTitles(page)).toHaveText(titles(3, 3));
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);

  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(cardTitles(page)).toHaveText(titles(12, 9));

  // Past the last page, or not a page number: not found (never a copy of another page).
  for (const query of ["?page=5", "?page=0", "?page=two", "?page=02"]) {
    const res = await page.goto(`/blogs${query}`);
    expect(res?.status(), query).toBe(404);
  }
  await context.close();
});

test("with JavaScript, Next loads page 2 in place; the home page shows the latest 3", async ({ sitePage: page }) => {
  await gotoHydrated(page, "/blogs");
  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blogs\?page=2$/);
  await expect(cardTitles(page)).toHaveText(titles(21, 9));
  await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Latest Blogs" }).getByRole("article").getByRole("heading")).toHaveText(
    titles(30, 3),
  );
});

test("a page with the pager (Previous, the page numbers) has no WCAG 2.2 AA axe violations", async ({
  sitePage: page,
}) => {
  await gotoHydrated(page, "/blogs?page=4");
  await expect(pager(page).getByRole("link")).toHaveText(["Previous", "Page 1", "Page 2", "Page 3", "Page 4"]);
  await expectNoAxeViolations(page);
});
