import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import type { Database } from "#server/db/schema";
import { newSignInMailer, type NewSignInMailer } from "#server/mail/new-sign-in";
import { smtpTransport } from "#server/mail/transport";
import { cookieOf, postJson, signUp, signUpAdmin } from "../support/accounts";
import { mailText, type SmtpLogin, startSmtpServer } from "../support/mail-stand-ins";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";
import { signInWithGoogle } from "../support/google-sign-in";
import { OIDC_CLIENT, startOidcProvider } from "../support/oidc-provider.js";
import { freePort } from "../support/site-server";
import pino from "pino";

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** Signs in with a browser's User-Agent; the session cookie. */
async function signIn(app: TestApp, account: { email: string; password: string }, userAgent = FIREFOX_ON_LINUX) {
  const res = await postJson(app, "/api/auth/sign-in/email", account, { "user-agent": userAgent });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/** The session a cookie opens (null: signed out), as any page or /api call reads it. */
const sessionOf = async (app: TestApp, cookie: string) =>
  (await (await app.request("/api/auth/get-session", { headers: { cookie } })).json()) as {
    session: { id: string };
    user: { email: string };
  } | null;
const signedInAs = async (app: TestApp, cookie: string) => (await sessionOf(app, cookie))?.user.email ?? null;
const sessionIdOf = async (app: TestApp, cookie: string) => (await sessionOf(app, cookie))!.session.id;

/** Issue 27 item 4 (decision 0047): an account's sessions, listed and ended by their owner only. */
describe.each(testDatabaseKinds)("sessions you can see and end on %s", (kind) => {
  const site = useTestSite(kind);

  it("lists the account's sessions with their browser, the most recently active first", async () => {
    const account = await signUp(site.app);
    const phone = await signIn(site.app, account, SAFARI_ON_IPHONE);
    const sessions = await site.app.services.sessions.list(account.id);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.id).toBe(await sessionIdOf(site.app, phone));
    expect(sessions[0]!.userAgent).toBe(SAFARI_ON_IPHONE);
    expect(sessions.every((session) => !Number.isNaN(Date.parse(session.lastActiveAt)))).toBe(true);
    // Someone else's sessions are not among them.
    await signUp(site.app);
    expect(await site.app.services.sessions.list(account.id)).toHaveLength(2);
  });

  it("an ended session is signed out at its next request, on another process too; the others stay", async () => {
    const account = await signUp(site.app);
    const laptop = await signIn(site.app, account);
    const phone = await signIn(site.app, account, SAFARI_ON_IPHONE);
    // A second server process: its own app and connection on the same database.
    const otherDb: Database = openDatabase(databaseConfigFromUrl(site.test.url));
    try {
      const otherProcess = await createTestApp(otherDb);
      expect(await signedInAs(otherProcess, phone)).toBe(account.email);
      // Signed in but not an admin: 403; signed out: 401.
      expect((await otherProcess.request("/api/users", { headers: { cookie: phone } })).status).toBe(403);
      expect(await site.app.services.sessions.end(account.id, await sessionIdOf(site.app, phone))).toEqual({
        ended: 1,
      });
      expect(await signedInAs(otherProcess, phone)).toBeNull();
      expect(await signedInAs(site.app, phone)).toBeNull();
      expect(await signedInAs(otherProcess, laptop)).toBe(account.email);
      expect((await otherProcess.request("/api/users", { headers: { cookie: phone } })).status).toBe(401);
    } finally {
      await otherDb.destroy();
    }
  });

  it("all other sessions end; the one asking stays", async () => {
    const account = await signUp(site.app);
    const laptop = await signIn(site.app, account);
    const phone = await signIn(site.app, account, SAFARI_ON_IPHONE);
    expect(await site.app.services.sessions.endOthers(account.id, await sessionIdOf(site.app, laptop))).toEqual({
      ended: 2,
    });
    expect(await signedInAs(site.app, laptop)).toBe(account.email);
    expect([await signedInAs(site.app, phone), await signedInAs(site.app, account.cookie)]).toEqual([null, null]);
  });

  it("the id of someone else's session ends nothing", async () => {
    const mine = await signUp(site.app);
    const theirs = await signUp(site.app);
    const theirId = await sessionIdOf(site.app, theirs.cookie);
    expect(await site.app.services.sessions.end(mine.id, theirId)).toEqual({ ended: 0 });
    expect(await site.app.services.sessions.endOthers(mine.id, await sessionIdOf(site.app, mine.cookie))).toEqual({
      ended: 0,
    });
    expect(await signedInAs(site.app, theirs.cookie)).toBe(theirs.email);
  });

  it("last activity moves when Better Auth renews a session an hour old, not on every request", async () => {
    const account = await signUp(site.app);
    const signedIn = (await site.app.services.sessions.list(account.id))[0]!.lastActiveAt;
    await signedInAs(site.app, account.cookie);
    expect((await site.app.services.sessions.list(account.id))[0]!.lastActiveAt).toBe(signedIn);
    // As if the sign-in were two hours ago: the next request renews it.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const expiry = new Date(twoHoursAgo.getTime() + 7 * 24 * 3_600_000);
    const stored = (date: Date) => (kind === "postgres" ? date : date.toISOString());
    await site.test.db
      .updateTable("session")
      .set({ updatedAt: stored(twoHoursAgo), expiresAt: stored(expiry) })
      .where("userId", "=", account.id)
      .execute();
    expect((await site.app.services.sessions.list(account.id))[0]!.lastActiveAt).toBe(twoHoursAgo.toISOString());
    await signedInAs(site.app, account.cookie);
    const renewed = (await site.app.services.sessions.list(account.id))[0]!.lastActiveAt;
    expect(Date.parse(renewed)).toBeGreaterThan(Date.now() - 60_000);
  });
});

/** Issue 27 item 5: admins are e-mailed about each new sign-in, after the answer; nobody else is. */
describe.each(testDatabaseKinds)("the new-sign-in e-mail on %s", (kind) => {
  let test: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer<SmtpLogin>>>;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await smtp.stop();
    await test.drop();
  });
  const siteMailing = (mailer?: NewSignInMailer) =>
    createTestApp(test.db, {
      newSignInMailer:
        mailer ??
        newSignInMailer(smtpTransport({ url: smtp.url, from: `Website <${smtp.login.user}>`, to: smtp.login.user }), {
          sessionsUrl: `${TEST_PUBLIC_URL}/dashboard/profile#sessions`,
          companyName: async () => "Skyline IT",
          logger: pino({ level: "silent" }),
        }),
    });

  it("an admin's sign-in is mailed with device, address, Dhaka time and the sessions link", async () => {
    const app = await siteMailing();
    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    await signIn(app, user);
    await signIn(app, admin);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0]!.to).toEqual([admin.email]);
    const { subject, text } = mailText(smtp.received[0]!);
    expect(subject).toBe("New sign-in to your Skyline IT account");
    expect(text).toContain("Device: Firefox on Linux");
    expect(text).toMatch(/Address: \S+/);
    expect(text).toMatch(/Time: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Dhaka time\)/);
    expect(text).toContain(`${TEST_PUBLIC_URL}/dashboard/profile#sessions`);
    expect(text).toContain(`<a href="${TEST_PUBLIC_URL}/dashboard/profile#sessions">Your sessions</a>`);
  });

  it("a sign-up, a user's sign-in and a password change send nothing", async () => {
    const app = await siteMailing();
    const admin = await signUpAdmin(app);
    await signIn(app, await signUp(app));
    const change = await postJson(
      app,
      "/api/auth/change-password",
      { currentPassword: admin.password, newPassword: "Changed123" },
      { cookie: admin.cookie },
    );
    expect(change.status).toBe(200);
    await signIn(app, { email: admin.email, password: "Changed123" });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[admin.email]]);
  });

  describe("with Google sign-in", () => {
    let oidc: { discoveryUrl: string; stop: () => Promise<void> };
    beforeAll(async () => {
      oidc = await startOidcProvider({ port: await freePort(), siteOrigins: [TEST_PUBLIC_URL] });
    });
    afterAll(() => oidc.stop());

    it("an admin's sign-in with Google is mailed too", async () => {
      const mailed: string[] = [];
      const app = await createTestApp(test.db, {
        google: { clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, discoveryUrl: oidc.discoveryUrl },
        newSignInMailer: async (user) => void mailed.push(user.email),
      });
      const { cookie } = await signInWithGoogle(app, "rahim@example.com");
      const email = (await sessionOf(app, cookie))!.user.email;
      await app.services.users.setRoleByEmail(email, "admin");
      expect((await signInWithGoogle(app, "rahim@example.com")).callback.status).toBe(302);
      await expect.poll(() => mailed).toEqual([email]);
    });
  });

  it("a mail server that never answers, or fails, neither holds up nor fails the sign-in", async () => {
    let calls = 0;
    const app = await siteMailing(() => {
      calls++;
      // The first mail never leaves (a server that hangs); the second fails.
      return calls === 1 ? new Promise<void>(() => {}) : Promise.reject(new Error("mail server down"));
    });
    const admin = await signUpAdmin(app);
    expect(await signedInAs(app, await signIn(app, admin))).toBe(admin.email);
    await expect.poll(() => calls).toBe(1);
    expect(await signedInAs(app, await signIn(app, admin))).toBe(admin.email);
    await expect.poll(() => calls).toBe(2);
  });
});
