import { expect, type Page, type Response } from "@playwright/test";
import { signedInPage, test } from "./admin-site";
import { issue25Viewport, unique } from "./dashboard-site";
import { alertDialog, expectFitsViewport, expectNoAxeViolations, gotoHydrated } from "./helpers";
import { withSettingsPutBack } from "./site-mail";

/** A phone's browser (Playwright's own user agent says HeadlessChrome, which is a crawler's). */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The row of a value in a table of the statistics page: its cells' texts. */
const rowOf = (page: Page, table: string, value: string) =>
  page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: value, exact: true }) });

/**
 * Issue 42 items 1 and 4: visits counted on the server without cookies. Three visits from a
 * campaign address (the home page twice, the Bangla about page) in a phone's browser are counted
 * with their source and campaign, as one visitor; five crawler requests and an admin's own visit
 * are not; anonymous pages set no cookie. The statistics page shows them at 390 and 1280 px (one
 * test per project), axe clean.
 */
test("three campaign visits are counted with their source, crawlers and admins are not, and no cookie is set", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  // A campaign of this test's own, so the counts are exact whatever else the site counted.
  const campaign = `eid-${unique(testInfo, "x")
    .replace(/[^a-z0-9]+/gi, "-")
    .toLowerCase()}`;
  const query = `?utm_source=facebook&utm_medium=social&utm_campaign=${campaign}`;

  const crawler = await browser.newContext({ baseURL: site.url, userAgent: GOOGLEBOT });
  try {
    for (let i = 0; i < 5; i++) expect((await crawler.request.get(`/${query}-crawler`)).status()).toBe(200);
  } finally {
    await crawler.close();
  }

  const context = await browser.newContext({ baseURL: site.url, userAgent: PHONE, viewport });
  try {
    const visitor = await context.newPage();
    const documents: Response[] = [];
    visitor.on("response", (response) => {
      if (response.request().resourceType() === "document") documents.push(response);
    });
    await visitor.goto(`/${query}`);
    await visitor.goto(`/${query}`);
    await visitor.goto(`/bn/about${query}`);
    expect(documents).toHaveLength(3);
    for (const response of documents) expect(await response.headerValue("set-cookie")).toBeNull();
    expect(await visitor.evaluate(() => document.cookie)).toBe("");
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }

  const admin = await signedInPage(browser, site, site.admin, { viewport, userAgent: PHONE });
  try {
    // The admin's own visit, in the same phone's browser: not counted.
    await admin.goto(`/${query}`);
    await admin.goto("/dashboard/statistics?days=7");
    const campaignRow = rowOf(admin, "Campaigns", `facebook / social / ${campaign}`);
    // Batches are written every second (VISIT_FLUSH_SECONDS=1): the page is asked again until they are.
    await expect(async () => {
      await admin.reload();
      await expect(campaignRow.getByRole("cell")).toHaveText(["3", "1"], { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // The crawlers' campaign was written in an earlier batch than the visits, had it been counted.
    await expect(admin.getByRole("table", { name: "Campaigns" })).not.toContainText(`${campaign}-crawler`);
    await expect(rowOf(admin, "Sources", "facebook")).toBeVisible();
    await expect(rowOf(admin, "Top pages", "/bn/about")).toBeVisible();
    await expect(rowOf(admin, "Languages", "Bangla")).toBeVisible();
    await expect(rowOf(admin, "Devices", "Mobile")).toBeVisible();
    const today = admin.getByRole("table", { name: "Visits per day (Dhaka time)" }).getByRole("row").nth(1);
    await expect(today.getByRole("cell").first()).not.toHaveText("0");
    await expect(admin.getByRole("img", { name: "Visits and unique visitors per day" })).toBeVisible();
    // The period links work without JavaScript: the address says which.
    await expect(admin.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await admin.getByRole("link", { name: "Last 90 days" }).click();
    await expect(admin).toHaveURL(/days=90$/);
    await expect(admin.getByRole("table", { name: "Visits per day (Dhaka time)" }).getByRole("row")).toHaveCount(91);
    await expect(rowOf(admin, "Campaigns", `facebook / social / ${campaign}`).getByRole("cell")).toHaveText(["3", "1"]);
    await expectFitsViewport(admin, "statistics");
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath(`statistics-${viewport.width}.png`), fullPage: true });
  } finally {
    await admin.context().close();
  }
});

/** Issue 42 item 4: the weekly summary e-mail is on until an admin turns it off in Settings, and stays off. */
test("the weekly statistics e-mail can be turned off in Settings", async ({ browser, site }, testInfo) => {
  await withSettingsPutBack(browser, site, async (admin) => {
    await admin.setViewportSize(issue25Viewport(testInfo));
    await gotoHydrated(admin, "/dashboard/settings");
    const weekly = admin.getByRole("checkbox", { name: /^Weekly statistics e-mail: every Sunday/ });
    await expect(weekly).toBeChecked();
    await weekly.uncheck();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(alertDialog(admin)).toContainText("Settings saved");
    await alertDialog(admin).getByRole("button", { name: "OK", exact: true }).click();
    await gotoHydrated(admin, "/dashboard/settings");
    await expect(weekly).not.toBeChecked();
    await expectNoAxeViolations(admin);
    await weekly.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: testInfo.outputPath(`settings-weekly-${issue25Viewport(testInfo).width}.png`) });
  });
});
