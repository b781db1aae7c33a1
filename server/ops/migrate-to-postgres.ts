import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Kysely, sql } from "kysely";
import { loadConfig, type ServerConfig } from "../config";
import { describeDatabase, openDatabase } from "../db/connect";
import type { Database } from "../db/schema";
import { currentSchema, postgresRelations } from "./postgres-tools";
import { createSiteTables } from "./site-schema";
import { backupKind, listSome, snapshotSqlite, sqliteTables } from "./sqlite-file";

// Copies run on Kysely's transaction as well as the database; table names are only known at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Column name → PostgreSQL data type (information_schema spelling), per table of the current schema. */
type TargetColumns = Map<string, Map<string, string>>;

/** Rows per INSERT, and roughly the most bytes (images) one INSERT carries. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1_048_576;

/**
 * `npm run migrate-to-postgres -- --from data/site.db`: copies every table of a SQLite site (a live
 * database or a backup) into the empty PostgreSQL database of DATABASE_URL: Better Auth's tables,
 * content, images, activity log, contact messages, site_meta and Kysely's migration bookkeeping.
 *
 * The target gets its tables from the same migrations the server runs, so PostgreSQL's own types
 * are used (serial, bytea, boolean, timestamptz); values are converted to them column by column,
 * all rows go in one transaction, and serial sequences continue after the highest copied id. The
 * source is read from a `VACUUM INTO` snapshot (consistent, and never written to). If anything
 * fails, the tables this run created are dropped again, leaving the target empty.
 */
export async function migrateSiteToPostgres(
  { from }: { from: string },
  config: ServerConfig = loadConfig(),
): Promise<string> {
  const target = config.database;
  if (target.kind !== "postgres")
    throw new Error("DATABASE_URL must name the PostgreSQL database to copy into (postgres://…)");
  const source = resolve(from);
  if (!existsSync(source) || backupKind(source) !== "sqlite") throw new Error(`${source} is not a SQLite database`);

  const db = openDatabase(target);
  const workDir = mkdtempSync(join(tmpdir(), "site-migrate-"));
  let creating = false;
  try {
    await currentSchema(db);
    const existing = await postgresRelations(db, "schema");
    if (existing.length > 0) {
      throw new Error(
        `The ${describeDatabase(target)} already has tables (${listSome(existing)}): copy only into an empty database (createdb NAME).`,
      );
    }
    const snapshot = join(workDir, "source.db");
    snapshotSqlite(source, snapshot);
    // An older site's file is brought up to this version's tables first, as the server would at start.
    const snapshotDb = openDatabase({ kind: "sqlite", file: snapshot });
    try {
      await createSiteTables(snapshotDb, config);
    } finally {
      await snapshotDb.destroy();
    }
    creating = true;
    await createSiteTables(db, config);
    const copied = await copyAllTables(snapshot, db);
    return `Copied ${copied.rows} rows of ${copied.tables} tables (${copied.images} images) from ${source} into the ${describeDatabase(target)}. Start the site with this DATABASE_URL.`;
  } catch (error) {
    if (creating) await dropTablesOfCurrentSchema(db);
    throw error;
  } finally {
    await db.destroy();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function copyAllTables(
  snapshotFile: string,
  db: Database,
): Promise<{ tables: number; rows: number; images: number }> {
  const sqlite = new DatabaseSync(snapshotFile, { readOnly: true });
  try {
    const tables = sqliteTables(sqlite);
    const columns = await targetColumns(db);
    const homeless = tables.filter((t) => !columns.has(t));
    if (homeless.length > 0)
      throw new Error(`These SQLite tables have no counterpart in PostgreSQL: ${homeless.join(", ")}`);
    const order = await parentsFirst(db, tables);
    // Counted inside: if the connection ends before COMMIT, the whole copy runs again (decision 0031).
    const rows = await db.transaction().execute(async (trx) => {
      let copied = 0;
      for (const table of order) {
        // The migrations just run wrote their bookkeeping rows; the source's (with its dates) replace them.
        await sql`delete from ${sql.table(table)}`.execute(trx);
        copied += await copyTable(sqlite, trx, table, columns.get(table)!);
      }
      await restartSequences(trx);
      return copied;
    });
    const images = Number(sqlite.prepare("select count(*) as count from media").get()!.count);
    return { tables: tables.length, rows, images };
  } finally {
    sqlite.close();
  }
}

async function copyTable(sqlite: DatabaseSync, db: AnyDb, table: string, types: Map<string, string>): Promise<number> {
  const select = sqlite.prepare(`select * from "${table.replaceAll('"', '""')}"`);
  select.setReturnArrays(true);
  const names = select.columns().map((c) => c.name);
  const unknown = names.filter((n) => !types.has(n));
  if (unknown.length > 0)
    throw new Error(`Columns of ${table} have no counterpart in PostgreSQL: ${unknown.join(", ")}`);
  const columnList = sql.join(names.map((n) => sql.id(n)));
  let batch: unknown[][] = [];
  let batchBytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await sql`insert into ${sql.table(table)} (${columnList}) values ${sql.join(batch.map((row) => sql`(${sql.join(row)})`))}`.execute(
      db,
    );
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for (const row of select.iterate() as Iterable<unknown[]>) {
    batch.push(row.map((value, i) => toPostgres(value, types.get(names[i]!)!, `${table}.${names[i]}`)));
    batchBytes += row.reduce<number>(
      (sum, value) => sum + (typeof value === "string" || value instanceof Uint8Array ? value.length : 8),
      0,
    );
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return count;
}

/** SQLite's date-time text without a zone ("2025-01-31 09:30:00", as CURRENT_TIMESTAMP writes it) is UTC. */
const ZONELESS_DATE_TIME = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?$/;

/**
 * One SQLite value as the PostgreSQL column wants it. SQLite has no boolean or date types: Better
 * Auth stores booleans there as 0/1 and dates as ISO-8601 text; PostgreSQL gets real booleans and
 * timestamps (numbers are taken as JavaScript milliseconds). Anything that does not convert
 * cleanly stops the copy rather than being guessed.
 */
export function toPostgres(value: unknown, dataType: string, where: string): unknown {
  if (value === null) return null;
  if (dataType === "boolean") {
    if (value === 0 || value === 1) return value === 1;
    throw new Error(`${where}: ${JSON.stringify(value)} is not a SQLite boolean (0 or 1)`);
  }
  if (dataType.startsWith("timestamp") || dataType === "date") {
    const date =
      typeof value === "number"
        ? new Date(value)
        : typeof value === "string"
          ? new Date(ZONELESS_DATE_TIME.test(value) ? `${value.replace(" ", "T")}Z` : value)
          : undefined;
    if (!date || Number.isNaN(date.getTime())) throw new Error(`${where}: ${JSON.stringify(value)} is not a date`);
    return date;
  }
  if (dataType === "bytea" && !(value instanceof Uint8Array))
    throw new Error(`${where}: expected bytes, found ${typeof value}`);
  return value;
}

async function targetColumns(db: Database): Promise<TargetColumns> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`.execute(
    db,
  );
  const columns: TargetColumns = new Map();
  for (const r of rows) {
    if (!columns.has(r.table_name)) columns.set(r.table_name, new Map());
    columns.get(r.table_name)!.set(r.column_name, r.data_type);
  }
  return columns;
}

/** The tables in an order that inserts every row after the rows its foreign keys point to (user before session). */
async function parentsFirst(db: Database, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and child.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
    db,
  );
  const ordered: string[] = [];
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((t) =>
      rows.every(
        (fk) => fk.child !== t || fk.parent === t || ordered.includes(fk.parent) || !tables.includes(fk.parent),
      ),
    );
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${remaining.join(", ")}`);
    ordered.push(...ready);
    remaining = remaining.filter((t) => !ready.includes(t));
  }
  return ordered;
}

/** Serial and identity columns continue after the highest copied id, so new rows get fresh ids. */
async function restartSequences(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(quote_ident(${table}), ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false) from ${sql.table(table)}`.execute(
      db,
    );
  }
}

/** Undoes a failed copy: the schema was empty before, so every table in it is one this run created. */
async function dropTablesOfCurrentSchema(db: Database): Promise<void> {
  const { rows } = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  for (const { name } of rows) await sql`drop table if exists ${sql.table(name)} cascade`.execute(db);
}
