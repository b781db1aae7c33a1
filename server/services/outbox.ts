import type { Logger } from "pino";
import type { Selectable } from "kysely";
import type { Database, OutboxKind, OutboxTable } from "../db/schema";
import type { AccountMail, MailTransport } from "../mail/transport";
import { LEASE_MS, retryDelayMs } from "./contact";
import { deliverClaimed, settleWithin } from "./in-flight";
import { type LeadWebhook, type LeadWebhookEvent, leadWebhookBody, postToWebhook } from "./lead-webhook";

/** How long an e-mail or a webhook post is worth sending when its sender gives no time (a new-sign-in notice, a lead's post): a day. */
export const OUTBOX_DEFAULT_VALID_MS = 24 * 3_600_000;

interface OutboxOptions {
  transport: MailTransport | undefined;
  /** The owner's lead webhook (LEAD_WEBHOOK_URL); unset: no posts. */
  leadWebhook?: LeadWebhook;
  logger: Logger;
  now?: () => number;
}

/**
 * The outbox of what the site sends on its own (decision 0056; the contact messages have theirs in
 * server/services/contact.ts, with the same lease and backoff): e-mails to people (issue 44 item 6:
 * reset links, notices, replies to leads) and posts to the lead webhook (issue 41 item 5). `queue`
 * and `queueWebhook` store one and send it at once; one the mail server or the receiver refuses, or
 * an e-mail with no sender address yet, is tried again later (and at once when the cause may be
 * fixed: `retryNow`) until it is sent or no use any more.
 */
export function createOutboxService(db: Database, { transport, leadWebhook, logger, now = Date.now }: OutboxOptions) {
  const iso = (ms = now()) => new Date(ms).toISOString();
  /** Deliveries this process has in progress, by row id: never two at once of one e-mail. */
  const inFlight = new Map<number, Promise<void>>();
  /** What this process can send: e-mail when the transport reaches people, posts when the webhook is set. */
  const sendable: OutboxKind[] = [
    ...(transport?.sendToAccount ? (["mail"] as const) : []),
    ...(leadWebhook ? (["webhook"] as const) : []),
  ];

  type Row = Pick<
    Selectable<OutboxTable>,
    "id" | "kind" | "to_name" | "to_address" | "subject" | "text" | "html" | "attempts" | "lead_reply_id"
  >;

  /** Sends one row once: an e-mail through the transport, or a post to the webhook. */
  async function send(row: Row) {
    if (row.kind === "webhook") return postToWebhook(leadWebhook!, `lead-post-${row.id}`, row.text, now());
    await transport!.sendToAccount!({
      to: { name: row.to_name, address: row.to_address },
      subject: row.subject,
      text: row.text,
      ...(row.html !== null && { html: row.html }),
      ...(row.lead_reply_id !== null && { replyToCompany: true }),
    });
  }

  async function attempt(row: Row) {
    if (!sendable.includes(row.kind)) return;
    const attempt = row.attempts + 1;
    try {
      await send(row);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("outbox").where("id", "=", row.id).execute();
        // A reply to a lead: its history says it went.
        if (row.lead_reply_id !== null)
          await trx.updateTable("lead_replies").set({ sent_at: iso() }).where("id", "=", row.lead_reply_id).execute();
      });
      logger.info({ id: row.id, kind: row.kind, subject: row.subject, attempt }, `${what(row)} sent`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        { id: row.id, kind: row.kind, subject: row.subject, attempt, reason },
        `${what(row)} not sent; will retry`,
      );
      await db
        .updateTable("outbox")
        .set({
          attempts: attempt,
          last_error: reason.slice(0, 500),
          next_attempt_at: iso(now() + retryDelayMs(attempt)),
        })
        .where("id", "=", row.id)
        .execute();
    }
  }

  function deliver(row: Row): Promise<void> {
    const delivery = attempt(row).finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, delivery);
    return delivery;
  }

  /**
   * Stores a row, worth sending for `validForMs`, in `trx` (the caller's transaction, or at once);
   * answers how to send it now, in the background (after the caller's commit).
   */
  async function store(stored: Omit<Row, "id" | "attempts">, validForMs: number, trx: Database = db) {
    const created = now();
    const { id } = await trx
      .insertInto("outbox")
      .values({
        ...stored,
        created_at: iso(created),
        expires_at: iso(created + validForMs),
        // The lease: the outbox's timer leaves it to the attempt started by `sendNow`.
        next_attempt_at: iso(created + LEASE_MS),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // In the background: a failure to record the outcome (the database gone) is logged, never thrown.
    return () =>
      void deliver({ id, ...stored, attempts: 0 }).catch((error: unknown) =>
        logger.error({ err: error, id }, "outbox delivery"),
      );
  }

  const service = {
    /**
     * Stores the e-mail, worth sending for its `validForMs` (default a day), and sends it at once in
     * the background; resolves once it is stored.
     */
    async queue(
      { to, subject, text, html, validForMs = OUTBOX_DEFAULT_VALID_MS }: AccountMail,
      { leadReplyId = null }: { leadReplyId?: number | null } = {},
    ) {
      const sendNow = await store(
        {
          kind: "mail",
          to_name: to.name,
          to_address: to.address,
          subject,
          text,
          html: html ?? null,
          lead_reply_id: leadReplyId,
        },
        validForMs,
      );
      sendNow();
    },

    /**
     * Posts a lead's new message to the owner's webhook through the outbox (nothing when none is
     * set): stored in `trx`, the message's own transaction, so the two are kept or lost together;
     * answers how to send it once that is committed.
     */
    async queueWebhook(event: LeadWebhookEvent, trx: Database): Promise<() => void> {
      if (!leadWebhook) return () => {};
      const body = leadWebhookBody(leadWebhook.publicUrl, event);
      return store(
        {
          kind: "webhook",
          to_name: "",
          to_address: "",
          subject: body.type,
          text: JSON.stringify(body),
          html: null,
          lead_reply_id: null,
        },
        OUTBOX_DEFAULT_VALID_MS,
        trx,
      );
    },

    /** Sends everything that is due (on the outbox's timer and at start); drops, and logs, what is no longer worth sending. */
    async deliverDue(): Promise<number> {
      if (sendable.length === 0) return 0;
      const expired = await db
        .deleteFrom("outbox")
        .where("expires_at", "<=", iso())
        .where("kind", "in", sendable)
        .returning(["id", "kind", "subject", "attempts", "last_error"])
        .execute();
      for (const row of expired)
        logger.error(
          { id: row.id, kind: row.kind, subject: row.subject, attempts: row.attempts, reason: row.last_error },
          `${what(row)} dropped unsent: it is no use any more`,
        );
      const due = await db
        .selectFrom("outbox")
        .select([
          "id",
          "kind",
          "to_name",
          "to_address",
          "subject",
          "text",
          "html",
          "attempts",
          "next_attempt_at",
          "lead_reply_id",
        ])
        .where("next_attempt_at", "<=", iso())
        .where("kind", "in", sendable)
        .orderBy("id")
        .limit(20)
        .execute();
      // The lease: another process that claimed a row first moved its time on.
      const claim = async (row: (typeof due)[number]) =>
        Number(
          (
            await db
              .updateTable("outbox")
              .set({ next_attempt_at: iso(now() + LEASE_MS) })
              .where("id", "=", row.id)
              .where("next_attempt_at", "=", row.next_attempt_at)
              .executeTakeFirst()
          ).numUpdatedRows,
        ) === 1;
      return deliverClaimed(due, inFlight, claim, deliver);
    },

    /**
     * The cause may be fixed (a restart with new mail or webhook settings, a contact inbox saved):
     * everything waiting for its next try is due now. One due within LEASE_MS keeps its time (it may
     * be in another process's hands). Returns how many.
     */
    async retryNow(): Promise<number> {
      if (sendable.length === 0) return 0;
      const result = await db
        .updateTable("outbox")
        .set({ next_attempt_at: iso() })
        .where("kind", "in", sendable)
        .where("next_attempt_at", ">", iso(now() + LEASE_MS))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Shutdown: waits for the deliveries in progress to record their outcome, at most `timeoutMs`. */
    settle: (timeoutMs: number) => settleWithin(inFlight.values(), timeoutMs),
  };
  return service;
}

export type OutboxService = ReturnType<typeof createOutboxService>;

/** How the log names a row. */
const what = (row: { kind: OutboxKind }) => (row.kind === "webhook" ? "lead webhook post" : "e-mail");

/**
 * `transport` with its e-mails to account holders going through the outbox (`outbox`, looked up
 * when one is sent: the services are made on the database opened after the mailers): sending
 * resolves once the e-mail is stored. Contact messages and the dashboard's test e-mail go directly.
 */
export function throughAccountOutbox(
  transport: MailTransport | undefined,
  outbox: () => OutboxService,
): MailTransport | undefined {
  return transport?.sendToAccount && { ...transport, sendToAccount: (mail) => outbox().queue(mail) };
}
