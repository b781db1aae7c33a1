import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The activity log's filters along indexes (issue 25, docs/decisions/0045), on both databases: a
 * page of one admin's entries (`who`) or of one kind of item (`kind`) walks its index newest first
 * and its count reads the index alone; the filter's list of admins reads `activity_log_actor`; a
 * date range (`from`, `to`) is a range of `activity_log_created`, read newest first along it.
 */
const INDEXES = {
  activity_log_actor: ["actor", "id"],
  activity_log_entity: ["entity", "id"],
  activity_log_created: ["created_at", "id"],
} as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES))
    await db.schema
      .createIndex(name)
      .on("activity_log")
      .columns([...columns])
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
}
