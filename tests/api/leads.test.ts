import { Migrator } from "kysely/migration";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { migrateToLatest, migrations } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import { createContactService, ReplyUnavailableError } from "#server/services/contact";
import { createServices } from "#server/services/index";
import { smtpTransport } from "#server/mail/transport";
import { defaultSiteSettings } from "#domain/site-details";
import { mailText, startSmtpServer } from "../support/mail-stand-ins";
import { NotFoundError } from "#server/services/not-found";
import { CALL_LOGGED, leadUpdateSchema, LOST_REASON_REQUIRED } from "#domain/leads";
import {
  createEmptyDatabase,
  createTestDatabase,
  type EmptyDatabase,
  testDatabaseKinds,
} from "../support/test-database";

const DAY = 24 * 60 * 60 * 1000;
const admin = { id: "admin-1", email: "ada@company.example" };

/** One lead per person (issue 41 item 2): messages joined by address or number within 90 days, spam in none. */
describe.each(testDatabaseKinds)("leads on %s", (kind) => {
  const drops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });

  /** A contact service on a fresh database with a clock the test moves. */
  async function desk() {
    const test = await createTestDatabase(kind);
    drops.push(test.drop);
    const clock = { now: Date.parse("2026-06-01T09:00:00Z") };
    const contact = createContactService(test.db, {
      transport: undefined,
      logger: pino({ level: "silent" }),
      rateLimit: 1000,
      now: () => clock.now,
    });
    let sent = 0;
    const send = async (fields: {
      email?: string;
      phone?: string;
      message?: string;
      website?: string;
      from?: string;
      plan?: string;
    }) => {
      sent++;
      const result = await contact.submit(
        { name: "Rahim", email: "rahim@client.example", message: `Message ${sent}`, ...fields },
        `client-${sent}`,
      );
      expect(result).toEqual({ ok: true });
      const row = await test.db
        .selectFrom("contact_messages")
        .select("id")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    return { db: test.db, contact, clock, send };
  }

  /** Every lead with its messages' ids, oldest lead first. */
  async function leadsOf(db: Database) {
    const leads = await db.selectFrom("leads").selectAll().orderBy("id").execute();
    return Promise.all(
      leads.map(async (lead) => ({
        email: lead.email_key,
        phone: lead.phone,
        newest: lead.last_message_id,
        messages: (
          await db.selectFrom("contact_messages").select("id").where("lead_id", "=", lead.id).orderBy("id").execute()
        ).map((row) => row.id),
      })),
    );
  }

  it("a second message from the same address, however it is spelled, joins the lead; another address starts one", async () => {
    const { db, clock, send } = await desk();
    const first = await send({});
    clock.now += 10 * DAY;
    const second = await send({ email: "  Rahim@Client.Example " });
    const other = await send({ email: "karim@client.example" });
    expect(await leadsOf(db)).toEqual([
      { email: "rahim@client.example", phone: null, newest: second, messages: [first, second] },
      { email: "karim@client.example", phone: null, newest: other, messages: [other] },
    ]);
  });

  it("a message with the lead's phone number joins it from another address, and a lead without a number takes one", async () => {
    const { db, send } = await desk();
    const first = await send({});
    const withPhone = await send({ phone: "01712-345678" });
    const fromOffice = await send({ email: "office@client.example", phone: "+880 1712 345678" });
    expect(await leadsOf(db)).toEqual([
      {
        email: "rahim@client.example",
        phone: "+8801712345678",
        newest: fromOffice,
        messages: [first, withPhone, fromOffice],
      },
    ]);
  });

  it("after 90 days without a message, or once the lead is won or lost, the person's next message starts a new lead", async () => {
    const { db, clock, send } = await desk();
    const first = await send({});
    clock.now += 89 * DAY;
    const within = await send({});
    clock.now += 91 * DAY;
    const late = await send({});
    await db.updateTable("leads").set({ status: "won" }).where("last_message_id", "=", late).execute();
    const afterWon = await send({});
    expect((await leadsOf(db)).map((lead) => lead.messages)).toEqual([[first, within], [late], [afterWon]]);
  });

  it("spam belongs to no lead; moved back it joins the person's lead, moved to Spam it leaves, and a lead without messages is gone", async () => {
    const { db, contact, send } = await desk();
    const spam = await send({ website: "bot.example" });
    expect(await leadsOf(db)).toEqual([]);
    const real = await send({});
    await contact.markNotSpam(spam, admin);
    expect(await leadsOf(db)).toEqual([
      { email: "rahim@client.example", phone: null, newest: real, messages: [spam, real] },
    ]);
    await contact.markSpam(real, admin);
    expect(await leadsOf(db)).toEqual([{ email: "rahim@client.example", phone: null, newest: spam, messages: [spam] }]);
    await contact.markSpamMany({ folder: "inbox", ids: [spam] }, admin);
    expect(await leadsOf(db)).toEqual([]);
    await contact.markNotSpamMany({ folder: "spam", filter: {} }, admin);
    expect(await leadsOf(db)).toEqual([
      { email: "rahim@client.example", phone: null, newest: real, messages: [spam, real] },
    ]);
  });

  it("deleting messages: the lead's newest is the one before, and a lead whose last message is deleted is gone", async () => {
    const { db, contact, send } = await desk();
    const first = await send({});
    const second = await send({});
    const other = await send({ email: "karim@client.example" });
    await contact.remove(second);
    expect(await leadsOf(db)).toEqual([
      { email: "rahim@client.example", phone: null, newest: first, messages: [first] },
      { email: "karim@client.example", phone: null, newest: other, messages: [other] },
    ]);
    await contact.deleteMany({ folder: "inbox", filter: { q: "karim" } }, admin);
    expect((await leadsOf(db)).map((lead) => lead.email)).toEqual(["rahim@client.example"]);
    await contact.remove(first);
    expect(await leadsOf(db)).toEqual([]);
  });

  it("status, a lost reason and a follow-up day are kept and logged; a note keeps its author; a lead gone takes its notes", async () => {
    const { db, contact, send } = await desk();
    const first = await send({});
    const leadId = (await db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id;
    expect(leadUpdateSchema.safeParse({ status: "lost" }).error?.issues.map((issue) => issue.message)).toEqual([
      LOST_REASON_REQUIRED,
    ]);
    expect(leadUpdateSchema.safeParse({ status: "quoted", followUpOn: "2026-02-30" }).success).toBe(false);
    const quoted = leadUpdateSchema.parse({ status: "quoted", lostReason: "ignored", followUpOn: "2026-06-03" });
    expect(await contact.updateLead(leadId, quoted, admin)).toEqual({ modifiedCount: 1 });
    // Nothing changed: nothing written, nothing logged.
    expect(await contact.updateLead(leadId, quoted, admin)).toEqual({ modifiedCount: 0 });
    await contact.addLeadNote(leadId, { body: "Called: wants a quote by Friday." }, admin);
    const lost = leadUpdateSchema.parse({ status: "lost", lostReason: "Chose a cheaper agency" });
    await contact.updateLead(leadId, lost, admin);
    const lead = await contact.lead(leadId);
    expect(lead).toMatchObject({ status: "lost", lostReason: "Chose a cheaper agency", followUpOn: "" });
    expect(lead.notes).toEqual([
      {
        _id: expect.any(String),
        author: admin.email,
        body: "Called: wants a quote by Friday.",
        createdAt: expect.any(String),
      },
    ]);
    const log = await db.selectFrom("activity_log").select(["entity", "summary"]).orderBy("id").execute();
    expect(log).toEqual([
      { entity: "lead", summary: "Lead Rahim <rahim@client.example>: status New → Quoted, follow-up on 2026-06-03" },
      { entity: "lead", summary: "Note on the lead Rahim <rahim@client.example>" },
      {
        entity: "lead",
        summary: "Lead Rahim <rahim@client.example>: status Quoted → Lost (Chose a cheaper agency), no follow-up",
      },
    ]);
    await contact.remove(first);
    expect(await db.selectFrom("lead_notes").selectAll().execute()).toEqual([]);
    await expect(contact.lead(leadId)).rejects.toThrow(NotFoundError);
  });

  it("the follow-ups due: open leads whose day is today or before, the longest overdue first", async () => {
    const { db, contact, send } = await desk();
    const ids: number[] = [];
    for (const email of ["a@x.example", "b@x.example", "c@x.example", "d@x.example", "e@x.example"]) {
      await send({ email });
      ids.push((await db.selectFrom("leads").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id);
    }
    const set = (i: number, status: string, followUpOn: string) =>
      contact.updateLead(ids[i]!, leadUpdateSchema.parse({ status, followUpOn, lostReason: "Too far" }), admin);
    await set(0, "contacted", "2026-06-10");
    await set(1, "quoted", "2026-06-02");
    await set(2, "won", "2026-06-01");
    await set(3, "lost", "2026-06-01");
    await set(4, "new", "2026-06-11");
    expect(
      (await contact.followUpsDue("2026-06-10")).map(({ email, status, followUpOn }) => [email, status, followUpOn]),
    ).toEqual([
      ["b@x.example", "quoted", "2026-06-02"],
      ["a@x.example", "contacted", "2026-06-10"],
    ]);
  });

  it("a reply is e-mailed to the person from the company, Reply-To the company inbox, kept in the lead's history; a New lead is Contacted", async () => {
    const test = await createTestDatabase(kind);
    drops.push(test.drop);
    const smtp = await startSmtpServer({ login: null });
    drops.push(() => smtp.stop());
    const services = createServices(test.db, {
      contact: {
        transport: smtpTransport({
          url: smtp.url,
          to: "owner@company.example",
          from: "Skyline IT <site@company.example>",
        }),
        rateLimit: 100,
      },
    });
    await services.contact.submit({ name: "Rahim", email: "rahim@client.example", message: "Hello" }, "client");
    const leadId = (await test.db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id;
    expect(await services.contact.replyProblem()).toBeNull();
    // While the contact inbox is the demo company's, the answer would go to a stranger: no reply.
    const demo = createServices(test.db, {
      contact: {
        transport: smtpTransport({ url: smtp.url, to: defaultSiteSettings.contactInbox, from: "site@company.example" }),
      },
    });
    expect(await demo.contact.replyProblem()).toMatch(/^Set your own contact inbox in Settings first/);
    await expect(demo.contact.replyToLead(leadId, { subject: "Hi", body: "Hello" }, admin)).rejects.toThrow(
      ReplyUnavailableError,
    );
    await services.contact.replyToLead(
      leadId,
      { subject: "Your shop", body: "Dear Rahim,\nWe can start next week." },
      admin,
    );
    // The message itself went to the company inbox; the reply to the person.
    const toRahim = () => smtp.received.filter((mail) => mail.to.includes("rahim@client.example"));
    await expect.poll(() => toRahim().length).toBe(1);
    const [mail] = toRahim();
    expect(mail!.to).toEqual(["rahim@client.example"]);
    expect(mail!.raw).toMatch(/^Reply-To: owner@company\.example/im);
    expect(mailText(mail!)).toMatchObject({
      subject: "Your shop",
      text: expect.stringContaining("We can start next week."),
    });
    await expect.poll(async () => (await services.contact.lead(leadId)).replies[0]?.delivery).toBe("sent");
    const lead = await services.contact.lead(leadId);
    expect(lead).toMatchObject({ status: "contacted" });
    expect(lead.replies).toEqual([
      expect.objectContaining({
        author: admin.email,
        subject: "Your shop",
        body: "Dear Rahim,\nWe can start next week.",
      }),
    ]);
    // A logged call leaves a note; a later status stays as it is.
    await services.contact.updateLead(leadId, leadUpdateSchema.parse({ status: "quoted" }), admin);
    await services.contact.logCall(leadId, admin);
    expect(await services.contact.lead(leadId)).toMatchObject({
      status: "quoted",
      notes: [expect.objectContaining({ body: CALL_LOGGED, author: admin.email })],
    });
    // The person's last message deleted: the lead is gone, and what was written on it too.
    const [message] = await services.contact.list();
    await services.contact.remove(Number(message!._id));
    for (const table of ["leads", "lead_notes", "lead_replies"] as const)
      expect(await test.db.selectFrom(table).selectAll().execute()).toEqual([]);
  });

  it("without mail to people a reply is refused with what to do instead; a logged call still makes a New lead Contacted", async () => {
    const { db, contact, send } = await desk();
    await send({});
    const leadId = (await db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id;
    expect(await contact.replyProblem()).toMatch(/^E-mail to visitors is not set up/);
    await expect(contact.replyToLead(leadId, { subject: "Hi", body: "Hello" }, admin)).rejects.toThrow(
      ReplyUnavailableError,
    );
    expect(await db.selectFrom("lead_replies").selectAll().execute()).toEqual([]);
    await contact.logCall(leadId, admin);
    expect(await contact.lead(leadId)).toMatchObject({ status: "contacted" });
  });

  it("the time to a first answer: the median over the answered leads of the last 30 days, from the first message to the first reply or call", async () => {
    const { db, contact, clock, send } = await desk();
    const leadOf = async () =>
      (await db.selectFrom("leads").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
    expect(await contact.firstResponseMedian()).toBeNull();
    const HOUR = 3_600_000;
    // Answered after 50 days: outside the last 30 days by the time of the others.
    await send({ email: "old@x.example" });
    const old = await leadOf();
    clock.now += 1 * HOUR;
    await contact.logCall(old, admin);
    clock.now += 40 * DAY;
    for (const [email, wait] of [
      ["a@x.example", 2],
      ["b@x.example", 4],
      ["c@x.example", 1],
    ] as const) {
      await send({ email });
      const lead = await leadOf();
      clock.now += wait * HOUR;
      await contact.logCall(lead, admin);
      // A later call is not the first answer.
      clock.now += 10 * HOUR;
      await contact.logCall(lead, admin);
    }
    // A lead not answered yet does not count.
    await send({ email: "d@x.example" });
    expect(await contact.firstResponseMedian()).toEqual({ medianMs: 2 * HOUR, leads: 3 });
  });

  it("counts the leads of a period by the plan and the source of their first message, for the statistics (issue 42 item 4)", async () => {
    const { contact, clock, send } = await desk();
    const facebook = "l=%2Fservices%2Fseo&r=l.facebook.com&s=Facebook&m=social&c=eid";
    await send({ email: "a@client.example", from: facebook, plan: "SEO Content Writing – Basic" });
    // A later message of the same lead counts nothing more.
    await send({ email: "a@client.example", from: "r=google.com" });
    await send({ email: "b@client.example", from: "r=www.Google.com" });
    await send({ email: "c@client.example" });
    await send({ email: "d@client.example", website: "https://spam.example" });
    const today = "2026-06-01";
    expect(await contact.leadsBySource({ from: today, to: today })).toEqual({
      leads: 3,
      plans: [
        { value: "", leads: 2 },
        { value: "SEO Content Writing – Basic", leads: 1 },
      ],
      sources: [
        { value: "", leads: 1 },
        { value: "facebook", leads: 1 },
        { value: "google.com", leads: 1 },
      ],
    });
    clock.now += DAY;
    expect((await contact.leadsBySource({ from: "2026-06-02", to: "2026-06-02" })).leads).toBe(0);
  });

  it("a database of the previous release: its messages are put into leads by the same rule, and later leads count on", async () => {
    const empty: EmptyDatabase = await createEmptyDatabase(kind);
    const db = openDatabase(databaseConfigFromUrl(empty.url));
    drops.push(async () => {
      await db.destroy();
      await empty.drop();
    });
    // The migrations up to the previous release's last (0017).
    const previous = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0018"));
    const migrator = new Migrator({ db, provider: { getMigrations: async () => previous } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const day = (n: number) => new Date(Date.parse("2026-01-01T00:00:00Z") + n * DAY).toISOString();
    const stored = [
      { email: "rahim@client.example", created_at: day(0) },
      { email: "karim@client.example", created_at: day(1), phone: "+8801812345678" },
      { email: "RAHIM@client.example", created_at: day(30) },
      { email: "spam@bot.example", created_at: day(31), spam_reason: "honeypot" },
      { email: "office@client.example", created_at: day(40), phone: "+8801812345678" },
      { email: "rahim@client.example", created_at: day(200) },
    ];
    const ids: number[] = [];
    for (const message of stored)
      ids.push(
        (
          await db
            .insertInto("contact_messages")
            .values({
              name: "Visitor",
              message: "Hello",
              status: "not-configured",
              next_attempt_at: day(0),
              ...message,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
    await migrateToLatest(db);
    const [a, b, c, spam, d, e] = ids;
    expect(await leadsOf(db)).toEqual([
      { email: "rahim@client.example", phone: null, newest: c, messages: [a, c] },
      { email: "karim@client.example", phone: "+8801812345678", newest: d, messages: [b, d] },
      { email: "rahim@client.example", phone: null, newest: e, messages: [e] },
    ]);
    expect(
      (await db.selectFrom("contact_messages").select("lead_id").where("id", "=", spam!).executeTakeFirstOrThrow())
        .lead_id,
    ).toBeNull();
    // A lead made after the migration takes an id after every one it made.
    const contact = createContactService(db, {
      transport: undefined,
      logger: pino({ level: "silent" }),
      rateLimit: 10,
    });
    await contact.submit({ name: "New", email: "new@client.example", message: "Hi" }, "client");
    const newest = await db
      .selectFrom("leads")
      .select("id")
      .where("email_key", "=", "new@client.example")
      .executeTakeFirstOrThrow();
    expect(newest.id).toBeGreaterThan(e!);
  });
});
