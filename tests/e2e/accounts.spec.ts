import { expect, test, type BrowserContext } from "@playwright/test";
import { alertDialog, gotoHydrated, installPausedClock, siteOrigin } from "./helpers";
import {
  apiSignUp,
  BAD_LOGIN,
  expectHeaderSignedIn,
  expectHeaderSignedOut,
  expectMessageUnder,
  expectNoMessageUnder,
  fillSignUp,
  headerEntries,
  loginForm,
  MSG,
  newAccount,
  signUpForm,
  TAKEN,
  uniqueEmail,
} from "./accounts-helpers";

/** Accounts by e-mail (spec §2 /signup and /login, §4, §5, §9): the forms, their messages, and both without JavaScript. */

test.describe.configure({ mode: "parallel" });

// The forms' rules and answers do not depend on the width: those tests run at desktop width only
// (@desktop). Signing up and logging in from the header, whose phone form is a collapsible menu, run at both.

// ---------------------------------------------------------------------------------------------
// Sign-up (spec §2 /signup, §4 Sign-up, §5)
// ---------------------------------------------------------------------------------------------

test("sign-up shows each rule's message of spec §5 under its own field", { tag: "@desktop" }, async ({ page }) => {
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

test(
  "a 21-character password is refused, not cut to 20: no account is created",
  { tag: "@desktop" },
  async ({ page, request }, testInfo) => {
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
    const direct = await request.post(`${origin}/api/auth/sign-up/email`, {
      data: account,
      headers: { Origin: origin },
    });
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
  },
);

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

test(
  "sign-up with a taken e-mail says so under Email and creates nothing",
  { tag: "@desktop" },
  async ({ page, request }, testInfo) => {
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
  },
);

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

test("login never redirects to another site", { tag: "@desktop" }, async ({ page, request }, testInfo) => {
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

test(
  "a wrong password and an unknown e-mail give the same single message and keep the fields",
  { tag: "@desktop" },
  async ({ page, request }, testInfo) => {
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
  },
);

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

test(
  "without JavaScript, sign-up and login still work: the spec's messages, typed fields kept (never the password), then signed in where they lead",
  { tag: "@desktop" },
  async ({ browser, viewport }, testInfo) => {
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
  },
);

test(
  "a login sent before the page's script has run signs in on the server, and the next page still shows the alert",
  { tag: "@desktop" },
  async ({ page, request }, testInfo) => {
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
  },
);
