import { expect, type Page } from "@playwright/test";
import { signedInPage, test } from "./admin-site";
import { issue25Viewport, menuButton } from "./dashboard-site";
import { alertDialog, closeAlert, expectFitsViewport, expectNoAxeViolations, waitForHydration } from "./helpers";
import { changeSiteContent, withRowsSetAside } from "../support/site-server";

/**
 * The owner edits what the company sells (issue 43 item 4), at 390 and 1280 px (one test per
 * project): Services & plans in the dashboard menu lists the services; a service's page edits a
 * plan; the saved price shows at once on the service page in English and in Bangla (Bengali digits),
 * to a visitor whose pages were already stored in the page cache; "Reset to the original" brings back
 * the spec's price. axe on every page, and screenshots of each.
 */
test("a price edited in the dashboard shows on the service page in both languages; Reset to the original brings back the spec's", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  const width = viewport.width;
  const shot = async (page: Page, name: string) => {
    // From the top: a page scrolled down draws its sticky header mid-page in a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  };
  // A visitor's own browser: its pages come from the page cache once stored.
  const visitorContext = await browser.newContext({ baseURL: site.url, viewport });
  const visitor = await visitorContext.newPage();
  const basicOn = (path: string) => visitor.goto(path).then(() => visitor.getByRole("article").first());
  const admin = await signedInPage(browser, site, site.admin, { viewport });
  try {
    // Stored in the cache as the spec has them.
    await expect((await basicOn("/services/web-development")).getByTestId("plan-price")).toHaveText("$499");
    await expect((await basicOn("/bn/services/web-development")).getByTestId("plan-price")).toHaveText("$৪৯৯");

    await admin.goto("/dashboard");
    await waitForHydration(admin);
    if (width < 768) await menuButton(admin).click();
    await admin.getByRole("link", { name: "Services & plans" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Services & plans" })).toBeVisible();
    const services = admin.getByRole("table", { name: "Services and their plans" });
    await expect(services.getByRole("row")).toHaveCount(9);
    await expect(services).toContainText("Basic $499 · Standard $899 · Premium $1499");
    await expectNoAxeViolations(admin);
    await expectFitsViewport(admin, "Services & plans");
    await shot(admin, "dashboard-plans");

    await services.getByRole("link", { name: "Web Development" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Web Development: plans" })).toBeVisible();
    await waitForHydration(admin);
    // The menu keeps Services & plans as the current section.
    await expect(admin.locator('nav[aria-label="Dashboard"] a[href="/dashboard/plans"]')).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(admin.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/dashboard/plans");
    const basic = admin.getByRole("region", { name: "Plan 1: Basic" });
    await expect(basic).toContainText("The original, as the spec lists it.");
    await expect(basic.getByRole("button", { name: "Reset to the original" })).toHaveCount(0);
    await expect(basic.getByLabel("Price")).toHaveValue("499");
    await expect(basic.getByLabel("Contents in Bangla")).toHaveValue("৫ পেজের ওয়েবসাইট\n২ বার রিভিশন");

    // A price that is not a whole number is refused under its field.
    await basic.getByLabel("Price").fill("5.5");
    await basic.getByRole("button", { name: "Save Basic" }).click();
    await expect(basic.getByLabel("Price")).toHaveAccessibleDescription(
      /Price must be a whole number more than 0, like 499/,
    );
    await basic.getByLabel("Price").fill("549");
    // A Bangla text left empty: the Bangla page shows the English, marked as English.
    await basic.getByLabel("Delivery in Bangla").fill("");
    await basic.getByRole("button", { name: "Save Basic" }).click();
    await closeAlert(admin, "Plan saved");
    await expect(basic).toContainText(`Edited`);
    await expect(basic).toContainText("The original: Basic, $499, 5 days.");
    await expect(basic.getByLabel("Price")).toHaveValue("549");
    await expectNoAxeViolations(admin);
    await expectFitsViewport(admin, "Web Development: plans");
    await shot(admin, "dashboard-service-plans");

    // At once, in English and in Bangla (Bengali digits), in the structured data too.
    const english = await basicOn("/services/web-development");
    await expect(english.getByTestId("plan-price")).toHaveText("$549");
    await expect(english.getByRole("listitem")).toHaveText(["5-page site", "2 revisions"]);
    const premium = visitor.getByRole("article", { name: "Premium plan" });
    await expect(premium.getByText("Everything in Standard, plus:")).toBeVisible();
    const offers = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
        text.includes('"Offer"'),
      )!,
    ) as { offers: Array<{ price: string; priceCurrency: string }> };
    expect(offers.offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      ["549.00", "USD"],
      ["899.00", "USD"],
      ["1499.00", "USD"],
    ]);
    await expectNoAxeViolations(visitor);
    await shot(visitor, "service-en");
    const bangla = await basicOn("/bn/services/web-development");
    await expect(bangla.getByTestId("plan-price")).toHaveText("$৫৪৯");
    await expect(bangla.getByRole("listitem")).toHaveText(["৫ পেজের ওয়েবসাইট", "২ বার রিভিশন"]);
    await expect(bangla.locator('[lang="en"]')).toHaveText("5 days");
    await expect(
      visitor.getByRole("article", { name: "প্রিমিয়াম প্ল্যান" }).getByText("স্ট্যান্ডার্ড প্ল্যানের সবকিছু, সাথে:"),
    ).toBeVisible();
    await expectNoAxeViolations(visitor);
    await shot(visitor, "service-bn");

    // Reset to the original: asked first, then the spec's plan everywhere.
    await basic.getByRole("button", { name: "Reset to the original" }).click();
    const confirm = alertDialog(admin);
    await expect(confirm).toHaveAccessibleName("Reset to the original?");
    await confirm.getByRole("button", { name: "Reset", exact: true }).click();
    await closeAlert(admin, "Plan reset to the original");
    await expect(basic).toContainText("The original, as the spec lists it.");
    await expect(basic.getByLabel("Price")).toHaveValue("499");
    await expect(basic.getByRole("button", { name: "Reset to the original" })).toHaveCount(0);
    await expect((await basicOn("/services/web-development")).getByTestId("plan-price")).toHaveText("$499");
    await expect((await basicOn("/bn/services/web-development")).getByTestId("plan-price")).toHaveText("$৪৯৯");
  } finally {
    // The worker's site is shared with the next files: its plans as the spec has them, whatever happened.
    await changeSiteContent(site, (trx) => trx.deleteFrom("plan_edits").execute());
    await admin.context().close();
    await visitorContext.close();
  }
});

/**
 * The prices' currency (issue 43 item 4): chosen in Settings, the same amounts show with the taka
 * sign on the service pages (Bengali digits on /bn), in their structured data and in the dashboard.
 * The worker's settings are set aside while the test runs and put back after it.
 */
test("with the prices in taka (Settings), the service page shows ৳ in both languages", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  const admin = await signedInPage(browser, site, site.admin, { viewport });
  const visitorContext = await browser.newContext({ baseURL: site.url, viewport });
  const visitor = await visitorContext.newPage();
  try {
    await withRowsSetAside(
      site,
      "site_settings",
      async () => {},
      async () => {
        await admin.goto("/dashboard/settings");
        await waitForHydration(admin);
        const prices = admin.getByRole("group", { name: "Prices", exact: true });
        await expect(prices.getByRole("radio", { name: "US$ — US dollars" })).toBeChecked();
        await prices.getByRole("radio", { name: "৳ — Bangladeshi taka" }).check();
        await expectNoAxeViolations(admin);
        await prices.scrollIntoViewIfNeeded();
        await admin.screenshot({ path: testInfo.outputPath(`settings-prices-${viewport.width}.png`) });
        await admin.getByRole("button", { name: "Save settings" }).click();
        await closeAlert(admin, "Settings saved");

        await visitor.goto("/services/seo");
        await expect(visitor.getByTestId("plan-price")).toHaveText(["৳199", "৳399", "৳799"]);
        const offers = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
        expect(offers).toContain('"priceCurrency":"BDT"');
        expect(offers).toContain('"priceRange":"৳199-৳2499"');
        await visitor.goto("/bn/services/seo");
        await expect(visitor.getByTestId("plan-price")).toHaveText(["৳১৯৯", "৳৩৯৯", "৳৭৯৯"]);
        await expectNoAxeViolations(visitor);

        await admin.goto("/dashboard/plans/seo");
        await expect(admin.getByText("Prices are whole numbers in taka (৳)")).toBeVisible();
        await expect(
          admin.getByRole("region", { name: "Plan 1: Basic" }).getByLabel("Price"),
        ).toHaveAccessibleDescription("A whole number, in taka (৳).");
      },
    );
    // Put back: the spec's dollars.
    await visitor.goto("/services/seo");
    await expect(visitor.getByTestId("plan-price").first()).toHaveText("$199");
  } finally {
    await admin.context().close();
    await visitorContext.close();
  }
});
