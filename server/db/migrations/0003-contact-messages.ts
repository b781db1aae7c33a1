import type { Kysely } from "kysely";
import { isPostgres } from "../connect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema
    .createIndex("contact_messages_outbox")
    .on("contact_messages")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
