import type { Kysely } from "kysely";
import { slugify, uniqueSlug } from "#domain/slugs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Articles (issue 13, docs/decisions/0026-articles.md): a blog post may have a Markdown body and
 * then has its own page at /blogs/<slug>. Every post gets a slug now (from its title, unique, kept
 * when the title changes); `updated_at` is its last change (the sitemap's lastmod); the slugs a post
 * had before are kept in `blog_slugs` so old addresses redirect.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("blogs").addColumn("body", "text").execute();
  await db.schema.alterTable("blogs").addColumn("slug", "text").execute();
  await db.schema.alterTable("blogs").addColumn("updated_at", "text").execute();
  const taken = new Set<string>();
  const rows = (await db.selectFrom("blogs").select(["id", "title", "created_at"]).orderBy("id").execute()) as Array<{
    id: number;
    title: string;
    created_at: string;
  }>;
  for (const row of rows) {
    const slug = uniqueSlug(slugify(row.title), taken);
    taken.add(slug);
    await db.updateTable("blogs").set({ slug, updated_at: row.created_at }).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("blogs_slug").unique().on("blogs").column("slug").execute();
  await db.schema
    .createTable("blog_slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("blog_id", "integer", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("blog_slugs").execute();
  await db.schema.dropIndex("blogs_slug").execute();
  await db.schema.alterTable("blogs").dropColumn("updated_at").execute();
  await db.schema.alterTable("blogs").dropColumn("slug").execute();
  await db.schema.alterTable("blogs").dropColumn("body").execute();
}
