import { expect, test } from "@playwright/test";
import { type RunningSite, startSite } from "../support/site-server";
import { gotoHydrated } from "./helpers";

/** A site whose database lost its blogs table, and that has no Google settings. */
let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite(async (db) => {
    await db.schema.dropTable("blogs").execute();
  });
});
test.afterAll(async () => {
  await site.stop();
});

test("a page whose data cannot be read answers 500 with a plain error page and no stack trace", async ({ page }) => {
  const response = await page.goto(`${site.url}/blogs`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  const html = await response!.text();
  expect(html).not.toMatch(/\bat .*\.(js|ts):\d+/);
  expect(html).not.toContain("no such table");
  // The rest of the site still works.
  expect((await page.goto(`${site.url}/about`))?.status()).toBe(200);

  // The Bangla page's error page is in Bangla, its way home too.
  expect((await page.goto(`${site.url}/bn/blogs`))?.status()).toBe(500);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1, name: "কিছু একটা সমস্যা হয়েছে" })).toBeVisible();
  await expect(page.getByRole("link", { name: "হোমে ফিরে যান" })).toHaveAttribute("href", "/bn");
});

test("without Google settings the login and sign-up pages offer no Google button, in either language (issue 43 item 8)", async ({
  page,
}) => {
  for (const path of ["/login", "/signup", "/bn/login", "/bn/signup"]) {
    await gotoHydrated(page, `${site.url}${path}`);
    // The page is there, its e-mail form ready; no button that could only say it does not work.
    await expect(page.getByRole("textbox").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Google|গুগল/ })).toHaveCount(0);
    await expect(page.getByText(/^(or|অথবা)$/)).toHaveCount(0);
  }
});
