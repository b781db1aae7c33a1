import { expect } from "@playwright/test";
import { signedInPage } from "./admin-site";
import {
  alertDialog,
  expectFitsViewport,
  gotoHydrated,
  installPausedClock,
  isMobile,
  logIn,
  menuToggle,
} from "./helpers";
import {
  ADMIN_PAGES,
  columnHeaders,
  confirmDeletion,
  dashboardNav,
  MENU,
  menuButton,
  menuPanel,
  row,
  signedUpUser,
  test,
  toast,
  unique,
} from "./dashboard-site";

/**
 * The admin dashboard (spec §2 Dashboard, §4, §8): the layout and its menu, what a non-admin sees,
 * the users list (Make Admin, delete). The content lists are in dashboard-lists.spec.ts, axe on every
 * page in dashboard-accessibility.spec.ts.
 */

test.describe.configure({ mode: "parallel" });

// ---------------------------------------------------------------------------------------------
// Layout: greeting, menu, collapse
// ---------------------------------------------------------------------------------------------

test("a visitor who is not signed in is sent to log in and comes back", async ({ admin, site }) => {
  const response = await admin.goto("/dashboard/allBlogs");
  expect(response?.status()).toBe(200);
  await expect(admin).toHaveURL(`${site.url}/login?redirectTo=%2Fdashboard%2FallBlogs`);
});

test("the layout greets the admin and lists the 17 menu links in order; /dashboard is an overview", async ({
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
    // The header's row holds the site's pages at this width: the menu does not repeat them.
    await expect(admin.getByRole("navigation", { name: "Site", exact: true })).toBeHidden();
    await expect(admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" })).toBeVisible();
  },
);

test(
  "on a phone the menu is a drawer over the content: closed at first, closes on a choice and on Escape",
  { tag: "@mobile" },
  async ({ admin, site }) => {
    // Issue 43 names a 390 px phone.
    await admin.setViewportSize({ width: 390, height: 844 });
    await logIn(admin, site.admin, { path: "/dashboard/users" });
    const toggle = menuButton(admin);
    await expect(menuPanel(admin)).toBeHidden();
    // With JavaScript the control is the button alone (the link is for pages without it).
    await expect(admin.getByRole("link", { name: "Dashboard menu", exact: true })).toHaveCount(0);

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

    // One menu (issue 43 item 11): the header has no menu button of its own here; the drawer holds the site's pages.
    await expect(menuToggle(admin, "Open menu")).toHaveCount(0);
    await expect(admin.getByRole("banner").getByRole("link", { name: "Contact Us" })).toHaveCount(0);
    await toggle.click();
    const siteNav = admin.getByRole("navigation", { name: "Site", exact: true });
    await expect(siteNav.getByRole("link")).toHaveText(["About Us", "Services", "Blogs", "Contact Us"]);
    await expectFitsViewport(admin, "the drawer with the site's pages", "[data-testid='dashboard-menu']");
    await siteNav.getByRole("link", { name: "Blogs", exact: true }).click();
    await expect(admin).toHaveURL(`${site.url}/blogs`);
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menuToggle(admin, "Open menu")).toBeVisible();
  },
);

test(
  "without JavaScript a phone's dashboard page ends with the menu, the site's pages included",
  { tag: "@desktop" },
  async ({ browser, site }) => {
    const page = await signedInPage(browser, site, site.admin, {
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    try {
      await page.goto("/dashboard/users");
      // The menu control is a link to the menu at the page's end: no button that cannot open anything.
      const menuControl = { name: "Dashboard menu", exact: true };
      await expect(page.getByRole("button", menuControl)).toHaveCount(0);
      await page.getByRole("main").getByRole("link", menuControl).click();
      await expect(page).toHaveURL(`${site.url}/dashboard/users#dashboard-menu-end`);
      await expect(page.getByRole("heading", { level: 2, ...menuControl })).toBeInViewport();
      const menus = page.getByRole("main").getByRole("navigation");
      await expect(menus.getByRole("link")).toHaveText([
        ...MENU.map(([label]) => label),
        "About Us",
        "Services",
        "Blogs",
        "Contact Us",
      ]);
      await expect(menus.getByRole("link", { name: "Users", exact: true })).toHaveAttribute("aria-current", "page");
      await expectFitsViewport(page, "the menu after the page");
      await menus.getByRole("link", { name: "All Blogs", exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/dashboard/allBlogs`);
      await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();

      // From 768 px the side menu shows without JavaScript, and the page does not repeat it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(menus).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Dashboard menu" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Dashboard menu" })).toHaveCount(0);
      await expect(menuPanel(page).getByRole("link", { name: "All Blogs", exact: true })).toBeVisible();
    } finally {
      await page.context().close();
    }
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
  await expect(menuPanel(admin).locator("nav[aria-label=Dashboard] a")).toHaveCount(MENU.length);
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
