import { expect, test, type BrowserContext } from "@playwright/test";
import { test as siteTest } from "./admin-site";
import {
  alertDialog,
  expectNoAxeViolations,
  finishGoogleInPopup,
  gotoHydrated,
  installPausedClock,
  isMobile,
  keepLocal,
  siteOrigin,
  waitForHydration,
} from "./helpers";
import {
  apiSignUp,
  BAD_LOGIN,
  expectHeaderSignedIn,
  expectHeaderSignedOut,
  expectMessageUnder,
  headerEntries,
  loginForm,
  MSG,
  newAccount,
  PASSWORD,
  PLACEHOLDER,
  POPUP_CLOSED,
  signUpForm,
  uniqueEmail,
} from "./accounts-helpers";

/** Google sign-in in a popup, the profile and logout, the header's Dashboard entry, and axe on the account pages. */

test.describe.configure({ mode: "parallel" });

// ---------------------------------------------------------------------------------------------
// Google sign-in (popup against the local OpenID provider)
// ---------------------------------------------------------------------------------------------

test(
  "Google sign-in: a new user signs in through the popup, and signing in again reuses the same account",
  { tag: "@desktop" },
  async ({ page, browser, request }, testInfo) => {
    const origin = siteOrigin(testInfo);
    const stamp = `${testInfo.project.name}${testInfo.workerIndex}x${Date.now()}`;
    const login = `grace.hopper.${stamp}`;
    const email = `${login}@example.com`;
    const name = `Grace Hopper ${stamp.charAt(0).toUpperCase()}${stamp.slice(1)}`;
    await keepLocal(page.context());
    // The opening tab must keep its handle on the popup through the trip to the provider and back:
    // a Cross-Origin-Opener-Policy other than unsafe-none on the popup's own pages (/auth/google…,
    // /api/auth/callback/…) cuts it, and the tab then reports the popup as closed by the user.

    // First time: a new account, back on the page the visitor came from.
    await gotoHydrated(page, "/login?redirectTo=%2Fabout");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const popup = await popupOpened;
    await finishGoogleInPopup(popup, login);
    await expect(alertDialog(page)).toHaveAccessibleName("Login successful");
    await expect(page).toHaveURL(`${origin}/about`);
    await expectHeaderSignedIn(page);

    await gotoHydrated(page, "/dashboard/profile");
    await expect(page.getByRole("main").getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(email, { exact: true })).toBeVisible();
    const firstUserId = (await (await page.request.get("/api/auth/get-session")).json())?.user?.id;
    expect(firstUserId).toBeTruthy();

    // Second time, from another browser (so the provider asks again), through the sign-up page.
    const other = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() });
    try {
      await keepLocal(other);
      const again = await other.newPage();
      await gotoHydrated(again, "/signup");
      const secondPopupOpened = again.waitForEvent("popup");
      await again.getByRole("button", { name: "Continue with Google" }).click();
      await finishGoogleInPopup(await secondPopupOpened, login);
      await expect(alertDialog(again)).toHaveAccessibleName("Account created successfully!");
      await expect(again).toHaveURL(`${origin}/`);

      await gotoHydrated(again, "/dashboard/profile");
      await expect(again.getByRole("main").getByText(name, { exact: true })).toBeVisible();
      await expect(again.getByRole("main").getByText(email, { exact: true })).toBeVisible();
      const secondUserId = (await (await again.request.get("/api/auth/get-session")).json())?.user?.id;
      expect(secondUserId, "the same account, not a duplicate").toBe(firstUserId);
    } finally {
      await other.close();
    }

    // The address belongs to that one account: signing up with it is refused as taken.
    const taken = await request.post(`${origin}/api/auth/sign-up/email`, {
      data: { name: "Copy Cat", email, password: PASSWORD, image: "/images/about.svg" },
      headers: { Origin: origin },
    });
    expect(taken.status()).toBe(422);
    expect((await taken.json()).code).toMatch(/^USER_ALREADY_EXISTS/);
  },
);

test(
  "closing the Google popup before finishing says so and signs nobody in",
  { tag: "@desktop" },
  async ({ page }, testInfo) => {
    await keepLocal(page.context());
    await installPausedClock(page);
    await gotoHydrated(page, "/login");
    const google = page.getByRole("button", { name: "Continue with Google" });
    const popupOpened = page.waitForEvent("popup");
    await google.click();
    const popup = await popupOpened;
    await expect(popup.locator('input[name="login"]')).toBeVisible();

    // While the visitor is on Google's page the site keeps waiting (its popup watcher has run).
    await page.clock.runFor(2000);
    await expect(page.getByRole("button", { name: "Waiting for Google…" })).toBeDisabled();
    await expect(page.getByRole("alert")).toHaveCount(0);

    await popup.close();
    await page.clock.runFor(1000);
    await expect(page.getByRole("alert")).toHaveText(POPUP_CLOSED);
    await expect(google).toBeEnabled();
    await expect(page).toHaveURL(`${siteOrigin(testInfo)}/login`);
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  },
);

// ---------------------------------------------------------------------------------------------
// Profile and logout (spec §2 profile)
// ---------------------------------------------------------------------------------------------

test(
  "a visitor who opens the profile is sent to log in and comes back to it",
  { tag: "@desktop" },
  async ({ page, request }, testInfo) => {
    const origin = siteOrigin(testInfo);
    const account = newAccount(testInfo, "profile-redirect");
    await apiSignUp(request, origin, account);

    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(`${origin}/login?redirectTo=%2Fdashboard%2Fprofile`);
    await waitForHydration(page);
    const form = loginForm(page);
    await form.email.fill(account.email);
    await form.password.fill(account.password);
    await form.submit.click();
    await expect(page).toHaveURL(`${origin}/dashboard/profile`);
    await expect(page.getByRole("main").getByText(account.email, { exact: true })).toBeVisible();
  },
);

test("Logout on the profile signs out and goes to /", async ({ page }, testInfo) => {
  const origin = siteOrigin(testInfo);
  const account = newAccount(testInfo, "logout");
  await apiSignUp(page.request, origin, account);

  const profile = await gotoHydrated(page, "/dashboard/profile");
  // A signed-in page is never stored: after logout no cache may show it again.
  expect(profile?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("main").getByText(account.email, { exact: true })).toBeVisible();
  // Leaving, the page does not reload its own data: signed out, that would send it to /login, and
  // on a busy machine that load raced the home page's and won (seen in CI).
  const dataReloads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataReloads.push(request.url());
  });
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  expect(dataReloads).toEqual([]);
  await expectHeaderSignedOut(page);
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();

  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(`${origin}/login?redirectTo=%2Fdashboard%2Fprofile`);
});

test("the profile falls back to the placeholder photo and to Anonymous", async ({ page }, testInfo) => {
  const origin = siteOrigin(testInfo);
  // A photo whose host cannot be reached (nothing listens on port 9).
  const account = newAccount(testInfo, "placeholder", {
    name: "Pat Placeholder",
    image: "https://127.0.0.1:9/photo.png",
  });
  await apiSignUp(page.request, origin, account);

  const main = page.getByRole("main");
  const photo = main.getByRole("img", { name: "Your profile photo" });
  const loaded = () => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  await gotoHydrated(page, "/dashboard/profile");
  await expect(main.getByText("Pat Placeholder", { exact: true })).toBeVisible();
  await expect(photo).toHaveAttribute("src", PLACEHOLDER);
  await expect.poll(loaded, { message: "the placeholder picture is shown" }).toBe(true);

  // No name and no photo at all (Better Auth lets the profile be updated to that).
  const updated = await page.request.post("/api/auth/update-user", {
    data: { name: "", image: null },
    headers: { Origin: origin },
  });
  expect(updated.status()).toBe(200);
  await gotoHydrated(page, "/dashboard/profile");
  await expect(main.getByText("Anonymous", { exact: true })).toBeVisible();
  await expect(main.getByText(account.email, { exact: true })).toBeVisible();
  await expect(photo).toHaveAttribute("src", PLACEHOLDER);
  await expect.poll(loaded).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// Header Dashboard entry (spec §2, §6): admins only, already in the server-rendered page
// ---------------------------------------------------------------------------------------------

// On the worker's shared site, with its admin.
siteTest(
  "the Dashboard header entry is server-rendered for an admin only",
  async ({ browser, page, site }, testInfo) => {
    const dashboardLink = /<a[^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/;
    const contexts: BrowserContext[] = [];
    try {
      const admin = site.admin;

      const signedIn = async (email: string, password: string, options: { javaScriptEnabled?: boolean } = {}) => {
        const context = await browser.newContext({ baseURL: site.url, viewport: page.viewportSize(), ...options });
        contexts.push(context);
        const res = await context.request.post("/api/auth/sign-in/email", {
          data: { email, password },
          headers: { Origin: site.url },
        });
        expect(res.status(), `sign-in of ${email}`).toBe(200);
        return context;
      };

      // Admin: in the HTML the server sends (first paint), and on the page.
      const adminContext = await signedIn(admin.email, admin.password);
      expect(await (await adminContext.request.get("/")).text()).toMatch(dashboardLink);
      const adminPage = await adminContext.newPage();
      await gotoHydrated(adminPage, "/about");
      const entries = await headerEntries(adminPage);
      await expect(entries.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
      await expect(entries.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/dashboard");

      // Without JavaScript the entry is there too (so it is not added after a role request).
      const noJs = await signedIn(admin.email, admin.password, { javaScriptEnabled: false });
      const noJsPage = await noJs.newPage();
      await noJsPage.goto("/about");
      const staticLink = noJsPage.locator('header a[href="/dashboard"]').filter({ hasText: "Dashboard" });
      await expect(staticLink.first()).toBeAttached();
      if (!isMobile(noJsPage))
        await expect(
          noJsPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard", exact: true }),
        ).toBeVisible();

      // A normal user: not in the HTML, not on the page.
      const user = {
        name: "Una User",
        email: uniqueEmail(testInfo, "header-user"),
        password: PASSWORD,
        image: "/images/about.svg",
      };
      const userContext = await browser.newContext({ baseURL: site.url, viewport: page.viewportSize() });
      contexts.push(userContext);
      await apiSignUp(userContext.request, site.url, user);
      const userHtml = await (await userContext.request.get("/")).text();
      expect(userHtml).toContain(">Profile<");
      expect(userHtml).not.toMatch(dashboardLink);
      const userPage = await userContext.newPage();
      await gotoHydrated(userPage, "/about");
      const userEntries = await headerEntries(userPage);
      await expect(userEntries.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
      await expect(userPage.getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);

      // A visitor: neither.
      const visitor = await browser.newContext({ baseURL: site.url });
      contexts.push(visitor);
      const visitorHtml = await (await visitor.request.get("/")).text();
      expect(visitorHtml).toContain(">Login<");
      expect(visitorHtml).not.toMatch(dashboardLink);
    } finally {
      for (const context of contexts) await context.close();
    }
  },
);

// ---------------------------------------------------------------------------------------------
// Accessibility (WCAG 2.2 AA with axe)
// ---------------------------------------------------------------------------------------------

test("/login has no axe violations, also with the failure message", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/login");
  await expectNoAxeViolations(page);
  const form = loginForm(page);
  await form.email.fill(uniqueEmail(testInfo, "axe-nobody"));
  await form.password.fill("Wrong1234");
  await form.submit.click();
  await expect(page.getByRole("alert")).toHaveText(BAD_LOGIN);
  await expectNoAxeViolations(page);
});

test("/signup has no axe violations, also with the error messages showing", async ({ page }) => {
  await gotoHydrated(page, "/signup");
  await expectNoAxeViolations(page);
  const form = signUpForm(page);
  await form.submit.click();
  await expectMessageUnder(form.name, MSG.name);
  await expectMessageUnder(form.password, MSG.password);
  await expectNoAxeViolations(page);
  await form.password.fill("abcdefg");
  await form.submit.click();
  await expectMessageUnder(form.password, MSG.mix);
  await expectNoAxeViolations(page);
});

test("/dashboard/profile has no axe violations", async ({ page }, testInfo) => {
  await apiSignUp(page.request, siteOrigin(testInfo), newAccount(testInfo, "axe-profile"));
  await gotoHydrated(page, "/dashboard/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
  await expectNoAxeViolations(page);
});
