import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { type BrowserContext, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { adminMenu } from "../../app/features/dashboard/menu";
import { slugify } from "#domain/slugs";
import { demoBlogs } from "#server/db/demo-content";
import { openDatabase } from "#server/db/connect";
import type { Database } from "#server/db/schema";
import { demoSiteDatabaseFile } from "../support/demo-site-database.js";

/** The origin of the demo site the config starts (http://127.0.0.1:4173 unless E2E_PORT is set). */
export function siteOrigin(testInfo: TestInfo): string {
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error("baseURL is not configured");
  return new URL(baseURL).origin;
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/**
 * Waits until the page's controls work: a public page has run its enhancement script (it marks
 * <html data-enhanced>, decision 0027), an application page has been hydrated by React. Then
 * lets the work that start scheduled run (one message-channel task, which the fake clock does not
 * control).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.documentElement.hasAttribute("data-enhanced") ||
            Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
        ),
      { message: "the page is ready (enhanced or hydrated)" },
    )
    .toBe(true);
  await nextMessageTask(page);
}

/** Waits for one message-channel task in the page (React's scheduler runs its work there). */
function nextMessageTask(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Lets React render what the last timers scheduled. */
export async function settle(page: Page): Promise<void> {
  await nextMessageTask(page);
  await nextMessageTask(page);
}

/**
 * The demo site's database (the config's server, at `siteOrigin`), for a row no page makes: a
 * password for an account made with Google, say. Rows of the test's own only: every worker reads
 * this site. `destroy()` it after use.
 */
export function openDemoSiteDatabase(testInfo: TestInfo): Database {
  return openDatabase({ kind: "sqlite", file: demoSiteDatabaseFile(new URL(siteOrigin(testInfo)).port) });
}

/**
 * Logs in through /login and lands on `path`. The "Login successful" alert is closed with Escape
 * (it would close by itself after 1500 ms); with a paused fake clock (`installPausedClock`) the
 * clock is moved past it.
 */
export async function logIn(
  page: Page,
  account: { email: string; password: string },
  { path = "/dashboard", pausedClock = false } = {},
) {
  await gotoHydrated(page, `/login?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expectAlert(page, "Login successful");
  // It closes by itself after 1.5 s (accounts.spec.ts times that); a person in a hurry presses Escape.
  if (pausedClock) await page.clock.runFor(1600);
  else await page.keyboard.press("Escape");
  await expect(alertDialog(page)).toHaveCount(0);
}

/**
 * The open alert or confirmation (app/components/alerts.ts): a modal dialog named by its title
 * and described by its text. A closed one is gone (count 0).
 */
export function alertDialog(page: Page): Locator {
  return page.getByRole("alertdialog");
}

/** Waits for the alert titled `title` (with `text`, when given) and returns it. */
export async function expectAlert(page: Page, title: string, text?: string): Promise<Locator> {
  const dialog = alertDialog(page);
  await expect(dialog).toHaveAccessibleName(title);
  if (text !== undefined) await expect(dialog).toHaveAccessibleDescription(text);
  return dialog;
}

/** Waits for the alert titled `title` (with `text`), closes it with OK and waits until it is gone. */
export async function closeAlert(page: Page, title: string, text?: string): Promise<void> {
  const dialog = await expectAlert(page, title, text);
  await dialog.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
}

/** Goes to `path` and waits for hydration. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Installs a fake clock that stands still until the test moves it (`page.clock.runFor`), so
 * timers fire exactly when the test says. Must be called before `page.goto`.
 */
export async function installPausedClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Aborts every request that would leave this machine (YouTube, Google Maps, …). */
export async function blockExternalRequests(page: Page, origin: string): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    (url) => url.origin !== origin && (url.protocol === "http:" || url.protocol === "https:"),
    (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return blocked;
}

/** Lets only this machine be reached, in every page of the context (popups too): the provider's pages ask for web fonts. */
export async function keepLocal(context: BrowserContext) {
  await context.route(
    (url) =>
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "127.0.0.1" &&
      url.hostname !== "localhost",
    (route) => route.abort("blockedbyclient"),
  );
}

/** Runs the local OpenID provider's login and consent pages in the Google popup; resolves when the popup has closed itself. */
export async function finishGoogleInPopup(popup: Page, login: string) {
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill("any-password");
  await popup.locator('button[type="submit"]').click();
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Continue" }).click();
  await closed;
}

/**
 * Brings each of the home page's moving carousels into sight, one after the other, and waits until
 * it has noticed: a carousel starts moving the first time a visitor reaches it (app/enhance/rotation.ts).
 */
export async function reachCarousels(page: Page) {
  for (const carousel of await page.locator("[data-enhance=testimonials], [data-enhance=logo-carousel]").all()) {
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-seen", "");
  }
}

/** The reviewer names on the testimonial cards, in reading order. */
export function testimonialNames(page: Page) {
  return page.getByTestId("testimonial").locator("figcaption div > p:first-child");
}

/** The client logos of the carousel in track order (the first one is the leftmost). */
/** A client logo's picture to upload: a 600 × 240 PNG of one colour. */
export async function logoFile(colour: string) {
  const buffer = await sharp({ create: { width: 600, height: 240, channels: 4, background: colour } })
    .png()
    .toBuffer();
  return { name: "logo.png", mimeType: "image/png", buffer };
}

export function logoImages(page: Page) {
  return page.getByTestId("logo-track").getByRole("img");
}

export async function logoOrder(page: Page): Promise<string[]> {
  return logoImages(page).evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe with the WCAG 2.2 AA tags and fails with every violation's id, impact, help and targets. */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = results.violations
    .map(
      (v) =>
        `${v.id} [${v.impact ?? "?"}] ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map(
            (n) =>
              `    ${n.target.join(" ")}${n.failureSummary ? `\n      ${n.failureSummary.replaceAll("\n", "\n      ")}` : ""}`,
          )
          .join("\n"),
    )
    .join("\n");
  (soft ? expect.soft : expect)(results.violations.length, `axe violations on ${page.url()}:\n${report}`).toBe(0);
}

/** Spec §2: the dropdown entries, in order, with their routes. */
export const SERVICE_LINKS = [
  ["E-Commerce", "/services/ecommerce"],
  ["Web Development", "/services/web-development"],
  ["App Development", "/services/apps-development"],
  ["Digital Marketing", "/services/digital-marketing"],
  ["Graphic Design", "/services/graphic-design"],
  ["Social Media Marketing", "/services/social-media-marketing"],
  ["SEO Content Writing", "/services/seo"],
  ["Business Consulting", "/services/consulting"],
] as const;

/** A demo article's page (decision 0026). */
export const DEMO_ARTICLE = `/blogs/${slugify(demoBlogs.find((blog) => blog.body)!.title)}`;

/** Every public page of the demo site that answers 200 (the 404 page aside). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  ...SERVICE_LINKS.map(([, path]) => path),
  "/blogs",
  DEMO_ARTICLE,
  "/contact",
  "/login",
  "/signup",
  "/forgot-password",
];

/** Every dashboard page an admin has (the overview and the admin menu's pages). */
export const DASHBOARD_PAGES = [
  "/dashboard",
  ...adminMenu.map((item) => item.to).filter((path) => path.startsWith("/dashboard/")),
];

/** Issue 8: the widths every page must fit (phones from 320 px, a tablet, a laptop). */
export const LAYOUT_WIDTHS = [320, 360, 390, 414, 768, 1280] as const;

/**
 * Fails when the page is wider than the viewport (it would scroll sideways), or when a link or
 * button that a person must reach lies outside it horizontally, or is cut off by a scrolling or
 * clipping box around it (e.g. a table that scrolls sideways). `within` limits the controls checked
 * (e.g. a dashboard list); hidden and off-screen-by-design controls (skip link, closed menus) are ignored.
 */
export async function expectFitsViewport(page: Page, label: string, within = "main"): Promise<void> {
  const report = await page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      const widest = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).split(" ").slice(0, 3).join(".")} (right ${Math.round(el.getBoundingClientRect().right)})`,
        );
      problems.push(
        `page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport; beyond it: ${widest.join(", ")}`,
      );
    }
    /** The horizontal span a control can be seen in: the viewport, narrowed by every clipping ancestor. */
    const visibleSpan = (el: HTMLElement): [number, number] => {
      let [left, right] = [0, width];
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === "visible") continue;
        const rect = box.getBoundingClientRect();
        [left, right] = [Math.max(left, rect.left), Math.min(right, rect.right)];
      }
      return [left, right];
    };
    for (const root of document.querySelectorAll(selector)) {
      for (const el of root.querySelectorAll<HTMLElement>("a[href], button")) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // Not shown: no box, hidden, or inside a closed <details> (its content is laid out but not rendered).
        if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || !el.checkVisibility()) continue;
        // Visually hidden until focused (the skip link): a 1 px box, not a control out of reach.
        if (box.width <= 1 && box.height <= 1) continue;
        const [left, right] = visibleSpan(el);
        if (box.left < left - 0.5 || box.right > right + 0.5) {
          const name = (el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40);
          problems.push(
            `"${name}" is outside the visible area (${Math.round(box.left)}–${Math.round(box.right)}, visible ${Math.round(left)}–${Math.round(right)} of ${width}px)`,
          );
        }
      }
    }
    return problems;
  }, within);
  expect(report, `${label} at ${page.viewportSize()?.width}px`).toEqual([]);
}

/**
 * The focused field (a form just sent with a mistake) and its label are in sight: the label's top
 * at or below the sticky header's bottom (0 where there is no header), the field's bottom on screen.
 */
export async function expectFocusedFieldInSight(page: Page, label: string): Promise<void> {
  const place = () =>
    page.evaluate(() => {
      const field = document.activeElement;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
      const header = document.querySelector("header");
      const headerBottom =
        header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
      return {
        field: field.name,
        labelTop: Math.round(field.labels?.[0]?.getBoundingClientRect().top ?? Number.NaN),
        fieldBottom: Math.round(field.getBoundingClientRect().bottom),
        headerBottom: Math.round(headerBottom),
        height: window.innerHeight,
      };
    });
  await expect.poll(place, { message: `${label}: a field is focused` }).not.toBeNull();
  const found = (await place())!;
  const width = page.viewportSize()?.width;
  expect(
    found.labelTop,
    `${label} at ${width}px: the label of "${found.field}" is below the header (${JSON.stringify(found)})`,
  ).toBeGreaterThanOrEqual(found.headerBottom);
  expect(
    found.fieldBottom,
    `${label} at ${width}px: "${found.field}" is on screen (${JSON.stringify(found)})`,
  ).toBeLessThanOrEqual(found.height);
}

/**
 * A header menu's toggle, by its name: the `<summary>` of its `<details>` (decision 0034). Browsers
 * expose a summary as a button with an expanded state; Playwright's roles have no mapping for it.
 */
export function menuToggle(scope: Page | Locator, name: string): Locator {
  return scope.locator("summary").filter({ hasText: new RegExp(`^${name}$`) });
}

/** The toggle's menu is open (or closed): its `<details>` has the `open` state. */
export async function expectMenuOpen(toggle: Locator, open = true): Promise<void> {
  await expect(toggle.locator("xpath=..")).toHaveJSProperty("open", open);
}

/** The links of a list as [name, href] pairs, in order. */
export async function linkNamesAndHrefs(list: Locator) {
  return list
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? "", a.getAttribute("href") ?? ""]));
}
