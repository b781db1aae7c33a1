import { expect, test } from "@playwright/test";
import { gotoHydrated, siteOrigin } from "./helpers";

/**
 * Issue 8 item 11: someone sent to log in (e.g. from a dashboard page) who first looks at
 * "Create an account" and then goes back to "Login" still returns to that page after logging in.
 * Sign-up itself still ends on / (spec §2).
 */

test.describe.configure({ mode: "parallel" });

const RETURN_TO = "/dashboard/profile";
const withReturn = (page: string) => `${page}?redirectTo=${encodeURIComponent(RETURN_TO)}`;

let counter = 0;
function account(project: string) {
  counter++;
  return {
    name: "Rita Return",
    email: `rita.return.${project}.${process.pid}.${counter}.${Date.now()}@example.com`,
    password: "Secret12",
  };
}

test("/login → Create an account → Login keeps the return path, and logging in then goes there", async ({
  page,
  request,
}, testInfo) => {
  const origin = siteOrigin(testInfo);
  const rita = account(testInfo.project.name);
  const res = await request.post(`${origin}/api/auth/sign-up/email`, {
    data: { ...rita, image: "/images/placeholder-avatar.svg" },
    headers: { Origin: origin },
  });
  expect(res.status(), await res.text()).toBe(200);

  await gotoHydrated(page, withReturn("/login"));
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(`${origin}${withReturn("/signup")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Create an Account" })).toBeVisible();

  await page.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${origin}${withReturn("/login")}`);
  await page.getByLabel("Email", { exact: true }).fill(rita.email);
  await page.getByLabel("Password", { exact: true }).fill(rita.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${origin}${RETURN_TO}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
});

test("signing up from /signup?redirectTo=… still ends on /", async ({ page }, testInfo) => {
  const origin = siteOrigin(testInfo);
  const sam = account(`${testInfo.project.name}-signup`);
  await gotoHydrated(page, withReturn("/signup"));
  await page.getByLabel("Name", { exact: true }).fill(sam.name);
  await page.getByLabel("Photo URL", { exact: true }).fill("/images/placeholder-avatar.svg");
  await page.getByLabel("Email", { exact: true }).fill(sam.email);
  await page.getByLabel("Password", { exact: true }).fill(sam.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/`);
});

test("a return path to another site is not passed on", async ({ page }) => {
  await gotoHydrated(page, `/login?redirectTo=${encodeURIComponent("//evil.example/phish")}`);
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
  await gotoHydrated(page, `/signup?redirectTo=${encodeURIComponent("https://evil.example/")}`);
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");
});

test("without JavaScript, logging in returns to an address with Bangla or accented letters, signed in", async ({
  browser,
  request,
}, testInfo) => {
  const origin = siteOrigin(testInfo);
  const rita = account(`${testInfo.project.name}-unicode`);
  const res = await request.post(`${origin}/api/auth/sign-up/email`, {
    data: { ...rita, image: "/images/placeholder-avatar.svg" },
    headers: { Origin: origin },
  });
  expect(res.status(), await res.text()).toBe(200);

  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const path of ["/সেবা", "/café?tag=ডেটা#নিচে"]) {
      await context.clearCookies();
      await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
      await page.getByLabel("Email", { exact: true }).fill(rita.email);
      await page.getByLabel("Password", { exact: true }).fill(rita.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      // The browser's own spelling of the address: UTF-8, percent-encoded.
      await expect(page).toHaveURL(new URL(path, origin).href);
      await expect(page.locator('header a[href="/dashboard/profile"]').first()).toBeAttached();
      expect(
        (await context.cookies()).some((cookie) => cookie.name.endsWith("session_token")),
        path,
      ).toBe(true);
    }
  } finally {
    await context.close();
  }
});
