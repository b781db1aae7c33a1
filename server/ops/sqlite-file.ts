import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";

/** What a backup file holds, from its first bytes. */
export function backupKind(file: string): "sqlite" | "postgres" | "unknown" {
  const header = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString("latin1") === "SQLite format 3\0") return "sqlite";
  // pg_dump's custom format.
  if (header.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return "unknown";
}

/** Opens an existing SQLite file without creating one, and closes it after `work`. */
export function withSqliteFile<T>(file: string, work: (db: DatabaseSync) => T, { readonly = true } = {}): T {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  // A command-line tool may wait for the site's write lock for a while (5 s).
  const db = new DatabaseSync(file, { readOnly: readonly, timeout: 5000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * The tables of a SQLite database that hold the site's rows: not SQLite's own, nor the text search
 * indexes (FTS5 virtual tables and their shadow tables, made from the rows: docs/decisions/0045).
 */
export function sqliteTables(db: DatabaseSync): string[] {
  const rows = db
    .prepare(
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
    )
    .all();
  return rows.map((row) => String(row.name));
}

/**
 * A consistent copy of a live database: `VACUUM INTO` reads one snapshot (a read transaction, so
 * writers in other processes carry on under WAL) and writes a compact new file.
 */
export function snapshotSqlite(source: string, to: string): void {
  withSqliteFile(source, (db) => db.prepare("vacuum into ?").run(to), { readonly: false });
}

/** Throws unless `PRAGMA integrity_check` finds the file whole. */
export function assertSqliteIntact(file: string): void {
  let report: string[];
  try {
    report = withSqliteFile(file, (db) =>
      db
        .prepare("pragma integrity_check")
        .all()
        .map((row) => String(row.integrity_check)),
    );
  } catch (error) {
    // A badly broken file cannot even be checked ("database disk image is malformed").
    report = [error instanceof Error ? error.message : String(error)];
  }
  if (report.join() !== "ok") throw new Error(`${file} is damaged (integrity check: ${report.slice(0, 3).join("; ")})`);
}

/**
 * Why a SQLite target is not empty, or undefined when it is: the file is absent (or a database
 * without tables) and no write-ahead log of an earlier database lies next to it, which SQLite
 * would otherwise replay into the new file.
 */
export function sqliteTargetProblem(file: string): string | undefined {
  if (existsSync(file) && statSync(file).size > 0) {
    const tables = withSqliteFile(file, sqliteTables);
    if (tables.length > 0) return `${file} already has tables (${listSome(tables)})`;
  }
  const wal = `${file}-wal`;
  if (existsSync(wal) && statSync(wal).size > 0)
    return `${wal} (the write-ahead log of an earlier database) is in the way`;
  return undefined;
}

/** "a, b, c and 4 more": names for a message. */
export function listSome(names: string[], shown = 4): string {
  const head = names.slice(0, shown).join(", ");
  return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}
