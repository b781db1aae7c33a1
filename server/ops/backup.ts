import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { loadConfig } from "../config";
import { type DatabaseConfig, describeDatabase, openDatabase } from "../db/connect";
import { createPrivateFile } from "../db/private-file";
import { postgresRelations, runPostgresTool } from "./postgres-tools";
import {
  assertSqliteIntact,
  backupKind,
  listSome,
  snapshotSqlite,
  sqliteTables,
  sqliteTargetProblem,
  withSqliteFile,
} from "./sqlite-file";

/**
 * Writes `produce`'s file under a temporary name and renames it into place only once it is
 * complete. The temporary file exists, empty and readable by its owner only, before `produce`
 * writes into it (the site's data is private: decision 0039).
 */
async function writeWhole(target: string, produce: (partial: string) => void | Promise<void>): Promise<void> {
  const partial = `${target}.partial-${process.pid}`;
  try {
    createPrivateFile(partial);
    await produce(partial);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * `npm run backup -- --to FILE`: a consistent snapshot of the configured database while the site
 * runs. SQLite: `VACUUM INTO` (a compact SQLite file, checked with `PRAGMA integrity_check`);
 * PostgreSQL: `pg_dump --format=custom` of the whole database. Images live in the database, so
 * the file is the whole site. Never overwrites a file.
 */
export async function backupSite(
  { to }: { to: string },
  database: DatabaseConfig = loadConfig().database,
): Promise<string> {
  const target = resolve(to);
  if (existsSync(target))
    throw new Error(`${target} already exists: choose a new file name (a backup never overwrites a file)`);
  if (database.kind === "sqlite" && !existsSync(database.file))
    throw new Error(`There is no SQLite database at ${database.file} (check DATABASE_URL)`);
  await writeWhole(target, async (partial) => {
    if (database.kind === "sqlite") {
      snapshotSqlite(database.file, partial);
      assertSqliteIntact(partial);
    } else {
      await runPostgresTool("pg_dump", ["--format=custom", `--file=${partial}`], database.url);
    }
  });
  const megabytes = (statSync(target).size / 1_048_576).toFixed(1);
  return `Backed up the ${describeDatabase(database)} to ${target} (${megabytes} MB).`;
}

const KIND_NAMES = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

/**
 * `npm run restore -- --from FILE`: puts a backup into the configured database, which must be
 * empty (a new database: no tables at all), so a restore never mixes two sites or overwrites one.
 * SQLite: the backup is checked, copied next to the target, checked again and renamed into place.
 * PostgreSQL: `pg_restore` in one transaction (all or nothing).
 */
export async function restoreSite(
  { from }: { from: string },
  database: DatabaseConfig = loadConfig().database,
): Promise<string> {
  const source = resolve(from);
  if (!existsSync(source)) throw new Error(`There is no backup at ${source}`);
  const kind = backupKind(source);
  if (kind === "unknown")
    throw new Error(
      `${source} is not a backup made by npm run backup (neither a SQLite database nor a pg_dump custom-format file)`,
    );
  if (kind !== database.kind) {
    const hint =
      kind === "sqlite" ? " To move a SQLite site to PostgreSQL, use npm run migrate-to-postgres -- --from FILE." : "";
    throw new Error(
      `${source} is a ${KIND_NAMES[kind]} backup but DATABASE_URL names a ${KIND_NAMES[database.kind]} database.${hint}`,
    );
  }
  if (database.kind === "sqlite") {
    await restoreSqliteFile(source, database.file);
  } else {
    const db = openDatabase(database);
    try {
      const tables = await postgresRelations(db, "database");
      if (tables.length > 0) {
        throw new Error(
          `Restore needs an empty database, but the ${describeDatabase(database)} already has tables (${listSome(tables)}). Create a new one (createdb NAME) and point DATABASE_URL at it.`,
        );
      }
    } finally {
      await db.destroy();
    }
    await runPostgresTool(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", source],
      database.url,
    );
  }
  return `Restored ${source} into the ${describeDatabase(database)}. Start the site on it (npm run serve).`;
}

async function restoreSqliteFile(source: string, target: string): Promise<void> {
  assertSqliteIntact(source);
  if (!withSqliteFile(source, sqliteTables).includes("kysely_migration"))
    throw new Error(`${source} is a SQLite database but not a backup of this site`);
  const problem = sqliteTargetProblem(target);
  if (problem)
    throw new Error(
      `Restore needs an empty database, but ${problem}. Stop the site and move the file away, or point DATABASE_URL at a new file.`,
    );
  await writeWhole(target, async (partial) => {
    // Into the private file as it is (copyFile would give it the backup's mode).
    await pipeline(createReadStream(source), createWriteStream(partial));
    assertSqliteIntact(partial);
  });
}
