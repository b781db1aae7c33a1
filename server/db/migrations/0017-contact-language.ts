import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The language of the page a contact message was written on ("en" or "bn", issue 41): the owner
 * answers in it, and a WhatsApp reply starts with a greeting in it. Null where it is not known (a
 * message sent through /api, or stored before this column).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("language", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("language").execute();
}
