import { expect } from "@playwright/test";
import { mailText } from "../support/mail-stand-ins";
import { createAdminAccount } from "../support/site-server";
import { test } from "./admin-site";
import { closeAlert, expectFitsViewport, expectNoAxeViolations, gotoHydrated, logIn } from "./helpers";
import {
  browserSignedIn,
  CHROME_ON_WINDOWS,
  expectNextClickOnLogin,
  FIREFOX_ON_LINUX,
  newSessionsAdmin as newAdmin,
  SAFARI_ON_IPHONE,
  sessionRow,
  sessionRows,
  sessionsSection,
  signedInEmail,
} from "./sessions-helpers";
import { mailTo } from "./site-mail";

/**
 * Issue 27 items 4 and 5 (decision 0047): the profile page lists the account's sessions and ends
 * them; an ended session's next click lands on /login; an admin's every sign-in is mailed (the
 * shared site's SMTP stand-in). Each test's admin is its own, made on the worker's shared site.
 * (Ended through one process, signed out on another on the same PostgreSQL: several-processes.spec.)
 */

test("two browsers of one admin: the first sees both and ends the second, whose next click lands on /login; each sign-in is mailed", async ({
  browser,
  site,
}) => {
  const admin = newAdmin();
  createAdminAccount(site, admin);
  const first = await browserSignedIn(browser, site.url, admin, CHROME_ON_WINDOWS);
  const second = await browserSignedIn(browser, site.url, admin, SAFARI_ON_IPHONE);

  await gotoHydrated(first, "/dashboard/profile#sessions");
  await expect(sessionRows(first)).toHaveCount(2);
  // The newest first, this browser marked; the times in Dhaka time.
  await expect(sessionRows(first).first()).toContainText("Safari on iPhone");
  await expect(sessionRow(first, "Chrome on Windows")).toContainText("This device");
  await expect(sessionRow(first, "Chrome on Windows").getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expect(sessionRow(first, "Safari on iPhone")).toContainText(
    /Last active \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Dhaka time\)/,
  );
  await expect(sessionRow(first, "Safari on iPhone")).toContainText("127.0.0.1");
  await expectNoAxeViolations(first);

  await sessionRow(first, "Safari on iPhone").getByRole("button", { name: "Sign out" }).click();
  await closeAlert(first, "Signed out", "Safari on iPhone (127.0.0.1) is signed out.");
  await expect(sessionRows(first)).toHaveCount(1);
  await expect(sessionsSection(first).getByRole("button", { name: "Sign out all other sessions" })).toHaveCount(0);

  await expectNextClickOnLogin(second);
  expect(await signedInEmail(first)).toBe(admin.email);

  // Both sign-ins were mailed to the admin, with device, address, time and the link to the list.
  await expect.poll(() => mailTo(site, admin.email).length).toBe(2);
  const texts = mailTo(site, admin.email).map((mail) => mailText(mail).text);
  expect(texts.join("\n")).toContain("Device: Chrome on Windows");
  const iphone = texts.find((text) => text.includes("Device: Safari on iPhone"))!;
  expect(iphone).toContain("Address: 127.0.0.1");
  expect(iphone).toMatch(/Time: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Dhaka time\)/);
  // The site's public address (PUBLIC_URL; unset: localhost and the port).
  const link = new URL(/https?:\/\/\S+#sessions/.exec(iphone)![0]);
  expect([link.port, link.pathname, link.hash]).toEqual([new URL(site.url).port, "/dashboard/profile", "#sessions"]);
  await first.context().close();
  await second.context().close();
});

test("Sign out all other sessions ends every other browser; this one stays", async ({ browser, site }) => {
  const admin = newAdmin();
  createAdminAccount(site, admin);
  const here = await browserSignedIn(browser, site.url, admin, CHROME_ON_WINDOWS);
  const others = [
    await browserSignedIn(browser, site.url, admin, SAFARI_ON_IPHONE),
    await browserSignedIn(browser, site.url, admin, FIREFOX_ON_LINUX),
  ];
  await gotoHydrated(here, "/dashboard/profile");
  await expect(sessionRows(here)).toHaveCount(3);
  await sessionsSection(here).getByRole("button", { name: "Sign out all other sessions" }).click();
  await closeAlert(here, "Signed out", "Every other session is signed out. You stay signed in here.");
  await expect(sessionRows(here)).toHaveCount(1);
  await expect(sessionRows(here)).toContainText("This device");
  for (const page of others) await expectNextClickOnLogin(page);
  expect(await signedInEmail(here)).toBe(admin.email);
  for (const page of [here, ...others]) await page.context().close();
});

test("the id of someone else's session, posted to the profile page, ends nothing", async ({ browser, site }) => {
  const attacker = newAdmin();
  const victim = newAdmin();
  createAdminAccount(site, attacker);
  createAdminAccount(site, victim);
  const attackerPage = await browserSignedIn(browser, site.url, attacker, CHROME_ON_WINDOWS);
  const victimPage = await browserSignedIn(browser, site.url, victim, SAFARI_ON_IPHONE);
  const victimSession = (
    (await (await victimPage.request.get("/api/auth/get-session")).json()) as { session: { id: string } }
  ).session.id;
  const answer = await attackerPage.request.post("/dashboard/profile", {
    form: { intent: "end-session", id: victimSession },
    headers: { Origin: site.url },
  });
  expect(answer.status()).toBe(200);
  expect(await signedInEmail(victimPage)).toBe(victim.email);
  await gotoHydrated(victimPage, "/dashboard/profile");
  await expect(sessionRows(victimPage)).toHaveCount(1);
  await attackerPage.context().close();
  await victimPage.context().close();
});

test("the sessions list fits a 390 px screen", async ({ browser, site }) => {
  const admin = newAdmin();
  createAdminAccount(site, admin);
  const other = await browserSignedIn(browser, site.url, admin, SAFARI_ON_IPHONE);
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, admin, { path: "/dashboard/profile" });
  await sessionsSection(page).scrollIntoViewIfNeeded();
  await expect(sessionRows(page)).toHaveCount(2);
  await expectFitsViewport(page, "profile with sessions at 390 px");
  await context.close();
  await other.context().close();
});
