import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The inbox is where leads live (issue 25). Spam goes to a folder, never the bin: `spam_reason` says
 * why a message is spam ("honeypot", "too fast", or "admin" when an admin moved it there), null for
 * every other message; spam is not e-mailed. `plan` is the plan whose "Get Started" the visitor came
 * from ("Web Development – Basic"), null when none.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("spam_reason", "text").execute();
  await db.schema.alterTable("contact_messages").addColumn("plan", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("plan").execute();
  await db.schema.alterTable("contact_messages").dropColumn("spam_reason").execute();
}
