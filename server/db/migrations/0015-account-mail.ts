import type { Kysely } from "kysely";
import { isPostgres } from "../connect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The outbox of e-mails to account holders (issue 44 item 6): a reset link, a new-sign-in notice,
 * the first admin's link. A row lives until its e-mail went out or it is no use any more
 * (`expires_at`: a reset link's hour); a mail server that refuses it, or a sender address not yet
 * set, delays it and loses nothing.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("account_mail")
    .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("to_name", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_mail_due").on("account_mail").column("next_attempt_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("account_mail").execute();
}
