import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A blog post's tag in Bangla (issue 43 item 6); "" where an admin wrote none, as every `_bn` column. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("blogs")
    .addColumn("tag_bn", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("blogs").dropColumn("tag_bn").execute();
}
