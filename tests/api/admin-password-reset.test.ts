import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetMailsSpent } from "#server/auth/admin-reset";
import { passwordResetMailer, RESET_MAILS_PER_ADDRESS_PER_HOUR } from "#server/mail/password-reset";
import { smtpTransport } from "#server/mail/transport";
import { createRateLimitStore } from "#server/rate-limit";
import { asUser, postJson, signUp, signUpAdmin } from "../support/accounts";
import { mailText, type SmtpLogin, startSmtpServer } from "../support/mail-stand-ins";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/**
 * Issue 27 item 6: an admin sends a user the password-reset link "Forgot password?" sends
 * (POST /api/users/{id}/password-reset, the same path as the Users page's button): the mail
 * reaches the SMTP stand-in, its link sets a new password, the activity log records it; anyone
 * else is refused, and a site without reset by e-mail says so.
 */
describe.each(testDatabaseKinds)("an admin's password-reset link on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer<SmtpLogin>>>;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    smtp = await startSmtpServer();
    const limits = createRateLimitStore(test.db);
    const transport = smtpTransport({ url: smtp.url, from: `Website <${smtp.login.user}>`, to: smtp.login.user });
    const mailer = passwordResetMailer(transport, { limits: () => limits, companyName: async () => "Skyline IT" })!;
    app = await createTestApp(test.db, { passwordReset: { mailer } });
  });
  afterEach(async () => {
    await smtp.stop();
    await test.drop();
  });

  const sendReset = (cookie: string, id: string) =>
    app.request(`/api/users/${id}/password-reset`, asUser(cookie, "POST"));
  const activity = async (cookie: string) =>
    (await (await app.request("/api/activity", asUser(cookie))).json()) as Array<{
      actor: string;
      action: string;
      entity: string;
      entityId: string;
      summary: string;
    }>;

  it("mails the user the Forgot-password link, which sets a new password; the log records who sent it", async () => {
    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    const res = await sendReset(admin.cookie, user.id);
    expect([res.status, await res.json()]).toEqual([200, { sentTo: user.email }]);

    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0]!.to).toEqual([user.email]);
    const { subject, text } = mailText(smtp.received[0]!);
    expect(subject).toBe("Reset your password — Skyline IT");
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/reset-password`);

    const reset = await postJson(app, "/api/auth/reset-password", {
      token: link.searchParams.get("token"),
      newPassword: "Renewed123",
    });
    expect(reset.status).toBe(200);
    const signIn = await postJson(app, "/api/auth/sign-in/email", { email: user.email, password: "Renewed123" });
    expect(signIn.status).toBe(200);

    expect(await activity(admin.cookie)).toContainEqual(
      expect.objectContaining({
        actor: admin.email,
        action: "send-reset",
        entity: "user",
        entityId: user.id,
        summary: `Sent a password-reset link to ${user.email}`,
      }),
    );
  });

  it("after the address's three links this hour, a fourth is refused (429) naming why, and nothing more is mailed", async () => {
    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    for (let sent = 1; sent <= RESET_MAILS_PER_ADDRESS_PER_HOUR; sent++) {
      expect((await sendReset(admin.cookie, user.id)).status).toBe(200);
      // Each link is made after the answer: the next one counts it.
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(sent);
    }
    const refused = await sendReset(admin.cookie, user.id);
    expect([refused.status, await refused.json()]).toEqual([429, { error: resetMailsSpent(user.email) }]);
    expect(resetMailsSpent(user.email)).toBe(
      `${user.email} has already been sent 3 password-reset links in the last hour, the most one address gets. The newest of them still works; another can be sent later.`,
    );
    expect(smtp.received).toHaveLength(RESET_MAILS_PER_ADDRESS_PER_HOUR);
    const sends = (await activity(admin.cookie)).filter((entry) => entry.action === "send-reset");
    expect(sends).toHaveLength(RESET_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it("refuses a user who is not an admin (403) and an unknown id (404): nothing mailed, nothing logged", async () => {
    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    const other = await signUp(app);
    expect((await sendReset(user.cookie, other.id)).status).toBe(403);
    const unknown = await sendReset(admin.cookie, "no-such-user");
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: "User not found" }]);
    expect(await activity(admin.cookie)).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("says so when reset by e-mail is not set up (503), and logs nothing", async () => {
    const plain = await createTestApp(test.db);
    const admin = await signUpAdmin(plain);
    const user = await signUp(plain);
    const res = await plain.request(`/api/users/${user.id}/password-reset`, asUser(admin.cookie, "POST"));
    expect([res.status, await res.json()]).toEqual([
      503,
      { error: "Password reset by e-mail is not set up on this site yet, so no link can be sent." },
    ]);
    expect(await plain.services.activity.list()).toEqual([]);
  });
});
