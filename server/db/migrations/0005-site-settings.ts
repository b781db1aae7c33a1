import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The company's details edited in the dashboard (docs/decisions/0025-site-settings.md): one row,
 * its values as JSON (checked by domain/site-settings.ts on the way in and out) and a version that
 * every save raises, so a save over someone else's newer one is refused.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("site_settings").execute();
}
