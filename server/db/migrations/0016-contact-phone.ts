import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A contact message may carry the visitor's phone / WhatsApp number (issue 41 item 1), stored in
 * E.164 (`+8801712345678`, domain/phone.ts); null when the visitor left none, as every earlier
 * message did.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("phone", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("phone").execute();
}
