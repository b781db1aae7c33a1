import { createHash } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { mailText, type ReceivedMail } from "../support/mail-stand-ins";
import type { RunningSite } from "../support/site-server";
import { test } from "./admin-site";
import { alertDialog, expectNoAxeViolations, gotoHydrated } from "./helpers";
import { withSavedSettings } from "./site-mail";

/**
 * Issue 12 item 2, accounts that recover: "Forgot password?" mails a single-use, one-hour link
 * through the site's SMTP transport (the shared site's SMTP stand-in); the reset ends every session.
 * Signed-in users change their name, photo and password. (Without a transport the page says so:
 * first-run.spec, on a site without mail.)
 */

const PASSWORD = "Secret12";
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${process.pid}.${++counter}@example.com`;

/** A live-chat script, saved in Settings for the test that needs one (nothing listens on port 9). */
const CHAT_URL = "https://127.0.0.1:9/chat.js";
const NO_LINK = "This page has no reset link.";

const SENT =
  /If an account uses this e-mail address, we have sent it a link to choose a new password\. The link works once, within one hour\./;

/** Signs up through the API in a fresh context; returns that context's request client (a session). */
async function signUpSession(
  browser: import("@playwright/test").Browser,
  site: RunningSite,
  email: string,
  password = PASSWORD,
) {
  const context = await browser.newContext({ baseURL: site.url });
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { name: "Rina Recover", email, password, image: "https://example.com/rina.png" },
    headers: { Origin: site.url },
  });
  expect(res.status()).toBe(200);
  return context;
}

async function signedInEmail(context: import("@playwright/test").BrowserContext): Promise<string | null> {
  const res = await context.request.get("/api/auth/get-session?disableCookieCache=true");
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** The body of a received mail, decoded. */
const bodyOf = (mail: ReceivedMail): string => mailText(mail).text;

async function linkMailedTo(received: ReceivedMail[], email: string, skip = 0): Promise<string> {
  await expect.poll(() => received.filter((m) => m.to.includes(email)).length).toBeGreaterThan(skip);
  const mail = received.filter((m) => m.to.includes(email))[skip]!;
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(bodyOf(mail))?.[0];
  expect(link, bodyOf(mail)).toBeTruthy();
  return link!;
}

async function askForLink(page: Page, email: string) {
  await gotoHydrated(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(SENT);
}

async function chooseNewPassword(page: Page, link: string, password: string) {
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
}

/** A link that no longer works says so as the page opens: no form to fill in first (issue 23 item 13). */
async function expectRefusedOnOpening(page: Page, link: string) {
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("alert")).toContainText("This reset link has expired or has already been used.");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
}

test("the mailed link sets a new password once, ends every session, and a second use is refused", async ({
  browser,
  site,
}) => {
  const email = uniqueEmail("rina");
  const otherDevice = await signUpSession(browser, site, email);
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  await askForLink(page, email);
  const link = await linkMailedTo(site.mail, email);
  // A link to our own page on the site's public address (PUBLIC_URL; unset: localhost and the port).
  expect(new URL(link).port).toBe(new URL(site.url).port);
  expect(new URL(link).pathname).toBe("/reset-password");
  expect(bodyOf(site.mail.find((m) => m.to.includes(email))!)).toContain(
    "The link works once, and only until you ask for another.",
  );

  // The spec's password rules, with the sign-up messages.
  await chooseNewPassword(page, link, "lowercase1");
  await expect(page.getByText("Must include uppercase, lowercase, and number")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Newpass34");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");
  await expect(page.getByRole("status")).toContainText("logged out everywhere");
  await expect(page.getByRole("link", { name: "Log in with your new password" })).toHaveAttribute("href", "/login");

  // The session that was open elsewhere has ended; the new password works, the old one not.
  expect(await signedInEmail(otherDevice)).toBeNull();
  const signIn = (password: string) =>
    context.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { Origin: site.url } });
  expect((await signIn(PASSWORD)).status()).toBe(401);
  expect((await signIn("Newpass34")).status()).toBe(200);

  // The same link again: refused as it opens, with a way to ask for another.
  await expectRefusedOnOpening(page, link);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await context.close();
  await otherDevice.close();
});

test("asking again ends the link mailed before: only the newest one works", async ({ browser, site }) => {
  const email = uniqueEmail("again");
  const context = await signUpSession(browser, site, email);
  const page = await context.newPage();
  await askForLink(page, email);
  const first = await linkMailedTo(site.mail, email);
  await askForLink(page, email);
  const second = await linkMailedTo(site.mail, email, 1);
  await expectRefusedOnOpening(page, first);
  await chooseNewPassword(page, second, "Newpass34");
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");
  await context.close();
});

test("the reset page keeps its link's token from third parties: no chat, no Referer, gone from the address bar; a reload says how to go on", async ({
  browser,
  site,
}) => {
  // A chat script is saved in Settings: every page but the reset page offers the chat.
  await withSavedSettings(browser, site, { chatScriptUrl: CHAT_URL }, async () => {
    const email = uniqueEmail("private");
    const owner = await signUpSession(browser, site, email);
    const ask = () =>
      owner.request.post("/api/auth/request-password-reset", { data: { email }, headers: { Origin: site.url } });
    expect((await ask()).status()).toBe(200);
    const link = await linkMailedTo(site.mail, email);
    const token = new URL(link).searchParams.get("token")!;
    const path = `/reset-password?token=${encodeURIComponent(token)}`;

    // The server's answer, to a visitor without a cookie (a stored page) and with one (rendered for them).
    for (const cookie of [undefined, "theme=dark"]) {
      const answer = await owner.request.get(`${site.url}${path}`, { headers: cookie ? { cookie } : {} });
      expect(answer.headers()["referrer-policy"], String(cookie)).toBe("no-referrer");
      expect(answer.headers()["content-security-policy"], String(cookie)).not.toContain("127.0.0.1:9");
      const html = await answer.text();
      expect(html, String(cookie)).not.toContain(encodeURIComponent(token));
      expect(html, String(cookie)).not.toContain('data-enhance="chat"');
    }

    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    const chatRequests: string[] = [];
    await page.route(CHAT_URL, (route) => {
      chatRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__chatLoaded = true;" });
    });
    // Chat is configured: another page loads it once idle (its button then makes way for the widget).
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("button", { name: "Chat with us", includeHidden: true })).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatLoaded?: boolean }).__chatLoaded))
      .toBe(true);
    expect(chatRequests).toHaveLength(1);
    chatRequests.length = 0;

    // Every request the reset page makes after its own: only to this site, none names the token, none sends a Referer.
    const leaks: string[] = [];
    const made: string[] = [];
    page.on("request", (request) => {
      if (request.url() === `${site.url}${path}`) return;
      made.push(`${request.method()} ${new URL(request.url()).pathname}`);
      const referer = request.headers().referer;
      if (!request.url().startsWith(`${site.url}/`) || request.url().includes(token) || referer)
        leaks.push(`${request.url()} (Referer: ${referer})`);
    });
    await gotoHydrated(page, path);
    await expect(page).toHaveURL(`${site.url}/reset-password`);
    await expect(page.getByRole("button", { name: "Chat with us", includeHidden: true })).toHaveCount(0);
    expect(await page.content()).not.toContain(token);
    expect(await page.content()).not.toContain(encodeURIComponent(token));

    // The token, kept in the page's memory, still sets the password.
    await page.getByLabel("New password", { exact: true }).fill("Private56");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status")).toContainText("Your password has been changed.");
    // The visitor typed and clicked, which would have loaded a chat script: none was requested or added.
    expect(chatRequests).toEqual([]);
    await expect(page.locator("script[data-chat-widget]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __chatLoaded?: boolean }).__chatLoaded)).toBeUndefined();
    expect(made).toContain("POST /reset-password");
    expect(leaks).toEqual([]);

    // A new link, opened and then reloaded: the page says to open the link again, and it still works.
    expect((await ask()).status()).toBe(200);
    const second = await linkMailedTo(site.mail, email, 1);
    const secondPath = new URL(second).pathname + new URL(second).search;
    await gotoHydrated(page, secondPath);
    await expect(page).toHaveURL(`${site.url}/reset-password`);
    await page.reload();
    await expect(page.getByRole("alert")).toContainText(NO_LINK);
    await expect(page.getByRole("alert")).toContainText("open the link from your e-mail again");
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
    await gotoHydrated(page, secondPath);
    await page.getByLabel("New password", { exact: true }).fill("Private78");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status")).toContainText("Your password has been changed.");
    const signIn = await context.request.post("/api/auth/sign-in/email", {
      data: { email, password: "Private78" },
      headers: { Origin: site.url },
    });
    expect(signIn.status()).toBe(200);
    await context.close();
    await owner.close();
  });
});

test("an expired link is refused", async ({ browser, site }) => {
  const email = uniqueEmail("exp");
  const owner = await signUpSession(browser, site, email);
  const res = await owner.request.post("/api/auth/request-password-reset", {
    data: { email },
    headers: { Origin: site.url },
  });
  expect(res.status()).toBe(200);
  const link = await linkMailedTo(site.mail, email);
  // The link's hour is over: its row (stored as a hash of the token, never the token) says so.
  const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
  const identifier = `password-reset:${createHash("sha256").update(`reset-password:${token}`).digest("base64url")}`;
  const db = openDatabase(databaseConfigFromUrl(site.databaseUrl));
  try {
    const rows = await db.selectFrom("verification").select(["identifier", "value"]).execute();
    expect(
      rows.map((row) => row.identifier),
      "the reset token is stored hashed",
    ).toContain(identifier);
    expect(JSON.stringify(rows)).not.toContain(token);
    const result = await db
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where("identifier", "=", identifier)
      .executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(1);
  } finally {
    await db.destroy();
  }
  const page = await owner.newPage();
  await expectRefusedOnOpening(page, link);
  // A link cut short by a mail program (no token) is told to open the link again, or to ask for another.
  await gotoHydrated(page, "/reset-password");
  await expect(page.getByRole("alert")).toContainText(NO_LINK);
  // Nothing changed: the old password still works.
  expect(
    (
      await owner.request.post("/api/auth/sign-in/email", {
        data: { email, password: PASSWORD },
        headers: { Origin: site.url },
      })
    ).status(),
  ).toBe(200);
  await owner.close();
});

test("the answer for an unknown address is the answer for a known one, and only the account's address gets mail", async ({
  browser,
  site,
}) => {
  const known = uniqueEmail("known");
  const unknown = uniqueEmail("nobody");
  const context = await signUpSession(browser, site, known);
  const ask = (email: string) =>
    context.request.post("/api/auth/request-password-reset", { data: { email }, headers: { Origin: site.url } });
  const [forKnown, forUnknown] = [await ask(known), await ask(unknown)];
  expect(forKnown.status()).toBe(200);
  expect(forUnknown.status()).toBe(forKnown.status());
  expect(await forUnknown.json()).toEqual(await forKnown.json());
  await linkMailedTo(site.mail, known);
  // The page shows the same words for both (it never sees whether an account exists).
  const page = await context.newPage();
  await askForLink(page, unknown);
  expect(site.mail.some((m) => m.to.includes(unknown))).toBe(false);
  // Only the address, under the sign-in rules: a malformed one is refused with the form's message.
  const bad = await context.request.post("/api/auth/request-password-reset", {
    data: { email: "not-an-address" },
    headers: { Origin: site.url },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe("Enter a valid email address");
  await context.close();
});

test("without JavaScript, Forgot password still mails the link, and a malformed address gets its message", async ({
  browser,
  site,
}) => {
  const email = uniqueEmail("nojs");
  await (await signUpSession(browser, site, email)).close();
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/forgot-password");
  const field = page.getByLabel("Email", { exact: true });
  await field.fill("not-an-address");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(field).toHaveAccessibleDescription("Enter a valid email address");
  await expect(field).toHaveValue("not-an-address");
  await field.fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(SENT);
  await linkMailedTo(site.mail, email);
  await context.close();
});

test("profile: name, photo and password changes", async ({ browser, site }) => {
  const email = uniqueEmail("prof");
  const otherDevice = await signUpSession(browser, site, email);
  const context = await signUpSession(browser, site, uniqueEmail("unused"));
  await context.clearCookies();
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { Origin: site.url },
  });
  expect(signIn.status()).toBe(200);
  const page = await context.newPage();
  await gotoHydrated(page, "/dashboard/profile");

  // Name.
  const nameSection = page.getByRole("region", { name: "Name" });
  await nameSection.getByLabel("Name", { exact: true }).fill("Rina Renamed");
  await nameSection.getByRole("button", { name: "Save name" }).click();
  await expect(alertDialog(page)).toContainText("Your name has been saved");
  await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
  await expect(page.getByText("Rina Renamed", { exact: true })).toBeVisible();

  // A file that is not an image is refused as for team photos.
  const photoSection = page.getByRole("region", { name: "Photo" });
  await photoSection
    .getByLabel("New photo")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await photoSection.getByRole("button", { name: "Upload photo" }).click();
  await expect(alertDialog(page)).toContainText("Failed to change your photo");
  await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
  await expect(
    photoSection.getByText("The file is not an image we can read. Use a JPEG, PNG or WebP photo."),
  ).toBeVisible();

  // A real photo becomes a WebP under /media/; a second one replaces it and the first is removed.
  const png = async (background: string) => ({
    name: "me.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer(),
  });
  const photo = page.getByRole("img", { name: "Your profile photo" });
  await photoSection.getByLabel("New photo").setInputFiles(await png("#0f766e"));
  await photoSection.getByRole("button", { name: "Upload photo" }).click();
  await expect(alertDialog(page)).toContainText("Your photo has been changed");
  await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
  await expect(photo).toHaveAttribute("src", /^\/media\/[\w-]+\.webp$/);
  const first = (await photo.getAttribute("src"))!;
  expect((await context.request.get(first)).headers()["content-type"]).toBe("image/webp");
  await photoSection.getByLabel("New photo").setInputFiles(await png("#4338ca"));
  await photoSection.getByRole("button", { name: "Upload photo" }).click();
  await expect(alertDialog(page)).toContainText("Your photo has been changed");
  await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
  await expect(photo).not.toHaveAttribute("src", first);
  expect((await context.request.get(first)).status()).toBe(404);

  // Password: the current one is required and checked; the other session ends, this one stays.
  const passwordSection = page.getByRole("region", { name: "Password" });
  await passwordSection.getByLabel("Current password").fill("Wrong999");
  await passwordSection.getByLabel("New password").fill("Changed78");
  await passwordSection.getByRole("button", { name: "Change password" }).click();
  await expect(alertDialog(page)).toContainText("Failed to change your password");
  await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
  await expect(passwordSection.getByText("The current password is incorrect")).toBeVisible();
  await passwordSection.getByLabel("Current password").fill(PASSWORD);
  await passwordSection.getByLabel("New password").fill("short");
  await passwordSection.getByRole("button", { name: "Change password" }).click();
  await expect(passwordSection.getByText("At least 6 characters")).toBeVisible();
  await passwordSection.getByLabel("New password").fill("Changed78");
  await passwordSection.getByRole("button", { name: "Change password" }).click();
  await expect(alertDialog(page)).toContainText("every other session has been logged out");
  await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
  expect(await signedInEmail(otherDevice)).toBeNull();
  expect(await signedInEmail(context)).toBe(email);
  await context.close();
  await otherDevice.close();
});

for (const width of [375, 1280]) {
  test(`the new pages pass axe at ${width} px`, async ({ browser, site }) => {
    const email = uniqueEmail("axe");
    const context = await signUpSession(browser, site, email);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/login",
      "/forgot-password",
      "/reset-password?token=abc",
      "/reset-password",
      "/dashboard/profile",
    ]) {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
}
