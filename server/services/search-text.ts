import { type RawBuilder, sql, type SqlBool } from "kysely";
import { isPostgres } from "../db/connect";
import type { Database } from "../db/schema";
import { sqliteIndexKey, type TextSearchIndex } from "../db/text-search";

/** `text` as a LIKE pattern that finds it anywhere: its own %, _ and \ match only themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `text` as one FTS5 phrase: every character literal, a double quote doubled. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The trigram index finds texts of at least three letters; shorter ones are looked for by a scan. */
const TRIGRAM = 3;

/**
 * "One of the columns of `search` contains `text`", ignoring case on both databases
 * (docs/decisions/0045). PostgreSQL: ILIKE (every alphabet), which the GIN trigram index serves.
 * SQLite: a match in the FTS5 trigram table (every alphabet); a text shorter than three letters,
 * which has no trigram, by LIKE over the table (which ignores the case of A–Z only). A short list
 * (reviews, team…) names its columns instead of an index: they are scanned.
 */
export function anyContains(
  db: Database,
  search: TextSearchIndex | readonly string[],
  text: string,
): RawBuilder<SqlBool> {
  if (!("index" in search)) return scanContains(db, search, text);
  if (!isPostgres(db) && [...text].length >= TRIGRAM) {
    const key = sql.raw(sqliteIndexKey(search));
    const index = sql.table(search.index);
    return sql<SqlBool>`${sql.ref(`${search.table}.id`)} in (select ${key} from ${index} where ${index} match ${ftsPhrase(text)})`;
  }
  return scanContains(db, search.columns, text);
}

/** "One of `columns` contains `text`" by ILIKE / LIKE over the table. */
function scanContains(db: Database, columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const like = sql.raw(isPostgres(db) ? "ilike" : "like");
  const pattern = containsPattern(text);
  const matches = columns.map((column) => sql`${sql.ref(column)} ${like} ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
