import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Request counters shared by every server process (docs/decisions/0019-several-processes.md). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    // Epoch milliseconds: past 2^31, so bigint.
    .addColumn("window_ends_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_window_ends_at").on("rate_limits").column("window_ends_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
