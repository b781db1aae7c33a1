import { type Kysely, sql } from "kysely";
import { isPostgres } from "./connect";

// Made by migrations and by migrateAuthTables: Kysely<any>, like the migrations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A table whose text columns the dashboard searches for any part of them (docs/decisions/0045).
 * SQLite: an FTS5 table `index` with the trigram tokenizer, kept in step with `table` by triggers —
 * of "external content" (it reads the texts from `table` by its integer id) unless `ownCopy`, for
 * Better Auth's `user`, whose id is text and whose rowid VACUUM may renumber: that index keeps its
 * own copy of the texts and the row's `id`. PostgreSQL: a GIN index `index` of the columns' trigrams
 * (pg_trgm), which serves ILIKE '%text%'.
 */
export interface TextSearchIndex {
  table: "user" | "blogs" | "contact_messages";
  columns: readonly string[];
  index: string;
  ownCopy: boolean;
}

export const USER_TEXT: TextSearchIndex = {
  table: "user",
  columns: ["name", "email"],
  index: "user_text",
  ownCopy: true,
};
export const BLOG_TEXT = {
  table: "blogs",
  columns: ["title", "tag"],
  index: "blogs_text",
  ownCopy: false,
} as const satisfies TextSearchIndex;
export const MESSAGE_TEXT = {
  table: "contact_messages",
  columns: ["name", "email", "message"],
  index: "contact_messages_text",
  ownCopy: false,
} as const satisfies TextSearchIndex;

/** The SQLite column of the index that names its row of `table` (a rowid alias of `id`, or `id` itself). */
export const sqliteIndexKey = (search: TextSearchIndex) => (search.ownCopy ? "id" : "rowid");

/** The schema of pg_trgm in this PostgreSQL database (it may be off the search path), or null without it. */
async function trigramSchema(db: AnyDb): Promise<string | null> {
  const { rows } = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

/**
 * Installs pg_trgm if it is not there yet; false when this database's role may not (a hosted
 * database may not allow it): the search then scans. Runs in a savepoint, so a refusal leaves the
 * caller's transaction (a migration's) usable.
 */
export async function installTrigrams(db: AnyDb): Promise<boolean> {
  if (await trigramSchema(db)) return true;
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
    return false;
  }
}

const list = (names: readonly string[], prefix = "") =>
  sql.join(names.map((name) => sql.raw(`${prefix}${JSON.stringify(name)}`)));

/** SQLite: the FTS5 trigram table of `search`, its triggers, and every row indexed, in one go (the caller's transaction). */
async function createSqliteIndex(db: AnyDb, search: TextSearchIndex): Promise<void> {
  const { table, columns, index, ownCopy } = search;
  const fts = sql.table(index);
  const key = sql.raw(sqliteIndexKey(search));
  const trigger = (event: string) => sql.raw(JSON.stringify(`${index}_${event}`));
  // The rows' own texts ("new") or those they had ("old"), as the index's row.
  const row = (version: "new" | "old") =>
    ownCopy
      ? list(["id", ...columns], `${version}.`)
      : sql`${sql.raw(`${version}.id`)}, ${list(columns, `${version}.`)}`;
  const indexColumns = sql`${key}, ${list(columns)}`;
  const remove = (version: "old") =>
    ownCopy
      ? sql`delete from ${fts} where id = old.id;`
      : sql`insert into ${fts} (${fts}, ${indexColumns}) values ('delete', ${row(version)});`;
  const add = sql`insert into ${fts} (${indexColumns}) values (${row("new")});`;

  const definition = ownCopy
    ? sql`id unindexed, ${list(columns)}, tokenize = 'trigram'`
    : sql`${list(columns)}, content = ${sql.lit(table)}, content_rowid = 'id', tokenize = 'trigram'`;
  await sql`create virtual table ${fts} using fts5(${definition})`.execute(db);
  await sql`create trigger ${trigger("insert")} after insert on ${sql.table(table)} begin ${add} end`.execute(db);
  await sql`create trigger ${trigger("delete")} after delete on ${sql.table(table)} begin ${remove("old")} end`.execute(
    db,
  );
  await sql`create trigger ${trigger("update")} after update of ${list(["id", ...columns])} on ${sql.table(table)}
    begin ${remove("old")} ${add} end`.execute(db);
  if (ownCopy)
    await sql`insert into ${fts} (${indexColumns}) select id, ${list(columns)} from ${sql.table(table)}`.execute(db);
  else await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db);
}

/**
 * Makes the text search index of `search` unless it exists; true when there is one (PostgreSQL
 * without pg_trgm has none: the search scans the table). Call it in a transaction on SQLite: the
 * check and the making are then one step for every process starting on the same file.
 */
export async function createTextSearchIndex(db: AnyDb, search: TextSearchIndex): Promise<boolean> {
  if (isPostgres(db)) {
    const schema = await trigramSchema(db);
    if (!schema) return false;
    const opclass = sql.raw(`${schema}.gin_trgm_ops`);
    const columns = sql.join(search.columns.map((c) => sql`${sql.ref(c)} ${opclass}`));
    await sql`create index if not exists ${sql.ref(search.index)} on ${sql.table(search.table)} using gin (${columns})`.execute(
      db,
    );
    return true;
  }
  const { rows } = await sql`select 1 from sqlite_master where name = ${search.index}`.execute(db);
  if (rows.length === 0) await createSqliteIndex(db, search);
  return true;
}

/** Removes the index of `search` (and its triggers on SQLite). */
export async function dropTextSearchIndex(db: AnyDb, search: TextSearchIndex): Promise<void> {
  if (!isPostgres(db))
    for (const event of ["insert", "delete", "update"])
      await sql`drop trigger if exists ${sql.raw(JSON.stringify(`${search.index}_${event}`))}`.execute(db);
  await sql`drop ${sql.raw(isPostgres(db) ? "index" : "table")} if exists ${sql.ref(search.index)}`.execute(db);
}
