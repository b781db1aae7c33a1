import { type Kysely, sql } from "kysely";
import { isPostgres } from "../connect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The rule of this migration's day (domain/leads.ts): a message joins a lead that heard from the person within 90 days. */
const WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
/** Messages read, and written back, at a time. */
const CHUNK = 500;

/**
 * One lead per person (issue 41 item 2). A lead is matched by the e-mail address in small letters
 * (`email_key`) or by the phone number (E.164); `last_message_id` is its newest message outside Spam
 * (the order of the list); `status` is where the company stands with it (new, contacted, quoted, won,
 * lost), with `lost_reason`; `follow_up_on` a day in Dhaka (YYYY-MM-DD); `first_response_at` when the
 * company first answered (a reply or a logged call). A message's `lead_id` is
 * its lead; spam has none. `lead_notes` are what admins write on a lead, `lead_replies` what they
 * e-mail to it.
 *
 * The messages already stored are put into leads by the same rule, oldest first: a message joins the
 * lead of its address or number whose last message is at most 90 days older, or starts one. A lead
 * takes the id of its first message (ids of later leads continue after the largest).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("lost_reason", "text")
    .addColumn("follow_up_on", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_message_id", "integer")
    .addColumn("first_response_at", "text")
    .execute();
  await db.schema.createIndex("leads_email_key").on("leads").column("email_key").execute();
  await db.schema.createIndex("leads_phone").on("leads").column("phone").execute();
  await db.schema.createIndex("leads_last_message").on("leads").column("last_message_id").execute();
  await db.schema.createIndex("leads_follow_up").on("leads").column("follow_up_on").execute();
  await db.schema.createIndex("leads_status").on("leads").column("status").execute();
  // What admins note on a lead (issue 41 item 3): who wrote it, when.
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "integer", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "id"]).execute();
  // Replies e-mailed to a lead from the dashboard (issue 41 item 4), sent through the account outbox:
  // its row names the reply it carries (Reply-To the company inbox) and marks it sent.
  await db.schema
    .createTable("lead_replies")
    .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "integer", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("lead_replies_lead").on("lead_replies").columns(["lead_id", "id"]).execute();
  await db.schema.alterTable("account_mail").addColumn("lead_reply_id", "integer").execute();
  await db.schema.alterTable("contact_messages").addColumn("lead_id", "integer").execute();
  await db.schema.createIndex("contact_messages_lead").on("contact_messages").columns(["lead_id", "id"]).execute();
  // In one transaction (PostgreSQL runs every migration in one; SQLite's would commit each statement).
  if (db.isTransaction) await leadsOfStoredMessages(db);
  else await db.transaction().execute(leadsOfStoredMessages);
}

interface OpenLead {
  id: number;
  phone: string | null;
  lastAt: number;
  lastId: number;
  changed: boolean;
}

async function leadsOfStoredMessages(db: AnyDb): Promise<void> {
  const byEmail = new Map<string, OpenLead>();
  const byPhone = new Map<string, OpenLead>();
  const leads: OpenLead[] = [];
  let after = 0;
  for (;;) {
    const rows: { id: number; email: string; phone: string | null; created_at: string }[] = await db
      .selectFrom("contact_messages")
      .select(["id", "email", "phone", "created_at"])
      .where("spam_reason", "is", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    const leadOf = new Map<number, number>();
    const started: {
      id: number;
      email_key: string;
      phone: string | null;
      created_at: string;
      last_message_id: number;
    }[] = [];
    for (const row of rows) {
      const at = Date.parse(row.created_at);
      const key = row.email.trim().toLowerCase();
      const open = [byEmail.get(key), row.phone ? byPhone.get(row.phone) : undefined].find(
        (lead) => lead !== undefined && at - lead.lastAt <= WINDOW_MS,
      );
      const lead = open ?? { id: row.id, phone: row.phone, lastAt: at, lastId: row.id, changed: false };
      if (open) {
        Object.assign(lead, { lastAt: at, lastId: row.id, changed: true });
        if (!lead.phone && row.phone) lead.phone = row.phone;
      } else {
        leads.push(lead);
        started.push({
          id: row.id,
          email_key: key,
          phone: row.phone,
          created_at: row.created_at,
          last_message_id: row.id,
        });
      }
      byEmail.set(key, lead);
      if (row.phone) byPhone.set(row.phone, lead);
      leadOf.set(row.id, lead.id);
    }
    if (started.length > 0) await db.insertInto("leads").values(started).execute();
    // One statement per chunk: each message's lead.
    await db
      .updateTable("contact_messages")
      .set({
        lead_id: sql`case id ${sql.join(
          [...leadOf].map(([id, lead]) => sql`when ${id} then cast(${lead} as integer)`),
          sql` `,
        )} end`,
      })
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    after = rows.at(-1)!.id;
  }
  // The leads that took later messages: their newest message and number, 500 a statement.
  const changed = leads.filter((lead) => lead.changed);
  for (let start = 0; start < changed.length; start += CHUNK) {
    const part = changed.slice(start, start + CHUNK);
    const byLead = (value: (lead: OpenLead) => unknown) =>
      sql`case id ${sql.join(
        part.map((lead) => sql`when ${lead.id} then ${value(lead)}`),
        sql` `,
      )} end`;
    await db
      .updateTable("leads")
      .set({
        last_message_id: byLead((lead) => sql`cast(${lead.lastId} as integer)`),
        phone: byLead((lead) => lead.phone),
      })
      .where(
        "id",
        "in",
        part.map((lead) => lead.id),
      )
      .execute();
  }
  // Explicit ids leave PostgreSQL's counter behind: the next lead continues after the largest.
  if (isPostgres(db))
    await sql`select setval(pg_get_serial_sequence('leads', 'id'), coalesce(max(id), 0) + 1, false) from leads`.execute(
      db,
    );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_messages_lead").execute();
  await db.schema.alterTable("contact_messages").dropColumn("lead_id").execute();
  await db.schema.alterTable("account_mail").dropColumn("lead_reply_id").execute();
  await db.schema.dropTable("lead_replies").execute();
  await db.schema.dropTable("lead_notes").execute();
  await db.schema.dropTable("leads").execute();
}
