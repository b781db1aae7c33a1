import pino from "pino";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBackgroundWork } from "#server/background";
import {
  type PasswordResetMailer,
  passwordResetMailer,
  RESET_MAILS_PER_ADDRESS_PER_HOUR,
} from "#server/mail/password-reset";
import type { AccountMail, MailTransport } from "#server/mail/transport";
import { createRateLimitStore } from "#server/rate-limit";
import { asUser, postJson, signUp, signUpAdmin } from "../support/accounts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/** A transport that keeps what it would send. */
function keepingTransport() {
  const sent: AccountMail[] = [];
  const transport: MailTransport = {
    kind: "smtp",
    server: "smtp://site@mail.example.com:587",
    send: async () => {},
    sendToAccount: async (mail) => void sent.push(mail),
  };
  return { sent, transport };
}

const tokenIn = (mail: AccountMail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token")!;

describe.each(testDatabaseKinds)("password reset and profile photos on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let sent: AccountMail[];
  let mailer: PasswordResetMailer;
  /** Where each request's link is made and mailed, after the answer; `settle` waits for all of it. */
  let background: ReturnType<typeof createBackgroundWork>;
  let now = Date.now();
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    const mail = keepingTransport();
    sent = mail.sent;
    now = Date.now();
    const resetLimits = createRateLimitStore(test.db, { now: () => now });
    mailer = passwordResetMailer(mail.transport, {
      limits: () => resetLimits,
      companyName: async () => "Skyline IT Solutions",
    })!;
    background = createBackgroundWork(pino({ level: "silent" }));
    app = await createTestApp(test.db, { passwordReset: { mailer, background } });
  });
  afterEach(() => test.drop());

  const ask = (email: string, extra: Record<string, unknown> = {}) =>
    postJson(app, "/api/auth/request-password-reset", { email, ...extra });
  const resetWith = async (token: string, newPassword: string) => {
    const res = await postJson(app, "/api/auth/reset-password", { token, newPassword });
    return { status: res.status, code: ((await res.json()) as { code?: string }).code };
  };
  const signsInWith = async (email: string, password: string) =>
    (await postJson(app, "/api/auth/sign-in/email", { email, password })).status === 200;
  /** The reset links (verification rows) kept for an account. */
  const resetLinksOf = async (userId: string) =>
    (await test.db.selectFrom("verification").select("identifier").where("value", "=", userId).execute()).length;

  it("mails a link to our own reset page (whatever redirect is asked for), and the same answer for an unknown address", async () => {
    const me = await signUp(app);
    expect((await ask(me.email, { redirectTo: "https://evil.example/steal" })).status).toBe(403);
    const known = await ask(me.email, { redirectTo: "/somewhere-else" });
    const unknown = await ask("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.to.address).toBe(me.email);
    expect(sent[0]!.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
    expect(sent[0]!.text).not.toContain("somewhere-else");
  });

  it("asked from the Bangla page, the link leads to the Bangla reset page and the e-mail is in Bangla (issue 26); any other redirect gets English", async () => {
    const me = await signUp(app);
    expect((await ask(me.email, { redirectTo: "/bn/reset-password" })).status).toBe(200);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.subject).toBe("পাসওয়ার্ড রিসেট করুন — Skyline IT Solutions");
    expect(sent[0]!.text).toContain(`${TEST_PUBLIC_URL}/bn/reset-password?token=`);
    expect(sent[0]!.text).toContain("এক ঘণ্টার মধ্যে এই লিংকটি খুলুন");
    expect((await resetWith(tokenIn(sent[0]!), "NewSecret12")).status).toBe(200);

    expect((await ask(me.email, { redirectTo: "/bn/somewhere-else" })).status).toBe(200);
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]!.subject).toBe("Reset your password — Skyline IT Solutions");
    expect(sent[1]!.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
  });

  it("answers before anything about the address is looked up: the link is made and mailed afterwards, the same way for any address", async () => {
    // A gate on the work that follows the answer: nothing runs until the test lets it.
    const held: Array<() => Promise<void>> = [];
    const gated = await createTestApp(test.db, {
      passwordReset: { mailer, background: { run: (_what, work) => void held.push(work) } },
    });
    const me = await signUp(gated);
    const known = await postJson(gated, "/api/auth/request-password-reset", { email: me.email });
    const unknown = await postJson(gated, "/api/auth/request-password-reset", { email: "nobody@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    // Both answers are out while the work for each address waits, one piece of work each: no link made, nothing sent.
    expect(held).toHaveLength(2);
    expect(await resetLinksOf(me.id)).toBe(0);
    expect(sent).toEqual([]);
    for (const work of held.splice(0)) await work();
    expect(sent.map((mail) => mail.to.address)).toEqual([me.email]);
    expect(await resetLinksOf(me.id)).toBe(1);
  });

  it("the requests still count towards the client's limit (then 429), whatever the address", async () => {
    const limited = await createTestApp(test.db, { authRateLimit: 2, passwordReset: { mailer, background } });
    const me = await signUp(limited);
    expect((await postJson(limited, "/api/auth/request-password-reset", { email: me.email })).status).toBe(200);
    expect((await postJson(limited, "/api/auth/request-password-reset", { email: "nobody@example.com" })).status).toBe(
      200,
    );
    expect((await postJson(limited, "/api/auth/request-password-reset", { email: me.email })).status).toBe(429);
    await background.settle(10_000);
    expect(sent).toHaveLength(1);
  });

  it("sends one address at most a few links an hour, answering alike; past that nothing is made, so the last link mailed still works", async () => {
    const me = await signUp(app);
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS_PER_HOUR + 2; i++) expect((await ask(me.email)).status).toBe(200);
    await background.settle(10_000);
    expect(sent).toHaveLength(RESET_MAILS_PER_ADDRESS_PER_HOUR);
    expect(await resetLinksOf(me.id)).toBe(1);
    expect(await resetWith(tokenIn(sent.at(-1)!), "Fresh123")).toEqual({ status: 200, code: undefined });
    now += 3_600_001;
    expect((await ask(me.email)).status).toBe(200);
    await expect.poll(() => sent.length).toBe(RESET_MAILS_PER_ADDRESS_PER_HOUR + 1);
  });

  it("only the newest link works: asking again ends the earlier ones at once", async () => {
    const me = await signUp(app);
    for (let i = 1; i <= 3; i++) {
      await ask(me.email);
      await background.settle(10_000);
    }
    const [first, second, third] = sent.map(tokenIn) as [string, string, string];
    expect(await resetWith(first, "First123")).toEqual({ status: 400, code: "INVALID_TOKEN" });
    expect(await resetWith(second, "Second123")).toEqual({ status: 400, code: "INVALID_TOKEN" });
    expect(await resetWith(third, "Third123")).toEqual({ status: 200, code: undefined });
    expect(await resetWith(first, "First123")).toEqual({ status: 400, code: "INVALID_TOKEN" });
    expect(await signsInWith(me.email, "Third123")).toBe(true);
    expect(await signsInWith(me.email, "First123")).toBe(false);
    expect(await resetLinksOf(me.id)).toBe(0);
  });

  it("a reset ends every other link of the account, even one made at the same moment", async () => {
    const me = await signUp(app);
    const other = await signUp(app);
    await ask(me.email);
    await ask(other.email);
    await background.settle(10_000);
    const mine = tokenIn(sent.find((mail) => mail.to.address === me.email)!);
    // A second live link, as two requests racing each other could leave (made the way Better Auth makes one).
    const { internalAdapter } = await app.auth.$context;
    await internalAdapter.createVerificationValue({
      value: me.id,
      identifier: "reset-password:made-at-the-same-moment",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await resetWith(mine, "Fresh123")).toEqual({ status: 200, code: undefined });
    expect(await resetWith("made-at-the-same-moment", "Other123")).toEqual({ status: 400, code: "INVALID_TOKEN" });
    expect(await signsInWith(me.email, "Fresh123")).toBe(true);
    expect(await resetLinksOf(me.id)).toBe(0);
    // Another account's link is its own business.
    expect(await resetWith(tokenIn(sent.find((mail) => mail.to.address === other.email)!), "Theirs123")).toEqual({
      status: 200,
      code: undefined,
    });
  });

  it.each([
    ["aaaaaa", "Must include uppercase, lowercase, and number"],
    ["Ab1cd", "At least 6 characters"],
    ["Abcdefghij1234567890x", "Max 20 characters"],
  ])("refuses the new password %j with the spec's message and keeps the link", async (newPassword, message) => {
    const me = await signUp(app);
    await ask(me.email);
    await expect.poll(() => sent.length).toBe(1);
    const token = tokenIn(sent[0]!);
    const res = await postJson(app, "/api/auth/reset-password", { token, newPassword });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect((await postJson(app, "/api/auth/reset-password", { token, newPassword: "Fresh123" })).status).toBe(200);
    expect((await postJson(app, "/api/auth/reset-password", { token, newPassword: "Again123" })).status).toBe(400);
    expect((await postJson(app, "/api/auth/sign-in/email", { email: me.email, password: "Fresh123" })).status).toBe(
      200,
    );
  });

  describe("POST /api/users/me/photo", () => {
    const png = () =>
      sharp({ create: { width: 40, height: 40, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
    const upload = (cookie: string, bytes: Uint8Array<ArrayBuffer>, type = "image/png") => {
      const form = new FormData();
      form.set("image", new File([bytes], "me.png", { type }));
      return app.request("/api/users/me/photo", asUser(cookie, "POST", { body: form }));
    };
    const photoOf = async (id: string) =>
      (await test.db.selectFrom("user").select("image").where("id", "=", id).executeTakeFirstOrThrow()).image;
    const mediaCount = async () =>
      Number(
        (
          await test.db
            .selectFrom("media")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("needs a session and a real image", async () => {
      expect(
        (
          await app.request("/api/users/me/photo", {
            method: "POST",
            headers: { Origin: TEST_PUBLIC_URL },
            body: new FormData(),
          })
        ).status,
      ).toBe(401);
      const me = await signUp(app);
      const res = await upload(me.cookie, new TextEncoder().encode("<svg onload=alert(1)>"));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Invalid request",
        fields: { image: "The file is not an image we can read. Use a JPEG, PNG or WebP photo." },
      });
      expect(await photoOf(me.id)).toBe(me.image);
    });

    it("stores a WebP, removes the photo it replaces, and keeps one that something else shows", async () => {
      const me = await signUp(app);
      const first = await upload(me.cookie, await png());
      expect(first.status).toBe(200);
      const { photoURL } = (await first.json()) as { photoURL: string };
      expect(photoURL).toMatch(/^\/media\/[\w-]+\.webp$/);
      expect(await photoOf(me.id)).toBe(photoURL);
      expect((await app.request(photoURL)).headers.get("content-type")).toBe("image/webp");
      const second = (await (await upload(me.cookie, await png())).json()) as { photoURL: string };
      expect((await app.request(photoURL)).status).toBe(404);
      expect(await mediaCount()).toBe(1);

      // Someone points their photo at another person's picture, then uploads their own: that picture stays.
      const other = await signUp(app);
      expect(
        (await postJson(app, "/api/auth/update-user", { image: second.photoURL }, { cookie: other.cookie })).status,
      ).toBe(200);
      expect((await upload(other.cookie, await png())).status).toBe(200);
      expect((await app.request(second.photoURL)).status).toBe(200);
    });

    it("removes an uploaded photo when an admin deletes its account", async () => {
      const admin = await signUpAdmin(app);
      const me = await signUp(app);
      const { photoURL } = (await (await upload(me.cookie, await png())).json()) as { photoURL: string };
      expect(await (await app.request(`/api/users/${me.id}`, asUser(admin.cookie, "DELETE"))).json()).toEqual({
        deletedCount: 1,
      });
      expect((await app.request(photoURL)).status).toBe(404);
      expect(await mediaCount()).toBe(0);
    });
  });
});
