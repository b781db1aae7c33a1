import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { Secret, TOTP, URI } from "otpauth";
import { apiSignUp, newAccount, type Account } from "./accounts-helpers";
import { alertDialog, closeAlert, expectAlert, expectNoAxeViolations, gotoHydrated, siteForBlock } from "./helpers";

/**
 * Issue 27 items 1 and 3: two-step sign-in with a real authenticator (otpauth computes the codes
 * from the key the page shows, at the moment each is typed): set up on the profile page, the code
 * page after the password (with and without JavaScript), recovery codes that work once, ten wrong
 * codes → 429, and turning off with the password and a code.
 */

test.describe.configure({ mode: "serial" });
const site = siteForBlock({ AUTH_RATE_LIMIT: "1000" });

const WRONG_CODE = "That code is not right. Enter the code your app shows now, or an unused recovery code.";

/** The code an authenticator app holding `key` shows now. */
const codeNow = (key: string) => new TOTP({ secret: Secret.fromBase32(key) }).generate();
/** A code the app does not show now. */
const wrongCode = (key: string) => codeNow(key).replace(/^./, (digit) => String((Number(digit) + 5) % 10));

async function signedInEmail(context: BrowserContext): Promise<string | null> {
  const res = await context.request.get("/api/auth/get-session?disableCookieCache=true");
  return ((await res.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
}

/** A new account, signed in, in a browser of its own. */
async function signedUp(browser: Browser, label: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: site().url, ...options });
  const account = newAccount(test.info(), label);
  await apiSignUp(context.request, site().url, account);
  return { context, account };
}

/** An account with two-step sign-in on (through Better Auth's endpoints, as the profile page does); its key and recovery codes. */
async function withTwoStep(browser: Browser, label: string) {
  const { context, account } = await signedUp(browser, label);
  const origin = { Origin: site().url };
  const started = await context.request.post("/api/auth/two-factor/enable", {
    data: { password: account.password },
    headers: origin,
  });
  const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
  const key = URI.parse(totpURI).secret.base32;
  const confirmed = await context.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: codeNow(key) },
    headers: origin,
  });
  expect(confirmed.status()).toBe(200);
  await context.close();
  return { account, key, recoveryCodes: backupCodes };
}

/** The password step on /login (with JavaScript or without): it leads to the code page. */
async function passwordStep(page: Page, account: Account, redirectTo = "/dashboard/profile") {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login/code");
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}

test("set up from the key on the profile page: on only after a first code, ten recovery codes shown once and downloadable", async ({
  browser,
}) => {
  const { context, account } = await signedUp(browser, "setup");
  const page = await context.newPage();
  await gotoHydrated(page, "/dashboard/profile");
  const section = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(section).toContainText("Two-step sign-in is off.");

  // A wrong password is refused under its field.
  await section.getByLabel("Your password").fill("Wrong123");
  await section.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(section.getByText("The password is incorrect")).toBeVisible();
  await section.getByLabel("Your password").fill(account.password);
  await section.getByRole("button", { name: "Set up two-step sign-in" }).click();

  // The QR code is drawn by the page itself (no request elsewhere), the key is text.
  await expect(section.getByRole("img", { name: "QR code of your two-step sign-in key" })).toBeVisible();
  const key = (await section.getByTestId("two-step-key").textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);

  await section.getByLabel("Code from your app").fill(wrongCode(key));
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByText("That code is not right. Enter the code your app shows now.")).toBeVisible();
  await section.getByLabel("Code from your app").fill(codeNow(key));
  await section.getByRole("button", { name: "Turn on" }).click();
  await closeAlert(page, "Two-step sign-in is on");

  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download as text" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const text = readFileSync((await download.path())!, "utf8");
  for (const code of shown) expect(text).toContain(code);

  // Shown once: after "I have saved them", and on the page loaded again, only the form to turn it off.
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section).toContainText("Two-step sign-in is on.");
  await page.reload();
  await expect(page.getByRole("region", { name: "Two-step sign-in" })).not.toContainText(shown[0]!);

  // Signed out, the password alone no longer signs in: the code page asks for the code.
  await context.clearCookies();
  await passwordStep(page, account);
  expect(await signedInEmail(context)).toBeNull();
  await enterCode(page, codeNow(key));
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile");
  await expectAlert(page, "Login successful");
  expect(await signedInEmail(context)).toBe(account.email);
  await context.close();
});

test("the code page works without JavaScript: a wrong code says so, the right one signs in and returns", async ({
  browser,
}) => {
  const { account, key } = await withTwoStep(browser, "nojs");
  const context = await browser.newContext({ baseURL: site().url, javaScriptEnabled: false });
  const page = await context.newPage();
  await passwordStep(page, account, "/about");
  await enterCode(page, wrongCode(key));
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  expect(await signedInEmail(context)).toBeNull();
  await enterCode(page, codeNow(key));
  await expect(page).toHaveURL((url) => url.pathname === "/about");
  expect(await signedInEmail(context)).toBe(account.email);
  await context.close();
});

test("with JavaScript the code page is reached from the login form and returns where the login would have", async ({
  browser,
}) => {
  const { account, key } = await withTwoStep(browser, "js");
  const context = await browser.newContext({ baseURL: site().url });
  const page = await context.newPage();
  await gotoHydrated(page, "/login?redirectTo=%2Fservices");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login/code" && url.search === "?redirectTo=%2Fservices");
  await expectNoAxeViolations(page);
  await enterCode(page, codeNow(key));
  await expect(page).toHaveURL((url) => url.pathname === "/services");
  await expectAlert(page, "Login successful");
  await context.close();
});

test("a recovery code signs in once", async ({ browser }) => {
  const { account, recoveryCodes } = await withTwoStep(browser, "recovery");
  const context = await browser.newContext({ baseURL: site().url });
  const page = await context.newPage();
  await passwordStep(page, account);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile");
  expect(await signedInEmail(context)).toBe(account.email);

  await context.clearCookies();
  await passwordStep(page, account);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  expect(await signedInEmail(context)).toBeNull();
  await context.close();
});

test("ten wrong codes in a row: 429, even for the right code after them", async ({ browser }) => {
  const { account, key } = await withTwoStep(browser, "locked");
  const context = await browser.newContext({ baseURL: site().url, javaScriptEnabled: false });
  const page = await context.newPage();
  for (let round = 0; round < 2; round++) {
    // One second step takes five wrong codes; then the password again.
    await passwordStep(page, account);
    for (let wrong = 0; wrong < 5; wrong++) {
      await enterCode(page, wrongCode(key));
      await expect(page.getByText(WRONG_CODE)).toBeVisible();
    }
  }
  await passwordStep(page, account);
  const answer = page.waitForResponse((res) => res.request().method() === "POST");
  await enterCode(page, codeNow(key));
  expect((await answer).status()).toBe(429);
  await expect(page.getByText("Too many wrong codes. Please wait a few minutes and try again.")).toBeVisible();
  expect(await signedInEmail(context)).toBeNull();
  await context.close();
});

test("turning off needs the password and a current code", async ({ browser }) => {
  const { account, key } = await withTwoStep(browser, "off");
  const context = await browser.newContext({ baseURL: site().url });
  const page = await context.newPage();
  await passwordStep(page, account);
  await enterCode(page, codeNow(key));
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile");
  // The spec's login alert closes by itself after 1500 ms.
  await expectAlert(page, "Login successful");
  await expect(alertDialog(page)).toHaveCount(0);

  const section = page.getByRole("region", { name: "Two-step sign-in" });
  await section.getByLabel("Your password").fill(account.password);
  await section.getByLabel("Code from your app").fill(wrongCode(key));
  await section.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(section.getByText("That code is not right. Enter the code your app shows now.")).toBeVisible();
  await section.getByLabel("Your password").fill("Wrong123");
  await section.getByLabel("Code from your app").fill(codeNow(key));
  await section.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(section.getByText("The password is incorrect")).toBeVisible();
  await section.getByLabel("Your password").fill(account.password);
  await section.getByLabel("Code from your app").fill(codeNow(key));
  await section.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await closeAlert(page, "Two-step sign-in is off");
  await expect(section).toContainText("Two-step sign-in is off.");

  // The password alone signs in again.
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { Origin: site().url },
  });
  expect(await signIn.json()).toHaveProperty("user");
  await context.close();
});
