import type { Logger } from "pino";
import type { Selectable } from "kysely";
import type { AccountMailTable, Database } from "../db/schema";
import type { AccountMail, MailTransport } from "../mail/transport";
import { LEASE_MS, retryDelayMs } from "./contact";
import { settleWithin } from "./in-flight";

/** How long an e-mail to an account holder is worth sending when its sender gives no time (a new-sign-in notice): a day. */
export const ACCOUNT_MAIL_DEFAULT_VALID_MS = 24 * 3_600_000;

interface AccountMailOptions {
  transport: MailTransport | undefined;
  logger: Logger;
  now?: () => number;
}

/**
 * The outbox of e-mails to account holders (issue 44 item 6; the contact messages have theirs in
 * server/services/contact.ts, with the same lease and backoff): `queue` stores the e-mail and sends
 * it at once; one the mail server refuses, or that has no sender address yet, is tried again later
 * (and at once when the cause may be fixed: `retryNow`) until it is sent or no use any more.
 */
export function createAccountMailService(db: Database, { transport, logger, now = Date.now }: AccountMailOptions) {
  const iso = (ms = now()) => new Date(ms).toISOString();
  /** Deliveries this process has in progress, by row id: never two at once of one e-mail. */
  const inFlight = new Map<number, Promise<void>>();

  type Row = Pick<
    Selectable<AccountMailTable>,
    "id" | "to_name" | "to_address" | "subject" | "text" | "html" | "attempts" | "lead_reply_id"
  >;

  async function attempt(row: Row) {
    const sendToAccount = transport?.sendToAccount;
    if (!sendToAccount) return;
    const attempt = row.attempts + 1;
    try {
      await sendToAccount({
        to: { name: row.to_name, address: row.to_address },
        subject: row.subject,
        text: row.text,
        ...(row.html !== null && { html: row.html }),
        ...(row.lead_reply_id !== null && { replyToCompany: true }),
      });
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("account_mail").where("id", "=", row.id).execute();
        // A reply to a lead: its history says it went.
        if (row.lead_reply_id !== null)
          await trx.updateTable("lead_replies").set({ sent_at: iso() }).where("id", "=", row.lead_reply_id).execute();
      });
      logger.info({ id: row.id, subject: row.subject, attempt }, "account e-mail sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ id: row.id, subject: row.subject, attempt, reason }, "account e-mail not sent; will retry");
      await db
        .updateTable("account_mail")
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

  const service = {
    /**
     * Stores the e-mail, worth sending for its `validForMs` (default a day), and sends it at once in
     * the background; resolves once it is stored.
     */
    async queue(
      { to, subject, text, html, validForMs = ACCOUNT_MAIL_DEFAULT_VALID_MS }: AccountMail,
      { leadReplyId = null }: { leadReplyId?: number | null } = {},
    ) {
      const created = now();
      const stored = {
        to_name: to.name,
        to_address: to.address,
        subject,
        text,
        html: html ?? null,
        lead_reply_id: leadReplyId,
      };
      const { id } = await db
        .insertInto("account_mail")
        .values({
          ...stored,
          created_at: iso(created),
          expires_at: iso(created + validForMs),
          // The lease: the outbox's timer leaves it to the attempt started here.
          next_attempt_at: iso(created + LEASE_MS),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      void deliver({ id, ...stored, attempts: 0 });
    },

    /** Sends every e-mail that is due (on the outbox's timer and at start); drops, and logs, the ones no longer worth sending. */
    async deliverDue(): Promise<number> {
      if (!transport?.sendToAccount) return 0;
      const expired = await db
        .deleteFrom("account_mail")
        .where("expires_at", "<=", iso())
        .returning(["id", "subject", "attempts", "last_error"])
        .execute();
      for (const row of expired)
        logger.error(
          { id: row.id, subject: row.subject, attempts: row.attempts, reason: row.last_error },
          "account e-mail dropped unsent: it is no use any more",
        );
      const due = await db
        .selectFrom("account_mail")
        .select([
          "id",
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
        .orderBy("id")
        .limit(20)
        .execute();
      let sent = 0;
      for (const row of due) {
        if (inFlight.has(row.id)) continue;
        // The lease: another process that claimed it first moved its time on.
        const claimed = await db
          .updateTable("account_mail")
          .set({ next_attempt_at: iso(now() + LEASE_MS) })
          .where("id", "=", row.id)
          .where("next_attempt_at", "=", row.next_attempt_at)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        await deliver(row);
        sent++;
      }
      return sent;
    },

    /**
     * The cause may be fixed (a restart with new mail settings, a contact inbox saved): every e-mail
     * waiting for its next try is due now. One due within LEASE_MS keeps its time (it may be in another
     * process's hands). Returns how many.
     */
    async retryNow(): Promise<number> {
      if (!transport?.sendToAccount) return 0;
      const result = await db
        .updateTable("account_mail")
        .set({ next_attempt_at: iso() })
        .where("next_attempt_at", ">", iso(now() + LEASE_MS))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Shutdown: waits for the deliveries in progress to record their outcome, at most `timeoutMs`. */
    settle: (timeoutMs: number) => settleWithin(inFlight.values(), timeoutMs),
  };
  return service;
}

export type AccountMailService = ReturnType<typeof createAccountMailService>;

/**
 * `transport` with its e-mails to account holders going through the outbox (`outbox`, looked up
 * when one is sent: the services are made on the database opened after the mailers): sending
 * resolves once the e-mail is stored. Contact messages and the dashboard's test e-mail go directly.
 */
export function throughAccountOutbox(
  transport: MailTransport | undefined,
  outbox: () => AccountMailService,
): MailTransport | undefined {
  return transport?.sendToAccount && { ...transport, sendToAccount: (mail) => outbox().queue(mail) };
}
