import { expect, type Page } from "@playwright/test";
import { defaultSiteSettings } from "#domain/site-details";
import { signedInPage, test } from "./admin-site";
import { closeAlert, expectFitsViewport, expectNoAxeViolations, gotoHydrated } from "./helpers";
import { putSettings, withSettingsPutBack } from "./site-mail";

/**
 * Issue 22 item 3: renaming the company leaves nothing of the old name behind unnoticed. Settings
 * names the fields that still carry it while the admin types (and after the save); the footer's
 * sentence ends with one full stop after a name that ends with one; the social preview shows the
 * new name; the office's area comes from the address in Settings. On the worker's shared site (the
 * demo content): each test puts the site's details back as they were when it ends; the settings
 * page at 390 and 1280 px.
 */

const NEW_NAME = "Uttara Web Works Ltd.";

test.describe("renaming the company @desktop", () => {
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const notice = (page: Page) => page.getByRole("list", { name: "Fields with the old name" });
  const flagged = (page: Page) => notice(page).getByRole("button").allTextContents();

  test("Settings names the fields that still carry the old name, as the admin types and after the save", async ({
    browser,
    site,
  }) => {
    await withSettingsPutBack(browser, site, async () => {
      for (const width of [390, 1280]) {
        const page = await signedInPage(browser, site, site.admin, { viewport: { width, height: 900 } });
        await gotoHydrated(page, "/dashboard/settings");
        // Before a rename, nothing to say.
        await expect(notice(page)).toHaveCount(0);
        await field(page, "Company name *").fill(NEW_NAME);
        await expect(page.getByText("The old name is still in other fields.")).toBeVisible();
        await expect(page.getByText("“Skyline IT Solutions” and “Skyline IT” appear in these fields")).toBeVisible();
        expect(await flagged(page)).toEqual([
          "Short name",
          "Blurb",
          "E-mail",
          "Facebook page",
          "LinkedIn page",
          "Contact inbox",
        ]);
        await expectNoAxeViolations(page);
        await expectFitsViewport(page, "settings with the old-name notice");
        await page.screenshot({ path: test.info().outputPath(`settings-old-name-${width}.png`), fullPage: true });

        // Each is a way to its field.
        await notice(page).getByRole("button", { name: "Short name" }).click();
        await expect(field(page, "Short name *")).toBeFocused();
        await page.keyboard.press("Control+A");
        await page.keyboard.type("Uttara Web");
        await expect
          .poll(() => flagged(page))
          .toEqual(["Blurb", "E-mail", "Facebook page", "LinkedIn page", "Contact inbox"]);
        if (width === 1280) {
          await page.getByRole("button", { name: "Save settings" }).click();
          await closeAlert(page, "Settings saved");
          // Saved, the demo company's name is still the old one the other fields carry.
          await gotoHydrated(page, "/dashboard/settings");
          await expect(field(page, "Company name *")).toHaveValue(NEW_NAME);
          expect(await flagged(page)).toEqual(["Blurb", "E-mail", "Facebook page", "LinkedIn page", "Contact inbox"]);
        }
        await page.context().close();
      }
    });
  });

  test("the footer ends the name's sentence with one full stop; the header, the social preview and the place follow Settings", async ({
    browser,
    site,
  }) => {
    const visitor = await browser.newPage({ baseURL: site.url });
    await withSettingsPutBack(browser, site, async (admin) => {
      await putSettings(admin, site, defaultSiteSettings);
      const previewBefore = await (await visitor.request.get("/og-image.png")).body();
      await putSettings(admin, site, {
        ...defaultSiteSettings,
        companyName: NEW_NAME,
        shortName: "Uttara Web",
        area: "Gulshan",
        city: "Dhaka 1212",
      });

      await visitor.goto("/");
      const footer = visitor.getByRole("contentinfo");
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${NEW_NAME} All rights reserved.`);
      await expect(footer).not.toContainText("Ltd..");
      await expect(visitor.getByRole("banner").getByRole("link", { name: `${NEW_NAME} — Home` })).toHaveText(
        "Uttara Web",
      );
      // The office's place, from the address in Settings.
      await expect(visitor.getByRole("main")).toContainText("planned, built and grown by one team in Gulshan, Dhaka.");
      await expect(
        visitor.getByText("Designers, developers and marketers who work side by side in our Gulshan office."),
      ).toBeVisible();
      await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /IT-services team in Gulshan, Dhaka\.$/,
      );
      await visitor.goto("/about");
      await expect(visitor.getByRole("main")).toContainText(
        "from a new shop in Gulshan to an exporter selling worldwide",
      );
      await expect(
        visitor.getByText("Designers, developers and marketers who work side by side in our Gulshan office."),
      ).toBeVisible();
      await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        `Our mission, vision and team: why businesses choose ${NEW_NAME} in Gulshan, Dhaka.`,
      );

      // The social preview every page links is at the same address, and now shows the new name.
      expect(new URL((await visitor.locator('meta[property="og:image"]').getAttribute("content"))!).pathname).toBe(
        "/og-image.png",
      );
      const after = await visitor.request.get("/og-image.png");
      expect(after.headers()["content-type"]).toBe("image/png");
      expect((await after.body()).equals(previewBefore)).toBe(false);
    });
    await visitor.close();
  });
});
