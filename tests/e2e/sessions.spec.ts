import { type Browser, expect, type Page, test } from "@playwright/test";
import { mailText, startSmtpServer } from "../support/mail-stand-ins";
import { createAdminAccount, launchSite, type SiteProcess, startSiteWithAdmin } from "../support/site-server";
import { createTestSchema, testDatabaseKinds } from "../support/test-database";
import { closeAlert, expectAlert, expectFitsViewport, expectNoAxeViolations, gotoHydrated, logIn } from "./helpers";

/**
 * Issue 27 items 4 and 5 (decision 0047): the profile page lists the account's sessions and ends
 * them; an ended session's next click lands on /login, also when it is served by another process
 * on the same PostgreSQL; an admin's every sign-in is mailed (the local SMTP stand-in).
 */

const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let counter = 0;
const newAdmin = () => ({
  name: "Sara Sessions",
  email: `sessions.${process.pid}.${++counter}@example.com`,
  password: "Sessions123",
});

/** A browser of its own (its User-Agent), signed in through the login form (on the dashboard's first page). */
async function browserSignedIn(
  browser: Browser,
  url: string,
  account: { email: string; password: string },
  userAgent: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, userAgent, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

const sessionsSection = (page: Page) => page.getByRole("region", { name: "Sessions" });
const sessionRows = (page: Page) => sessionsSection(page).getByRole("listitem");
const sessionRow = (page: Page, device: string) => sessionRows(page).filter({ hasText: device });

async function signedInEmail(page: Page): Promise<string | null> {
  const body = (await (await page.request.get("/api/auth/get-session")).json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** The one ended: its next click in the dashboard lands on /login. */
async function expectNextClickOnLogin(page: Page) {
  await page.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fusers$/);
}

test.describe("on one server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let site: Awaited<ReturnType<typeof startSiteWithAdmin>>;
  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSiteWithAdmin(newAdmin(), { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: "1000" });
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  test("two browsers of one admin: the first sees both and ends the second, whose next click lands on /login; each sign-in is mailed", async ({
    browser,
  }) => {
    const admin = site.admin;
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
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(admin.email)).length).toBe(2);
    const texts = smtp.received.filter((mail) => mail.to.includes(admin.email)).map((mail) => mailText(mail).text);
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

  test("Sign out all other sessions ends every other browser; this one stays", async ({ browser }) => {
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

  test("the id of someone else's session, posted to the profile page, ends nothing", async ({ browser }) => {
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

  test("the sessions list fits a 390 px screen", async ({ browser }) => {
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
});

for (const kind of testDatabaseKinds.filter((k) => k === "postgres")) {
  test.describe(`two processes on one ${kind} database`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("a session ended through process A is signed out at its next click on process B @desktop", async ({
      browser,
    }) => {
      const schema = await createTestSchema();
      const started: SiteProcess[] = [];
      try {
        const env = { AUTH_RATE_LIMIT: "1000", AUTH_SECRET: `${"s".repeat(40)}-${process.pid}` };
        for (let i = 0; i < 2; i++) {
          const process_ = await launchSite(schema.url, env);
          started.push(process_);
          await process_.waitUntilServing(60_000);
        }
        const [a, b] = started as [SiteProcess, SiteProcess];
        const admin = newAdmin();
        createAdminAccount({ url: a.url, stop: async () => {}, databaseUrl: schema.url }, admin);
        const onA = await browserSignedIn(browser, a.url, admin, CHROME_ON_WINDOWS);
        const onB = await browserSignedIn(browser, b.url, admin, SAFARI_ON_IPHONE);

        await gotoHydrated(onA, "/dashboard/profile");
        await expect(sessionRows(onA)).toHaveCount(2);
        await sessionRow(onA, "Safari on iPhone").getByRole("button", { name: "Sign out" }).click();
        await expectAlert(onA, "Signed out");
        await expectNextClickOnLogin(onB);
        expect(await signedInEmail(onA)).toBe(admin.email);
        await onA.context().close();
        await onB.context().close();
      } finally {
        for (const process_ of started) if (process_.child.exitCode === null) process_.child.kill("SIGTERM");
        await Promise.all(started.map((process_) => process_.exited));
        await schema.drop();
      }
    });
  });
}
