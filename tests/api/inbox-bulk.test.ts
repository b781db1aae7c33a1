import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type BulkAction,
  BULK_MAX_IDS,
  bulkSelection,
  inboxActionInput,
  inboxActionSchema,
} from "#domain/inbox-action";
import { smtpTransport } from "#server/mail/transport";
import type { MessageSelection } from "#server/services/contact";
import { ORIGIN } from "../support/accounts";
import { startSmtpServer } from "../support/mail-stand-ins";
import { storeContactMessages } from "../support/stored-rows";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

const admin = { id: "admin-1", email: "ada@company.example" };
const INBOX = "inbox@company.example";

/** The inbox's bulk actions (issue 25 item 3): on the selected messages, or on all that match the filters, in SQL. */
describe.each(testDatabaseKinds)("the inbox's bulk actions on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  const stops: Array<() => Promise<void>> = [];

  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await test.drop();
  });

  const post = (body: Record<string, unknown>) =>
    app.request("/api/contact", {
      method: "POST",
      headers: { ...ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email: "visitor@client.example", message: "Hello", ...body }),
    });
  const folder = async (name: "inbox" | "spam") =>
    (await app.services.contact.page({ page: 1, perPage: 100, folder: name })).items;
  const idsOf = async (name: "inbox" | "spam", pick: (message: { name: string; message: string }) => boolean) =>
    (await folder(name)).filter(pick).map((message) => Number(message._id));
  const log = async () =>
    (await app.services.activity.list()).map(({ actor, action, entity, entityId, summary }) => ({
      actor,
      action,
      entity,
      entityId,
      summary,
    }));

  it("marks the selected messages read: only those, the ones already read not counted, one log entry naming how many", async () => {
    app = await createTestApp(test.db);
    await storeContactMessages(test.db, 5);
    const [first, second, third] = await idsOf("inbox", () => true);
    await app.services.contact.markRead(first!);
    const selection: MessageSelection = { folder: "inbox", ids: [first!, second!, third!] };
    expect(await app.services.contact.markReadMany(selection, admin)).toBe(2);
    expect((await folder("inbox")).map((message) => message.read)).toEqual([true, true, true, false, false]);
    expect(await log()).toEqual([
      {
        actor: admin.email,
        action: "update",
        entity: "contact message",
        entityId: `${first},${second},${third}`,
        summary: "2 messages marked read (selected in the inbox)",
      },
    ]);
    // Nothing left to do: no change, no entry.
    expect(await app.services.contact.markReadMany(selection, admin)).toBe(0);
    expect(await log()).toHaveLength(1);
  });

  it("deletes all the messages that match a filter, in SQL, however many: the others stay, spam too", async () => {
    app = await createTestApp(test.db);
    await storeContactMessages(test.db, 30);
    await post({ name: "Sam Spam", message: "Message number 2 again", website: "x" });
    const matching: MessageSelection = { folder: "inbox", filter: { q: "NUMBER 2" } };
    // "Message number 2" and 20–29.
    expect((await app.services.contact.page({ page: 1, perPage: 1, ...matching })).total).toBe(11);
    expect(await app.services.contact.deleteMany(matching, admin)).toBe(11);
    const left = await folder("inbox");
    expect(left).toHaveLength(19);
    expect(left.some((message) => /number 2/.test(message.message))).toBe(false);
    expect((await folder("spam")).map((message) => message.name)).toEqual(["Sam Spam"]);
    expect(await log()).toEqual([
      expect.objectContaining({
        action: "delete",
        entityId: "",
        summary: "11 messages deleted (all in the inbox matching q=NUMBER 2)",
      }),
    ]);
    // A selection of ids acts only in its folder: the spam message is not deleted from the inbox.
    const spamId = Number((await folder("spam"))[0]!._id);
    expect(await app.services.contact.deleteMany({ folder: "inbox", ids: [spamId] }, admin)).toBe(0);
    expect(await folder("spam")).toHaveLength(1);
  });

  it("moves messages to Spam and back in bulk: undelivered ones held, and e-mailed once when moved back; delivered ones not again", async () => {
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    app = await createTestApp(test.db, {
      contact: { transport: smtpTransport({ url: smtp.url, from: `Website <${INBOX}>`, to: INBOX }) },
    });
    await post({ name: "Dina Delivered" });
    await expect.poll(async () => (await folder("inbox"))[0]?.status).toBe("delivered");
    await post({ name: "Hana Honeypot", website: "x" });
    await post({ name: "Tara Tooquick", fillMs: 100 });
    expect(smtp.received).toHaveLength(1);

    // The whole inbox to Spam: the delivered message stays delivered.
    expect(await app.services.contact.markSpamMany({ folder: "inbox", filter: {} }, admin)).toBe(1);
    expect((await folder("spam")).map(({ name, spam, status }) => ({ name, spam, status }))).toEqual([
      { name: "Tara Tooquick", spam: "too fast", status: "held" },
      { name: "Hana Honeypot", spam: "honeypot", status: "held" },
      { name: "Dina Delivered", spam: "admin", status: "delivered" },
    ]);

    // Two back by id: the held one is e-mailed (once), the delivered one is not e-mailed again.
    const back = await idsOf("spam", (message) => message.name !== "Hana Honeypot");
    expect(await app.services.contact.markNotSpamMany({ folder: "spam", ids: back }, admin)).toBe(2);
    await expect.poll(() => smtp.received.length).toBe(2);
    expect(smtp.received[1]!.raw).toMatch(/^Reply-To: "?Tara Tooquick"? </m);
    await expect
      .poll(async () => (await folder("inbox")).map(({ name, status }) => ({ name, status })))
      .toEqual([
        { name: "Tara Tooquick", status: "delivered" },
        { name: "Dina Delivered", status: "delivered" },
      ]);
    expect(await app.services.contact.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    expect((await folder("spam")).map((message) => message.name)).toEqual(["Hana Honeypot"]);
    expect((await log()).map((entry) => entry.summary)).toEqual([
      "2 messages moved back to the inbox (not spam) (selected in the Spam folder)",
      "1 message moved to Spam (all in the inbox)",
    ]);
  });

  it("with no delivery configured, spam moved back in bulk waits like any message (not sent)", async () => {
    app = await createTestApp(test.db);
    await post({ name: "Hana Honeypot", website: "x" });
    expect(await app.services.contact.markNotSpamMany({ folder: "spam", filter: { q: "hana" } }, admin)).toBe(1);
    expect(await folder("inbox")).toEqual([expect.objectContaining({ spam: null, status: "not-configured" })]);
  });
});

describe("the inbox's posted writes (domain/inbox-action.ts)", () => {
  const form = (fields: Array<[string, string]>) => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return data;
  };
  const read = (fields: Array<[string, string]>) => inboxActionSchema.safeParse(inboxActionInput(form(fields)));

  it("reads a message's intent and id, and a bulk intent with the checked ids or all matching the posted filters", () => {
    expect(
      read([
        ["intent", "read"],
        ["id", "7"],
      ]).data,
    ).toEqual({ intent: "read", id: 7 });
    const checked = form([
      ["intent", "bulk-delete"],
      ["folder", "spam"],
      ["id", "3"],
      ["id", "5"],
    ]);
    const parsed = inboxActionSchema.parse(inboxActionInput(checked));
    expect(parsed).toEqual({ intent: "bulk-delete", folder: "spam", ids: [3, 5] });
    expect(bulkSelection(parsed as BulkAction, checked)).toEqual({ folder: "spam", ids: [3, 5] });
    const all = form([
      ["intent", "bulk-read"],
      ["all", "matching"],
      ["q", " shop "],
      ["read", "unread"],
      ["plan", "?"],
    ]);
    const allParsed = inboxActionSchema.parse(inboxActionInput(all)) as BulkAction;
    // The filters read as the page reads its address: a value that is not a filter's own is dropped.
    expect(bulkSelection(allParsed, all)).toEqual({ folder: "inbox", filter: { q: "shop", read: "unread" } });
  });

  it("refuses an unknown intent, a bad id, Spam from the Spam folder, Not spam from the inbox, and too many ids", () => {
    expect(
      read([
        ["intent", "archive"],
        ["id", "7"],
      ]).success,
    ).toBe(false);
    expect(
      read([
        ["intent", "delete"],
        ["id", "x"],
      ]).success,
    ).toBe(false);
    expect(
      read([
        ["intent", "delete"],
        ["id", "0"],
      ]).success,
    ).toBe(false);
    expect(
      read([
        ["intent", "bulk-spam"],
        ["folder", "spam"],
        ["id", "1"],
      ]).success,
    ).toBe(false);
    expect(
      read([
        ["intent", "bulk-not-spam"],
        ["id", "1"],
      ]).success,
    ).toBe(false);
    const many = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i): [string, string] => ["id", String(i + 1)]);
    expect(read([["intent", "bulk-read"], ...many]).success).toBe(false);
  });
});
