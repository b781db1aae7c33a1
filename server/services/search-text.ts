import { type RawBuilder, sql, type SqlBool } from "kysely";
import { isPostgres } from "../db/connect";
import type { Database } from "../db/schema";

/** `text` as a LIKE pattern that finds it anywhere: its own %, _ and \ match only themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "One of `columns` contains `text`", ignoring case on both databases: ILIKE on PostgreSQL (every
 * alphabet), LIKE on SQLite (which ignores the case of A–Z; other letters match as typed). A plain
 * scan of the table: measured fast enough at the sizes a site reaches (docs/decisions/0040).
 */
export function anyContains(db: Database, columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const like = sql.raw(isPostgres(db) ? "ilike" : "like");
  const pattern = containsPattern(text);
  const matches = columns.map((column) => sql`${sql.ref(column)} ${like} ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
