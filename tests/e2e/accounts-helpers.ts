import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { Secret, TOTP, URI } from "otpauth";
import { isMobile, menuToggle, waitForHydration } from "./helpers";

/**
 * What the account specs share (accounts.spec: sign-up, login, without JavaScript;
 * accounts-google-profile.spec: Google, the profile, the header's Dashboard entry, axe): the spec's
 * messages, fresh accounts on the shared demo site, the forms and the header's signed-in state.
 */

/** Spec §5: the sign-up messages, literally. */
export const MSG = {
  name: "Name is required",
  photo: "Photo URL is required",
  email: "Email is required",
  password: "Password is required",
  short: "At least 6 characters",
  long: "Max 20 characters",
  mix: "Must include uppercase, lowercase, and number",
} as const;
export const TAKEN = "An account with this email already exists. Log in instead.";
export const BAD_LOGIN = "The email or password is incorrect. Please try again.";
export const POPUP_CLOSED = "The Google sign-in window was closed before you finished.";
export const PLACEHOLDER = "/images/placeholder-avatar.svg";
export const PASSWORD = "Secret12";

let counter = 0;
/** A fresh address per call: the tests share one database and run in two projects. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  counter++;
  return `${label}.${testInfo.project.name}.w${testInfo.workerIndex}.${Date.now()}.${counter}@example.com`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  image: string;
}

/**
 * Creates an account through Better Auth's real endpoint. With the page's own `request`
 * (page.request) the page is then signed in; with the `request` fixture it stays anonymous.
 */
export async function apiSignUp(request: APIRequestContext, origin: string, account: Account) {
  const res = await request.post(`${origin}/api/auth/sign-up/email`, { data: account, headers: { Origin: origin } });
  expect(res.status(), `sign-up of ${account.email}: ${await res.text()}`).toBe(200);
}

/** The code an authenticator app holding `key` (base32) shows now (issue 27: otpauth, a real TOTP generator). */
export const codeNow = (key: string) => new TOTP({ secret: Secret.fromBase32(key) }).generate();

/**
 * Turns two-step sign-in on for the account signed in on `request` (its password given), through
 * Better Auth's endpoints as the profile page does; its key and recovery codes.
 */
export async function turnOnTwoStep(request: APIRequestContext, origin: string, password: string) {
  const started = await request.post(`${origin}/api/auth/two-factor/enable`, {
    data: { password },
    headers: { Origin: origin },
  });
  expect(started.status()).toBe(200);
  const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
  const key = URI.parse(totpURI).secret.base32;
  const confirmed = await request.post(`${origin}/api/auth/two-factor/verify-totp`, {
    data: { code: codeNow(key) },
    headers: { Origin: origin },
  });
  expect(confirmed.status()).toBe(200);
  return { key, recoveryCodes: backupCodes };
}

export function newAccount(testInfo: TestInfo, label: string, overrides: Partial<Account> = {}): Account {
  return {
    name: "Casey Tester",
    email: uniqueEmail(testInfo, label),
    password: PASSWORD,
    image: "/images/about.svg",
    ...overrides,
  };
}

/** The header area holding the account entries: the desktop header, or the opened mobile menu. */
export async function headerEntries(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole("banner");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  if (!(await menu.isVisible())) {
    await waitForHydration(page);
    await menuToggle(page, "Open menu").click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

export async function expectHeaderSignedIn(page: Page) {
  const header = await headerEntries(page);
  await expect(header.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute(
    "href",
    "/dashboard/profile",
  );
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
}

export async function expectHeaderSignedOut(page: Page) {
  const header = await headerEntries(page);
  await expect(header.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toHaveCount(0);
}

export const signUpForm = (page: Page) => ({
  name: page.getByLabel("Name", { exact: true }),
  photo: page.getByLabel("Photo URL", { exact: true }),
  email: page.getByLabel("Email", { exact: true }),
  password: page.getByLabel("Password", { exact: true }),
  submit: page.getByRole("button", { name: "Sign Up", exact: true }),
});

export const loginForm = (page: Page) => ({
  email: page.getByLabel("Email", { exact: true }),
  password: page.getByLabel("Password", { exact: true }),
  submit: page.getByRole("button", { name: "Login", exact: true }),
});

export async function fillSignUp(
  page: Page,
  account: { name: string; image: string; email: string; password: string },
) {
  const form = signUpForm(page);
  await form.name.fill(account.name);
  await form.photo.fill(account.image);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
}

/** The message printed right under a field (its next sibling), which is also its accessible description. */
export async function expectMessageUnder(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field.locator("xpath=following-sibling::p[1]")).toHaveText(message);
}

export async function expectNoMessageUnder(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(field.locator("xpath=following-sibling::p")).toHaveCount(0);
}
