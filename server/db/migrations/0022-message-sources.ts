import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Where each message's visit came from (issue 42 item 2; domain/visit-source.ts); null: not known. */
const COLUMNS = ["landing_page", "referrer", "utm_source", "utm_medium", "utm_campaign", "source_page"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("contact_messages").addColumn(column, "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("contact_messages").dropColumn(column).execute();
}
