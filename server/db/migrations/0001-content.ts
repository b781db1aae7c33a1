import { type Kysely, sql } from "kysely";
import { isPostgres } from "../connect";

// Migrations use Kysely<any>: they describe the schema at their own point in time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function idColumn(db: AnyDb) {
  return isPostgres(db) ? ("serial" as const) : ("integer" as const);
}

export async function up(db: AnyDb): Promise<void> {
  const withId = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", idColumn(db), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await withId("team_members")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("facebook", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("github", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("linkedin", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId("blogs")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("tag", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId("reviews")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("logo", "text", (c) => c.notNull())
    .addColumn("feedback", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId("review_videos")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("video_url", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("data", isPostgres(db) ? sql`bytea` : "blob", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("site_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["site_meta", "media", "review_videos", "reviews", "blogs", "team_members"]) {
    await db.schema.dropTable(table).execute();
  }
}
