import { type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { isPostgres } from "./connect";
import * as content from "./migrations/0001-content";
import * as activityLog from "./migrations/0002-activity-log";
import * as contactMessages from "./migrations/0003-contact-messages";
import type { Database } from "./schema";

/** Migrations are imported statically so they are part of the server bundle. Append new ones here. */
const migrations: Record<string, Migration> = {
  "0001-content": content,
  "0002-activity-log": activityLog,
  "0003-contact-messages": contactMessages,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, the schema new tables go to (search_path). Kysely looks for its bookkeeping tables
 * in every schema unless told which: another schema's kysely_migration (a second site, or the tests'
 * schemas side by side) would otherwise count as ours.
 */
async function migrationTableSchema(db: Database): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await migrationTableSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
