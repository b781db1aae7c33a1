import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The dashboard's blog search reads titles and tags (docs/decisions/0040): counting the posts that
 * match scans this narrow index instead of the table, whose rows carry whole articles.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex("blogs_title_tag").on("blogs").columns(["title", "tag"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("blogs_title_tag").execute();
}
