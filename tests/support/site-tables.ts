import { sql } from "kysely";
import { isPostgres } from "#server/db/connect";
import type { Database } from "#server/db/schema";

export type Row = Record<string, unknown>;
export type Tables = Record<string, Row[]>;

/** Values in one spelling for both engines: dates as ISO text, booleans as 0/1 (SQLite's), bytes as Buffers. */
function normalize(row: Row): Row {
  const value = (v: unknown) =>
    v instanceof Date
      ? v.toISOString()
      : typeof v === "boolean"
        ? Number(v)
        : v instanceof Uint8Array
          ? Buffer.from(v)
          : v;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, value(v)]));
}

/** The first column is every table's key (id, key or name). */
export function keyOf(row: Row): string | number {
  return Object.values(row)[0] as string | number;
}

const byKey = (a: Row, b: Row) => {
  const [x, y] = [keyOf(a), keyOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Every row of every table of a site's database (ours, Better Auth's and Kysely's), sorted by key,
 * normalized so a SQLite database and its PostgreSQL copy compare equal. SQLite's text search
 * indexes (FTS5 virtual tables and their shadow tables) are made from these rows, so they are left out.
 */
export async function readAllTables(db: Database): Promise<Tables> {
  const { rows: names } = isPostgres(db)
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
        db,
      )
    : await sql<{
        name: string;
      }>`select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(
        db,
      );
  // pg answers bigint columns (epoch milliseconds) as strings; SQLite as numbers.
  const bigints = isPostgres(db)
    ? new Set(
        (
          await sql<{
            name: string;
          }>`select table_name || '.' || column_name as name from information_schema.columns where table_schema = current_schema() and data_type = 'bigint'`.execute(
            db,
          )
        ).rows.map((r) => r.name),
      )
    : new Set<string>();
  const tables: Tables = {};
  for (const { name } of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql<Row>`select * from ${sql.table(name)}`.execute(db);
    const numbered = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, bigints.has(`${name}.${k}`) && typeof v === "string" ? Number(v) : v]),
      ),
    );
    tables[name] = numbered.map(normalize).sort(byKey);
  }
  return tables;
}
