import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { startSite, createAdminAccount } from "../support/site-server";
import {
  alertDialog,
  expectNoAxeViolations,
  finishGoogleInPopup,
  gotoHydrated,
  installPausedClock,
  isMobile,
  keepLocal,
  menuToggle,
  siteOrigin,
  waitForHydration,
} from "./helpers";

test.describe.configure({ mode: "parallel" });

/** Spec §5: the sign-up messages, literally. */
const MSG = {
  name: "Name is required",
  photo: "Photo URL is required",
  email: "Email is required",
  password: "Password is required",
  short: "At least 6 characters",
  long: "Max 20 characters",
  mix: "Must include uppercase, lowercase, and number",
} as const;
const TAKEN = "An account with this email already exists. Log in instead.";
const BAD_LOGIN = "The email or password is incorrect. Please try again.";
const POPUP_CLOSED = "The Google sign-in window was closed before you finished.";
const PLACEHOLDER = "/images/placeholder-avatar.svg";
const PASSWORD = "Secret12";

let counter = 0;
/** A fresh address per call: the tests share one database and run in two projects. */
function uniqueEmail(testInfo: TestInfo, label: string): string {
  counter++;
  return `${label}.${testInfo.project.name}.w${testInfo.workerIndex}.${Date.now()}.${counter}@example.com`;
}

interface Account {
  name: string;
  email: string;
  password: string;
  image: string;
}

/**
 * Creates an account through Better Auth's real endpoint. With the page's own `request`
 * (page.request) the page is then signed in; with the `request` fixture it stays anonymous.
 */
async function apiSignUp(request: APIRequestContext, origin: string, account: Account) {
  const res = await request.post(`${origin}/api/auth/sign-up/email`, { data: account, headers: { Origin: origin } });
  expect(res.status(), `sign-up of ${account.email}: ${await res.text()}`).toBe(200);
}

function newAccount(testInfo: TestInfo, label: string, overrides: Partial<Account> = {}): Account {
  return {
    name: "Casey Tester",
    email: uniqueEmail(testInfo, label),
    password: PASSWORD,
    image: "/images/about.svg",
    ...overrides,
  };
}

/** The header area holding the account entries: the desktop header, or the opened mobile menu. */
async function headerEntries(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole("banner");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  if (!(await menu.isVisible())) {
    await waitForHydration(page);
    await menuToggle(page, "Open menu").click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

async function expectHeaderSignedIn(page: Page) {
  const header = await headerEntries(page);
  await expect(header.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute(
    "href",
    "/dashboard/profile",
  );
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
}

async function expectHeaderSignedOut(page: Page) {
  const header = await headerEntries(page);
  await expect(header.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toHaveCount(0);
}

const signUpForm = (page: Page) => ({
  name: page.getByLabel("Name", { exact: true }),
  photo: page.getByLabel("Photo URL", { exact: true }),
  email: page.getByLabel("Email", { exact: true }),
  password: page.getByLabel("Password", { exact: true }),
  submit: page.getByRole("button", { name: "Sign Up", exact: true }),
});

const loginForm = (page: Page) => ({
  email: page.getByLabel("Email", { exact: true }),
  password: page.getByLabel("Password", { exact: true }),
  submit: page.getByRole("button", { name: "Login", exact: true }),
});

async function fillSignUp(page: Page, account: { name: string; image: string; email: string; password: string }) {
  const form = signUpForm(page);
  await form.name.fill(account.name);
  await form.photo.fill(account.image);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
}

/** The message printed right under a field (its next sibling), which is also its accessible description. */
async function expectMessageUnder(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field.locator("xpath=following-sibling::p[1]")).toHaveText(message);
}

async function expectNoMessageUnder(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(field.locator("xpath=following-sibling::p")).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// Sign-up (spec §2 /signup, §4 Sign-up, §5)
// ---------------------------------------------------------------------------------------------

test("sign-up shows each rule's message of spec §5 under its own field", async ({ page }) => {
  await gotoHydrated(page, "/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create an Account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  const form = signUpForm(page);

  await form.submit.click();
  await expectMessageUnder(form.name, MSG.name);
  await expectMessageUnder(form.photo, MSG.photo);
  await expectMessageUnder(form.email, MSG.email);
  await expectMessageUnder(form.password, MSG.password);

  // Blank-only input counts as missing.
  await form.name.fill("   ");
  await form.submit.click();
  await expectMessageUnder(form.name, MSG.name);

  // Each password rule, with the other fields still empty so nothing is sent.
  const cases: Array<[string, string]> = [
    ["Ab1", MSG.short],
    ["Abcde", MSG.short],
    ["Abcdefghij1234567890X", MSG.long],
    ["abcdefg1", MSG.mix],
    ["ABCDEFG1", MSG.mix],
    ["Abcdefgh", MSG.mix],
  ];
  for (const [password, message] of cases) {
    await form.password.fill(password);
    await form.submit.click();
    await expectMessageUnder(form.password, message);
    // The other fields keep their own messages; no message is moved to the wrong field.
    await expectMessageUnder(form.email, MSG.email);
  }

  // The bounds themselves are accepted: 6 and 20 characters.
  for (const password of ["Abcde1", "Abcdefghij123456789X"]) {
    await form.password.fill(password);
    await form.submit.click();
    await expectNoMessageUnder(form.password);
    await expectMessageUnder(form.name, MSG.name);
  }
  await expect(page).toHaveURL(/\/signup$/);
});

test("a 21-character password is refused, not cut to 20: no account is created", async ({
  page,
  request,
}, testInfo) => {
  const origin = siteOrigin(testInfo);
  const account = newAccount(testInfo, "long-password", { password: "Abcdefghij1234567890X" });
  expect(account.password).toHaveLength(21);
  const first20 = account.password.slice(0, 20);

  await gotoHydrated(page, "/signup");
  const form = signUpForm(page);
  await fillSignUp(page, account);
  await expect(form.password).toHaveValue(account.password);
  await form.submit.click();
  await expectMessageUnder(form.password, MSG.long);
  await expectNoMessageUnder(form.name);
  await expectNoMessageUnder(form.email);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(alertDialog(page)).toHaveCount(0);

  // The server refuses it too (the form is not the only gate).
  const direct = await request.post(`${origin}/api/auth/sign-up/email`, { data: account, headers: { Origin: origin } });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({ message: MSG.long });

  // Nothing was stored: logging in with the first 20 characters fails…
  await gotoHydrated(page, "/login");
  const login = loginForm(page);
  await login.email.fill(account.email);
  await login.password.fill(first20);
  await login.submit.click();
  await expect(page.getByRole("alert")).toHaveText(BAD_LOGIN);
  await expect(page).toHaveURL(/\/login$/);

  // …and the address is still free.
  await apiSignUp(request, origin, { ...account, password: first20 });
});

test(
  "sign-up creates the account, shows the success dialog, lands on / signed in, and the profile shows it",
  { tag: "@smoke" },
  async ({ page }, testInfo) => {
    const origin = siteOrigin(testInfo);
    const account = newAccount(testInfo, "signup", { name: "Sam Signup" });

    await gotoHydrated(page, "/signup");
    await fillSignUp(page, account);
    await signUpForm(page).submit.click();

    const dialog = alertDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName("Account created successfully!");
    await expect(page).toHaveURL(`${origin}/`);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();

    await expectHeaderSignedIn(page);

    await (await headerEntries(page)).getByRole("link", { name: "Profile", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/dashboard/profile`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
    await expect(main.getByText(account.name, { exact: true })).toBeVisible();
    await expect(main.getByText(account.email, { exact: true })).toBeVisible();
    const photo = main.getByRole("img", { name: "Your profile photo" });
    await expect(photo).toHaveAttribute("src", account.image);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The session is real: a fresh server render knows the user.
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session?.user).toMatchObject({ email: account.email, name: account.name, image: account.image });
  },
);

test("sign-up with a taken e-mail says so under Email and creates nothing", async ({ page, request }, testInfo) => {
  const origin = siteOrigin(testInfo);
  const existing = newAccount(testInfo, "taken");
  await apiSignUp(request, origin, existing);

  await gotoHydrated(page, "/signup");
  await fillSignUp(page, { ...existing, name: "Someone Else", password: "Other123" });
  const form = signUpForm(page);
  await form.submit.click();
  await expectMessageUnder(form.email, TAKEN);
  await expectNoMessageUnder(form.password);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(alertDialog(page)).toHaveCount(0);
  // The fields are kept to fix.
  await expect(form.name).toHaveValue("Someone Else");
  await expect(form.email).toHaveValue(existing.email);

  // The original account is untouched: its password still works, the new one does not.
  const kept = await request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: existing.email, password: existing.password },
    headers: { Origin: origin },
  });
  expect(kept.status()).toBe(200);
  const other = await request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: existing.email, password: "Other123" },
    headers: { Origin: origin },
  });
  expect(other.status()).toBe(401);
});

// ---------------------------------------------------------------------------------------------
// Login (spec §2 /login, §4 Login, §9 1500 ms)
// ---------------------------------------------------------------------------------------------

test(
  "login from the header returns to the page it came from; the alert closes after 1500 ms; history is replaced",
  { tag: "@smoke" },
  async ({ page, request }, testInfo) => {
    const origin = siteOrigin(testInfo);
    const account = newAccount(testInfo, "login");
    await apiSignUp(request, origin, account);

    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await gotoHydrated(page, "/about");
    await expectHeaderSignedOut(page);
    await (await headerEntries(page)).getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/login?redirectTo=%2Fabout`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();

    const form = loginForm(page);
    await form.email.fill(account.email);
    await form.password.fill(account.password);
    await form.submit.click();

    await expect(page).toHaveURL(`${origin}/about`);
    const alert = alertDialog(page);
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAccessibleName("Login successful");
    // It closes by itself (no button), after exactly 1500 ms.
    await expect(alert.getByRole("button", { name: "OK" })).toBeHidden();
    await page.clock.runFor(1499);
    await expect(alert).toBeVisible();
    await page.clock.runFor(2);
    await expect(alert).toBeHidden();

    await expectHeaderSignedIn(page);

    // The login page was replaced in history: going back does not show it again.
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/about`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toHaveCount(0);
  },
);

test("login never redirects to another site", async ({ page, request }, testInfo) => {
  const origin = siteOrigin(testInfo);
  const account = newAccount(testInfo, "redirect");
  await apiSignUp(request, origin, account);
  const offsite: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).hostname.includes("evil")) offsite.push(req.url());
  });

  for (const target of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example"]) {
    await page.context().clearCookies();
    await gotoHydrated(page, `/login?redirectTo=${encodeURIComponent(target)}`);
    const form = loginForm(page);
    await form.email.fill(account.email);
    await form.password.fill(account.password);
    await form.submit.click();
    await expect(alertDialog(page)).toHaveAccessibleName("Login successful");
    await expect(page, `redirectTo=${target}`).toHaveURL(`${origin}/`);
  }
  expect(offsite).toEqual([]);
});

test("a wrong password and an unknown e-mail give the same single message and keep the fields", async ({
  page,
  request,
}, testInfo) => {
  const origin = siteOrigin(testInfo);
  const account = newAccount(testInfo, "bad-login");
  await apiSignUp(request, origin, account);

  await gotoHydrated(page, "/login");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  const form = loginForm(page);
  await expect(form.email).toHaveAttribute("type", "email");
  await expect(form.password).toHaveAttribute("type", "password");

  const attempts: Array<[string, string, string]> = [
    ["wrong password", account.email, "Wrong1234"],
    ["unknown e-mail", uniqueEmail(testInfo, "nobody"), account.password],
  ];
  for (const [label, email, password] of attempts) {
    await form.email.fill(email);
    await form.password.fill(password);
    await form.submit.click();
    await expect(page.getByRole("alert"), label).toHaveText(BAD_LOGIN);
    await expect(page.getByText(BAD_LOGIN, { exact: true })).toHaveCount(1);
    await expect(form.submit).toBeEnabled();
    await expect(form.email, label).toHaveValue(email);
    await expect(form.password, label).toHaveValue(password);
    await expectNoMessageUnder(form.email);
    await expectNoMessageUnder(form.password);
    await expect(page).toHaveURL(`${origin}/login`);
    await expect(alertDialog(page)).toHaveCount(0);
  }
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
});

// ---------------------------------------------------------------------------------------------
// Without JavaScript, or posted before the page's script has run (decision 0027)
// ---------------------------------------------------------------------------------------------

/** Who the browser context is signed in as, by its own cookies. */
async function sessionEmail(context: BrowserContext): Promise<string | null> {
  const session = (await (await context.request.get("/api/auth/get-session")).json()) as {
    user?: { email: string };
  } | null;
  return session?.user?.email ?? null;
}

test("without JavaScript, sign-up and login still work: the spec's messages, typed fields kept (never the password), then signed in where they lead", async ({
  browser,
  viewport,
}, testInfo) => {
  const origin = siteOrigin(testInfo);
  const context = await browser.newContext({ baseURL: origin, viewport, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const account = newAccount(testInfo, "nojs");

    // Sign-up: every required field's message of spec §5 under its field, from the server.
    await page.goto("/signup");
    const signUp = signUpForm(page);
    await signUp.email.fill(account.email);
    await signUp.password.fill("short");
    await signUp.submit.click();
    await expect(page).toHaveURL(`${origin}/signup`);
    await expectMessageUnder(signUp.name, MSG.name);
    await expectMessageUnder(signUp.photo, MSG.photo);
    await expectMessageUnder(signUp.password, MSG.short);
    await expectNoMessageUnder(signUp.email);
    await expect(signUp.email).toHaveValue(account.email);
    await expect(signUp.password).toHaveValue("");
    await fillSignUp(page, account);
    await signUp.submit.click();
    await expect(page).toHaveURL(`${origin}/`);
    expect(await sessionEmail(context)).toBe(account.email.toLowerCase());
    await expect(page.locator('header a[href="/dashboard/profile"]').first()).toBeAttached();

    // Login: one message for a wrong password, the address kept; then back to the page asked for.
    await context.clearCookies();
    await page.goto("/login?redirectTo=%2Fabout");
    const login = loginForm(page);
    await login.email.fill(account.email);
    await login.password.fill("Wrong1234");
    await login.submit.click();
    await expect(page.getByRole("alert")).toHaveText(BAD_LOGIN);
    await expect(login.email).toHaveValue(account.email);
    await expect(login.password).toHaveValue("");
    expect(await sessionEmail(context)).toBeNull();
    await login.password.fill(account.password);
    await login.submit.click();
    await expect(page).toHaveURL(`${origin}/about`);
    expect(await sessionEmail(context)).toBe(account.email.toLowerCase());
  } finally {
    await context.close();
  }
});

test("a login sent before the page's script has run signs in on the server, and the next page still shows the alert", async ({
  page,
  request,
}, testInfo) => {
  const origin = siteOrigin(testInfo);
  const account = newAccount(testInfo, "early");
  await apiSignUp(request, origin, account);
  // The login page's script never arrives (a slow phone that has not run it yet); the next page's does.
  const script = "**/assets/enhance-*.js";
  await page.route(script, (route) => route.abort());
  await page.goto("/login?redirectTo=%2Fblogs");
  const form = loginForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await page.unroute(script);
  await form.submit.click();
  await expect(page).toHaveURL(`${origin}/blogs`);
  await expect(alertDialog(page)).toHaveAccessibleName("Login successful");
  await expectHeaderSignedIn(page);
  // Shown once: the next page has no alert.
  await gotoHydrated(page, "/about");
  await expect(alertDialog(page)).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Google sign-in (popup against the local OpenID provider)
// ---------------------------------------------------------------------------------------------

test("Google sign-in: a new user signs in through the popup, and signing in again reuses the same account", async ({
  page,
  browser,
  request,
}, testInfo) => {
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
});

test("closing the Google popup before finishing says so and signs nobody in", async ({ page }, testInfo) => {
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
});

// ---------------------------------------------------------------------------------------------
// Profile and logout (spec §2 profile)
// ---------------------------------------------------------------------------------------------

test("a visitor who opens the profile is sent to log in and comes back to it", async ({ page, request }, testInfo) => {
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
});

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

test("the Dashboard header entry is server-rendered for an admin only", async ({ browser, page }, testInfo) => {
  test.setTimeout(120_000);
  const site = await startSite();
  const dashboardLink = /<a[^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/;
  const contexts: BrowserContext[] = [];
  try {
    const admin = { email: `admin.${testInfo.project.name}@example.com`, password: "Admin123", name: "Ada Admin" };
    expect(createAdminAccount(site, admin)).toContain(`Created admin account ${admin.email}.`);

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
      email: `user.${testInfo.project.name}@example.com`,
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
    await site.stop();
  }
});

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
