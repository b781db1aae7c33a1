import { expect, type Locator, type Page } from "@playwright/test";
import { CONTACT_FAILURE } from "#domain/contact";
import { testWithSitePage as test } from "./admin-site";
import {
  alertDialog,
  expectAlert,
  expectFitsViewport,
  expectNoAxeViolations,
  gotoHydrated,
  installPausedClock,
  logIn,
} from "./helpers";

/**
 * Issue 22 item 13: every alert and dialog looks like the site — its type, its colours, a small
 * icon, rounded like its cards — not like another product, with the spec's texts (§8) and timings
 * (§9) as they were; keyboard accessible (focus inside the dialog and kept there, Escape closes,
 * focus goes back to what opened it) and axe clean with the dialog open. At 390 px (phones) and
 * 1280 px. The Make Admin toast is in users-admin.spec.ts.
 *
 * One site per worker (fresh database, an admin made with the operator's script).
 */

process.env.AUTH_RATE_LIMIT ??= "1000";

const PASSWORD = "Secret12";

test.describe.configure({ mode: "parallel" });

let counter = 0;
const unique = (label: string) => `${label} ${process.pid}-${++counter}`;

/** What a dialog looks like, read in the page (self-contained: it runs there). */
function readLook(element: Element, [buttonName, colourVariable]: readonly [string, string]) {
  // A theme colour as the browser computes it (Tailwind's colours are variables of the theme).
  const resolve = (variable: string) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${variable})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  };
  const title = document.getElementById(element.getAttribute("aria-labelledby") ?? "")!;
  const buttons = [...element.querySelectorAll("button")];
  const named = buttons.find((b) => b.textContent?.trim() === buttonName)!;
  const icon = element.querySelector("svg");
  const box = element.getBoundingClientRect();
  return {
    titleFont: getComputedStyle(title).fontFamily,
    pageFont: getComputedStyle(document.body).fontFamily,
    titleColour: getComputedStyle(title).color,
    slate900: resolve("--color-slate-900"),
    titleSize: parseFloat(getComputedStyle(title).fontSize),
    buttonBackground: getComputedStyle(named).backgroundColor,
    expectedButton: resolve(colourVariable),
    buttonFont: getComputedStyle(named).fontFamily,
    smallestButton: Math.min(...buttons.map((b) => b.getBoundingClientRect().height)),
    radius: parseFloat(getComputedStyle(element).borderTopLeftRadius),
    iconHeight: icon ? icon.getBoundingClientRect().height : 0,
    inside:
      box.left >= 0 &&
      box.right <= document.documentElement.clientWidth &&
      box.top >= 0 &&
      box.bottom <= window.innerHeight,
  };
}

/**
 * The dialog looks like the site: the page's own typeface, a dark title (not grey), the site's
 * button colour (`buttonColour`: a CSS colour variable of the site's theme), corners as round as
 * the site's cards, a small icon, the site's heading size; and it fits the screen with buttons a
 * thumb can hit (44 px).
 */
async function expectSiteLook(dialog: Locator, { button, buttonColour }: { button: string; buttonColour: string }) {
  // Not hovered (a hovered button is a shade darker): the pointer goes to the corner, on the backdrop.
  await dialog.page().mouse.move(0, 0);
  const look = () => dialog.evaluate(readLook, [button, buttonColour] as const);
  // (The colour may still be on its way back from a hover.)
  const colours = async () => {
    const { buttonBackground, expectedButton } = await look();
    return buttonBackground === expectedButton ? "the site's" : `${buttonBackground}, not ${expectedButton}`;
  };
  await expect.poll(colours, { message: `"${button}" has the site's colour` }).toBe("the site's");
  const seen = await look();
  expect(seen.titleFont, "the title uses the page's typeface").toBe(seen.pageFont);
  expect(seen.buttonFont, "the buttons use the page's typeface").toBe(seen.pageFont);
  expect(seen.titleColour, "the title is the site's dark text, not grey").toBe(seen.slate900);
  expect(seen.titleSize, "the title is a dialog heading, not a banner").toBeLessThanOrEqual(24);
  expect(seen.radius, "corners as round as the site's cards").toBeGreaterThanOrEqual(16);
  expect(seen.iconHeight, "a small icon").toBeGreaterThan(0);
  expect(seen.iconHeight, "a small icon").toBeLessThanOrEqual(48);
  expect(seen.smallestButton, "buttons a thumb can hit").toBeGreaterThanOrEqual(44);
  expect(seen.inside, "the dialog is inside the screen").toBe(true);
}

const BRAND = "--color-brand-700";
const DANGER = "--color-rose-700";

/** Focus is inside the dialog, and Tab and Shift+Tab keep it there. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await inside(), "focus starts inside the dialog").toBe(true);
  for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await inside(), `focus stays inside after ${key}`).toBe(true);
  }
}

test('the login success alert: the site\'s look, "Login successful", closes by itself after exactly 1500 ms', async ({
  page,
  site,
}) => {
  await installPausedClock(page);
  await gotoHydrated(page, "/login?redirectTo=%2Fabout");
  await page.getByLabel("Email", { exact: true }).fill(site.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(site.admin.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/about");

  const dialog = await expectAlert(page, "Login successful");
  await expect(dialog.getByRole("button")).toHaveCount(0);
  const look = await dialog.evaluate((element) => ({
    font: getComputedStyle(document.getElementById(element.getAttribute("aria-labelledby") ?? "")!).fontFamily,
    page: getComputedStyle(document.body).fontFamily,
    radius: parseFloat(getComputedStyle(element).borderTopLeftRadius),
    icon: element.querySelector("svg")?.getBoundingClientRect().height ?? 0,
  }));
  expect(look.font).toBe(look.page);
  expect(look.radius).toBeGreaterThanOrEqual(16);
  expect(look.icon).toBeGreaterThan(0);
  expect(look.icon).toBeLessThanOrEqual(48);
  await page.clock.runFor(1499);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(2);
  await expect(alertDialog(page)).toHaveCount(0);
});

test('the sign-up success alert: the site\'s look, "Account created successfully!" with "Welcome aboard.", OK closes it', async ({
  page,
}) => {
  const name = unique("Sia Signup");
  await gotoHydrated(page, "/signup");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Photo URL", { exact: true }).fill("/images/about.svg");
  await page.getByLabel("Email", { exact: true }).fill(`${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");

  const dialog = await expectAlert(page, "Account created successfully!", "Welcome aboard.");
  await expectSiteLook(dialog, { button: "OK", buttonColour: BRAND });
  await expect(dialog.getByRole("button", { name: "OK", exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(alertDialog(page)).toHaveCount(0);
});

test("the contact failure alert: the site's look, the spec's text; Escape closes it and focus goes back to Send", async ({
  page,
}) => {
  // The contact page's action fails (its post; the page itself loads).
  await page.route("**/contact", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : route.fallback(),
  );
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("textbox", { name: "Name" }).fill("Fay Failure");
  await form.getByRole("textbox", { name: "Email" }).fill("fay@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Will this arrive?");
  const send = form.getByRole("button", { name: "Send Message" });
  await send.focus();
  await page.keyboard.press("Enter");

  const dialog = await expectAlert(page, "Message not sent", CONTACT_FAILURE);
  await expectSiteLook(dialog, { button: "OK", buttonColour: BRAND });
  await expectFocusTrapped(page, dialog);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(alertDialog(page)).toHaveCount(0);
  await expect(send).toBeFocused();
});

test('delete: "Are you sure?" in the site\'s look with focus on Cancel; Escape and Cancel keep the item and give focus back; confirmed, "Deleted!"', async ({
  page,
  site,
}) => {
  const title = unique("Dialog blog");
  await logIn(page, site.admin, { path: "/dashboard/allBlogs" });
  const created = await page.request.post("/api/blogs", {
    data: { title, description: "To be deleted.", image: "/images/blogs/blog-1.svg", tag: "", link: "" },
    headers: { Origin: site.url },
  });
  expect(created.status()).toBe(200);
  await gotoHydrated(page, "/dashboard/allBlogs");
  const row = page.getByRole("row").filter({ hasText: title });
  const remove = row.getByRole("button", { name: `Delete ${title}` });

  await remove.click();
  const confirm = await expectAlert(page, "Are you sure?", "This blog will be permanently deleted!");
  await expectSiteLook(confirm, { button: "Yes, delete it!", buttonColour: DANGER });
  await expect(confirm.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await expectFocusTrapped(page, confirm);
  await expectNoAxeViolations(page);
  await expectFitsViewport(page, "the confirmation", "dialog");
  // Modal: the page behind cannot be reached while it is open.
  expect(await confirm.evaluate((element) => element.matches(":modal"))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(alertDialog(page)).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(row).toHaveCount(1);

  await remove.click();
  await (await expectAlert(page, "Are you sure?")).getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(row).toHaveCount(1);

  await remove.click();
  await (
    await expectAlert(page, "Are you sure?")
  )
    .getByRole("button", { name: "Yes, delete it!", exact: true })
    .click();
  const deleted = await expectAlert(page, "Deleted!", "Blog has been removed.");
  await expectSiteLook(deleted, { button: "OK", buttonColour: BRAND });
  await expectNoAxeViolations(page);
  await deleted.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
  await expect(row).toHaveCount(0);
});

test("the Error dialog and a success alert: the site's look, the server's reason as text", async ({ page, site }) => {
  await logIn(page, site.admin, { path: "/dashboard/users" });
  await page
    .getByRole("row")
    .filter({ hasText: site.admin.email })
    .getByRole("button", { name: `Delete ${site.admin.name}` })
    .click();
  await (
    await expectAlert(page, "Are you sure?", "This action cannot be undone!")
  )
    .getByRole("button", { name: "Yes, delete it!" })
    .click();
  const error = await expectAlert(page, "Error", "You cannot delete your own account");
  await expectSiteLook(error, { button: "OK", buttonColour: BRAND });
  await expectNoAxeViolations(page);
  await error.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);

  await gotoHydrated(page, "/dashboard/addBlogs");
  await page.getByLabel("Blog Title").fill(unique("Alert blog"));
  await page.getByLabel("Blog Description").fill("A post to see the success alert.");
  await page.getByLabel("Image URL").fill("/images/blogs/blog-1.svg");
  await page.getByRole("button", { name: "Add Blog" }).click();
  const success = await expectAlert(page, "Blog added successfully");
  await expectSiteLook(success, { button: "OK", buttonColour: BRAND });
  await success.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
});
