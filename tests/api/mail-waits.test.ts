import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "#domain/site-details";
import { DEMO_INBOX_WAITING, NoSenderAddressError, siteSender, smtpTransport } from "#server/mail/transport";
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from "#server/services/contact";
import { asUser, ORIGIN, signUpAdmin } from "../support/accounts";
import { startSmtpServer } from "../support/mail-stand-ins";
import { capturedLog } from "../support/captured-log";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/**
 * Issue 44 items 1 and 6: no contact message is mailed to the demo company's inbox, and an e-mail
 * that could not go (no inbox, no sender address) goes once the owner's inbox is saved. The site's
 * own wiring, as server/entry.ts makes it: the SMTP transport reads the inbox and the sender from
 * the settings when it sends, and e-mails to account holders go through their outbox.
 */
describe.each(testDatabaseKinds)("e-mail that waits for the owner's settings on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = Date.now();
  const now = () => clock;
  const log = capturedLog();

  /** A site on SMTP whose inbox and sender come from its settings; `login`: the SMTP account's user. */
  async function startSite(login: string) {
    smtp = await startSmtpServer({ login: { user: login, password: "Mail-Password-1" } });
    const url = smtp.url;
    const settingsNow = async () => (await app.services.settings.current()).effective;
    const transport = smtpTransport({
      url,
      to: async () => (await settingsNow()).contactInbox,
      from: siteSender(url, settingsNow),
    });
    app = await createTestApp(test.db, { contact: { transport, now, logger: log.logger } });
    return transport;
  }
  const post = (body: unknown) =>
    app.request("/api/contact", {
      method: "POST",
      headers: { ...ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const saveInbox = async (cookie: string, contactInbox: string) => {
    const saved = await app.request(
      "/api/settings",
      asUser(cookie, "PUT", {
        body: JSON.stringify({ ...defaultSiteSettings, contactInbox, version: 0 }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(saved.status).toBe(200);
  };
  /** How long `vi.waitFor` waits for the outbox's delivery in the background. */
  const DELIVERY = { timeout: 5_000, interval: 25 };

  beforeEach(async () => {
    clock = Date.now();
    test = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await smtp?.stop();
    await test.drop();
  });

  it("while the contact inbox is the demo company's, a message is kept, not mailed, and says why; saving the owner's inbox mails it there, once", async () => {
    await startSite("site@owner-mail.example");
    const visitor = { name: "Karim Uddin", email: "karim@client.example", message: "We need an online shop." };
    expect((await post(visitor)).status).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await app.services.contact.list())[0]?.status, "the message to wait for the inbox").toBe(
          "not-configured",
        ),
      DELIVERY,
    );
    expect(await app.services.contact.list()).toEqual([
      expect.objectContaining({ status: "not-configured", attempts: 0, lastError: DEMO_INBOX_WAITING }),
    ]);
    // The outbox leaves it, a restart too, and nothing went to the demo company.
    clock += 3_600_000;
    expect(await app.services.contact.deliverDue()).toBe(0);
    expect(await app.services.contact.queueWaiting()).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(
      log.records().some((line) => line.msg === "contact message not e-mailed: it waits for the contact inbox"),
    ).toBe(true);

    // The test e-mail goes (to the admin) and its answer says what still waits.
    const admin = await signUpAdmin(app);
    const tested = await app.request("/api/mail/test", asUser(admin.cookie, "POST"));
    expect(await tested.json()).toEqual({ sentTo: admin.email, contactMessagesWait: DEMO_INBOX_WAITING });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[admin.email]]);

    await saveInbox(admin.cookie, "sales@owner-mail.example");
    await vi.waitFor(() => expect(smtp.received.length, "the waiting message to be mailed").toBe(2), DELIVERY);
    expect(smtp.received[1]).toMatchObject({ to: ["sales@owner-mail.example"], from: "sales@owner-mail.example" });
    expect(smtp.received[1]!.raw).toContain("We need an online shop.");
    await vi.waitFor(
      async () =>
        expect((await app.services.contact.list())[0]?.status, "the message to show as delivered").toBe("delivered"),
      DELIVERY,
    );
    expect((await (await app.request("/api/mail/test", asUser(admin.cookie, "POST"))).json()) as object).toEqual({
      sentTo: admin.email,
    });
    clock += 3_600_000;
    expect(await app.services.contact.deliverDue()).toBe(0);
    expect(smtp.received.filter((mail) => mail.raw.includes("We need an online shop."))).toHaveLength(1);
  });

  it("an e-mail to an account holder with no address to send from waits in the outbox, and goes once the owner's inbox is saved; one no longer worth sending is dropped and logged", async () => {
    // The SMTP login is no address, MAIL_FROM is unset and the inbox is the demo company's: no sender.
    await startSite("website");
    const admin = await signUpAdmin(app);
    await app.services.outbox.queue({
      to: { name: "Rina", address: "rina@client.example" },
      subject: "New sign-in to your account",
      text: "Your account was just signed in to.",
    });
    await vi.waitFor(
      async () =>
        expect(
          (await test.db.selectFrom("outbox").select("last_error").executeTakeFirst())?.last_error,
          "the first try to fail",
        ).toBeTypeOf("string"),
      DELIVERY,
    );
    expect(await test.db.selectFrom("outbox").select(["attempts", "last_error"]).execute()).toEqual([
      { attempts: 1, last_error: new NoSenderAddressError().message },
    ]);
    expect(smtp.received).toEqual([]);

    // Tried again on the outbox's round (every 15 s) once its 30 s wait is over: it still has no sender.
    clock += retryDelayMs(1);
    await app.services.outbox.deliverDue();
    expect(await test.db.selectFrom("outbox").select("attempts").execute()).toEqual([{ attempts: 2 }]);
    expect(smtp.received).toEqual([]);

    // The owner saves their inbox: the next round sends it, from that address.
    await saveInbox(admin.cookie, "hello@owner-mail.example");
    clock += retryDelayMs(2);
    await app.services.outbox.deliverDue();
    await vi.waitFor(() => expect(smtp.received.length, "the waiting e-mail to be sent").toBe(1), DELIVERY);
    expect(smtp.received[0]).toMatchObject({ to: ["rina@client.example"], from: "hello@owner-mail.example" });
    expect(await test.db.selectFrom("outbox").selectAll().execute()).toEqual([]);

    // A reset link whose hour has passed unsent is dropped, with an error in the log.
    await smtp.stop();
    await app.services.outbox.queue({
      to: { name: "Rina", address: "rina@client.example" },
      subject: "Reset your password",
      text: "A link.",
      validForMs: 3_600_000,
    });
    await vi.waitFor(
      async () =>
        expect(
          (await test.db.selectFrom("outbox").select("attempts").executeTakeFirst())?.attempts,
          "the try to fail",
        ).toBe(1),
      DELIVERY,
    );
    clock += 3_600_000;
    expect(await app.services.outbox.deliverDue()).toBe(0);
    expect(await test.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(log.records().find((line) => line.msg === "e-mail dropped unsent: it is no use any more")).toMatchObject({
      level: 50,
      subject: "Reset your password",
      attempts: 1,
    });
  });

  it("a contact message whose tries ran out goes again once the cause may be fixed (a save, a restart)", async () => {
    await startSite("site@owner-mail.example");
    const admin = await signUpAdmin(app);
    await test.db
      .insertInto("contact_messages")
      .values({
        name: "Olga",
        email: "olga@client.example",
        message: "Tried eight times.",
        created_at: new Date(clock).toISOString(),
        status: "failed",
        attempts: MAX_DELIVERY_ATTEMPTS,
        last_error: new NoSenderAddressError().message,
        next_attempt_at: new Date(clock).toISOString(),
      })
      .execute();
    await saveInbox(admin.cookie, "sales@owner-mail.example");
    await vi.waitFor(() => expect(smtp.received.length, "the failed message to be mailed").toBe(1), DELIVERY);
    expect(smtp.received[0]!.to).toEqual(["sales@owner-mail.example"]);
    await vi.waitFor(
      async () =>
        expect((await app.services.contact.list())[0]?.status, "the message to show as delivered").toBe("delivered"),
      DELIVERY,
    );
    expect((await app.services.contact.list())[0]).toMatchObject({ attempts: 1, lastError: null });
  });
});
