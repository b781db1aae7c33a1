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
});

test("without Google settings the Google button says sign-in with Google is not set up", async ({ page }) => {
  await gotoHydrated(page, `${site.url}/login`);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Google sign-in is not set up on this site yet. Please use your email and password.",
  );
  expect(page.context().pages()).toHaveLength(1);
});
