import { expect, type Page } from "@playwright/test";
import { signedInPage, test } from "./admin-site";
import {
  alertDialog,
  closeAlert,
  expectFitsViewport,
  expectNoAxeViolations,
  gotoHydrated,
  installPausedClock,
  isMobile,
  logoFile,
  logoImages,
  logoOrder,
} from "./helpers";

/**
 * Issue 22 item 1: the client logos are the owner's. An admin adds them with an upload, renames
 * them, moves them earlier or later with the keyboard and deletes them, from the dashboard menu,
 * on a phone (390 px) and on a laptop (1280 px); the home page shows them in that order. On the
 * worker's shared site (the demo content): the test's logo has a name of its own and is deleted
 * at its end. That "Remove demo content" takes the demo logos, that with no logos the section is
 * gone and that fewer than fit stand still is first-run.spec's (a site whose demo content is gone).
 */

/** The widths the issue names: a phone (the mobile project) and a laptop (the desktop one). */
const sizeFor = (viewport: { width: number } | null) => ({
  width: (viewport?.width ?? 1280) < 768 ? 390 : 1280,
  height: 900,
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
