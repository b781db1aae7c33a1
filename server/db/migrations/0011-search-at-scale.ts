import type { Kysely } from "kysely";
import { isPostgres } from "../connect";
import { BLOG_TEXT, createTextSearchIndex, dropTextSearchIndex, installTrigrams, MESSAGE_TEXT } from "../text-search";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The dashboard at a few busy years' volumes (issue 25, docs/decisions/0045):
 * - searches for any part of a text use an index: SQLite FTS5 trigram tables for blogs (title, tag)
 *   and messages (name, e-mail, text), PostgreSQL GIN trigram indexes (pg_trgm; without the
 *   extension the search scans, as before). Accounts get theirs in migrateAuthTables.
 * - the inbox's folders are paged and counted along `contact_messages_folder` (spam or not, newest
 *   first), the dashboard's unread count (and the unread filter) along `contact_messages_unread`,
 *   not by reading the table.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await installTrigrams(db);
  await createTextSearchIndex(db, BLOG_TEXT);
  await createTextSearchIndex(db, MESSAGE_TEXT);
  await db.schema
    .createIndex("contact_messages_folder")
    .on("contact_messages")
    .columns(["spam_reason", "id"])
    .execute();
  await db.schema
    .createIndex("contact_messages_unread")
    .on("contact_messages")
    .columns(["read_at", "spam_reason", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_messages_unread").execute();
  await db.schema.dropIndex("contact_messages_folder").execute();
  await dropTextSearchIndex(db, MESSAGE_TEXT);
  await dropTextSearchIndex(db, BLOG_TEXT);
}
