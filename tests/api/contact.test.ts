import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { relayTransport, smtpTransport } from "#server/mail/transport";
import type { InboxFilter } from "#domain/inbox-filter";
import { EXPORT_CHUNK, LEASE_MS, retryDelayMs } from "#server/services/contact";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { mailText, startRelayStub, startSmtpServer } from "../support/mail-stand-ins";
import { storeContactMessages } from "../support/stored-rows";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

const visitor = {
  name: "Karim Uddin",
  email: "karim@client.example",
  message: "We need an online shop.\nCan you call me?",
};
const INBOX = "inbox@company.example";

/** How long `vi.waitFor` waits for a delivery in the background (a stalled attempt ends at the 2 s mail timeout). */
const DELIVERY = { timeout: 5_000, interval: 50 };

describe.each(testDatabaseKinds)("contact messages on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  const stops: Array<() => Promise<void>> = [];
  let clock = Date.now();
  const now = () => clock;

  const start = async (
    contact: Parameters<typeof createTestApp>[1] extends infer O
      ? O extends { contact?: infer C }
        ? C
        : never
      : never,
  ) => {
    app = await createTestApp(test.db, { contact: { now, ...contact } });
  };
  const post = (body: unknown) =>
    app.request("/api/contact", {
      method: "POST",
      headers: { ...ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const stored = () => app.services.contact.list();
  /** An hour later the outbox finds nothing more to send, and the mail server got the message once. */
  const expectSentOnce = async (received: unknown[]) => {
    clock += 3_600_000;
    expect(await app.services.contact.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
  };

  beforeEach(async () => {
    clock = Date.now();
    test = await createTestDatabase(kind);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await test.drop();
  });

  it("stores a valid message before answering, also with no transport configured", async () => {
    await start({});
    const res = await post(visitor);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await stored()).toEqual([
      expect.objectContaining({ ...visitor, status: "not-configured", read: false, attempts: 0 }),
    ]);
  });

  it.each([
    [{ name: "" }, "name"],
    [{ email: "" }, "email"],
    [{ email: "not-an-address" }, "email"],
    [{ message: "" }, "message"],
    [{ message: "x".repeat(5001) }, "message"],
  ])("refuses %j with 400 naming the field and stores nothing", async (change, field) => {
    await start({});
    const res = await post({ ...visitor, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBeTruthy();
    expect(await stored()).toEqual([]);
  });

  it("refuses a name that would read backwards to the inbox; keeps a message's line breaks as \\n (decision 0032)", async () => {
    await start({});
    const refused = await post({ ...visitor, name: "Karim\u202e" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.name).toBe(
      "Your name contains invisible control characters",
    );
    expect(await stored()).toEqual([]);
    expect((await post({ ...visitor, message: "Hello there,\r\nplease call." })).status).toBe(200);
    expect(await stored()).toEqual([
      expect.objectContaining({ name: visitor.name, message: "Hello there,\nplease call." }),
    ]);
  });

  it("stores a message sent again with the same submission id once (the browser's retry), and e-mails it once", async () => {
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    await start({ transport: smtpTransport({ url: smtp.url, from: `Website <${INBOX}>`, to: INBOX }) });
    const submissionId = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    expect((await post({ ...visitor, submissionId })).status).toBe(200);
    const again = await post({ ...visitor, submissionId });
    expect([again.status, await again.json()]).toEqual([200, { ok: true }]);
    // Another submission of the same text is another message.
    expect((await post({ ...visitor, submissionId: "1f1e2d3c4b5a69788796a5b4c3d2e1f0" })).status).toBe(200);
    expect(await stored()).toHaveLength(2);
    await vi.waitFor(
      async () =>
        expect(
          (await stored()).map((message) => message.status),
          "both messages e-mailed",
        ).toEqual(["delivered", "delivered"]),
      DELIVERY,
    );
    clock += 3_600_000;
    expect(await app.services.contact.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it("the inbox pages through every message, newest first, and says how many there are", async () => {
    await start({});
    const sent = await storeContactMessages(test.db, 30);
    const first = await app.services.contact.page({ page: 1, perPage: 25 });
    expect(first.total).toBe(30);
    expect(first.items.map((m) => m.message)).toEqual(sent.slice(5).reverse());
    const second = await app.services.contact.page({ page: 2, perPage: 25 });
    expect(second).toMatchObject({ total: 30 });
    // The oldest message, out of reach before (the inbox showed the newest 500 and no more).
    expect(second.items.map((m) => m.message)).toEqual(sent.slice(0, 5).reverse());
    expect((await app.services.contact.page({ page: 3, perPage: 25 })).items).toEqual([]);
  });

  it("keeps the plan whose Get Started the visitor came from, when it is one of the catalogue's", async () => {
    await start({});
    await post({ ...visitor, name: "Pia Plan", plan: "Web Development – Basic" });
    await post({ ...visitor, name: "Una Unknown", plan: "Free Lunch – Gold" });
    await post({ ...visitor, name: "Nadia None" });
    expect((await stored()).map(({ name, plan }) => ({ name, plan }))).toEqual([
      { name: "Nadia None", plan: null },
      { name: "Una Unknown", plan: null },
      { name: "Pia Plan", plan: "Web Development – Basic" },
    ]);
  });

  it("keeps the visitor's phone / WhatsApp number in E.164, however it was written; refuses one that is not a number (issue 41)", async () => {
    await start({ rateLimit: 10 });
    for (const [name, phone] of [
      ["Dashed", "01712-345678"],
      ["Spaced", "+880 1712 345678"],
      ["Bengali", "০১৯১১-২২৩৩৪৪"],
      ["Abroad", "+44 20 7946 0958"],
      ["Blank", "   "],
    ])
      expect((await post({ ...visitor, name, phone })).status, name).toBe(200);
    await post({ ...visitor, name: "None" });
    const refused = await post({ ...visitor, name: "Words", phone: "call me after 5" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      phone: "Please enter a phone number, like 01712-345678",
    });
    expect((await stored()).map(({ name, phone }) => ({ name, phone }))).toEqual([
      { name: "None", phone: null },
      { name: "Blank", phone: null },
      { name: "Abroad", phone: "+442079460958" },
      { name: "Bengali", phone: "+8801911223344" },
      { name: "Spaced", phone: "+8801712345678" },
      { name: "Dashed", phone: "+8801712345678" },
    ]);
    // Through /api the page's language is not known; a page's action gives it (the Bangla page's, here).
    expect((await stored()).every((message) => message.language === null)).toBe(true);
    expect(await app.services.contact.submit({ ...visitor, name: "Rahima" }, "bangla-page", "bn")).toEqual({
      ok: true,
    });
    expect((await stored())[0]).toMatchObject({ name: "Rahima", language: "bn" });
  });

  it("filters the inbox by text (name, e-mail or message, any case), read, delivered, plan and days in Dhaka", async () => {
    await start({});
    const at = (iso: string) => {
      clock = Date.parse(iso);
    };
    // 25 Nov 2026 in Dhaka runs from 24 Nov 18:00 to 25 Nov 18:00 UTC.
    at("2026-11-24T17:59:00Z");
    await post({ ...visitor, name: "Olga Old", email: "olga@client.example", message: "Late on the 24th in Dhaka" });
    at("2026-11-24T18:00:00Z");
    await post({ ...visitor, name: "Karim Uddin", email: "KARIM@Client.example", plan: "SEO Content Writing – Basic" });
    at("2026-11-25T17:59:59Z");
    await post({ ...visitor, name: "Rita 100%_done", email: "rita@client.example", message: "Ölçü and ÉCLAIR" });
    at("2026-11-25T18:00:00Z");
    await post({ ...visitor, name: "Nina Next", email: "nina@client.example", message: "On the 26th" });
    const ids = Object.fromEntries((await stored()).map((m) => [m.name, Number(m._id)]));
    await app.services.contact.markRead(ids["Olga Old"]!);
    await test.db
      .updateTable("contact_messages")
      .set({ status: "delivered" })
      .where("id", "=", ids["Nina Next"]!)
      .execute();

    const names = async (filter: InboxFilter) =>
      (await app.services.contact.page({ page: 1, perPage: 25, filter })).items.map((m) => m.name);
    expect(await names({})).toEqual(["Nina Next", "Rita 100%_done", "Karim Uddin", "Olga Old"]);
    expect(await names({ q: "karim@CLIENT" })).toEqual(["Karim Uddin"]);
    expect(await names({ q: "nina" })).toEqual(["Nina Next"]);
    expect(await names({ q: "ON THE 26" })).toEqual(["Nina Next"]);
    // % and _ are letters here, not wildcards.
    expect(await names({ q: "100%_" })).toEqual(["Rita 100%_done"]);
    expect(await names({ q: "0%d" })).toEqual([]);
    expect(await names({ q: "ÉCLAIR" })).toEqual(["Rita 100%_done"]);
    expect(await names({ read: "read" })).toEqual(["Olga Old"]);
    expect(await names({ read: "unread" })).toEqual(["Nina Next", "Rita 100%_done", "Karim Uddin"]);
    expect(await names({ delivery: "delivered" })).toEqual(["Nina Next"]);
    expect(await names({ delivery: "not-delivered", read: "unread" })).toEqual(["Rita 100%_done", "Karim Uddin"]);
    expect(await names({ plan: "SEO Content Writing – Basic" })).toEqual(["Karim Uddin"]);
    expect(await names({ plan: "none" })).toEqual(["Nina Next", "Rita 100%_done", "Olga Old"]);
    expect(await names({ from: "2026-11-25", to: "2026-11-25" })).toEqual(["Rita 100%_done", "Karim Uddin"]);
    expect(await names({ from: "2026-11-26" })).toEqual(["Nina Next"]);
    expect(await names({ to: "2026-11-24" })).toEqual(["Olga Old"]);
    const filtered = await app.services.contact.page({ page: 1, perPage: 1, filter: { to: "2026-11-25" } });
    expect(filtered).toMatchObject({ total: 3, items: [expect.objectContaining({ name: "Rita 100%_done" })] });
    // Spam stays in its folder, filtered the same way.
    await post({ ...visitor, name: "Sam Spam", website: "x" });
    expect(await names({ q: "sam" })).toEqual([]);
    expect(
      (await app.services.contact.page({ page: 1, perPage: 25, folder: "spam", filter: { q: "SAM" } })).items,
    ).toEqual([expect.objectContaining({ name: "Sam Spam" })]);
  });

  it("exports a folder's filtered messages as CSV, read in chunks, every field quoted and formulas defused", async () => {
    await start({});
    await storeContactMessages(test.db, EXPORT_CHUNK + 1);
    clock = Date.parse("2026-11-25T08:05:00Z");
    await post({
      ...visitor,
      name: '=HYPERLINK("x")',
      message: 'Say "hi"\nআমাদের ওয়েবসাইট',
      plan: "SEO Content Writing – Basic",
      phone: "01712-345678",
    });
    const chunks: string[] = [];
    for await (const chunk of app.services.contact.exportCsv("inbox")) chunks.push(chunk);
    // The header, then the rows in chunks of EXPORT_CHUNK.
    expect(chunks).toHaveLength(3);
    const lines = chunks.join("").split("\r\n");
    expect(lines).toHaveLength(EXPORT_CHUNK + 4); // header, 502 rows, and the empty string after the last line end
    expect(lines[0]).toBe('"Received (Dhaka time)","Name","Email","Phone","Plan","Message","Read","Delivery","Spam"');
    expect(lines[1]).toBe(
      `"25 Nov 2026, 14:05","'=HYPERLINK(""x"")","karim@client.example","'+8801712345678","SEO Content Writing – Basic","Say ""hi""\nআমাদের ওয়েবসাইট","unread","not-configured",""`,
    );
    expect(lines.at(-2)).toContain('"Message number 1"');

    const filtered: string[] = [];
    for await (const chunk of app.services.contact.exportCsv("inbox", { q: "number 50" })) filtered.push(chunk);
    expect(filtered.join("").split("\r\n").slice(1, -1)).toEqual([
      expect.stringContaining('"Message number 501"'),
      expect.stringContaining('"Message number 500"'),
      expect.stringContaining('"Message number 50"'),
    ]);
  });

  it("refuses a malformed submission id with 400", async () => {
    await start({});
    const res = await post({ ...visitor, submissionId: "not an id" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.submissionId).toBe(
      "Invalid submission id",
    );
    expect(await stored()).toEqual([]);
  });

  describe("spam", () => {
    const admin = { id: "admin-1", email: "ada@company.example" };
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const startWithSmtp = async (rateLimit?: number) => {
      smtp = await startSmtpServer();
      stops.push(smtp.stop);
      await start({
        transport: smtpTransport({ url: smtp.url, from: `Website <${INBOX}>`, to: INBOX }),
        ...(rateLimit && { rateLimit }),
      });
    };
    const folder = async (name: "inbox" | "spam") =>
      (await app.services.contact.page({ page: 1, perPage: 25, folder: name })).items.map((m) => m.name);
    /** What the outbox would still send in the next hour: nothing more. */
    const expectNothingMoreToSend = async () => {
      clock += 3_600_000;
      expect(await app.services.contact.deliverDue()).toBe(0);
    };

    it("a link-stuffed sales pitch is kept in Spam (content), answered like any message and not e-mailed; a client's link or a crypto start-up stays in the inbox (issue 43 item 10)", async () => {
      await startWithSmtp(10);
      const pitches = [
        "Buy cheap backlinks for your site! https://links.example https://more.example https://best.example casino crypto",
        "Hello, we sell guest posts: www.guestposts.example",
        "Three sites: http://a.example http://b.example http://c.example",
        "Cheap followers and bitcoin profits, reply now",
      ];
      for (const [i, message] of pitches.entries()) {
        const res = await post({ ...visitor, name: `Pitch ${i}`, message, fillMs: 60_000 });
        expect([res.status, await res.json()]).toEqual([200, { ok: true }]);
      }
      for (const message of [
        "Our old site is https://bakery.example and it is slow on phones. Can you rebuild it?",
        "We are a crypto start-up in Gulshan and need a website and an app.",
      ])
        expect((await post({ ...visitor, name: "Client", message, fillMs: 60_000 })).status).toBe(200);
      expect((await stored()).map(({ name, spam, status }) => [name, spam, status === "held"])).toEqual([
        ["Client", null, false],
        ["Client", null, false],
        ["Pitch 3", "content", true],
        ["Pitch 2", "content", true],
        ["Pitch 1", "content", true],
        ["Pitch 0", "content", true],
      ]);
      expect(await folder("spam")).toEqual(["Pitch 3", "Pitch 2", "Pitch 1", "Pitch 0"]);
      await vi.waitFor(() => expect(smtp.received.length, "the two clients' messages e-mailed").toBe(2), DELIVERY);
      await expectNothingMoreToSend();
      expect(smtp.received).toHaveLength(2);
    });

    it("a filled honeypot or a form sent within 2 s of showing is stored as spam, answered like any message, and not e-mailed", async () => {
      await startWithSmtp();
      const honeypot = await post({
        ...visitor,
        name: "Hugo Honeypot",
        website: "https://spam.example",
        fillMs: 60_000,
      });
      expect([honeypot.status, await honeypot.json()]).toEqual([200, { ok: true }]);
      const fast = await post({ ...visitor, name: "Fred Fast", fillMs: 1999 });
      expect([fast.status, await fast.json()]).toEqual([200, { ok: true }]);
      // A person who took their time, and one without JavaScript (the form sends no fill time).
      expect((await post({ ...visitor, name: "Sara Slow", fillMs: 2000 })).status).toBe(200);
      expect((await post({ ...visitor, name: "Nico NoScript" })).status).toBe(200);

      expect(await stored()).toEqual([
        expect.objectContaining({ name: "Nico NoScript", spam: null }),
        expect.objectContaining({ name: "Sara Slow", spam: null }),
        expect.objectContaining({ name: "Fred Fast", spam: "too fast", status: "held" }),
        expect.objectContaining({ name: "Hugo Honeypot", spam: "honeypot", status: "held" }),
      ]);
      await vi.waitFor(() => expect(smtp.received.length, "the two people's messages e-mailed").toBe(2), DELIVERY);
      await expectNothingMoreToSend();
      expect(smtp.received.map((mail) => mail.raw.match(/^Reply-To: "?([^"<]+?)"? </m)?.[1]).sort()).toEqual([
        "Nico NoScript",
        "Sara Slow",
      ]);
      expect(await folder("inbox")).toEqual(["Nico NoScript", "Sara Slow"]);
      expect(await folder("spam")).toEqual(["Fred Fast", "Hugo Honeypot"]);
      expect(await app.services.contact.folderCounts()).toEqual({ inbox: 2, spam: 2 });
      // The unread count beside "Messages" in the dashboard's menu leaves spam out.
      expect(await app.services.contact.unreadCount()).toBe(2);
    });

    it("an admin moves a message to Spam and back: logged, and one never e-mailed is e-mailed once when moved back", async () => {
      await startWithSmtp();
      await post({ ...visitor, name: "Fred Fast", fillMs: 300 });
      const [spam] = await stored();
      expect(await app.services.contact.markNotSpam(Number(spam!._id), admin)).toEqual({ modifiedCount: 1 });
      await vi.waitFor(
        async () => expect((await stored())[0]?.status, "the message e-mailed").toBe("delivered"),
        DELIVERY,
      );
      // Again: it is already in the inbox, and nothing is sent twice.
      expect(await app.services.contact.markNotSpam(Number(spam!._id), admin)).toEqual({ modifiedCount: 0 });
      expect(await folder("inbox")).toEqual(["Fred Fast"]);

      // A delivered message moved to Spam and back is not e-mailed again.
      expect(await app.services.contact.markSpam(Number(spam!._id), admin)).toEqual({ modifiedCount: 1 });
      expect(await stored()).toEqual([expect.objectContaining({ spam: "admin", status: "delivered" })]);
      expect(await folder("spam")).toEqual(["Fred Fast"]);
      await app.services.contact.markNotSpam(Number(spam!._id), admin);
      await expectNothingMoreToSend();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.raw).toMatch(/^Reply-To: "?Fred Fast"? </m);

      expect(
        (await app.services.activity.list()).map(({ actor, action, entity, entityId, summary }) => ({
          actor,
          action,
          entity,
          entityId,
          summary,
        })),
      ).toEqual([
        {
          actor: admin.email,
          action: "update",
          entity: "contact message",
          entityId: spam!._id,
          summary: "The message from Fred Fast <karim@client.example> moved back to the inbox (not spam)",
        },
        expect.objectContaining({ summary: "The message from Fred Fast <karim@client.example> moved to Spam" }),
        expect.objectContaining({ summary: expect.stringContaining("moved back to the inbox") }),
      ]);
      await expect(app.services.contact.markSpam(99_999, admin)).rejects.toThrow();
    });

    it("a message waiting for its next try that an admin moves to Spam is not e-mailed; moved back, it is, once", async () => {
      const down = await startSmtpServer();
      const url = down.url;
      await down.stop();
      await start({ transport: smtpTransport({ url, from: INBOX, to: INBOX }) });
      await post(visitor);
      await vi.waitFor(async () => expect((await stored())[0]?.attempts, "the first attempt").toBe(1), DELIVERY);
      const id = Number((await stored())[0]!._id);
      await app.services.contact.markSpam(id, admin);
      expect(await stored()).toEqual([expect.objectContaining({ spam: "admin", status: "held" })]);

      const back = await startSmtpServer({ port: Number(new URL(url).port) });
      stops.push(back.stop);
      clock += 3_600_000;
      expect(await app.services.contact.deliverDue()).toBe(0);
      expect(back.received).toHaveLength(0);

      await app.services.contact.markNotSpam(id, admin);
      await vi.waitFor(
        async () => expect((await stored())[0]?.status, "the message e-mailed").toBe("delivered"),
        DELIVERY,
      );
      await expectSentOnce(back.received);
    });

    it("with no delivery configured, spam moved back waits like any message (not sent)", async () => {
      await start({});
      await post({ ...visitor, website: "x" });
      await app.services.contact.markNotSpam(Number((await stored())[0]!._id), admin);
      expect(await stored()).toEqual([expect.objectContaining({ spam: null, status: "not-configured" })]);
    });
  });

  it("limits messages per client address with a clear 429", async () => {
    await start({ rateLimit: 2 });
    expect((await post(visitor)).status).toBe(200);
    expect((await post(visitor)).status).toBe(200);
    const limited = await post(visitor);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(/try again in an hour/);
    expect(await stored()).toHaveLength(2);
  });

  it("answers a message from a Bangla page in Bangla, with the same rules: its fields' messages and the limit (decision 0054)", async () => {
    await start({ rateLimit: 1 });
    const fromBanglaPage = (input: object) => app.services.contact.submit(input, "bangla-page", "bn");
    expect(await fromBanglaPage({ ...visitor, name: " ", email: "karim", phone: "12" })).toEqual({
      ok: false,
      status: 400,
      error: "Invalid request",
      fields: {
        name: "আপনার নাম লিখুন",
        email: "সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@company.com",
        phone: "সঠিক ফোন নম্বর লিখুন, যেমন ০১৭১২-৩৪৫৬৭৮",
      },
    });
    expect(await fromBanglaPage(visitor)).toEqual({ ok: true });
    expect(await fromBanglaPage(visitor)).toEqual({
      ok: false,
      status: 429,
      error: "আপনি এর মধ্যেই কয়েকটি বার্তা পাঠিয়েছেন। এক ঘণ্টা পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।",
    });
    // /api has no page, and so no language: the spec's English.
    expect((await post(visitor)).status).toBe(200);
    const limited = await post(visitor);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: "You have sent several messages already. Please try again in an hour, or call us.",
    });
  });

  it("delivers through a real SMTP server to the inbox with Reply-To set to the visitor", async () => {
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    await start({ transport: smtpTransport({ url: smtp.url, from: `Website <${INBOX}>`, to: INBOX }) });
    expect((await post(visitor)).status).toBe(200);
    await vi.waitFor(async () => expect((await stored())[0]?.status, "delivery").toBe("delivered"), DELIVERY);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([INBOX]);
    expect(mail.raw).toMatch(/^Reply-To: "?Karim Uddin"? <karim@client\.example>/m);
    expect(mail.raw).toContain("We need an online shop.");
    expect((await stored())[0]!.deliveredLate).toBe(false);
    // The owner can call or WhatsApp the visitor from the e-mail, and sees the plan they came from.
    expect((await post({ ...visitor, phone: "01712-345678", plan: "Web Development – Basic" })).status).toBe(200);
    await vi.waitFor(() => expect(smtp.received.length, "the second delivery").toBe(2), DELIVERY);
    expect(mailText(smtp.received[1]!).text.replaceAll("\r\n", "\n")).toContain(
      "— Karim Uddin <karim@client.example>\nPhone / WhatsApp: +880 1712-345678 (WhatsApp: https://wa.me/8801712345678)\nInterested in: Web Development – Basic\n",
    );
  });

  it("makes header injection impossible: the form refuses line breaks in the name, and the transport folds them", async () => {
    await start({});
    const res = await post({ ...visitor, name: "Karim\r\nBcc: victim@evil.example" });
    expect(res.status).toBe(400);
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    await smtpTransport({ url: smtp.url, from: INBOX, to: INBOX }).send({
      ...visitor,
      name: "Karim\r\nBcc: victim@evil.example",
      email: "karim@client.example\r\nBcc: x@evil.example",
    });
    const headers = smtp.received[0]!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(smtp.received[0]!.to).toEqual([INBOX]);
  });

  it("sends the relay body of spec §7 and counts 200 or the text OK as success", async () => {
    const relay = await startRelayStub({ status: 202, body: "OK" });
    stops.push(relay.stop);
    await start({
      transport: relayTransport({ url: relay.url, serviceId: "service_1", templateId: "template_1", userId: "user_1" }),
    });
    await post(visitor);
    await vi.waitFor(async () => expect((await stored())[0]?.status, "delivery").toBe("delivered"), DELIVERY);
    expect(relay.bodies).toEqual([
      {
        service_id: "service_1",
        template_id: "template_1",
        user_id: "user_1",
        lib_version: expect.any(String),
        template_params: visitor,
      },
    ]);
    // The number and the plan, when given, as two more parameters.
    await post({ ...visitor, phone: "+880 1712 345678", plan: "Web Development – Basic" });
    await vi.waitFor(() => expect(relay.bodies.length, "the second delivery").toBe(2), DELIVERY);
    expect(relay.bodies[1]).toMatchObject({
      template_params: { ...visitor, phone: "+8801712345678", plan: "Web Development – Basic" },
    });
    relay.reply.status = 500;
    relay.reply.body = "Service down";
    await post({ ...visitor, name: "Second" });
    await vi.waitFor(async () => expect((await stored())[0]?.attempts, "a failed attempt").toBe(1), DELIVERY);
    expect((await stored())[0]).toMatchObject({ status: "pending", lastError: expect.stringContaining("500") });
  });

  it("mails account holders (reset links) by SMTP to their own address, and by relay only with an account template", async () => {
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    const mail = {
      to: { name: "Rina\r\nBcc: x@evil.example", address: "rina@client.example" },
      subject: "Reset your password",
      text: "Open https://site.test/reset-password?token=abc",
    };
    await smtpTransport({ url: smtp.url, from: INBOX, to: INBOX }).sendToAccount!(mail);
    expect(smtp.received[0]!.to).toEqual(["rina@client.example"]);
    expect(smtp.received[0]!.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);

    const relay = await startRelayStub();
    stops.push(relay.stop);
    const settings = { url: relay.url, serviceId: "service_1", templateId: "template_1", userId: "user_1" };
    expect(relayTransport(settings).sendToAccount).toBeUndefined();
    await relayTransport({ ...settings, accountTemplateId: "template_accounts" }).sendToAccount!(mail);
    expect(relay.bodies).toEqual([
      {
        service_id: "service_1",
        template_id: "template_accounts",
        user_id: "user_1",
        lib_version: expect.any(String),
        template_params: {
          to_name: mail.to.name,
          to_email: "rina@client.example",
          subject: mail.subject,
          message: mail.text,
        },
      },
    ]);
  });

  it("keeps a message while the mail server is down, retries with backoff, and delivers it exactly once when it is back", async () => {
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.stop();
    await start({ transport: smtpTransport({ url, from: INBOX, to: INBOX }) });
    await post(visitor);
    await vi.waitFor(async () => expect((await stored())[0]?.attempts, "the first attempt").toBe(1), DELIVERY);
    expect((await stored())[0]).toMatchObject({ status: "pending", lastError: expect.any(String) });

    // Not due yet: nothing is tried.
    expect(await app.services.contact.deliverDue()).toBe(0);

    // The server is back on the same port; once the retry is due the message goes out, once.
    const back = await startSmtpServer({ port: Number(new URL(url).port) });
    stops.push(back.stop);
    clock += retryDelayMs(1) + 1000;
    expect(await app.services.contact.deliverDue()).toBe(1);
    expect((await stored())[0]).toMatchObject({ status: "delivered", attempts: 2, deliveredAt: expect.any(String) });
    await expectSentOnce(back.received);
  });

  it("a mail server that stalls longer than the mail timeout gets the message exactly once, never while a stalled attempt holds it", async () => {
    const smtp = await startSmtpServer({ stallFirstConnection: true });
    stops.push(smtp.stop);
    await start({ transport: smtpTransport({ url: smtp.url, from: INBOX, to: INBOX, timeoutMs: 2000 }) });
    await post(visitor);
    await smtp.stalled;

    // The first attempt waits for the greeting. Its lease keeps the outbox off the message …
    clock += LEASE_MS - 1000;
    expect(await app.services.contact.deliverDue()).toBe(0);
    // … and even when the lease has run out by the clock, no second attempt starts while it is in progress.
    clock += 10 * LEASE_MS;
    expect(await app.services.contact.deliverDue()).toBe(0);

    // The attempt ends at the mail timeout, recorded as a failed try; nothing was sent.
    await vi.waitFor(
      async () => expect((await stored())[0]?.attempts, "the stalled attempt to time out").toBe(1),
      DELIVERY,
    );
    expect((await stored())[0]).toMatchObject({
      status: "pending",
      lastError: expect.stringMatching(/did not finish within 2 s|Greeting never received/),
    });
    smtp.release();
    expect(smtp.received).toHaveLength(0);

    // The retry delivers it, once.
    clock += retryDelayMs(1) + 1000;
    expect(await app.services.contact.deliverDue()).toBe(1);
    expect((await stored())[0]).toMatchObject({ status: "delivered", attempts: 2 });
    await expectSentOnce(smtp.received);
  });

  it("messages stored while no transport was configured are e-mailed after a restart with one, once, and show as delivered late", async () => {
    await start({});
    await post(visitor);
    expect(await stored()).toEqual([expect.objectContaining({ status: "not-configured", deliveredLate: false })]);

    // The next day the operator sets SMTP_URL and restarts the site (createSite does these two steps).
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    clock += 86_400_000;
    await start({ transport: smtpTransport({ url: smtp.url, from: INBOX, to: INBOX }) });
    expect(await app.services.contact.queueWaiting()).toBe(1);
    expect(await app.services.contact.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain("We need an online shop.");

    const admin = await signUpAdmin(app);
    const inbox = (await (await app.request("/api/contact-messages", asUser(admin.cookie))).json()) as unknown[];
    expect(inbox).toEqual([
      expect.objectContaining({
        status: "delivered",
        attempts: 1,
        deliveredLate: true,
        deliveredAt: new Date(clock).toISOString(),
      }),
    ]);

    // Another restart sends nothing again.
    expect(await app.services.contact.queueWaiting()).toBe(0);
    await expectSentOnce(smtp.received);
  });

  it("the inbox calls are for admins only; mark read and delete work; bad ids are 404", async () => {
    await start({});
    await post(visitor);
    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    expect((await app.request("/api/contact-messages")).status).toBe(401);
    expect((await app.request("/api/contact-messages", asUser(user.cookie))).status).toBe(403);
    const [message] = (await (await app.request("/api/contact-messages", asUser(admin.cookie))).json()) as Array<{
      _id: string;
      read: boolean;
    }>;
    expect(message!.read).toBe(false);
    expect(await app.services.contact.unreadCount()).toBe(1);
    expect((await app.request(`/api/contact-messages/${message!._id}/read`, asUser(user.cookie, "PATCH"))).status).toBe(
      403,
    );
    expect(
      await (await app.request(`/api/contact-messages/${message!._id}/read`, asUser(admin.cookie, "PATCH"))).json(),
    ).toEqual({ modifiedCount: 1 });
    expect(await app.services.contact.unreadCount()).toBe(0);
    expect((await app.request("/api/contact-messages/abc/read", asUser(admin.cookie, "PATCH"))).status).toBe(404);
    expect((await app.request(`/api/contact-messages/${message!._id}`, asUser(user.cookie, "DELETE"))).status).toBe(
      403,
    );
    expect(
      await (await app.request(`/api/contact-messages/${message!._id}`, asUser(admin.cookie, "DELETE"))).json(),
    ).toEqual({ deletedCount: 1 });
    expect((await app.request(`/api/contact-messages/${message!._id}`, asUser(admin.cookie, "DELETE"))).status).toBe(
      404,
    );
  });
});
