import { expect, test } from "@playwright/test";
import { expectMenuOpen, expectNoAxeViolations, gotoHydrated, menuToggle } from "./helpers";

test.describe.configure({ mode: "parallel" });

for (const path of ["/", "/about", "/contact", "/blogs", "/services"]) {
  test(`${path} has no WCAG 2.2 AA axe violations`, async ({ page }) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
  });
}

test("every service page has no WCAG 2.2 AA axe violations", async ({ page }) => {
  // Eight pages, eight axe runs: give it the time of several tests on a loaded machine.
  test.slow();
  const slugs = [
    "ecommerce",
    "web-development",
    "apps-development",
    "digital-marketing",
    "graphic-design",
    "social-media-marketing",
    "seo",
    "consulting",
  ];
  for (const slug of slugs) {
    await test.step(`/services/${slug}`, async () => {
      const response = await gotoHydrated(page, `/services/${slug}`);
      expect(response?.status()).toBe(200);
      // Soft: one page's violations do not hide the others'.
      await expectNoAxeViolations(page, { soft: true });
    });
  }
});

test("the 404 page has no WCAG 2.2 AA axe violations", async ({ page }) => {
  const response = await gotoHydrated(page, "/nowhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the open Services dropdown has no axe violations", { tag: "@desktop" }, async ({ page }) => {
  await gotoHydrated(page, "/services/seo");
  const button = menuToggle(page.getByRole("navigation", { name: "Main" }), "Services pages");
  await button.click();
  await expectMenuOpen(button);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Business Consulting" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [375, 900]) {
  test(`the open collapsible menu at ${width} px has no axe violations`, { tag: "@mobile" }, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, "/services/seo");
    await menuToggle(page, "Open menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menuToggle(menu, "Services pages").click();
    await expect(menu.getByRole("link", { name: "Business Consulting" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
