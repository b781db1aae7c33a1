import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Spam goes to a folder, never the bin (issue 25): why a message is spam ("honeypot", "too fast",
 * or "admin" when an admin moved it there); null for every other message. Spam is not e-mailed.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("spam_reason", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("spam_reason").execute();
}
