import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryDelayMs } from "#server/services/contact";
import { createServices } from "#server/services/index";
import { createTestDatabase, testDatabaseKinds } from "../support/test-database";
import { startWebhookStandIn, type WebhookStandIn } from "../support/webhook-stand-in";

const SITE = "https://uttara-it.example";

/**
 * Told at once (issue 41 item 5): each new message of a lead is posted to the owner's webhook,
 * signed as Standard Webhooks say (checked by the stand-in with the specification's own library),
 * through the outbox: a post the receiver refuses is tried again, with the same id, until it is taken.
 */
describe.each(testDatabaseKinds)("the lead webhook on %s", (kind) => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  /** Services on a fresh database posting to a webhook stand-in, with a clock the test moves (from now: signatures carry the time). */
  async function site() {
    const test = await createTestDatabase(kind);
    stops.push(test.drop);
    const receiver: WebhookStandIn = await startWebhookStandIn();
    stops.push(receiver.stop);
    const clock = { now: Date.now() };
    const services = createServices(test.db, {
      contact: { transport: undefined, logger: pino({ level: "silent" }), rateLimit: 1000, now: () => clock.now },
      leadWebhook: { url: receiver.url, secret: receiver.secret, publicUrl: SITE },
    });
    const send = (fields: Record<string, string>, key: string) =>
      services.contact.submit({ name: "Rahim Uddin", email: "rahim@client.example", ...fields }, key, "bn");
    return { db: test.db, services, receiver, clock, send };
  }

  it("a new lead and its next message are posted, signed; spam is not", async () => {
    const { db, receiver, send } = await site();
    expect(await send({ message: "We need a shop for our tea garden.", phone: "01712-345678" }, "a")).toEqual({
      ok: true,
    });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    const [lead] = await db.selectFrom("leads").select("id").execute();
    const [first] = receiver.received;
    expect(first!.answered).toBe(204);
    expect(first!.verified).toEqual({
      type: "lead.created",
      createdAt: expect.any(String),
      text: `New lead: Rahim Uddin (rahim@client.example, +880 1712-345678)\nWe need a shop for our tea garden.\n${SITE}/dashboard/messages/${lead!.id}`,
      lead: { id: String(lead!.id), url: `${SITE}/dashboard/messages/${lead!.id}`, status: "new", messages: 1 },
      message: {
        id: expect.any(String),
        name: "Rahim Uddin",
        email: "rahim@client.example",
        phone: "+8801712345678",
        whatsApp: "https://wa.me/8801712345678",
        plan: null,
        language: "bn",
        text: "We need a shop for our tea garden.",
      },
    });
    expect(first!.headers["content-type"]).toBe("application/json");

    await send({ message: "And a price list, please." }, "b");
    await send({ message: "Cheap backlinks casino crypto", website: "https://spam.example" }, "c");
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received[1]!.verified).toMatchObject({
      type: "lead.message",
      lead: { id: String(lead!.id), messages: 2 },
      message: { text: "And a price list, please." },
    });
    // Each post leaves the outbox once the receiver took it.
    await vi.waitFor(async () => expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]));
  });

  it("a post the receiver refuses waits in the outbox and is tried again, with the same id, until it is taken", async () => {
    const { db, services, receiver, clock, send } = await site();
    receiver.refuseNext(1);
    await send({ message: "Please call me about an app." }, "a");
    await vi.waitFor(async () =>
      expect(await db.selectFrom("outbox").select(["kind", "attempts", "last_error"]).execute()).toEqual([
        { kind: "webhook", attempts: 1, last_error: "The lead webhook answered 503 Service Unavailable" },
      ]),
    );
    expect(receiver.received.map((post) => post.answered)).toEqual([503]);
    // Not before its wait is over…
    expect(await services.outbox.deliverDue()).toBe(0);
    // …then on the outbox's round.
    clock.now += retryDelayMs(1);
    expect(await services.outbox.deliverDue()).toBe(1);
    expect(receiver.received.map((post) => post.answered)).toEqual([503, 204]);
    const [refused, taken] = receiver.received;
    expect(taken!.headers["webhook-id"]).toBe(refused!.headers["webhook-id"]);
    expect(taken!.body).toBe(refused!.body);
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("a receiver that cannot be reached: the reason is kept, and the post is dropped after a day", async () => {
    const { db, services, receiver, clock, send } = await site();
    await receiver.stop();
    await send({ message: "Hello" }, "a");
    await vi.waitFor(async () =>
      expect((await db.selectFrom("outbox").select("last_error").executeTakeFirst())?.last_error).toMatch(
        /^The lead webhook could not be reached: .*ECONNREFUSED/,
      ),
    );
    clock.now += 24 * 3_600_000;
    await services.outbox.deliverDue();
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    // The message and its lead stay, whatever became of the post.
    expect(await db.selectFrom("leads").select("status").execute()).toEqual([{ status: "new" }]);
  });
});
