import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * One outbox for what the site sends on its own and must not lose (issue 41 item 5, decision
 * 0056): the e-mails to people (reset links, notices, replies to leads) and the posts to the
 * owner's lead webhook. The account holders' outbox of 0015 becomes `outbox`, and each row says
 * its `kind`: `mail`, or `webhook` (its `subject` the event, its `text` the JSON body; the address
 * and the secret are read from the settings when it is sent).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("account_mail").renameTo("outbox").execute();
  await db.schema
    .alterTable("outbox")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("mail"))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom("outbox").where("kind", "!=", "mail").execute();
  await db.schema.alterTable("outbox").dropColumn("kind").execute();
  await db.schema.alterTable("outbox").renameTo("account_mail").execute();
}
