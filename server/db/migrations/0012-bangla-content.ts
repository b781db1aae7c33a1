import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Content in both languages (issue 26 item 5, decision 0043): each text an admin writes for the
 * public pages gets an optional Bangla version, "" when there is none (the Bangla page then shows
 * the English, marked lang="en").
 */
const BANGLA_COLUMNS = {
  blogs: ["title_bn", "description_bn", "body_bn"],
  reviews: ["role_bn", "feedback_bn"],
  review_videos: ["title_bn"],
  team_members: ["position_bn"],
} as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(BANGLA_COLUMNS))
    for (const column of columns)
      await db.schema
        .alterTable(table)
        .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
        .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(BANGLA_COLUMNS))
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}
