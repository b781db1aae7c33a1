import { expect, test, type Page } from "@playwright/test";
import { expectMenuOpen, gotoHydrated, linkNamesAndHrefs, menuToggle, SERVICE_LINKS } from "./helpers";

/** The phone's menu (spec §2), and the menus and dropdown without JavaScript. */

test.describe.configure({ mode: "parallel" });

test.describe("mobile menu", () => {
  const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
  const servicesButton = (page: Page) => menuToggle(menu(page), "Services pages");

  test(
    "Open menu reveals the header entries; Services leads to /services and its button expands the 8 services",
    { tag: "@mobile" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(menu(page)).toBeHidden();
      // The call to action stays in the bar beside the menu button.
      await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true })).toBeVisible();

      const toggle = menuToggle(page, "Open menu");
      await expectMenuOpen(toggle, false);
      await toggle.click();
      await expectMenuOpen(menuToggle(page, "Close menu"));
      await expect(menu(page)).toBeVisible();

      const entries = menu(page).locator(":scope > ul > li > a");
      await expect(entries).toHaveText(["Home", "About Us", "Services", "Blogs", "Contact Us", "Login", "বাংলা"]);
      expect(await entries.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        "/",
        "/about",
        "/services",
        "/blogs",
        "/contact",
        "/login?redirectTo=%2F",
        "/bn",
      ]);

      const services = servicesButton(page);
      const serviceList = services.locator("xpath=following-sibling::ul");
      await expect(serviceList).toBeHidden();
      await services.click();
      await expectMenuOpen(services);
      await expect(serviceList).toBeVisible();
      expect(await linkNamesAndHrefs(serviceList)).toEqual(SERVICE_LINKS.map(([name, href]) => [name, href]));

      // Close menu hides it again.
      await menuToggle(page, "Close menu").click();
      await expect(menu(page)).toBeHidden();
      await expect(menuToggle(page, "Open menu")).toBeVisible();
    },
  );

  test("choosing an entry navigates and closes the menu", { tag: "@mobile" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuToggle(page, "Open menu").click();
    await menu(page).getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    await expectMenuOpen(menuToggle(page, "Open menu"), false);

    await menuToggle(page, "Open menu").click();
    await menu(page).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect(menu(page)).toBeHidden();

    await menuToggle(page, "Open menu").click();
    await servicesButton(page).click();
    await menu(page).getByRole("link", { name: "SEO Content Writing" }).click();
    await expect(page).toHaveURL(/\/services\/seo$/);
    await expect(page.getByRole("heading", { level: 1, name: "SEO Content Writing" })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    // Services is highlighted on the service page.
    await menuToggle(page, "Open menu").click();
    await expect(menu(page).getByRole("link", { name: "Services", exact: true })).toHaveAttribute(
      "data-active",
      "true",
    );
  });

  test("the menu works with the keyboard", { tag: "@mobile" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Skyline IT Solutions — Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menuToggle(page, "Open menu")).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    await expect(menuToggle(page, "Close menu")).toBeFocused();
    // Escape closes it and returns to the menu button.
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuToggle(page, "Open menu")).toBeFocused();
    await page.keyboard.press("Enter");

    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Services", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const services = servicesButton(page);
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expectMenuOpen(services);
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "E-Commerce" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Web Development" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/web-development$/);
    await expect(page.getByRole("heading", { level: 1, name: "Web Development" })).toBeVisible();
    await expect(menu(page)).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the phone menu and its Services list open, and their links work (390 px)",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await menuToggle(page, "Open menu").click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
      const services = menuToggle(menu, "Services pages");
      await services.click();
      await expectMenuOpen(services);
      await menu.getByRole("link", { name: "Graphic Design" }).click();
      await expect(page).toHaveURL(/\/services\/graphic-design$/);
      await expect(page.getByRole("heading", { level: 1, name: "Graphic Design" })).toBeVisible();
      await expect(menu).toBeHidden();
      // Pressed again, the menu button closes it.
      await menuToggle(page, "Open menu").click();
      await expect(menu).toBeVisible();
      await menuToggle(page, "Open menu").click();
      await expect(menu).toBeHidden();
    },
  );

  test(
    "the Services dropdown opens by click and by keyboard, and its links work (1280 px)",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      const arrow = menuToggle(page.getByRole("navigation", { name: "Main" }), "Services pages");
      const list = arrow.locator("xpath=following-sibling::ul");
      await arrow.click();
      await expect(list).toBeVisible();
      await arrow.click();
      await expect(list).toBeHidden();
      await arrow.focus();
      await page.keyboard.press("Enter");
      await expect(list).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(list.getByRole("link", { name: "E-Commerce" })).toBeFocused();
      await list.getByRole("link", { name: "Business Consulting" }).click();
      await expect(page).toHaveURL(/\/services\/consulting$/);
      await expect(page.getByRole("heading", { level: 1, name: "Business Consulting" })).toBeVisible();
    },
  );
});
