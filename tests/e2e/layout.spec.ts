import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, SERVICE_LINKS, waitForHydration } from "./helpers";

test.describe.configure({ mode: "parallel" });



const NOT_FOUND_TEXT = "Lost in the galaxy... The page you're looking for is floating in space.";

async function linkNamesAndHrefs(list: ReturnType<Page["locator"]>) {
  return list.getByRole("link").evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? "", a.getAttribute("href") ?? ""]));
}

test.describe("desktop header", () => {

  const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
  const servicesButton = (page: Page) => mainNav(page).getByRole("button", { name: "Services" });
  const dropdown = async (page: Page) => page.locator(`[id="${await servicesButton(page).getAttribute("aria-controls")}"]`);

  test("shows Home, About Us, Services, Blogs and Contact Us, in that order", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    const entries = nav.locator(":scope > ul > li > a, :scope > ul > li > button");
    await expect(entries).toHaveText(["Home", "About Us", "Services", "Blogs", "Contact Us"]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    // The mobile menu button is not offered at this width.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("the Services dropdown opens by mouse, lists the 8 services and choosing one navigates and closes it", { tag: "@desktop" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = servicesButton(page);
    const list = await dropdown(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    expect(await linkNamesAndHrefs(list)).toEqual(SERVICE_LINKS.map(([name, href]) => [name, href]));

    // A second click closes it again.
    await button.click();
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await list.getByRole("link", { name: "Graphic Design" }).click();
    await expect(page).toHaveURL(/\/services\/graphic-design$/);
    await expect(page.getByRole("heading", { level: 1, name: "Graphic Design" })).toBeVisible();
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the Services dropdown works with the keyboard", { tag: "@desktop" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = servicesButton(page);
    const list = await dropdown(page);

    await mainNav(page).getByRole("link", { name: "About Us" }).focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "E-Commerce" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Web Development" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Open again and choose an entry with Enter.
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    for (const name of ["E-Commerce", "Web Development", "App Development"]) {
      await page.keyboard.press("ArrowDown");
      await expect(list.getByRole("link", { name })).toBeFocused();
    }
    await page.keyboard.press("ArrowUp");
    await expect(list.getByRole("link", { name: "Web Development" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "App Development" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/apps-development$/);
    await expect(page.getByRole("heading", { level: 1, name: "App Development" })).toBeVisible();
    await expect(list).toBeHidden();
  });

  test("Services is highlighted on a service page and not elsewhere", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/services/seo");
    await expect(servicesButton(page)).toHaveAttribute("data-active", "true");
    await page.goto("/services");
    await expect(servicesButton(page)).toHaveAttribute("data-active", "true");
    await page.goto("/about");
    await expect(servicesButton(page)).toHaveAttribute("data-active", "false");
    await expect(mainNav(page).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("mobile menu", () => {

  const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

  test("Open menu reveals the header entries; Services expands to the 8 services", { tag: "@mobile" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(menu(page)).toBeHidden();

    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();

    const entries = menu(page).locator(":scope > ul > li > a, :scope > ul > li > button");
    await expect(entries).toHaveText(["Home", "About Us", "Services", "Blogs", "Contact Us", "Login"]);
    await expect(menu(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(menu(page).getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(menu(page).getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs");
    await expect(menu(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    const services = menu(page).getByRole("button", { name: "Services" });
    const serviceList = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
    await expect(serviceList).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(serviceList).toBeVisible();
    expect(await linkNamesAndHrefs(serviceList)).toEqual(SERVICE_LINKS.map(([name, href]) => [name, href]));

    // Close menu hides it again.
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("choosing an entry navigates and closes the menu", { tag: "@mobile" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu(page).getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu(page).getByRole("button", { name: "Services" }).click();
    await menu(page).getByRole("link", { name: "SEO Content Writing" }).click();
    await expect(page).toHaveURL(/\/services\/seo$/);
    await expect(page.getByRole("heading", { level: 1, name: "SEO Content Writing" })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    // Services is highlighted on the service page.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu(page).getByRole("button", { name: "Services" })).toHaveAttribute("data-active", "true");
  });

  test("the menu works with the keyboard", { tag: "@mobile" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Skyline IT Solutions — Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Tab");
    const services = menu(page).getByRole("button", { name: "Services" });
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
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

test("the footer shows the blurb, social links, quick links, services, contact details and copyright", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(
    "Skyline IT Solutions builds websites, online shops, mobile apps and marketing that help businesses in Bangladesh and abroad grow — from our office in Uttara, Dhaka.",
  );

  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://www.facebook.com/skylineitbd");
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", "https://www.linkedin.com/company/skylineitbd");
  await expect(footer.getByRole("link", { name: "Email us" })).toHaveAttribute("href", "mailto:hello@skylineit.com.bd");

  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  expect(await linkNamesAndHrefs(quick)).toEqual([
    ["Home", "/"],
    ["About", "/about"],
    ["Blogs", "/blogs"],
    ["Contact", "/contact"],
  ]);
  const services = footer.getByRole("navigation", { name: "Services" });
  expect(await linkNamesAndHrefs(services)).toEqual(SERVICE_LINKS.map(([name, href]) => [name, href]));

  await expect(footer.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute("href", "tel:+8801712345678");
  await expect(footer.getByRole("link", { name: "hello@skylineit.com.bd" })).toHaveAttribute("href", "mailto:hello@skylineit.com.bd");
  await expect(footer.locator("address")).toContainText("Uttara, Dhaka");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

  // The footer links work.
  await quick.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
});

test("header and footer are hidden on paths containing login or signup", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  for (const [path, heading] of [
    ["/login", "Welcome Back"],
    ["/signup", "Create an Account"],
    ["/account/login-help", NOT_FOUND_TEXT],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("banner"), path).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
    await expect(page.getByRole("button", { name: /menu/ }), path).toHaveCount(0);
  }
});

test("an unknown route shows the 404 page with a working Go Home link", async ({ page }) => {
  const response = await page.goto("/nowhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  const goHome = page.getByRole("link", { name: "Go Home" });
  await expect(goHome).toHaveAttribute("href", "/");
  await goHome.click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "We build the digital side of your business" })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
});

test("every page hydrates without errors, keeping the server-rendered markup", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // The 404 page's own document status is reported as a failed resource; that is expected.
    if (message.type() === "error" && !message.text().includes("status of 404")) errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ["/", "/about", "/contact", "/blogs", "/services", "/services/consulting", "/nowhere"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // A hydration mismatch (React error #418) makes React throw the server markup away.
    expect(errors).toEqual([]);
    // One stylesheet: the server links the same file the client build uses.
    await expect(page.locator('link[rel="stylesheet"]'), path).toHaveCount(1);
  }
});

test("an unknown service slug is a 404 too", async ({ page }) => {
  const response = await page.goto("/services/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
});
