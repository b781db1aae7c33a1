import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import sharp from "sharp";
import { VIDEO_URL_MESSAGE } from "../../domain/content-input";
import { startSiteWithAdmin } from "../support/site-server";
import { type AdminSite, testWithAdminSite } from "./admin-site";
import { alertDialog, expectNoAxeViolations, gotoHydrated, installPausedClock, isMobile, logIn } from "./helpers";

/**
 * The admin dashboard (spec §2 Dashboard, §4, §8): every page's literal texts, create → list →
 * public page, edit, delete with its confirmation, Make Admin, the team upload, the side menu,
 * what a non-admin sees, and axe on every page at 375 and 1280 px.
 *
 * Each worker runs its own site (fresh database, no demo content) with one admin made by
 * scripts/create-admin.js, so tests can add and delete freely.
 */

// Every test signs in from 127.0.0.1; the default limit (10 per minute) is for real clients.
process.env.AUTH_RATE_LIMIT ??= "1000";

const PASSWORD = "Secret12";

const adminAccount = (label: string) => ({
  name: "Ada Admin",
  email: `admin.${label}@example.com`,
  password: PASSWORD,
});
/** Starts a site on a fresh database and makes its admin with the operator's script. */
const startAdminSite = (label: string) => startSiteWithAdmin(adminAccount(label));
/** Each worker's site has its own admin; `admin` is a page on that site, not yet signed in. */
const test = testWithAdminSite((worker) => adminAccount(`w${worker}`)).extend<{ admin: Page }>({
  admin: async ({ sitePage }, provide) => provide(sitePage),
});

test.describe.configure({ mode: "parallel" });

let counter = 0;
/** A name no other test of this worker uses. */
function unique(testInfo: TestInfo, label: string): string {
  counter++;
  return `${label} ${testInfo.project.name} ${testInfo.workerIndex}-${counter}`;
}

const toast = (page: Page) => page.getByRole("status").filter({ hasText: "is now an Admin!" });
const menuButton = (page: Page) => page.getByRole("button", { name: "Dashboard menu", exact: true });
const dashboardNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard", exact: true });
const menuPanel = (page: Page) => page.getByTestId("dashboard-menu");
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** A signed-in non-admin in a browser context of its own. */
async function signedUpUser(
  browser: Browser,
  site: AdminSite,
  name: string,
  viewport: { width: number; height: number } | null,
) {
  const account = { name, email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`, password: PASSWORD };
  const context = await browser.newContext({ baseURL: site.url, viewport });
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { ...account, image: "/images/placeholder-avatar.svg" },
    headers: { Origin: site.url },
  });
  expect(res.status(), `sign-up of ${account.email}: ${await res.text()}`).toBe(200);
  return { account, context };
}

/** Same-origin JSON write through the REST API with the page's cookies (to prepare data). */
async function apiPost(request: APIRequestContext, site: AdminSite, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: { Origin: site.url } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as { insertedId: string };
}

/** "Are you sure?" with the type's text → "Yes, delete it!" → "Deleted!" with the type's text → OK. */
async function confirmDeletion(page: Page, confirmText: string, deletedText: string) {
  const dialog = alertDialog(page);
  await expect(dialog).toHaveAccessibleName("Are you sure?");
  await expect(dialog).toHaveAccessibleDescription(confirmText);
  await dialog.getByRole("button", { name: "Yes, delete it!", exact: true }).click();
  await expect(dialog).toHaveAccessibleName("Deleted!");
  await expect(dialog).toHaveAccessibleDescription(deletedText);
  await dialog.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
}

/** A success alert with `title`, closed with OK. */
async function expectSuccess(page: Page, title: string) {
  const dialog = alertDialog(page);
  await expect(dialog).toHaveAccessibleName(title);
  await dialog.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
}

async function columnHeaders(table: Locator): Promise<string[]> {
  return table.getByRole("columnheader").allTextContents();
}

/** The text under a field (its aria-describedby). */
async function expectMessageUnder(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(" ")
      .filter(Boolean)
      .map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
}

async function pngFile(colour = "#4338ca") {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name: "portrait.png", mimeType: "image/png", buffer };
}

/** The spec's admin menu (plus the client logos after the members, the contact inbox and the activity log before Profile, and the site settings after it), in order. */
const MENU = [
  ["Home", "/"],
  ["Users", "/dashboard/users"],
  ["Add Blog", "/dashboard/addBlogs"],
  ["All Blogs", "/dashboard/allBlogs"],
  ["Add Review", "/dashboard/addReviews"],
  ["All Reviews", "/dashboard/allReviews"],
  ["Add Review Video", "/dashboard/addReviewVideo"],
  ["All Review Videos", "/dashboard/allReviewVideos"],
  ["Add Member", "/dashboard/addMember"],
  ["All Members", "/dashboard/allMembers"],
  ["Add Client Logo", "/dashboard/addClientLogo"],
  ["All Client Logos", "/dashboard/allClientLogos"],
  ["Messages", "/dashboard/messages"],
  ["Activity Log", "/dashboard/activity"],
  ["Profile", "/dashboard/profile"],
  ["Settings", "/dashboard/settings"],
] as const;

const ADMIN_PAGES = [
  ["/dashboard/users", "All Users"],
  ["/dashboard/addBlogs", "Add a New Blog"],
  ["/dashboard/allBlogs", "All Blogs"],
  ["/dashboard/addReviews", "Add a Review"],
  ["/dashboard/allReviews", "All Reviews"],
  ["/dashboard/addReviewVideo", "Add Client Review Video"],
  ["/dashboard/allReviewVideos", "All Review Videos"],
  ["/dashboard/addMember", "Add Team Member"],
  ["/dashboard/allMembers", "All Team Members"],
  ["/dashboard/addClientLogo", "Add Client Logo"],
  ["/dashboard/allClientLogos", "All Client Logos"],
  ["/dashboard/messages", "Messages"],
  ["/dashboard/activity", "Activity Log"],
  ["/dashboard/settings", "Site Settings"],
] as const;

// ---------------------------------------------------------------------------------------------
// Layout: greeting, menu, collapse
// ---------------------------------------------------------------------------------------------

test("a visitor who is not signed in is sent to log in and comes back", async ({ admin, site }) => {
  const response = await admin.goto("/dashboard/allBlogs");
  expect(response?.status()).toBe(200);
  await expect(admin).toHaveURL(`${site.url}/login?redirectTo=%2Fdashboard%2FallBlogs`);
});

test("the layout greets the admin and lists the 16 menu links in order; /dashboard is an overview", async ({
  admin,
  site,
}) => {
  await logIn(admin, site.admin);
  await expect(admin.getByText("Hey, Ada Admin! Welcome to your Dashboard.", { exact: true })).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(admin.getByRole("link", { name: /Users$/ }).filter({ hasText: /^\d+Users$/ })).toHaveAttribute(
    "href",
    "/dashboard/users",
  );

  // Open by default on desktop; a drawer that starts closed on a phone.
  if (isMobile(admin)) {
    await expect(menuPanel(admin)).toBeHidden();
    await expect(menuButton(admin)).toHaveAttribute("aria-expanded", "false");
    await menuButton(admin).click();
  }
  await expect(menuPanel(admin)).toBeVisible();
  await expect(menuButton(admin)).toHaveAttribute("aria-expanded", "true");
  const links = await dashboardNav(admin)
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim() ?? "", a.getAttribute("href") ?? ""]));
  expect(links).toEqual(MENU.map(([name, href]) => [name, href]));
});

test(
  "the side menu collapses and opens with the top button and with a click on the menu list",
  { tag: "@desktop" },
  async ({ admin, site }) => {
    await logIn(admin, site.admin, { path: "/dashboard/users" });
    const toggle = menuButton(admin);
    await expect(menuPanel(admin)).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-controls", /.+/);

    await toggle.click();
    await expect(menuPanel(admin)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The content takes the freed width.
    await expect(admin.getByRole("main")).toHaveJSProperty("offsetLeft", 0);

    await toggle.click();
    await expect(menuPanel(admin)).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    // A click on the list (here: a link) toggles it too, and the link navigates.
    await dashboardNav(admin).getByRole("link", { name: "All Blogs", exact: true }).click();
    await expect(admin).toHaveURL(`${site.url}/dashboard/allBlogs`);
    await expect(admin.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    await expect(menuPanel(admin)).toBeHidden();
    await toggle.click();
    await expect(dashboardNav(admin).getByRole("link", { name: "All Blogs", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
);

test(
  "on a phone the menu is a drawer over the content: closed at first, closes on a choice and on Escape",
  { tag: "@mobile" },
  async ({ admin, site }) => {
    await logIn(admin, site.admin, { path: "/dashboard/users" });
    const toggle = menuButton(admin);
    await expect(menuPanel(admin)).toBeHidden();

    await toggle.click();
    const panel = menuPanel(admin);
    await expect(panel).toBeVisible();
    // Over the content (not pushing it aside), from the left edge.
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    await expect(admin.getByRole("main")).toHaveJSProperty("offsetLeft", 0);
    await expect(admin.getByRole("button", { name: "Close dashboard menu" })).toBeFocused();

    await dashboardNav(admin).getByRole("link", { name: "Add Review Video", exact: true }).click();
    await expect(admin).toHaveURL(`${site.url}/dashboard/addReviewVideo`);
    await expect(admin.getByRole("heading", { level: 1, name: "Add Client Review Video" })).toBeVisible();
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await admin.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await admin.getByRole("button", { name: "Close dashboard menu" }).click();
    await expect(panel).toBeHidden();
  },
);

test("after login the dashboard arrives with the role known: the greeting and the menu at once, never 'Loading dashboard...'", async ({
  admin,
  site,
}) => {
  // The role comes with the page (read from the database by the server), not from a call after it:
  // a role lookup held back changes nothing the visitor sees.
  const roleLookups: string[] = [];
  await admin.route("**/api/users/role?*", (route) => {
    roleLookups.push(route.request().url());
    return route.abort();
  });
  const firstHtml = admin.waitForResponse(
    (response) => new URL(response.url()).pathname === "/dashboard" && response.request().resourceType() === "document",
  );
  await gotoHydrated(admin, "/login?redirectTo=%2Fdashboard");
  await admin.getByLabel("Email", { exact: true }).fill(site.admin.email);
  await admin.getByLabel("Password", { exact: true }).fill(site.admin.password);
  await admin.getByRole("button", { name: "Login", exact: true }).click();
  await expect(admin).toHaveURL(`${site.url}/dashboard`);
  const html = await (await firstHtml).text();
  expect(html).toContain("Welcome to your Dashboard.");
  expect(html).not.toContain("Loading dashboard...");
  await expect(admin.getByText("Hey, Ada Admin! Welcome to your Dashboard.", { exact: true })).toBeVisible();
  // (Counted in the DOM: on a phone the menu is a closed drawer.)
  await expect(menuPanel(admin).locator("nav a")).toHaveCount(MENU.length);
  await expect(admin.getByText("Loading dashboard...", { exact: true })).toHaveCount(0);
  expect(roleLookups).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Non-admins
// ---------------------------------------------------------------------------------------------

test("a signed-in non-admin sees the greeting and an empty menu, and every admin page answers 403", async ({
  browser,
  site,
  viewport,
}, testInfo) => {
  const name = unique(testInfo, "Nora Normal");
  const { context } = await signedUpUser(browser, site, name, viewport);
  try {
    const page = await context.newPage();
    await gotoHydrated(page, "/dashboard");
    await expect(page.getByText(`Hey, ${name}! Welcome to your Dashboard.`, { exact: true })).toBeVisible();
    if (isMobile(page)) await menuButton(page).click();
    await expect(dashboardNav(page)).toBeVisible();
    await expect(dashboardNav(page).getByRole("link")).toHaveCount(0);
    await expect(dashboardNav(page)).toContainText("The dashboard tools are for administrators.");
    await expect(page.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/dashboard/profile");

    for (const [path] of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Administrators only" })).toBeVisible();
    }
    // The profile stays theirs.
    expect((await page.goto("/dashboard/profile"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
  } finally {
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Users: Make Admin, delete
// ---------------------------------------------------------------------------------------------

test("Make Admin shows the toast for 1.5 s and the role counts for that user at once; delete asks first", async ({
  admin,
  browser,
  site,
  viewport,
}, testInfo) => {
  const name = unique(testInfo, "Uma User");
  const user = await signedUpUser(browser, site, name, viewport);
  const doomed = await signedUpUser(browser, site, unique(testInfo, "Dee Lete"), viewport);
  try {
    expect((await user.context.request.get("/dashboard/users")).status()).toBe(403);

    await installPausedClock(admin);
    await logIn(admin, site.admin, { path: "/dashboard/users", pausedClock: true });
    const table = admin.getByRole("table", { name: "Users" });
    expect(await columnHeaders(table)).toEqual(["#", "Name", "Email", "Role", "Action"]);
    await expect(row(admin, site.admin.email).getByText("Admin", { exact: true })).toBeVisible();
    await expect(row(admin, site.admin.email).getByRole("button", { name: /Make Admin/ })).toHaveCount(0);
    await expect(row(admin, site.admin.email).getByRole("button", { name: `Delete ${site.admin.name}` })).toBeVisible();

    const userRow = row(admin, user.account.email);
    await expect(userRow).toContainText(name);
    await expect(userRow.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
    await userRow.getByRole("button", { name: /Make Admin/ }).click();
    // It asks first (tests/e2e/users-admin.spec.ts checks the question and Cancel).
    await alertDialog(admin).getByRole("button", { name: "Make Admin", exact: true }).click();

    const promoted = toast(admin);
    await expect(promoted).toBeVisible();
    await expect(promoted).toHaveText(`${name} is now an Admin!`);
    await expect(promoted.getByRole("button")).toHaveCount(0);
    // The list was read again: the row now shows the Admin label.
    await expect(userRow.getByText("Admin", { exact: true })).toBeVisible();
    await expect(userRow.getByRole("button", { name: /Make Admin/ })).toHaveCount(0);
    await admin.clock.runFor(1400);
    await expect(promoted).toBeVisible();
    await admin.clock.runFor(101);
    await expect(promoted).toBeHidden();
    await admin.clock.resume();

    // The promoted user's existing session is an admin's now (the role is read on every request).
    expect((await user.context.request.get("/dashboard/users")).status()).toBe(200);

    // Delete: the confirmation first; Cancel keeps the user.
    const doomedRow = row(admin, doomed.account.email);
    await doomedRow.getByRole("button", { name: `Delete ${doomed.account.name}` }).click();
    await expect(alertDialog(admin)).toHaveAccessibleDescription("This action cannot be undone!");
    await alertDialog(admin).getByRole("button", { name: "Cancel" }).click();
    await expect(alertDialog(admin)).toHaveCount(0);
    await expect(doomedRow).toHaveCount(1);

    await doomedRow.getByRole("button", { name: `Delete ${doomed.account.name}` }).click();
    await confirmDeletion(admin, "This action cannot be undone!", "User has been removed.");
    await expect(doomedRow).toHaveCount(0);
    expect((await doomed.context.request.get("/dashboard")).url()).toContain("/login");

    // Deleting yourself is refused, with the server's reason.
    await row(admin, site.admin.email)
      .getByRole("button", { name: `Delete ${site.admin.name}` })
      .click();
    await alertDialog(admin).getByRole("button", { name: "Yes, delete it!" }).click();
    await expect(alertDialog(admin)).toHaveAccessibleName("Error");
    await expect(alertDialog(admin)).toHaveAccessibleDescription("You cannot delete your own account");
  } finally {
    await user.context.close();
    await doomed.context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Blogs
// ---------------------------------------------------------------------------------------------

test("blogs: the form's labels and messages, create → list and /blogs, edit in a modal, delete", async ({
  admin,
  site,
  request,
}, testInfo) => {
  const title = unique(testInfo, "Blog on branding");
  await logIn(admin, site.admin, { path: "/dashboard/addBlogs" });
  await expect(admin.getByRole("heading", { level: 1, name: "Add a New Blog" })).toBeVisible();
  const form = {
    title: admin.getByLabel("Blog Title"),
    description: admin.getByLabel("Blog Description"),
    image: admin.getByLabel("Image URL"),
    tag: admin.getByLabel("Tag"),
    link: admin.getByLabel("External link (optional)"),
  };
  await expect(form.description).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(form.tag).toHaveAttribute("placeholder", "SEO, Branding");

  // Title, description and image are required (spec §5); tag and link are not.
  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expectMessageUnder(form.title, "Title is required");
  await expectMessageUnder(form.description, "Description is required");
  await expectMessageUnder(form.image, "Image URL is required");
  await expect(form.tag).not.toHaveAttribute("aria-invalid", "true");

  // A refusal by the server: the Error dialog, and its field message under the field.
  await form.title.fill(title);
  await form.description.fill("How a clear brand wins clients.");
  await form.image.fill(`${site.url}/images/about.svg`);
  await form.tag.fill("Branding");
  await admin.route(
    "**/api/blogs",
    (route) =>
      route.fulfill({ status: 400, json: { error: "Invalid request", fields: { link: "The link is not reachable" } } }),
    { times: 1 },
  );
  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expect(alertDialog(admin)).toHaveAccessibleName("Error");
  await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to add blog");
  await alertDialog(admin).getByRole("button", { name: "OK" }).click();
  await expectMessageUnder(form.link, "The link is not reachable");
  await expect(form.title).toHaveValue(title);

  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expectSuccess(admin, "Blog added successfully");
  // The form is empty again.
  for (const field of Object.values(form)) await expect(field).toHaveValue("");

  // In the list, with the creator's e-mail set by the server.
  await gotoHydrated(admin, "/dashboard/allBlogs");
  await expect(admin.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
  const table = admin.getByRole("table", { name: "All Blogs" });
  expect(await columnHeaders(table)).toEqual(["#", "Title", "Tag", "Email", "Action"]);
  const blogRow = row(admin, title);
  await expect(blogRow.getByRole("cell")).toHaveText([/^\d+$/, title, "Branding", site.admin.email, ""]);

  // On the public page, for visitors too (no stale cached page).
  expect(await (await request.get(`${site.url}/blogs`)).text()).toContain(title);

  // Edit in a modal.
  await blogRow.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Blog" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Blog Title")).toHaveValue(title);
  const edited = `${title} (edited)`;
  await dialog.getByLabel("Blog Title").fill(edited);
  await dialog.getByLabel("Tag").fill("SEO");
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSuccess(admin, "Blog updated successfully");
  const editedRow = row(admin, edited);
  await expect(editedRow.getByRole("cell").nth(2)).toHaveText("SEO");
  expect(await (await request.get(`${site.url}/blogs`)).text()).toContain(edited);

  // Escape closes the modal without saving.
  await editedRow.getByRole("button", { name: `Edit ${edited}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Blog Title").fill("Not saved");
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row(admin, "Not saved")).toHaveCount(0);

  await editedRow.getByRole("button", { name: `Delete ${edited}` }).click();
  await confirmDeletion(admin, "This blog will be permanently deleted!", "Blog has been removed.");
  await expect(row(admin, edited)).toHaveCount(0);
  expect(await (await request.get(`${site.url}/blogs`)).text()).not.toContain(edited);

  // The activity log names who did what.
  await gotoHydrated(admin, "/dashboard/activity");
  const log = admin.getByRole("table", { name: "Activity log" });
  expect(await columnHeaders(log)).toEqual(["When", "Who", "Action", "What"]);
  const entries = log.getByRole("row").filter({ hasText: site.admin.email });
  await expect(entries.filter({ hasText: "Created" }).filter({ hasText: `Blog: ${title}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: "Updated" }).filter({ hasText: `Blog: ${edited}` })).toHaveCount(1);
  // Newest first: the deletion is on top.
  await expect(entries.first().getByRole("cell")).toHaveText([
    /^\d{1,2} \w{3} \d{4}, \d\d:\d\d \(Dhaka time\)$/,
    site.admin.email,
    "Deleted",
    /^Blog: /,
  ]);
});

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

test("reviews: the form starts empty, create → list and home, edit, delete", async ({
  admin,
  site,
  request,
}, testInfo) => {
  const role = unique(testInfo, "CEO of Brand");
  await logIn(admin, site.admin, { path: "/dashboard/addReviews" });
  await expect(admin.getByRole("heading", { level: 1, name: "Add a Review" })).toBeVisible();
  const form = {
    name: admin.getByLabel("Your Name"),
    role: admin.getByLabel("Your Position"),
    image: admin.getByLabel("Client Image URL"),
    logo: admin.getByLabel("Company Logo URL"),
    feedback: admin.getByLabel("Your Feedback"),
  };
  // The client's review: nothing comes from the admin's own account (issue 22 item 14).
  await expect(form.name).toHaveValue("");
  await expect(form.image).toHaveValue("");
  await expect(form.role).toHaveAttribute("placeholder", "CEO of Brand");
  await expect(form.feedback).toHaveJSProperty("tagName", "TEXTAREA");

  await admin.getByRole("button", { name: "Submit Review" }).click();
  await expectMessageUnder(form.name, "Name is required");
  await expectMessageUnder(form.role, "Position is required");
  await expectMessageUnder(form.image, "Client image URL is required");
  await expectMessageUnder(form.logo, "Company logo URL is required");
  await expectMessageUnder(form.feedback, "Feedback is required");

  await form.name.fill("Rafi Rahman");
  await form.role.fill(role);
  await form.image.fill(`${site.url}/images/placeholder-avatar.svg`);
  await form.logo.fill(`${site.url}/images/logo.svg`);
  await form.feedback.fill("They shipped our shop in two weeks.");

  await admin.route(
    "**/api/reviews",
    (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }),
    { times: 1 },
  );
  await admin.getByRole("button", { name: "Submit Review" }).click();
  await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to submit review");
  await alertDialog(admin).getByRole("button", { name: "OK" }).click();

  await admin.getByRole("button", { name: "Submit Review" }).click();
  await expectSuccess(admin, "Review submitted successfully!");
  await expect(form.role).toHaveValue("");
  await expect(form.feedback).toHaveValue("");

  await gotoHydrated(admin, "/dashboard/allReviews");
  const table = admin.getByRole("table", { name: "All Reviews" });
  expect(await columnHeaders(table)).toEqual(["#", "Reviewer", "Feedback", "Action"]);
  const reviewRow = row(admin, role);
  await expect(reviewRow).toContainText("Rafi Rahman");
  await expect(reviewRow).toContainText("They shipped our shop in two weeks.");
  await expect(reviewRow.locator("img")).toHaveAttribute("src", `${site.url}/images/placeholder-avatar.svg`);
  expect(await (await request.get(`${site.url}/`)).text()).toContain(role);

  await reviewRow.getByRole("button", { name: "Edit review by Rafi Rahman" }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Review" });
  await dialog.getByLabel("Your Feedback").fill("Fast, friendly and on budget.");
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSuccess(admin, "Review updated successfully");
  await expect(reviewRow).toContainText("Fast, friendly and on budget.");

  await reviewRow.getByRole("button", { name: "Delete review by Rafi Rahman" }).click();
  await confirmDeletion(admin, "This review will be permanently deleted!", "The review has been removed.");
  await expect(row(admin, role)).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Review videos
// ---------------------------------------------------------------------------------------------

test("review videos: create → list with a click-to-load 160×90 preview and home, edit, delete", async ({
  admin,
  site,
  request,
}, testInfo) => {
  const title = unique(testInfo, "Client story");
  const external: string[] = [];
  await admin.route(
    (url) => url.origin !== site.url,
    (route) => {
      external.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  await logIn(admin, site.admin, { path: "/dashboard/addReviewVideo" });
  await expect(admin.getByRole("heading", { level: 1, name: "Add Client Review Video" })).toBeVisible();
  const videoTitle = admin.getByLabel("Video Title");
  const videoUrl = admin.getByLabel("YouTube Video Link");

  await videoTitle.fill(title);
  // A channel's address is not a video.
  await videoUrl.fill("https://www.youtube.com/@SkylineIT");
  await admin.getByRole("button", { name: "Add Video" }).click();
  await expectMessageUnder(videoUrl, VIDEO_URL_MESSAGE);

  await videoUrl.fill("https://www.youtube.com/embed/dQw4w9WgXcQ");
  await admin.getByRole("button", { name: "Add Video" }).click();
  await expectSuccess(admin, "Video review added successfully!");
  await expect(videoTitle).toHaveValue("");
  await expect(videoUrl).toHaveValue("");

  await gotoHydrated(admin, "/dashboard/allReviewVideos");
  const table = admin.getByRole("table", { name: "All Review Videos" });
  expect(await columnHeaders(table)).toEqual(["#", "Title", "Preview", "Action"]);
  const videoRow = row(admin, title);
  const play = videoRow.getByRole("button", { name: `Play video: ${title}` });
  const box = await play.boundingBox();
  expect(box?.width).toBeCloseTo(160, 0);
  expect(box?.height).toBeCloseTo(90, 0);
  expect(external.filter((url) => url.includes("youtube"))).toEqual([]);
  await play.click();
  await expect(videoRow.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?autoplay=1$/,
  );
  expect(await (await request.get(`${site.url}/`)).text()).toContain(title);

  await videoRow.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Video" });
  const renamed = `${title} (renamed)`;
  await dialog.getByLabel("Video Title").fill(renamed);
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSuccess(admin, "Video updated successfully");
  await expect(row(admin, renamed)).toHaveCount(1);

  await row(admin, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  await confirmDeletion(admin, "This video will be permanently deleted!", "The video has been removed.");
  await expect(row(admin, renamed)).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Team members
// ---------------------------------------------------------------------------------------------

test("team: upload with progress → list and /about; the edit modal keeps the old image; delete", async ({
  admin,
  site,
  request,
}, testInfo) => {
  const name = unique(testInfo, "Tanvir Hasan");
  await logIn(admin, site.admin, { path: "/dashboard/addMember" });
  await expect(admin.getByRole("heading", { level: 1, name: "Add Team Member" })).toBeVisible();
  const form = {
    name: admin.getByLabel("Full Name"),
    position: admin.getByLabel("Position"),
    image: admin.getByLabel("Profile Image"),
    facebook: admin.getByLabel("Facebook URL"),
    github: admin.getByLabel("GitHub URL"),
    linkedin: admin.getByLabel("LinkedIn URL"),
  };
  await expect(form.image).toHaveAttribute("type", "file");
  await expect(form.image).toHaveAttribute("accept", "image/*");

  await admin.getByRole("button", { name: "Add Member" }).click();
  await expectMessageUnder(form.name, "Full name is required");
  await expectMessageUnder(form.position, "Position is required");
  await expectMessageUnder(form.image, "Profile image is required");

  await form.name.fill(name);
  await form.position.fill("Laravel Developer");
  await form.image.setInputFiles(await pngFile());
  await form.github.fill("https://github.com/tanvir");

  // The server's field messages show under the fields, with the Error dialog.
  await admin.route(
    "**/api/team",
    (route) =>
      route.fulfill({
        status: 400,
        json: { error: "Invalid request", fields: { image: "The file is not a valid image" } },
      }),
    { times: 1 },
  );
  await admin.getByRole("button", { name: "Add Member" }).click();
  await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to add member");
  await alertDialog(admin).getByRole("button", { name: "OK" }).click();
  await expectMessageUnder(form.image, "The file is not a valid image");

  // Upload progress shows while the request is under way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await admin.route(
    "**/api/team",
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  const posted = admin.waitForRequest((req) => req.url().endsWith("/api/team") && req.method() === "POST");
  await admin.getByRole("button", { name: "Add Member" }).click();
  await expect(admin.getByRole("progressbar", { name: /Uploading/ })).toBeVisible();
  const body = (await posted).postDataBuffer()?.toString("latin1") ?? "";
  expect(body).toMatch(/name="image"; filename="portrait\.png"\r\nContent-Type: image\/png/);
  expect(body).toContain(`name="name"\r\n\r\n${name}\r\n`);
  release();
  await expectSuccess(admin, "Team member added successfully!");
  await expect(admin.getByRole("progressbar")).toHaveCount(0);
  await expect(form.name).toHaveValue("");
  await expect(form.image).toHaveValue("");

  await gotoHydrated(admin, "/dashboard/allMembers");
  const table = admin.getByRole("table", { name: "All Team Members" });
  expect(await columnHeaders(table)).toEqual(["#", "Image", "Name", "Position", "Actions"]);
  const memberRow = row(admin, name);
  await expect(memberRow).toContainText("Laravel Developer");
  const photo = memberRow.getByRole("img", { name: `Photo of ${name}` });
  const imagePath = (await photo.getAttribute("src")) ?? "";
  expect(imagePath).toMatch(/^\/media\//);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const about = await (await request.get(`${site.url}/about`)).text();
  expect(about).toContain(name);
  expect(about).toContain(imagePath);

  // Edit without a new file: the old image path is sent, the modal closes after the update.
  await memberRow.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Team Member" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
  await expect(dialog.getByLabel("GitHub URL")).toHaveValue("https://github.com/tanvir");
  await dialog.getByLabel("Position").fill("Lead Developer");
  const put = admin.waitForRequest((req) => req.method() === "PUT" && req.url().includes("/api/team/"));
  await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
  expect((await put).postDataBuffer()?.toString("latin1")).toContain(`name="image"\r\n\r\n${imagePath}\r\n`);
  await expect(dialog).toBeHidden();
  await expectSuccess(admin, "Member updated successfully");
  await expect(memberRow).toContainText("Lead Developer");
  await expect(photo).toHaveAttribute("src", imagePath);

  // A failed update keeps the modal open, with the Error dialog inside it.
  await memberRow.getByRole("button", { name: `Edit ${name}` }).click();
  await admin.route(
    "**/api/team/*",
    (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }),
    { times: 1 },
  );
  await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
  await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to update member");
  await alertDialog(admin).getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeVisible();

  // With a new file, the image changes.
  await dialog.getByLabel("New Profile Image (optional)").setInputFiles(await pngFile("#0f766e"));
  await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSuccess(admin, "Member updated successfully");
  await expect(photo).not.toHaveAttribute("src", imagePath);

  await memberRow.getByRole("button", { name: `Delete ${name}` }).click();
  await confirmDeletion(admin, "This member will be deleted!", "Team member removed.");
  await expect(row(admin, name)).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Empty states, on a site of its own
// ---------------------------------------------------------------------------------------------

test("the lists' empty states", async ({ browser, viewport }, testInfo) => {
  test.setTimeout(120_000);
  const site = await startAdminSite(`empty.${testInfo.project.name}`);
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ baseURL: site.url, viewport });
    const page = await context.newPage();
    await logIn(page, site.admin, { path: "/dashboard/allReviews" });
    await expect(page.getByText("No reviews found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allReviewVideos");
    await expect(page.getByText("No review videos found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allMembers");
    await expect(page.getByText("No members found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allBlogs");
    await expect(page.getByText("No blogs available yet.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context?.close();
    await site.stop();
  }
});

// ---------------------------------------------------------------------------------------------
// Accessibility: every dashboard page, at this project's width
// ---------------------------------------------------------------------------------------------

/** A row of each kind, so the list pages are checked with rows in their tables. */
async function addOneOfEach(admin: Page, site: AdminSite, label: string) {
  await apiPost(admin.request, site, "/api/blogs", {
    title: `${label} blog`,
    description: "Text",
    image: `${site.url}/images/about.svg`,
    tag: "SEO",
    link: "",
  });
  await apiPost(admin.request, site, "/api/reviews", {
    name: `${label} reviewer`,
    role: "CEO of Brand",
    image: `${site.url}/images/placeholder-avatar.svg`,
    logo: `${site.url}/images/logo.svg`,
    feedback: "Great.",
  });
  await apiPost(admin.request, site, "/api/review-videos", {
    title: `${label} video`,
    videoUrl: "https://www.youtube.com/embed/dQw4w9WgXcQ",
  });
  const team = await admin.request.post("/api/team", {
    multipart: {
      name: `${label} member`,
      position: "Designer",
      facebook: "",
      github: "",
      linkedin: "",
      image: await pngFile(),
    },
    headers: { Origin: site.url },
  });
  expect(team.status(), await team.text()).toBe(200);
}

// A few pages per test, so a busy machine never pushes one long test past its timeout.
const AXE_PAGES = ["/dashboard", ...ADMIN_PAGES.map(([p]) => p), "/dashboard/profile"];
const AXE_PAGE_GROUPS = Array.from({ length: Math.ceil(AXE_PAGES.length / 4) }, (_, i) =>
  AXE_PAGES.slice(i * 4, i * 4 + 4),
);

for (const paths of AXE_PAGE_GROUPS) {
  test(`no axe violations, with rows in the tables: ${paths.join(", ")}`, async ({ admin, site }, testInfo) => {
    await logIn(admin, site.admin);
    await addOneOfEach(admin, site, unique(testInfo, "Axe"));
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await gotoHydrated(admin, path);
        expect(response?.status()).toBe(200);
        await expectNoAxeViolations(admin, { soft: true });
      });
    }
  });
}

test("no axe violations in the add form's errors, the Edit Team Member modal and the open menu", async ({
  admin,
  site,
}, testInfo) => {
  const label = unique(testInfo, "Axe");
  await logIn(admin, site.admin);
  await addOneOfEach(admin, site, label);

  await test.step("the add form with its error messages", async () => {
    await gotoHydrated(admin, "/dashboard/addMember");
    await admin.getByRole("button", { name: "Add Member" }).click();
    await expect(admin.getByText("Profile image is required")).toBeVisible();
    await expectNoAxeViolations(admin, { soft: true });
  });

  await test.step("the Edit Team Member modal", async () => {
    await gotoHydrated(admin, "/dashboard/allMembers");
    await row(admin, `${label} member`)
      .getByRole("button", { name: `Edit ${label} member` })
      .click();
    await expect(admin.getByRole("dialog", { name: "Edit Team Member" })).toBeVisible();
    await expectNoAxeViolations(admin, { soft: true });
  });

  await test.step("the open menu", async () => {
    await gotoHydrated(admin, "/dashboard/allBlogs");
    if (isMobile(admin)) await menuButton(admin).click();
    await expect(menuPanel(admin)).toBeVisible();
    await expectNoAxeViolations(admin, { soft: true });
  });
});

test("a non-admin's dashboard has no axe violations", async ({ browser, site, viewport }, testInfo) => {
  const { context } = await signedUpUser(browser, site, unique(testInfo, "Axel User"), viewport);
  try {
    const page = await context.newPage();
    await gotoHydrated(page, "/dashboard");
    await expectNoAxeViolations(page, { soft: true });
    const response = await gotoHydrated(page, "/dashboard/allMembers");
    expect(response?.status()).toBe(403);
    await expectNoAxeViolations(page, { soft: true });
  } finally {
    await context.close();
  }
});
