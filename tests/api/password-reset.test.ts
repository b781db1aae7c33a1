import pino from "pino";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { passwordResetMailer, RESET_MAILS_PER_ADDRESS_PER_HOUR } from "../../server/mail/password-reset";
import type { AccountMail, MailTransport } from "../../server/mail/transport";
import { createRateLimitStore } from "../../server/rate-limit";
import { asUser, postJson, signUp, signUpAdmin } from "../support/accounts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/** A transport that keeps what it would send. */
function keepingTransport() {
  const sent: AccountMail[] = [];
  const transport: MailTransport = { kind: "smtp", send: async () => {}, sendToAccount: async (mail) => void sent.push(mail) };
  return { sent, transport };
}

const tokenIn = (mail: AccountMail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token")!;

describe.each(testDatabaseKinds)("password reset and profile photos on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let sent: AccountMail[];
  let now = Date.now();
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    const mail = keepingTransport();
    sent = mail.sent;
    now = Date.now();
    const resetLimits = createRateLimitStore(test.db, { now: () => now });
    app = await createTestApp(test.db, { sendPasswordResetLink: passwordResetMailer(mail.transport, pino({ level: "silent" }), { limits: () => resetLimits, companyName: async () => "Skyline IT Solutions" }) });
  });
  afterEach(() => test.drop());

  const ask = (email: string, extra: Record<string, unknown> = {}) => postJson(app, "/api/auth/request-password-reset", { email, ...extra });

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

  it("sends one address at most a few links an hour, answering alike", async () => {
    const me = await signUp(app);
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS_PER_HOUR + 2; i++) expect((await ask(me.email)).status).toBe(200);
    await expect.poll(() => sent.length).toBe(RESET_MAILS_PER_ADDRESS_PER_HOUR);
    now += 3_600_001;
    expect((await ask(me.email)).status).toBe(200);
    await expect.poll(() => sent.length).toBe(RESET_MAILS_PER_ADDRESS_PER_HOUR + 1);
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
    expect((await postJson(app, "/api/auth/sign-in/email", { email: me.email, password: "Fresh123" })).status).toBe(200);
  });

  describe("POST /api/users/me/photo", () => {
    const png = () => sharp({ create: { width: 40, height: 40, channels: 3, background: "#0f766e" } }).png().toBuffer();
    const upload = (cookie: string, bytes: Uint8Array<ArrayBuffer>, type = "image/png") => {
      const form = new FormData();
      form.set("image", new File([bytes], "me.png", { type }));
      return app.request("/api/users/me/photo", asUser(cookie, "POST", { body: form }));
    };
    const photoOf = async (id: string) => (await test.db.selectFrom("user").select("image").where("id", "=", id).executeTakeFirstOrThrow()).image;
    const mediaCount = async () => Number((await test.db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

    it("needs a session and a real image", async () => {
      expect((await app.request("/api/users/me/photo", { method: "POST", headers: { Origin: TEST_PUBLIC_URL }, body: new FormData() })).status).toBe(401);
      const me = await signUp(app);
      const res = await upload(me.cookie, new TextEncoder().encode("<svg onload=alert(1)>"));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Invalid request", fields: { image: "The file is not an image we can read. Use a JPEG, PNG or WebP photo." } });
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
      expect((await postJson(app, "/api/auth/update-user", { image: second.photoURL }, { cookie: other.cookie })).status).toBe(200);
      expect((await upload(other.cookie, await png())).status).toBe(200);
      expect((await app.request(second.photoURL)).status).toBe(200);
    });

    it("removes an uploaded photo when an admin deletes its account", async () => {
      const admin = await signUpAdmin(app);
      const me = await signUp(app);
      const { photoURL } = (await (await upload(me.cookie, await png())).json()) as { photoURL: string };
      expect(await (await app.request(`/api/users/${me.id}`, asUser(admin.cookie, "DELETE"))).json()).toEqual({ deletedCount: 1 });
      expect((await app.request(photoURL)).status).toBe(404);
      expect(await mediaCount()).toBe(0);
    });
  });
});
