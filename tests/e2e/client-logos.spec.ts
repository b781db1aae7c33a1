import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { seedDemoContent } from "#server/db/seed";
import { signedInPage, testWithAdminSite } from "./admin-site";
import {
  alertDialog,
  closeAlert,
  expectFitsViewport,
  expectNoAxeViolations,
  gotoHydrated,
  installPausedClock,
  isMobile,
  logoImages,
  logoOrder,
  reachCarousels,
  settle,
} from "./helpers";

/**
 * Issue 22 item 1: the client logos are the owner's. An admin adds them with an upload, renames
 * them, moves them earlier or later with the keyboard and deletes them, from the dashboard menu,
 * on a phone (390 px) and on a laptop (1280 px); the home page shows them in that order. The demo
 * logos go with "Remove demo content"; with no logos the section is gone; with fewer than fit,
 * all are shown, still. One site per worker, with the demo content.
 */

process.env.AUTH_RATE_LIMIT ??= "1000";

const test = testWithAdminSite(
  (worker) => ({ name: "Logo Admin", email: `logo.admin.${worker}@example.com`, password: "Secret12" }),
  {},
  seedDemoContent,
);

/** The six invented brands the home page used to show as clients. */
const INVENTED_BRANDS = ["Greenleaf", "Northwind", "Lotus", "Bengal Foods", "Rivergate", "Orbit"];

/** The widths the issue names: a phone (the mobile project) and a laptop (the desktop one). */
const sizeFor = (viewport: { width: number } | null) => ({
  width: (viewport?.width ?? 1280) < 768 ? 390 : 1280,
  height: 900,
});

const logoFile = async (colour: string) => ({
  name: "logo.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 600, height: 240, channels: 4, background: colour } })
    .png()
    .toBuffer(),
});

/** The dashboard menu's link, opening the drawer first on a phone. */
async function openFromMenu(page: Page, label: string) {
  const menuButton = page.getByRole("button", { name: "Dashboard menu", exact: true });
  if ((await menuButton.getAttribute("aria-expanded")) === "false") await menuButton.click();
  await page
    .getByRole("navigation", { name: "Dashboard", exact: true })
    .getByRole("link", { name: label, exact: true })
    .click();
}

/** The names in the dashboard's list, in order. */
const listedNames = (page: Page) =>
  page.getByRole("table", { name: "All Client Logos" }).locator('tbody td[data-label="Name"]').allTextContents();

test("an admin adds a logo with an upload, renames it, moves it with the keyboard and deletes it; the home page follows", async ({
  browser,
  site,
  viewport,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, site, site.admin, { viewport: sizeFor(viewport) });
  const visitor = await browser.newPage({ baseURL: site.url, viewport: sizeFor(viewport) });
  try {
    const width = isMobile(page) ? "phone" : "laptop";
    const ours = `Padma Textiles (${width})`;
    await gotoHydrated(page, "/dashboard");
    await openFromMenu(page, "Add Client Logo");
    await expect(page.getByRole("heading", { level: 1, name: "Add Client Logo" })).toBeVisible();
    await page.getByRole("button", { name: "Add Logo" }).click();
    await expect(page.getByLabel("Company name *")).toHaveAccessibleDescription(/Company name is required$/);
    await expect(page.getByLabel("Logo image *")).toHaveAccessibleDescription(/The logo's image file is required/);
    await page.getByLabel("Company name *").fill(ours);
    await page.getByLabel("Logo image *").setInputFiles(await logoFile("#0f766e"));
    await expectNoAxeViolations(page);
    await expectFitsViewport(page, "add client logo");
    await page.getByRole("button", { name: "Add Logo" }).click();
    await closeAlert(page, "Client logo added successfully!");
    await expect(page.getByLabel("Company name *")).toHaveValue("");

    // The visitor's carousel stands still (a paused clock), so its order is the stored one.
    await installPausedClock(visitor);
    await visitor.goto("/");
    await expect(logoImages(visitor).last()).toHaveAttribute("alt", ours);
    const src = await logoImages(visitor).last().getAttribute("src");
    expect(src).toMatch(/^\/media\/[\w-]+\.webp$/);
    expect((await visitor.request.get(src!)).headers()["content-type"]).toBe("image/webp");

    await openFromMenu(page, "All Client Logos");
    await expect(page.getByRole("heading", { level: 1, name: "All Client Logos" })).toBeVisible();
    const before = await listedNames(page);
    expect(before.at(-1)).toBe(ours);
    await expectNoAxeViolations(page);
    await expectFitsViewport(page, "all client logos");

    // Keyboard only: to "Move … up", Enter, twice. Focus stays on the logo's button as it moves.
    const up = page.getByRole("button", { name: `Move ${ours} up`, exact: true });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => listedNames(page)).toEqual([...before.slice(0, -2), ours, before.at(-2)]);
    await expect(up).toBeFocused();
    await expect(
      page.getByRole("status").filter({ hasText: `${ours} is now number ${before.length - 1} of ${before.length}.` }),
    ).toBeAttached();
    await page.keyboard.press("Enter");
    await expect.poll(() => listedNames(page)).toEqual([...before.slice(0, -3), ours, ...before.slice(-3, -1)]);
    await expect(up).toBeFocused();
    // The order is stored: after a reload, and on the home page.
    await gotoHydrated(page, "/dashboard/allClientLogos");
    expect(await listedNames(page)).toEqual([...before.slice(0, -3), ours, ...before.slice(-3, -1)]);
    await visitor.reload();
    expect(await logoOrder(visitor)).toEqual([...before.slice(0, -3), ours, ...before.slice(-3, -1)]);

    // Rename, keeping the picture.
    await page.getByRole("button", { name: `Edit ${ours}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Client Logo" });
    await dialog.getByLabel("Company name").fill(`${ours} Ltd`);
    await dialog.getByRole("button", { name: "Update Logo" }).click();
    await expect(dialog).toBeHidden();
    await closeAlert(page, "Client logo updated successfully");
    await visitor.reload();
    await expect(
      visitor.getByTestId("logo-track").getByRole("img", { name: `${ours} Ltd`, exact: true }),
    ).toHaveAttribute("src", src!);

    await page.getByRole("button", { name: `Delete ${ours} Ltd`, exact: true }).click();
    await alertDialog(page).getByRole("button", { name: "Yes, delete it!" }).click();
    await closeAlert(page, "Deleted!");
    expect(await listedNames(page)).toEqual(before.slice(0, -1));
    await visitor.reload();
    await expect(visitor.getByTestId("logo-track").getByRole("img", { name: `${ours} Ltd`, exact: true })).toHaveCount(
      0,
    );
    expect((await visitor.request.get(src!)).status()).toBe(404);
  } finally {
    await visitor.close();
    await page.context().close();
  }
});

test("Remove demo content takes the demo logos: no invented brand, no logo section; a few logos of the owner's stand still, all shown", async ({
  browser,
  site,
  viewport,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, site, site.admin);
  const visitor = await (await browser.newContext({ baseURL: site.url, viewport: sizeFor(viewport) })).newPage();
  try {
    const removed = await admin.request.delete("/api/demo-content", { headers: { Origin: site.url } });
    expect(removed.status()).toBe(200);
    await visitor.goto("/");
    const main = visitor.getByRole("main");
    await expect(main.getByRole("heading", { name: "Latest Blogs" })).toBeVisible();
    for (const brand of INVENTED_BRANDS) await expect(main).not.toContainText(new RegExp(brand, "i"));
    expect(await logoOrder(visitor).catch(() => [])).toEqual([]);
    // What another test of this worker may have left, if it failed half-way.
    for (const logo of (await (await admin.request.get("/api/client-logos")).json()) as Array<{ _id: string }>) {
      expect(
        (await admin.request.delete(`/api/client-logos/${logo._id}`, { headers: { Origin: site.url } })).status(),
      ).toBe(200);
    }
    await visitor.reload();
    await expect(main.getByRole("heading", { name: "Trusted by growing businesses" })).toHaveCount(0);
    await expect(main.getByRole("region", { name: "Client logos" })).toHaveCount(0);

    // Two of the owner's logos: both shown, side by side, nothing moves, no Pause button.
    for (const [name, colour] of [
      ["Meghna Foods", "#b91c1c"],
      ["Karnaphuli Tea", "#0f766e"],
    ] as const) {
      const form = { name, image: await logoFile(colour) };
      expect(
        (await admin.request.post("/api/client-logos", { multipart: form, headers: { Origin: site.url } })).status(),
      ).toBe(200);
    }
    await installPausedClock(visitor);
    await gotoHydrated(visitor, "/");
    const carousel = visitor.getByRole("region", { name: "Client logos" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(logoImages(visitor)).toHaveCount(2);
    for (const name of ["Meghna Foods", "Karnaphuli Tea"])
      await expect(carousel.getByRole("img", { name })).toBeInViewport({ ratio: 1 });
    await expect(carousel.getByRole("button", { name: /client logos/ })).toHaveCount(0);
    await visitor.clock.runFor(9000);
    await settle(visitor);
    expect(await logoOrder(visitor)).toEqual(["Meghna Foods", "Karnaphuli Tea"]);
    // Centred under the heading.
    const [area, first, last] = await Promise.all([
      carousel.boundingBox(),
      logoImages(visitor).first().locator("xpath=..").boundingBox(),
      logoImages(visitor).last().locator("xpath=..").boundingBox(),
    ]);
    expect(Math.abs(first!.x - area!.x - (area!.x + area!.width - (last!.x + last!.width)))).toBeLessThan(2);
    // (axe needs the page's timers.)
    await visitor.clock.resume();
    await expectNoAxeViolations(visitor);

    // Four: more than a phone shows (3: they move every 3 s, with Pause), fewer than a laptop's 5 (all stand still, centred).
    for (const name of ["Padma Jute", "Teesta Travels"]) {
      expect(
        (
          await admin.request.post("/api/client-logos", {
            multipart: { name, image: await logoFile("#4338ca") },
            headers: { Origin: site.url },
          })
        ).status(),
      ).toBe(200);
    }
    const four = ["Meghna Foods", "Karnaphuli Tea", "Padma Jute", "Teesta Travels"];
    const again = await visitor.context().newPage();
    await installPausedClock(again);
    await gotoHydrated(again, "/");
    const moving = again.getByRole("region", { name: "Client logos" });
    await reachCarousels(again);
    expect(await logoOrder(again)).toEqual(four);
    await again.clock.runFor(3000);
    if (isMobile(again)) {
      await expect(moving.getByRole("button", { name: "Pause client logos" })).toBeVisible();
      await expect.poll(() => logoOrder(again)).toEqual([...four.slice(1), four[0]]);
    } else {
      await settle(again);
      await expect(moving.getByRole("button", { name: "Pause client logos" })).toBeHidden();
      expect(await logoOrder(again)).toEqual(four);
      for (const name of four) await expect(moving.getByRole("img", { name })).toBeInViewport({ ratio: 1 });
    }
  } finally {
    await visitor.context().close();
    await admin.context().close();
  }
});
