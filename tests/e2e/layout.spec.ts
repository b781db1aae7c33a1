import { expect, test, type Page } from "@playwright/test";
import { startSiteWithAdmin, type RunningSite } from "../support/site-server";
import { HOVER_CLOSE_MS, HOVER_OPEN_MS } from "../../app/enhance/header";
import {
  expectMenuOpen,
  gotoHydrated,
  installPausedClock,
  menuToggle,
  SERVICE_LINKS,
  siteOrigin,
  waitForHydration,
} from "./helpers";

test.describe.configure({ mode: "parallel" });

const NOT_FOUND_TEXT = "Lost in the galaxy... The page you're looking for is floating in space.";

async function linkNamesAndHrefs(list: ReturnType<Page["locator"]>) {
  return list
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? "", a.getAttribute("href") ?? ""]));
}

test.describe("desktop header", () => {
  const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
  const servicesLink = (page: Page) => mainNav(page).getByRole("link", { name: "Services", exact: true });
  const servicesButton = (page: Page) => menuToggle(mainNav(page), "Services pages");
  const dropdown = async (page: Page) => servicesButton(page).locator("xpath=following-sibling::ul");

  test(
    "shows Home, About Us, Services, Blogs and Contact Us, in that order, with Contact Us the one call to action and Login a quiet link",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      const entries = nav.locator(":scope > ul > li > a");
      await expect(entries).toHaveText(["Home", "About Us", "Services", "Blogs", "Contact Us"]);
      expect(await entries.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        "/",
        "/about",
        "/services",
        "/blogs",
        "/contact",
      ]);
      // The mobile menu button is not offered at this width.
      await expect(menuToggle(page, "Open menu")).toBeHidden();

      // One call to action: of the visible header links, only Contact Us is a filled button.
      const filled = await page
        .getByRole("banner")
        .getByRole("link")
        .evaluateAll((links) =>
          links
            .filter((a) => a.getBoundingClientRect().width > 1)
            .filter(
              (a) =>
                !["rgba(0, 0, 0, 0)", "transparent"].includes(getComputedStyle(a).backgroundColor) &&
                getComputedStyle(a).color === "rgb(255, 255, 255)",
            )
            .map((a) => a.getAttribute("href")),
        );
      expect(filled).toEqual(["/contact"]);
      const login = page.getByRole("banner").getByRole("link", { name: "Login", exact: true });
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute("href", "/login?redirectTo=%2F");
      await expect(login).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    },
  );

  test(
    "the Services item leads to /services; its button opens the 8 service pages by mouse, and choosing one navigates and closes it",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await servicesLink(page).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();

      const button = servicesButton(page);
      const list = await dropdown(page);
      await expectMenuOpen(button, false);
      await expect(list).toBeHidden();

      await button.click();
      await expectMenuOpen(button);
      await expect(list).toBeVisible();
      expect(await linkNamesAndHrefs(list)).toEqual(SERVICE_LINKS.map(([name, href]) => [name, href]));

      // A second click closes it again, and so does a click elsewhere.
      await button.click();
      await expect(list).toBeHidden();
      await expectMenuOpen(button, false);
      await button.click();
      await expect(list).toBeVisible();
      await page.mouse.click(10, 500);
      await expect(list).toBeHidden();

      await button.click();
      await list.getByRole("link", { name: "Graphic Design" }).click();
      await expect(page).toHaveURL(/\/services\/graphic-design$/);
      await expect(page.getByRole("heading", { level: 1, name: "Graphic Design" })).toBeVisible();
      await expect(list).toBeHidden();
      await expectMenuOpen(button, false);
    },
  );

  test("the Services dropdown works by touch", { tag: "@desktop" }, async ({ browser, viewport }, testInfo) => {
    const context = await browser.newContext({ baseURL: siteOrigin(testInfo), viewport, hasTouch: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const list = await dropdown(page);
    await servicesButton(page).tap();
    await expect(list).toBeVisible();
    await list.getByRole("link", { name: "Business Consulting" }).tap();
    await expect(page).toHaveURL(/\/services\/consulting$/);
    await expect(page.getByRole("heading", { level: 1, name: "Business Consulting" })).toBeVisible();
    await expect(list).toBeHidden();
    await servicesLink(page).tap();
    await expect(page).toHaveURL(/\/services$/);
    await context.close();
  });

  test("the Services link and dropdown work with the keyboard", { tag: "@desktop" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = servicesButton(page);
    const list = await dropdown(page);

    await mainNav(page).getByRole("link", { name: "About Us" }).focus();
    await page.keyboard.press("Tab");
    await expect(servicesLink(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expectMenuOpen(button);
    await expect(list).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "E-Commerce" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Web Development" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(list.getByRole("link", { name: "Business Consulting" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(list.getByRole("link", { name: "E-Commerce" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expectMenuOpen(button, false);
    await expect(button).toBeFocused();

    // ArrowDown on the button opens the list at its first entry; Enter chooses.
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

    // Enter on the link itself goes to /services.
    await servicesLink(page).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services$/);
  });

  test(
    "the Services list opens when the mouse rests on the entry, after a short delay, and closes when it leaves",
    { tag: "@desktop" },
    async ({ page }) => {
      await installPausedClock(page);
      await gotoHydrated(page, "/");
      const list = await dropdown(page);
      await servicesLink(page).hover();
      await page.clock.runFor(HOVER_OPEN_MS - 50);
      await expect(list).toBeHidden();
      await page.clock.runFor(50);
      await expect(list).toBeVisible();
      // Down onto the list: still open.
      await list.getByRole("link", { name: "Graphic Design" }).hover();
      await page.clock.runFor(HOVER_CLOSE_MS);
      await expect(list).toBeVisible();
      // A click on the arrow of a list the mouse just opened keeps it open.
      await servicesButton(page).click();
      await expect(list).toBeVisible();
      // Passing over the entry on the way elsewhere opens nothing; leaving closes after the delay.
      await page.mouse.move(10, 500);
      await page.clock.runFor(HOVER_CLOSE_MS - 50);
      await expect(list).toBeVisible();
      await page.clock.runFor(50);
      await expect(list).toBeHidden();
      await servicesLink(page).hover();
      await page.mouse.move(10, 500);
      await page.clock.runFor(HOVER_OPEN_MS + HOVER_CLOSE_MS);
      await expect(list).toBeHidden();
    },
  );

  test(
    "the Services arrow is a target of the header's full height, at least 44 px wide",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      const arrow = (await servicesButton(page).boundingBox())!;
      const row = (await page.getByRole("banner").boundingBox())!;
      expect(arrow.width).toBeGreaterThanOrEqual(44);
      // The header's height less its 1 px bottom border.
      expect(arrow.height).toBe(row.height - 1);
      expect(arrow.y).toBe(row.y);
    },
  );

  test(
    "Services is highlighted on /services and every service page, and not elsewhere",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/services/seo");
      await expect(servicesLink(page)).toHaveAttribute("data-active", "true");
      await page.goto("/services");
      await expect(servicesLink(page)).toHaveAttribute("data-active", "true");
      await expect(servicesLink(page)).toHaveAttribute("aria-current", "page");
      await page.goto("/about");
      await expect(servicesLink(page)).toHaveAttribute("data-active", "false");
      await expect(mainNav(page).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    },
  );
});

/** Widths from 768 to 1024 px in steps of 16, and the edges either side of the 1024 px switch. */
const TABLET_WIDTHS = [...Array.from({ length: 17 }, (_, i) => 768 + i * 16), 1023, 1025, 1100, 1280];

/** Every visible header control whose text runs over more than one line, or that lies outside the viewport. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.getByRole("banner").evaluate((header) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of header.querySelectorAll<HTMLElement>("a[href], button")) {
      const box = el.getBoundingClientRect();
      // Hidden (also inside a closed <details>), or visually hidden (skip link).
      if (box.width <= 1 || box.height <= 1 || !el.checkVisibility()) continue;
      // The lines its text sits on (pictures beside the text, like the logo's mark, are not lines).
      const lines = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.bottom));
      }
      const label = (el.textContent || el.getAttribute("aria-label") || "").trim();
      if (lines.size > 1) problems.push(`"${label}" wraps onto ${lines.size} lines`);
      if (box.left < 0 || box.right > width) problems.push(`"${label}" is outside the viewport`);
    }
    if (Math.round(header.getBoundingClientRect().height) !== 65)
      problems.push(`the header is ${header.getBoundingClientRect().height}px high`);
    return problems;
  });
}

test(
  "no header label wraps between 768 and 1024 px: the full row from 1024 px, the menu button below",
  { tag: "@desktop" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const width of TABLET_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await headerProblems(page), `${width}px`).toEqual([]);
      const full = width >= 1024;
      await expect(page.getByRole("navigation", { name: "Main" }), `${width}px`).toBeVisible({ visible: full });
      await expect(menuToggle(page, "Open menu"), `${width}px`).toBeVisible({ visible: !full });
      // The call to action is in sight at every width.
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true }).filter({ visible: true }),
        `${width}px`,
      ).toHaveCount(1);
    }
  },
);

test.describe("an admin's header", () => {
  let site: RunningSite;
  const admin = { name: "Header Admin", email: "header.admin@example.com", password: "Secret12" };
  test.beforeAll(async () => {
    site = await startSiteWithAdmin(admin);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test(
    "with Dashboard and Profile also fits on one line at every width from 768 px",
    { tag: "@desktop" },
    async ({ page }) => {
      const signIn = await page.request.post(`${site.url}/api/auth/sign-in/email`, {
        data: { email: admin.email, password: admin.password },
        headers: { Origin: site.url },
      });
      expect(signIn.status()).toBe(200);
      await gotoHydrated(page, `${site.url}/`);
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }),
      ).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Profile" })).toBeVisible();
      for (const width of TABLET_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await headerProblems(page), `${width}px`).toEqual([]);
      }
    },
  );
});

test("the skip link and in-page anchors land below the sticky header", async ({ page }) => {
  // Instant scrolling, so the positions read are the final ones.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const headerBottom = async () => (await page.getByRole("banner").boundingBox())!.height;

  await gotoHydrated(page, "/about");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  const main = await page.getByRole("main").boundingBox();
  expect(main!.y, "the top of the content shows below the header").toBeGreaterThanOrEqual(await headerBottom());

  for (const [path, heading] of [
    ["/#testimonials-heading", "What our clients say"],
    ["/about#why-us-heading", "Why Choose Us"],
  ] as const) {
    await gotoHydrated(page, path);
    const box = (await page.getByRole("heading", { name: heading }).boundingBox())!;
    expect(box.y, `${path}: the heading is below the header`).toBeGreaterThanOrEqual(await headerBottom());
    expect(box.y + box.height, `${path}: the heading is on screen`).toBeLessThanOrEqual(page.viewportSize()!.height);
  }
});

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
      await expect(entries).toHaveText(["Home", "About Us", "Services", "Blogs", "Contact Us", "Login"]);
      expect(await entries.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        "/",
        "/about",
        "/services",
        "/blogs",
        "/contact",
        "/login?redirectTo=%2F",
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

test("the footer shows the blurb, social links, quick links, services, contact details and copyright", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(
    "Skyline IT Solutions builds websites, online shops, mobile apps and marketing that help businesses in Bangladesh and abroad grow — from our office in Uttara, Dhaka.",
  );

  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
    "href",
    "https://www.facebook.com/skylineitbd",
  );
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/company/skylineitbd",
  );
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
  await expect(footer.getByRole("link", { name: "hello@skylineit.com.bd" })).toHaveAttribute(
    "href",
    "mailto:hello@skylineit.com.bd",
  );
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
    await expect(page.locator("summary"), path).toHaveCount(0);
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
  await expect(
    page.getByRole("heading", { level: 1, name: "We build the digital side of your business" }),
  ).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
});

test("every page hydrates without errors, keeping the server-rendered markup", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // The 404 page's own document status is reported as a failed resource; that is expected.
    if (message.type() === "error" && !message.text().includes("status of 404"))
      errors.push(`${page.url()}: ${message.text()}`);
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
