import { type Expression, type RawBuilder, type SelectQueryBuilder, sql, type SqlBool } from "kysely";
import { isPostgres } from "../db/connect";
import type { Database, DatabaseSchema } from "../db/schema";
import { BLOG_TEXT, MESSAGE_TEXT, sqliteIndexKey, type TextSearchIndex } from "../db/text-search";

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

/** The indexes `searchedRows` reads through: of tables keyed by an integer id (on SQLite, FTS5 of "external content"). */
type IdIndex = typeof BLOG_TEXT | typeof MESSAGE_TEXT;
type IndexedById = IdIndex["table"];

/** A table's rows as a query reads them (filters, columns, order): those of the table only. */
type TableRows<T extends IndexedById> = SelectQueryBuilder<DatabaseSchema, T, object>;

/** The database with those FTS5 tables (SQLite only): their rowid is the row's id. */
const withIndexes = (db: Database) => db.$extendTables<Record<IdIndex["index"], { rowid: number }>>();

/**
 * Each table of `searchedRows`: its rows, and its rows read from its FTS5 table (`CROSS JOIN`),
 * whose columns the query does not read. One entry a table: Kysely types a query by a table's name
 * written out, not by a type parameter.
 */
const SOURCES: { [T in IndexedById]: { table(db: Database): TableRows<T>; fromIndex(db: Database): TableRows<T> } } = {
  blogs: {
    table: (db) => db.selectFrom(BLOG_TEXT.table),
    fromIndex: (db) => withIndexes(db).selectFrom(BLOG_TEXT.index).crossJoin(BLOG_TEXT.table),
  },
  contact_messages: {
    table: (db) => db.selectFrom(MESSAGE_TEXT.table),
    fromIndex: (db) => withIndexes(db).selectFrom(MESSAGE_TEXT.index).crossJoin(MESSAGE_TEXT.table),
  },
};

/**
 * The rows of BLOG_TEXT's or MESSAGE_TEXT's table that contain `text` (every row for ""), and the
 * expression to order them by id (newest first with "desc") along which they are read. On SQLite a
 * search of three letters or more starts from the FTS5 table, read in its own rowid order
 * (`CROSS JOIN` keeps it the outer loop; the rows are found by their primary key): a page of a
 * search that matches nearly every row stops after its rows, and a rare one reads its few matches,
 * instead of collecting every match first as `anyContains` does (docs/decisions/0045). Select the
 * table's own columns (`selectAll(table)`): the join also has the index's.
 */
export function searchedRows<T extends IndexedById>(
  db: Database,
  search: TextSearchIndex & { table: T },
  text: string,
): { from: TableRows<T>; byId: Expression<unknown> } {
  const id = sql.ref(`${search.table}.id`);
  const source = SOURCES[search.table];
  if (search.ownCopy || isPostgres(db) || [...text].length < TRIGRAM) {
    const from = source.table(db).$if(text !== "", (q) => q.where(anyContains(db, search, text)));
    return { from, byId: id };
  }
  const index = sql.table(search.index);
  const from = source.fromIndex(db).where(sql<SqlBool>`${index}.rowid = ${id} and ${index} match ${ftsPhrase(text)}`);
  return { from, byId: sql`${index}.rowid` };
}
