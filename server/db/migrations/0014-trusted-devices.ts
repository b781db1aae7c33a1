import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * What a person sees of each device they trusted for 30 days at two-step sign-in (issue 39 item 3):
 * the browser and address it was trusted from, and when. The trust itself is Better Auth's row in
 * `verification` (identifier `trust-device-…`, value the account's id); this table only names it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("trusted_devices")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .addColumn("ip_address", "text", (col) => col.notNull())
    .addColumn("trusted_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("trusted_devices_user").on("trusted_devices").column("user_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("trusted_devices").execute();
}
