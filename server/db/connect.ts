import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, SqliteDialect } from "kysely";
import pg from "pg";
import { CurrentSchemaPostgresDialect } from "./current-schema-dialect";
import type { Database, DatabaseSchema } from "./schema";

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };

export const DEFAULT_SQLITE_FILE = "data/site.db";

/**
 * DATABASE_URL unset → SQLite at data/site.db; `file:PATH` → SQLite at PATH; `postgres://…` → PostgreSQL.
 */
export function databaseConfigFromUrl(url: string | undefined): DatabaseConfig {
  if (!url) return { kind: "sqlite", file: resolve(DEFAULT_SQLITE_FILE) };
  if (url.startsWith("file:")) return { kind: "sqlite", file: resolve(url.slice("file:".length)) };
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return { kind: "postgres", url };
  throw new Error(`DATABASE_URL must be unset, file:PATH or postgres://…; got "${url.split(":")[0]}:…"`);
}

export function openDatabase(config: DatabaseConfig): Database {
  if (config.kind === "sqlite") {
    mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // Tests isolate themselves in a schema of their own.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  return new Kysely<DatabaseSchema>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
}

export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
