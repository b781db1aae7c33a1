import type { PageOf, PageRequest } from "../../domain/paging";
import type { Logger } from "pino";
import { type ContactMessage, contactMessageSchema, type DeliveryStatus } from "../../domain/contact";
import type { Selectable } from "kysely";
import type { ContactMessageTable, Database } from "../db/schema";
import { MAIL_TIMEOUT_MS, type MailTransport } from "../mail/transport";
import { createRateLimitStore } from "../rate-limit";
import { NotFoundError } from "./content-admin";

/** Tries before a message is marked failed (it stays in the inbox either way). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/**
 * A delivery in progress holds the message this long (2 min), so two processes never send it
 * twice: an attempt ends within MAIL_TIMEOUT_MS, well inside the lease.
 */
export const LEASE_MS = 4 * MAIL_TIMEOUT_MS;
/** A message e-mailed later than this after it arrived is shown as delivered late. */
export const LATE_DELIVERY_MS = 15 * 60_000;
/** Wait before retry n (1-based): 30 s, 1 min, 2 min … at most 1 h. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export type SubmitResult =
  { ok: true } | { ok: false; status: 400 | 429; error: string; fields?: Record<string, string> };

interface ContactOptions {
  transport: MailTransport | undefined;
  logger: Logger;
  /** Messages per client address per hour. */
  rateLimit: number;
  now?: () => number;
}

/**
 * The contact form's messages: validated, stored, and only then delivered from an outbox with
 * retries and backoff, so an outage delays messages and loses none.
 */

/** A stored message as the inbox shows it. */
function messageOf(r: Selectable<ContactMessageTable>): ContactMessage {
  return {
    _id: String(r.id),
    name: r.name,
    email: r.email,
    message: r.message,
    createdAt: r.created_at,
    read: r.read_at !== null,
    status: r.status as DeliveryStatus,
    attempts: r.attempts,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
    deliveredLate: r.delivered_at !== null && Date.parse(r.delivered_at) - Date.parse(r.created_at) > LATE_DELIVERY_MS,
  };
}

export function createContactService(db: Database, { transport, logger, rateLimit, now = Date.now }: ContactOptions) {
  const iso = (ms = now()) => new Date(ms).toISOString();
  // Counted in the database, so every server process counts the same messages.
  const submissions = createRateLimitStore(db, { now });
  /** Deliveries this process has in progress, by message id. */
  const inFlight = new Map<number, Promise<void>>();

  type Row = { id: number; name: string; email: string; message: string; attempts: number };

  /** Sends one claimed message and records the outcome; this process never sends a message twice at once. */
  function deliver(row: Row): Promise<void> {
    const delivery = attemptDelivery(row).finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, delivery);
    return delivery;
  }

  async function attemptDelivery(row: Row) {
    if (!transport) return;
    const attempt = row.attempts + 1;
    try {
      await transport.send(row);
      await db
        .updateTable("contact_messages")
        .set({ status: "delivered", attempts: attempt, delivered_at: iso(), last_error: null })
        .where("id", "=", row.id)
        .execute();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = attempt >= MAX_DELIVERY_ATTEMPTS;
      logger.warn(
        { id: row.id, attempt, reason },
        failed ? "contact message delivery failed for good" : "contact message delivery failed; will retry",
      );
      await db
        .updateTable("contact_messages")
        .set({
          status: failed ? "failed" : "pending",
          attempts: attempt,
          last_error: reason.slice(0, 500),
          next_attempt_at: iso(now() + retryDelayMs(attempt)),
        })
        .where("id", "=", row.id)
        .execute();
    }
  }

  /** Claims a due message by moving its next attempt time forward (a lease); false if another process took it. */
  async function claim(id: number, dueAt: string): Promise<boolean> {
    const result = await db
      .updateTable("contact_messages")
      .set({ next_attempt_at: iso(now() + LEASE_MS) })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", dueAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  const service = {
    async submit(input: unknown, clientKey: string): Promise<SubmitResult> {
      const parsed = contactMessageSchema.safeParse(input);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
        return { ok: false, status: 400, error: "Invalid request", fields };
      }
      const { name, email, message, website, submissionId } = parsed.data;
      const status: DeliveryStatus = transport ? "pending" : "not-configured";
      const created = now();
      // One transaction: should the database connection end before COMMIT, it runs again on a new
      // one (server/db/postgres-driver.ts) instead of failing the visitor. A browser that retries
      // sends the same submission id, and a message stored by the first try is not stored again.
      const outcome = await db.transaction().execute(async (trx) => {
        const { count } = await submissions.hit(`contact:${clientKey}`, 3_600_000, trx);
        if (count > rateLimit) return "limited" as const;
        // A filled honeypot is a bot: answer like a success, store nothing.
        if (website) return "ignored" as const;
        const row = await trx
          .insertInto("contact_messages")
          .values({
            name,
            email,
            message,
            created_at: iso(created),
            status,
            next_attempt_at: iso(created + LEASE_MS),
            submission_id: submissionId ?? null,
          })
          .onConflict((oc) => oc.column("submission_id").doNothing())
          .returning("id")
          .executeTakeFirst();
        return row ?? ("stored before" as const);
      });
      if (outcome === "limited")
        return {
          ok: false,
          status: 429,
          error: "You have sent several messages already. Please try again in an hour, or call us.",
        };
      if (typeof outcome === "string") return { ok: true };
      if (!transport) {
        logger.warn(
          "A contact message was stored but not e-mailed: set SMTP_URL (or the EMAILJS_* settings) to deliver messages.",
        );
        return { ok: true };
      }
      // Deliver right away without making the visitor wait; the lease keeps the outbox off it.
      void deliver({ id: outcome.id, name, email, message, attempts: 0 }).catch((error) =>
        logger.error({ err: error }, "contact delivery"),
      );
      return { ok: true };
    },

    /** Delivers every pending message that is due (called on a timer and at start). */
    async deliverDue(): Promise<number> {
      if (!transport) return 0;
      const due = await db
        .selectFrom("contact_messages")
        .select(["id", "name", "email", "message", "attempts", "next_attempt_at"])
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", iso())
        .orderBy("id")
        .limit(20)
        .execute();
      let sent = 0;
      for (const row of due) {
        // A lease can run out while this process is still sending (a clock jump, a stalled
        // database); the attempt in progress decides, never a second one.
        if (inFlight.has(row.id)) continue;
        if (!(await claim(row.id, row.next_attempt_at))) continue;
        await deliver(row);
        sent++;
      }
      return sent;
    },

    /** The newest 500 messages (GET /api/contact-messages). */
    async list(): Promise<ContactMessage[]> {
      const rows = await db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").limit(500).execute();
      return rows.map(messageOf);
    },

    /** One page of the inbox, newest first, with how many messages there are in all: every message can be reached. */
    async page({ page, perPage }: PageRequest): Promise<PageOf<ContactMessage>> {
      const [rows, counted] = await Promise.all([
        db
          .selectFrom("contact_messages")
          .selectAll()
          .orderBy("id", "desc")
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        db
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(messageOf), total: Number(counted.n) };
    },

    /**
     * At start with a transport: messages stored while none was configured join the outbox, so
     * they are e-mailed now (late, and the inbox says so). Returns how many.
     */
    async queueStoredWithoutTransport(): Promise<number> {
      if (!transport) return 0;
      const result = await db
        .updateTable("contact_messages")
        .set({ status: "pending", next_attempt_at: iso() })
        .where("status", "=", "not-configured")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * At start: messages waiting for their next try (a mail server that refused them, maybe
     * because of the settings this restart fixed) are tried now instead of at their backoff slot.
     * A message due within LEASE_MS keeps its time: it may be one another process is sending right
     * now (a lease looks the same), and it is tried within two minutes anyway. Returns how many.
     */
    async retryWaitingNow(): Promise<number> {
      if (!transport) return 0;
      const result = await db
        .updateTable("contact_messages")
        .set({ next_attempt_at: iso() })
        .where("status", "=", "pending")
        .where("next_attempt_at", ">", iso(now() + LEASE_MS))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Shutdown: waits for the deliveries in progress to record their outcome, at most `timeoutMs`. */
    async settle(timeoutMs: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, timeoutMs))));
      await Promise.race([Promise.allSettled(inFlight.values()), timeUp]);
      clearTimeout(timer);
    },

    async unreadCount(): Promise<number> {
      const row = await db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("read_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async markRead(id: number): Promise<{ modifiedCount: number }> {
      const exists = await db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst();
      if (!exists) throw new NotFoundError();
      const result = await db
        .updateTable("contact_messages")
        .set({ read_at: iso() })
        .where("id", "=", id)
        .where("read_at", "is", null)
        .executeTakeFirst();
      return { modifiedCount: Number(result.numUpdatedRows) };
    },

    async remove(id: number): Promise<{ deletedCount: number }> {
      const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError();
      return { deletedCount: 1 };
    },
  };
  return service;
}

export type ContactService = ReturnType<typeof createContactService>;
