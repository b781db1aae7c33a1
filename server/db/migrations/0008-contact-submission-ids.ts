import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The id the browser's contact form gives one submission and sends again if it retries: a message
 * is stored once, even when the first try's outcome was unknown (docs/decisions/0031).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("submission_id", "text").execute();
  await db.schema
    .createIndex("contact_messages_submission_id")
    .on("contact_messages")
    .column("submission_id")
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_messages_submission_id").execute();
  await db.schema.alterTable("contact_messages").dropColumn("submission_id").execute();
}
