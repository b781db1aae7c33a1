import { expect, test, type Page } from "@playwright/test";
import { test as siteTest } from "./admin-site";
import { HOVER_CLOSE_MS, HOVER_OPEN_MS } from "../../app/enhance/header";
import {
  expectMenuOpen,
  gotoHydrated,
  installPausedClock,
  linkNamesAndHrefs,
  menuToggle,
  SERVICE_LINKS,
  siteOrigin,
} from "./helpers";

/** The site header (spec §2): the desktop row and its Services dropdown, tablet widths, an admin's entries, the skip link under the sticky header. */

test.describe.configure({ mode: "parallel" });

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
      // Two quick clicks on the arrow, within the delay after the pointer arrived: open, then closed for good.
      await servicesButton(page).click();
      await expect(list).toBeVisible();
      await servicesButton(page).click();
      await expect(list).toBeHidden();
      await page.clock.runFor(HOVER_OPEN_MS);
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

// On the worker's shared site, signed in as its admin.
siteTest.describe("an admin's header", () => {
  siteTest(
    "with Dashboard and Profile also fits on one line at every width from 768 px",
    { tag: "@desktop" },
    async ({ sitePage: page, site }) => {
      const signIn = await page.request.post("/api/auth/sign-in/email", {
        data: { email: site.admin.email, password: site.admin.password },
        headers: { Origin: site.url },
      });
      expect(signIn.status()).toBe(200);
      await gotoHydrated(page, "/");
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
