import { readVisitSource, type VisitSource } from "#domain/visit-source";
import { type PageOf, type PageRequest, SEARCH_COUNT_LIMIT } from "#domain/paging";
import type { Logger } from "pino";
import {
  type ContactMessage,
  type ContactMessageInput,
  contactSchemaFor,
  type DeliveryStatus,
  MIN_FILL_MS,
  type SpamReason,
} from "#domain/contact";
import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import { COMPANY_TIME_LABEL, companyDayStart, formatCompanyDateTime, nextDay } from "#domain/dates";
import { type InboxFilter, inboxFilterParams } from "#domain/inbox-filter";
import { messagesCount } from "#domain/inbox-action";
import type { ContactMessageTable, Database, DatabaseSchema } from "../db/schema";
import { MAIL_TIMEOUT_MS, type MailTransport } from "../mail/transport";
import { planLabels } from "#domain/catalog/plans";
import { createRateLimitStore } from "../rate-limit";
import { type ActivityRecord, recordActivity } from "./activity";
import { NotFoundError } from "./not-found";
import { csvField } from "./csv-field";
import { deliverClaimed, settleWithin } from "./in-flight";
import { countUpTo } from "./page-of-table";
import { anyContains, searchedRows } from "./search-text";
import { MESSAGE_TEXT } from "../db/text-search";
import type { Actor } from "./users";
import type { OutboxService } from "./outbox";
import type { Locale, Translations } from "#domain/locale";
import { cleanUtm, hostSource, sourceOf } from "#domain/visits";
import {
  CLOSED_LEAD_STATUSES,
  isLeadStatus,
  type Lead,
  LEAD_STATUS_LABELS,
  type LeadStatus,
  LEAD_WINDOW_MS,
  leadEmailKey,
  CALL_LOGGED,
  type LeadNoteInput,
  type LeadRow,
  type LeadReplyInput,
  REPLY_VALID_DAYS,
  type LeadToFollowUp,
  type LeadUpdate,
} from "#domain/leads";

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
/** The contact form's rate limit: messages counted per client address over this window (an hour). */
export const CONTACT_RATE_WINDOW_MS = 3_600_000;
/** The rate limit's key of a client address (its row in `rate_limits`). */
export const contactRateKey = (clientKey: string) => `contact:${clientKey}`;

export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export type SubmitResult =
  { ok: true } | { ok: false; status: 400 | 429; error: string; fields?: Record<string, string> };

/** Why a reply to a lead cannot be e-mailed now (`replyProblem`). */
export class ReplyUnavailableError extends Error {}

/** No way to mail anyone but the company inbox. */
const NO_MAIL_TO_PEOPLE =
  "E-mail to visitors is not set up on this site (an administrator sets SMTP_URL, or the relay's EMAILJS_ACCOUNT_TEMPLATE_ID): answer by phone or WhatsApp, then log the call.";
/** The contact inbox is still the demo company's: the person's answer would go to a stranger. */
const NO_OWN_INBOX =
  "Set your own contact inbox in Settings first: the person's answer to a reply goes there, not to the demo company.";

/** What a visitor past the hourly limit of messages is told (429). */
const TOO_MANY_MESSAGES: Translations<string> = {
  en: "You have sent several messages already. Please try again in an hour, or call us.",
  bn: "আপনি এর মধ্যেই কয়েকটি বার্তা পাঠিয়েছেন। এক ঘণ্টা পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।",
};

interface ContactOptions {
  /** The outbox that e-mails people (the account outbox): a reply to a lead goes through it. */
  outbox?: Pick<OutboxService, "queue" | "queueWebhook">;
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

/** The inbox's two folders: every message is in one of them. */
export type InboxFolder = "inbox" | "spam";

/**
 * What a bulk action acts on, in one folder: the messages picked by id, or every one that matches
 * the filters (applied in SQL, however many there are).
 */
export type MessageSelection = { folder: InboxFolder } & ({ ids: number[] } | { filter: InboxFilter });
type InboxSelection = MessageSelection & { folder: "inbox" };
type SpamSelection = MessageSelection & { folder: "spam" };

/** Delivery states of a message not (yet) e-mailed: moved to Spam, it is held. */
const UNDELIVERED: DeliveryStatus[] = ["pending", "failed", "not-configured"];

/** A selection as the activity log names it. */
function selectionText(selection: MessageSelection): string {
  const folder = selection.folder === "spam" ? "the Spam folder" : "the inbox";
  if ("ids" in selection) return `selected in ${folder}`;
  const filters = [...inboxFilterParams(selection.filter)].map(([name, value]) => `${name}=${value}`);
  return filters.length > 0 ? `all in ${folder} matching ${filters.join(", ")}` : `all in ${folder}`;
}

/**
 * Why a submission is spam, or null: a filled honeypot, or a form sent sooner than a person could
 * write it. A form without the browser's fill time (the no-JavaScript form, an integrator's call) is
 * judged by its honeypot alone, so a person without JavaScript is never marked spam.
 */
export function spamReasonOf({ website, fillMs, name, message }: ContactMessageInput): SpamReason | null {
  if (website) return "honeypot";
  if (fillMs !== undefined && fillMs < MIN_FILL_MS) return "too fast";
  if (isSalesPitch(`${name}\n${message}`)) return "content";
  return null;
}

/** Links in a text: web addresses with or without their scheme. */
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * Words of the pitches that reach a small company's contact form (bought links and followers,
 * casinos, loans, pills): none of them a client's words about a website, an app or a campaign.
 */
const PITCH_WORDS =
  /\b(?:backlinks?|guest posts?|casino|gambling|betting|viagra|cialis|payday loans?|crypto(?:currency)?|bitcoin|forex|(?:buy|cheap) (?:followers|likes|reviews)|seo rankings? guaranteed|guaranteed (?:first page|#1|rankings?))\b/gi;

/**
 * A link-stuffed sales pitch (issue 43 item 10), judged from the text alone and kept in Spam for an
 * admin to review (never deleted): three links or more, or a link with one of the pitch words, or
 * two different pitch words. A client's message with a link to their current site, or a crypto
 * start-up asking for a website without links, stays in the inbox.
 */
export function isSalesPitch(text: string): boolean {
  const links = text.match(LINK)?.length ?? 0;
  const words = new Set((text.match(PITCH_WORDS) ?? []).map((word) => word.toLowerCase()));
  return links >= 3 || (links >= 1 && words.size >= 1) || words.size >= 2;
}

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
    spam: r.spam_reason as SpamReason | null,
    plan: r.plan,
    phone: r.phone,
    language: r.language === "en" || r.language === "bn" ? r.language : null,
    leadId: r.lead_id === null ? null : String(r.lead_id),
    source: visitSourceOf(r),
  };
}

/** A message's visit source as its columns keep it; null when it has none. */
function visitSourceOf(r: Selectable<ContactMessageTable>): VisitSource | null {
  const source: VisitSource = {
    landing: r.landing_page,
    referrer: r.referrer,
    utmSource: r.utm_source,
    utmMedium: r.utm_medium,
    utmCampaign: r.utm_campaign,
    page: r.source_page,
  };
  return Object.values(source).some(Boolean) ? source : null;
}

/** The columns of a message that its e-mail to the company inbox carries (and its id). */
const MAILED_COLUMNS = ["id", "name", "email", "message", "phone", "plan"] as const;

/** Rows the CSV export reads from the database at a time. */
export const EXPORT_CHUNK = 500;

/** The columns the export reads (the file's, and the id its batches go by): no more strings than it writes. */
const EXPORT_COLUMNS = [
  "id",
  "created_at",
  "name",
  "email",
  "plan",
  "phone",
  "message",
  "read_at",
  "status",
  "spam_reason",
] as const;

const CSV_HEADER = ["Received (Dhaka time)", "Name", "Email", "Phone", "Plan", "Message", "Read", "Delivery", "Spam"];

/**
 * The inbox's filters as conditions (every one must hold; none: every message). The search (name,
 * e-mail or text) ignores case and uses the messages' text index (`anyContains`).
 */
function filterConditions(
  db: Database,
  eb: ExpressionBuilder<DatabaseSchema, "contact_messages">,
  filter: InboxFilter,
) {
  const conditions = [];
  if (filter.q) conditions.push(anyContains(db, MESSAGE_TEXT, filter.q));
  if (filter.status)
    conditions.push(eb("lead_id", "in", eb.selectFrom("leads").select("leads.id").where("status", "=", filter.status)));
  if (filter.read) conditions.push(eb("read_at", filter.read === "read" ? "is not" : "is", null));
  if (filter.delivery) conditions.push(eb("status", filter.delivery === "delivered" ? "=" : "!=", "delivered"));
  if (filter.plan) conditions.push(filter.plan === "none" ? eb("plan", "is", null) : eb("plan", "=", filter.plan));
  if (filter.from) conditions.push(eb("created_at", ">=", companyDayStart(filter.from)));
  if (filter.to) conditions.push(eb("created_at", "<", companyDayStart(nextDay(filter.to))));
  return conditions;
}

/** A message outside Spam as leads are matched by it. */
type LeadMessage = Pick<Selectable<ContactMessageTable>, "id" | "email" | "phone" | "created_at">;

/**
 * Puts a message outside Spam into its lead (issue 41 item 2): the open lead of its e-mail address
 * or phone number whose newest message is at most LEAD_WINDOW_MS older, or a new one. A lead that
 * had no phone number takes the message's.
 */
async function joinLead(trx: Database, message: LeadMessage): Promise<number> {
  const since = new Date(Date.parse(message.created_at) - LEAD_WINDOW_MS).toISOString();
  const emailKey = leadEmailKey(message.email);
  const open = await trx
    .selectFrom("leads")
    .innerJoin("contact_messages as newest", "newest.id", "leads.last_message_id")
    .select(["leads.id", "leads.phone", "leads.last_message_id"])
    .where((eb) =>
      eb.or([eb("leads.email_key", "=", emailKey), ...(message.phone ? [eb("leads.phone", "=", message.phone)] : [])]),
    )
    .where("leads.status", "not in", CLOSED_LEAD_STATUSES)
    .where("newest.created_at", ">=", since)
    .orderBy("leads.last_message_id", "desc")
    .limit(1)
    .executeTakeFirst();
  const leadId = open
    ? open.id
    : (
        await trx
          .insertInto("leads")
          .values({
            email_key: emailKey,
            phone: message.phone,
            created_at: message.created_at,
            last_message_id: message.id,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
  if (open)
    await trx
      .updateTable("leads")
      .set({
        last_message_id: Math.max(open.last_message_id ?? 0, message.id),
        ...(!open.phone && message.phone && { phone: message.phone }),
      })
      .where("id", "=", open.id)
      .execute();
  await trx.updateTable("contact_messages").set({ lead_id: leadId }).where("id", "=", message.id).execute();
  return leadId;
}

/**
 * A reply or a logged call (issue 41 item 4): a New lead is Contacted (later statuses stay), and the
 * lead's first response is now if it had none.
 */
async function contacted(
  trx: Database,
  lead: { id: number; status: string; first_response_at: string | null },
  at: string,
): Promise<void> {
  if (lead.status !== "new" && lead.first_response_at) return;
  await trx
    .updateTable("leads")
    .set({
      ...(lead.status === "new" && { status: "contacted" }),
      ...(!lead.first_response_at && { first_response_at: at }),
    })
    .where("id", "=", lead.id)
    .execute();
}

/** The name and address of a lead's newest message (who the lead is, as the person last wrote). */
async function newestMessageOf(trx: Database, newestMessageId: number | null) {
  if (newestMessageId === null) return undefined;
  return trx
    .selectFrom("contact_messages")
    .select(["name", "email"])
    .where("id", "=", newestMessageId)
    .executeTakeFirst();
}

/** A lead as the activity log names it: the name and address of its newest message. */
async function leadName(trx: Database, newestMessageId: number | null): Promise<string> {
  const newest = await newestMessageOf(trx, newestMessageId);
  return newest ? `${newest.name} <${newest.email}>` : "(no messages)";
}

/** Messages outside Spam that have no lead (moved back from Spam), oldest first, each put into its lead. */
async function joinLeadsOfLeadless(trx: Database): Promise<void> {
  for (;;) {
    const leadless = await trx
      .selectFrom("contact_messages")
      .select(["id", "email", "phone", "created_at"])
      .where("lead_id", "is", null)
      .where("spam_reason", "is", null)
      .orderBy("id")
      .limit(EXPORT_CHUNK)
      .execute();
    for (const message of leadless) await joinLead(trx, message);
    if (leadless.length < EXPORT_CHUNK) return;
  }
}

/**
 * After messages left their leads (moved to Spam, deleted): each such lead's newest message again,
 * and a lead with none left is gone. `leadId`: only that lead; none: every lead whose newest message
 * is no longer its own.
 */
async function tidyLeads(trx: Database, leadId?: number | null): Promise<void> {
  if (leadId === null) return;
  await trx
    .updateTable("leads")
    .set((eb) => ({
      last_message_id: eb
        .selectFrom("contact_messages")
        .select((inner) => inner.fn.max("contact_messages.id").as("newest"))
        .whereRef("contact_messages.lead_id", "=", "leads.id"),
    }))
    .$if(leadId !== undefined, (query) => query.where("leads.id", "=", leadId!))
    .$if(leadId === undefined, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("contact_messages")
              .select("contact_messages.id")
              .whereRef("contact_messages.id", "=", "leads.last_message_id")
              .whereRef("contact_messages.lead_id", "=", "leads.id"),
          ),
        ),
      ),
    )
    .execute();
  await trx.deleteFrom("leads").where("last_message_id", "is", null).execute();
  // What was written on a lead that is gone goes with it (a reply still in the outbox is not sent).
  await trx
    .deleteFrom("lead_notes")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("leads").select("leads.id").whereRef("leads.id", "=", "lead_notes.lead_id"))),
    )
    .execute();
  await trx
    .deleteFrom("outbox")
    .where("lead_reply_id", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("lead_replies")
            .innerJoin("leads", "leads.id", "lead_replies.lead_id")
            .select("lead_replies.id")
            .whereRef("lead_replies.id", "=", "outbox.lead_reply_id"),
        ),
      ),
    )
    .execute();
  await trx
    .deleteFrom("lead_replies")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("leads").select("leads.id").whereRef("leads.id", "=", "lead_replies.lead_id"))),
    )
    .execute();
}

export function createContactService(
  db: Database,
  { transport, outbox, logger, rateLimit, now = Date.now }: ContactOptions,
) {
  const iso = (ms = now()) => new Date(ms).toISOString();
  // Counted in the database, so every server process counts the same messages.
  const submissions = createRateLimitStore(db, { now });
  /** Deliveries this process has in progress, by message id. */
  const inFlight = new Map<number, Promise<void>>();

  type Row = Pick<Selectable<ContactMessageTable>, (typeof MAILED_COLUMNS)[number] | "attempts">;

  /** Sends one claimed message and records the outcome; this process never sends a message twice at once. */
  function deliver(row: Row): Promise<void> {
    const delivery = attemptDelivery(row).finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, delivery);
    return delivery;
  }

  async function attemptDelivery(row: Row) {
    if (!transport) return;
    // Mail works but has nowhere to go yet (the demo company's inbox): the message waits, as
    // without mail, until the owner's inbox is saved (`queueWaiting`). No attempt is counted.
    const waiting = await transport.contactInboxProblem?.();
    if (waiting) {
      logger.warn({ id: row.id, reason: waiting }, "contact message not e-mailed: it waits for the contact inbox");
      await db
        .updateTable("contact_messages")
        .set({ status: "not-configured", last_error: waiting })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .execute();
      return;
    }
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
      // Only while still in the outbox: an admin may have moved it to Spam (held) meanwhile.
      await db
        .updateTable("contact_messages")
        .set({
          status: failed ? "failed" : "pending",
          attempts: attempt,
          last_error: reason.slice(0, 500),
          next_attempt_at: iso(now() + retryDelayMs(attempt)),
        })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
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

  /** Sends a message that just joined the outbox at once, in the background; the outbox timer is the fallback. */
  function deliverSoon(row: Row) {
    void deliver(row).catch((error) => logger.error({ err: error }, "contact delivery"));
  }

  /**
   * Messages of one folder of the inbox (or of both: "all", for the API) that match the filters, and
   * the order by id along which they are read (a search starts from the text index: `searchedRows`).
   * Select `selectAll("contact_messages")`: a search joins the index.
   */
  const inFolder = (folder: InboxFolder | "all", { q, ...filter }: InboxFilter = {}) => {
    const { from, byId } = searchedRows(db, MESSAGE_TEXT, q ?? "");
    const rows = from
      .$if(folder !== "all", (query) => query.where("spam_reason", folder === "spam" ? "is not" : "is", null))
      .where((eb) => eb.and(filterConditions(db, eb, filter)));
    return { rows, byId };
  };

  /**
   * The messages of a selection as one condition: the folder's, and either the ids picked or every
   * one that matches the filters (the same conditions as a page of the folder and its export).
   */
  const selected = (eb: ExpressionBuilder<DatabaseSchema, "contact_messages">, selection: MessageSelection) =>
    eb.and([
      eb("spam_reason", selection.folder === "spam" ? "is not" : "is", null),
      ...("ids" in selection ? [eb("id", "in", selection.ids)] : filterConditions(db, eb, selection.filter)),
    ]);

  /**
   * One bulk action as set-based statements (never the rows in memory), with one activity-log entry
   * naming how many, stored together; returns how many messages it changed.
   */
  async function bulk(
    selection: MessageSelection,
    actor: Actor,
    log: Pick<ActivityRecord, "action" | "summary">,
    change: (trx: Database) => Promise<number>,
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const count = await change(trx);
      if (count > 0)
        await recordActivity(trx, {
          actor: actor.email,
          entity: "contact message",
          entityId: "ids" in selection ? selection.ids.join(",") : "",
          action: log.action,
          summary: `${messagesCount(count)} ${log.summary} (${selectionText(selection)})`,
        });
      return count;
    });
  }

  /** Moves a message into or out of the Spam folder and logs who did; the change and its log entry are stored together. */
  async function moveMessage(id: number, to: InboxFolder, actor: Actor): Promise<{ modifiedCount: number }> {
    const moved = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("contact_messages")
        .select([...MAILED_COLUMNS, "status", "spam_reason", "created_at", "lead_id"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) throw new NotFoundError();
      if ((row.spam_reason !== null) === (to === "spam")) return null;
      // Spam never leaves: a message still waiting to be e-mailed is held; one moved back that never
      // went out joins the outbox (a fresh round of tries), or waits for delivery to be configured.
      const undelivered = UNDELIVERED.includes(row.status as DeliveryStatus);
      const status: DeliveryStatus | undefined =
        to === "spam"
          ? undelivered
            ? "held"
            : undefined
          : row.status === "held"
            ? transport
              ? "pending"
              : "not-configured"
            : undefined;
      const dueAt = iso(now() + LEASE_MS);
      await trx
        .updateTable("contact_messages")
        .set({
          spam_reason: to === "spam" ? "admin" : null,
          lead_id: null,
          ...(status && { status }),
          ...(status === "pending" && { attempts: 0, last_error: null, next_attempt_at: dueAt }),
        })
        .where("id", "=", id)
        .execute();
      // Spam belongs to no lead; a message back from Spam joins one.
      if (to === "spam") await tidyLeads(trx, row.lead_id);
      else await joinLead(trx, row);
      await recordActivity(trx, {
        actor: actor.email,
        action: "update",
        entity: "contact message",
        entityId: String(id),
        summary: `The message from ${row.name} <${row.email}> ${to === "spam" ? "moved to Spam" : "moved back to the inbox (not spam)"}`,
      });
      return { ...row, sendNow: status === "pending" };
    });
    if (!moved) return { modifiedCount: 0 };
    // Like a new message: sent at once, the lease set above keeps the outbox off it meanwhile.
    if (moved.sendNow) deliverSoon({ ...moved, attempts: 0 });
    return { modifiedCount: 1 };
  }

  /** A note on a lead, logged; a call's note (`call`) also makes a New lead Contacted. */
  async function noteOnLead(
    id: number,
    body: string,
    actor: Actor,
    { call }: { call: boolean },
  ): Promise<{ insertedId: string }> {
    return db.transaction().execute(async (trx) => {
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!lead) throw new NotFoundError();
      const note = await trx
        .insertInto("lead_notes")
        .values({ lead_id: id, author: actor.email, body, created_at: iso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (call) await contacted(trx, lead, iso());
      await recordActivity(trx, {
        actor: actor.email,
        action: "create",
        entity: "lead",
        entityId: String(id),
        summary: `${call ? "Call to" : "Note on"} the lead ${await leadName(trx, lead.last_message_id)}`,
      });
      return { insertedId: String(note.id) };
    });
  }

  const service = {
    /**
     * `language`: the page's, when the message comes from one (not through /api): stored with the
     * message, and the language of the answer's messages (decision 0054; English without one).
     */
    async submit(input: unknown, clientKey: string, language?: Locale): Promise<SubmitResult> {
      const parsed = contactSchemaFor(language ?? "en").safeParse(input);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
        return { ok: false, status: 400, error: "Invalid request", fields };
      }
      const { name, email, message, submissionId } = parsed.data;
      const phone = parsed.data.phone || null;
      const source = readVisitSource(parsed.data.from);
      // Only a plan of the catalogue: the field comes from the address (?plan=), which anyone can write.
      const plan = parsed.data.plan && planLabels.includes(parsed.data.plan) ? parsed.data.plan : null;
      // Spam is stored (in the Spam folder, not e-mailed) and answered like any message: bots learn nothing.
      const spamReason = spamReasonOf(parsed.data);
      const status: DeliveryStatus = spamReason ? "held" : transport ? "pending" : "not-configured";
      const created = now();
      // One transaction: should the database connection end before COMMIT, it runs again on a new
      // one (server/db/postgres-driver.ts) instead of failing the visitor. A browser that retries
      // sends the same submission id, and a message stored by the first try is not stored again.
      const outcome = await db.transaction().execute(async (trx) => {
        const { count } = await submissions.hit(contactRateKey(clientKey), CONTACT_RATE_WINDOW_MS, trx);
        if (count > rateLimit) return "limited" as const;
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
            spam_reason: spamReason,
            plan,
            phone,
            language: language ?? null,
            landing_page: source?.landing ?? null,
            referrer: source?.referrer ?? null,
            utm_source: source?.utmSource ?? null,
            utm_medium: source?.utmMedium ?? null,
            utm_campaign: source?.utmCampaign ?? null,
            source_page: source?.page ?? null,
          })
          .onConflict((oc) => oc.column("submission_id").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!row) return "stored before" as const;
        if (spamReason) return { ...row, postToWebhook: () => {} };
        const leadId = await joinLead(trx, { id: row.id, email, phone, created_at: iso(created) });
        // Told at once (issue 41 item 5): the owner's webhook, when set, hears of it through the outbox.
        const lead = await trx
          .selectFrom("leads")
          .select((eb) => [
            "status",
            eb
              .selectFrom("contact_messages")
              .select(eb.fn.countAll<number>().as("n"))
              .where("lead_id", "=", leadId)
              .as("messages"),
          ])
          .where("id", "=", leadId)
          .executeTakeFirstOrThrow();
        const postToWebhook =
          (await outbox?.queueWebhook(
            {
              lead: { id: leadId, status: lead.status as LeadStatus, messages: Number(lead.messages) },
              message: {
                id: row.id,
                name,
                email,
                phone,
                plan,
                language: language ?? null,
                message,
                createdAt: iso(created),
              },
            },
            trx,
          )) ?? (() => {});
        return { ...row, postToWebhook };
      });
      if (outcome === "limited") return { ok: false, status: 429, error: TOO_MANY_MESSAGES[language ?? "en"] };
      if (typeof outcome === "string" || spamReason) return { ok: true };
      outcome.postToWebhook();
      if (!transport) {
        logger.warn(
          "A contact message was stored but not e-mailed: set SMTP_URL (or the EMAILJS_* settings) to deliver messages.",
        );
        return { ok: true };
      }
      // Deliver right away without making the visitor wait; the lease keeps the outbox off it.
      deliverSoon({ id: outcome.id, name, email, message, phone, plan, attempts: 0 });
      return { ok: true };
    },

    /** Delivers every pending message that is due (called on a timer and at start). */
    async deliverDue(): Promise<number> {
      if (!transport) return 0;
      const due = await db
        .selectFrom("contact_messages")
        .select([...MAILED_COLUMNS, "attempts", "next_attempt_at"])
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", iso())
        .orderBy("id")
        .limit(20)
        .execute();
      return deliverClaimed(due, inFlight, (row) => claim(row.id, row.next_attempt_at), deliver);
    },

    /** The newest 500 messages (GET /api/contact-messages). */
    async list(): Promise<ContactMessage[]> {
      const rows = await db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").limit(500).execute();
      return rows.map(messageOf);
    },

    /**
     * One page of a folder (the inbox without spam, the Spam folder, or "all": both, as /api lists
     * them) with only the messages that match the filters, newest first, with how many match: every
     * message can be reached.
     */
    async page({
      page,
      perPage,
      folder = "inbox",
      filter = {},
    }: PageRequest & { folder?: InboxFolder | "all"; filter?: InboxFilter }): Promise<PageOf<ContactMessage>> {
      const { rows, byId } = inFolder(folder, filter);
      const [found, counted] = await Promise.all([
        rows
          .selectAll("contact_messages")
          .orderBy(byId, "desc")
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        filter.q
          ? countUpTo(db, rows, SEARCH_COUNT_LIMIT)
          : rows
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
              .then(({ n }) => ({ total: Number(n), more: false })),
      ]);
      return { items: found.map(messageOf), ...counted };
    },

    /**
     * The folder's messages that match the filters as CSV lines (header first, CRLF line ends),
     * newest first, read from the database EXPORT_CHUNK rows at a time: any number of messages is
     * exported without holding them all in memory.
     */
    async *exportCsv(folder: InboxFolder, filter: InboxFilter = {}): AsyncGenerator<string> {
      yield `${CSV_HEADER.map(csvField).join(",")}\r\n`;
      const { rows: matching, byId } = inFolder(folder, filter);
      let before: number | undefined;
      for (;;) {
        let query = matching
          .select(EXPORT_COLUMNS.map((column) => `contact_messages.${column}` as const))
          .orderBy(byId, "desc")
          .limit(EXPORT_CHUNK);
        if (before !== undefined) query = query.where(byId, "<", before);
        const rows = await query.execute();
        if (rows.length === 0) return;
        yield rows
          .map(
            (row) =>
              [
                formatCompanyDateTime(row.created_at).replace(` (${COMPANY_TIME_LABEL})`, ""),
                row.name,
                row.email,
                row.phone ?? "",
                row.plan ?? "",
                row.message,
                row.read_at ? "read" : "unread",
                row.status,
                row.spam_reason ?? "",
              ]
                .map(csvField)
                .join(",") + "\r\n",
          )
          .join("");
        if (rows.length < EXPORT_CHUNK) return;
        before = rows.at(-1)!.id;
      }
    },

    /** How many messages each folder holds (the inbox's folder tabs show them), each counted along its index. */
    async folderCounts(): Promise<Record<InboxFolder, number>> {
      const count = async (folder: InboxFolder) =>
        Number(
          (
            await inFolder(folder)
              .rows.select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const [inbox, spam] = await Promise.all([count("inbox"), count("spam")]);
      return { inbox, spam };
    },

    /** An admin moves a message to the Spam folder: it is not e-mailed if it has not been yet. */
    markSpam: (id: number, actor: Actor) => moveMessage(id, "spam", actor),

    /** An admin moves a message back to the inbox: one that was never e-mailed is e-mailed now, once. */
    markNotSpam: (id: number, actor: Actor) => moveMessage(id, "inbox", actor),

    /**
     * At start, and when the contact inbox is saved: messages that wait for delivery to be set up
     * (stored without a transport, or while the inbox was the demo company's) and those whose tries
     * ran out (a wrong password, no sender address) join the outbox with a fresh round of tries, due
     * now: the cause may be fixed. None while there is still nowhere to send them. Returns how many.
     */
    async queueWaiting(): Promise<number> {
      if (!transport || (await transport.contactInboxProblem?.())) return 0;
      const result = await db
        .updateTable("contact_messages")
        .set({ status: "pending", attempts: 0, last_error: null, next_attempt_at: iso() })
        .where("status", "in", ["not-configured", "failed"])
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
    settle: (timeoutMs: number) => settleWithin(inFlight.values(), timeoutMs),

    /** A lead with its messages outside Spam, oldest first (issue 41 item 2). */
    async lead(id: number): Promise<Lead<ContactMessage>> {
      const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!lead) throw new NotFoundError();
      const messages = await db
        .selectFrom("contact_messages")
        .selectAll()
        .where("lead_id", "=", id)
        .orderBy("id")
        .execute();
      const [notes, replies] = await Promise.all([
        db.selectFrom("lead_notes").selectAll().where("lead_id", "=", id).orderBy("id").execute(),
        db
          .selectFrom("lead_replies")
          .leftJoin("outbox", "outbox.lead_reply_id", "lead_replies.id")
          .selectAll("lead_replies")
          .select(["outbox.id as mail_id", "outbox.last_error"])
          .where("lead_replies.lead_id", "=", id)
          .orderBy("lead_replies.id")
          .execute(),
      ]);
      return {
        _id: String(lead.id),
        status: isLeadStatus(lead.status) ? lead.status : "new",
        lostReason: lead.lost_reason ?? "",
        followUpOn: lead.follow_up_on ?? "",
        phone: lead.phone,
        createdAt: lead.created_at,
        messages: messages.map(messageOf),
        notes: notes.map((note) => ({
          _id: String(note.id),
          author: note.author,
          body: note.body,
          createdAt: note.created_at,
        })),
        replies: replies.map((reply) => ({
          _id: String(reply.id),
          author: reply.author,
          subject: reply.subject,
          body: reply.body,
          createdAt: reply.created_at,
          delivery: reply.sent_at ? "sent" : reply.mail_id !== null ? "waiting" : "not-sent",
          lastError: reply.sent_at ? null : (reply.last_error ?? null),
        })),
      };
    },

    /** An admin sets where the company stands with a lead (issue 41 item 3); the activity log says what changed. */
    async updateLead(id: number, update: LeadUpdate, actor: Actor): Promise<{ modifiedCount: number }> {
      return db.transaction().execute(async (trx) => {
        const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
        if (!lead) throw new NotFoundError();
        const changes = [
          lead.status !== update.status &&
            `status ${LEAD_STATUS_LABELS[isLeadStatus(lead.status) ? lead.status : "new"]} → ${LEAD_STATUS_LABELS[update.status]}${update.lostReason ? ` (${update.lostReason})` : ""}`,
          (lead.follow_up_on ?? "") !== update.followUpOn &&
            (update.followUpOn ? `follow-up on ${update.followUpOn}` : "no follow-up"),
          lead.status === update.status &&
            (lead.lost_reason ?? "") !== update.lostReason &&
            `reason: ${update.lostReason}`,
        ].filter((change) => typeof change === "string");
        if (changes.length === 0) return { modifiedCount: 0 };
        await trx
          .updateTable("leads")
          .set({
            status: update.status,
            lost_reason: update.lostReason || null,
            follow_up_on: update.followUpOn || null,
          })
          .where("id", "=", id)
          .execute();
        await recordActivity(trx, {
          actor: actor.email,
          action: "update",
          entity: "lead",
          entityId: String(id),
          summary: `Lead ${await leadName(trx, lead.last_message_id)}: ${changes.join(", ")}`,
        });
        return { modifiedCount: 1 };
      });
    },

    /**
     * Why a reply cannot be e-mailed from the lead's page now, or null: mail to people must be set
     * up, and the contact inbox (the reply's Reply-To) must be the owner's, not the demo company's.
     */
    async replyProblem(): Promise<string | null> {
      if (!transport?.sendToAccount || !outbox) return NO_MAIL_TO_PEOPLE;
      if (await transport.contactInboxProblem?.()) return NO_OWN_INBOX;
      return null;
    },

    /**
     * An admin's reply to a lead (issue 41 item 4): kept in the lead's history and e-mailed to the
     * person through the outbox (tried again until it goes, for REPLY_VALID_DAYS), from the company
     * with Reply-To the company inbox. A New lead is Contacted now.
     */
    async replyToLead(id: number, reply: LeadReplyInput, actor: Actor): Promise<{ insertedId: string }> {
      const problem = await service.replyProblem();
      if (problem || !outbox) throw new ReplyUnavailableError(problem ?? NO_MAIL_TO_PEOPLE);
      const { replyId, to } = await db.transaction().execute(async (trx) => {
        const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
        const newest = lead && (await newestMessageOf(trx, lead.last_message_id));
        if (!lead || !newest) throw new NotFoundError();
        const { id: replyId } = await trx
          .insertInto("lead_replies")
          .values({ lead_id: id, author: actor.email, ...reply, created_at: iso() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await contacted(trx, lead, iso());
        await recordActivity(trx, {
          actor: actor.email,
          action: "create",
          entity: "lead",
          entityId: String(id),
          summary: `Reply to the lead ${newest.name} <${newest.email}>: ${reply.subject}`,
        });
        return { replyId, to: { name: newest.name, address: newest.email } };
      });
      await outbox.queue(
        { to, subject: reply.subject, text: reply.body, validForMs: REPLY_VALID_DAYS * 24 * 3_600_000 },
        { leadReplyId: replyId },
      );
      return { insertedId: String(replyId) };
    },

    /** An admin called the person: noted, and a New lead is Contacted. */
    logCall: (id: number, actor: Actor) => noteOnLead(id, CALL_LOGGED, actor, { call: true }),

    /** An admin's note on a lead, kept with who wrote it and when. */
    addLeadNote: (id: number, { body }: LeadNoteInput, actor: Actor) => noteOnLead(id, body, actor, { call: false }),

    /**
     * The open leads to follow up on `today` (a day in Dhaka) or before, the longest overdue first:
     * the dashboard's overview lists them (issue 41 item 3).
     */
    async followUpsDue(today: string, limit = 20): Promise<LeadToFollowUp[]> {
      const rows = await db
        .selectFrom("leads")
        .innerJoin("contact_messages as newest", "newest.id", "leads.last_message_id")
        .select(["leads.id", "leads.status", "leads.follow_up_on", "newest.name", "newest.email"])
        .where("leads.follow_up_on", "<=", today)
        .where("leads.status", "not in", CLOSED_LEAD_STATUSES)
        .orderBy("leads.follow_up_on")
        .orderBy("leads.id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        _id: String(row.id),
        name: row.name,
        email: row.email,
        status: isLeadStatus(row.status) ? row.status : "new",
        followUpOn: row.follow_up_on ?? today,
      }));
    },

    /**
     * How long the company took to answer a lead first (a reply or a logged call, from the lead's
     * first message), the median over the leads of the last 30 days that were answered; null: none.
     */
    async firstResponseMedian(): Promise<{ medianMs: number; leads: number } | null> {
      const rows = await db
        .selectFrom("leads")
        .select(["created_at", "first_response_at"])
        .where("created_at", ">=", iso(now() - 30 * 24 * 3_600_000))
        .where("first_response_at", "is not", null)
        .execute();
      const waits = rows
        .map((row) => Date.parse(row.first_response_at!) - Date.parse(row.created_at))
        .sort((a, b) => a - b);
      if (waits.length === 0) return null;
      const middle = Math.floor(waits.length / 2);
      const medianMs = waits.length % 2 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2;
      return { medianMs, leads: waits.length };
    },

    /**
     * One page of the leads (issue 41 item 2), the one heard from last first, each with its newest
     * message and how many it wrote; `status` keeps only the leads that have it.
     */
    async leadsPage({
      page,
      perPage,
      status,
    }: PageRequest & { status?: LeadStatus }): Promise<PageOf<LeadRow<ContactMessage>>> {
      const leads = db
        .selectFrom("leads")
        .$if(status !== undefined, (query) => query.where("leads.status", "=", status!));
      const [rows, counted] = await Promise.all([
        leads
          .innerJoin("contact_messages", "contact_messages.id", "leads.last_message_id")
          .selectAll("contact_messages")
          .select((eb) => [
            "leads.id as lead_key",
            "leads.status as lead_status",
            "leads.follow_up_on",
            eb
              .selectFrom("contact_messages as own")
              .select((inner) => inner.fn.countAll<number>().as("n"))
              .whereRef("own.lead_id", "=", "leads.id")
              .as("message_count"),
          ])
          .orderBy("leads.last_message_id", "desc")
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        leads.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          _id: String(row.lead_key),
          status: isLeadStatus(row.lead_status) ? row.lead_status : "new",
          followUpOn: row.follow_up_on ?? "",
          messages: Number(row.message_count ?? 0),
          newest: messageOf(row),
        })),
        total: Number(counted.n),
        more: false,
      };
    },

    /** How many messages each of these leads has, and its status (the inbox shows them beside a message). */
    async leadsOf(leadIds: readonly string[]): Promise<Record<string, { messages: number; status: LeadStatus }>> {
      if (leadIds.length === 0) return {};
      const rows = await db
        .selectFrom("leads")
        .select((eb) => [
          "leads.id",
          "leads.status",
          eb
            .selectFrom("contact_messages")
            .select((inner) => inner.fn.countAll<number>().as("n"))
            .whereRef("contact_messages.lead_id", "=", "leads.id")
            .as("messages"),
        ])
        .where("leads.id", "in", leadIds.map(Number))
        .execute();
      return Object.fromEntries(
        rows.map((row) => [
          String(row.id),
          { messages: Number(row.messages ?? 0), status: isLeadStatus(row.status) ? row.status : "new" },
        ]),
      );
    },

    /**
     * The leads that began in the Dhaka days `from`–`to` (issue 42 item 4), counted by the plan and
     * by the source (as the statistics count a view's: the campaign's utm_source, else the referring
     * site, else "" = direct) of their first message.
     */
    async leadsBySource({ from, to }: { from: string; to: string }) {
      const firsts = await db
        .selectFrom("contact_messages as first")
        .innerJoin("leads", "leads.id", "first.lead_id")
        .select(["first.plan", "first.utm_source", "first.referrer"])
        .where("leads.created_at", ">=", companyDayStart(from))
        .where("leads.created_at", "<", companyDayStart(nextDay(to)))
        .where(sql<boolean>`first.id = (select min(m.id) from contact_messages m where m.lead_id = leads.id)`)
        .execute();
      const plans = new Map<string, number>();
      const sources = new Map<string, number>();
      for (const first of firsts) {
        // Spelt again as a view's source is: a message stored before the rule was shared kept its utm_source as carried.
        const source = sourceOf({ utm_source: cleanUtm(first.utm_source), referrer: hostSource(first.referrer ?? "") });
        plans.set(first.plan ?? "", (plans.get(first.plan ?? "") ?? 0) + 1);
        sources.set(source, (sources.get(source) ?? 0) + 1);
      }
      const ranked = (counts: Map<string, number>) =>
        [...counts]
          .map(([value, leads]) => ({ value, leads }))
          .sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value));
      return { leads: firsts.length, plans: ranked(plans), sources: ranked(sources) };
    },

    /** Leads nobody has answered yet (status New): the dashboard's menu shows how many. */
    async newLeadCount(): Promise<number> {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "new")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many leads have each status (the inbox's status filter names them). */
    async leadStatusCounts(): Promise<Record<LeadStatus, number>> {
      const rows = await db
        .selectFrom("leads")
        .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      const counts: Record<LeadStatus, number> = { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0 };
      for (const row of rows) if (isLeadStatus(row.status)) counts[row.status] = Number(row.n);
      return counts;
    },

    /** Unread messages in the inbox (spam is not counted). */
    async unreadCount(): Promise<number> {
      const row = await inFolder("inbox")
        .rows.select((eb) => eb.fn.countAll<number>().as("n"))
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

    /** Bulk "Mark read": the selection's unread messages; returns how many. */
    markReadMany: (selection: MessageSelection, actor: Actor) =>
      bulk(selection, actor, { action: "update", summary: "marked read" }, async (trx) => {
        const result = await trx
          .updateTable("contact_messages")
          .set({ read_at: iso() })
          .where((eb) => selected(eb, selection))
          .where("read_at", "is", null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }),

    /** Bulk "Spam" (from the inbox): as markSpam for each, the ones not yet e-mailed held. */
    markSpamMany: (selection: InboxSelection, actor: Actor) =>
      bulk(selection, actor, { action: "update", summary: "moved to Spam" }, async (trx) => {
        const held = await trx
          .updateTable("contact_messages")
          .set({ spam_reason: "admin", status: "held", lead_id: null })
          .where((eb) => selected(eb, selection))
          .where("status", "in", UNDELIVERED)
          .executeTakeFirst();
        const others = await trx
          .updateTable("contact_messages")
          .set({ spam_reason: "admin", lead_id: null })
          .where((eb) => selected(eb, selection))
          .executeTakeFirst();
        await tidyLeads(trx);
        return Number(held.numUpdatedRows) + Number(others.numUpdatedRows);
      }),

    /**
     * Bulk "Not spam" (from the Spam folder): as markNotSpam for each, the ones never e-mailed join
     * the outbox, due now; the outbox sends them at its own pace (started at once, then on its timer).
     */
    async markNotSpamMany(selection: SpamSelection, actor: Actor): Promise<number> {
      let queued = 0;
      const count = await bulk(
        selection,
        actor,
        { action: "update", summary: "moved back to the inbox (not spam)" },
        async (trx) => {
          const unheld = await trx
            .updateTable("contact_messages")
            .set(
              transport
                ? { spam_reason: null, status: "pending", attempts: 0, last_error: null, next_attempt_at: iso() }
                : { spam_reason: null, status: "not-configured" },
            )
            .where((eb) => selected(eb, selection))
            .where("status", "=", "held")
            .executeTakeFirst();
          const others = await trx
            .updateTable("contact_messages")
            .set({ spam_reason: null })
            .where((eb) => selected(eb, selection))
            .executeTakeFirst();
          await joinLeadsOfLeadless(trx);
          queued = transport ? Number(unheld.numUpdatedRows) : 0;
          return Number(unheld.numUpdatedRows) + Number(others.numUpdatedRows);
        },
      );
      if (queued > 0) void service.deliverDue().catch((error) => logger.error({ err: error }, "contact outbox"));
      return count;
    },

    /** Bulk "Delete": the selection's messages; returns how many. */
    deleteMany: (selection: MessageSelection, actor: Actor) =>
      bulk(selection, actor, { action: "delete", summary: "deleted" }, async (trx) => {
        const result = await trx
          .deleteFrom("contact_messages")
          .where((eb) => selected(eb, selection))
          .executeTakeFirst();
        await tidyLeads(trx);
        return Number(result.numDeletedRows);
      }),

    async remove(id: number): Promise<{ deletedCount: number }> {
      await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom("contact_messages")
          .where("id", "=", id)
          .returning("lead_id")
          .executeTakeFirst();
        if (!deleted) throw new NotFoundError();
        await tidyLeads(trx, deleted.lead_id);
      });
      return { deletedCount: 1 };
    },
  };
  return service;
}

export type ContactService = ReturnType<typeof createContactService>;
