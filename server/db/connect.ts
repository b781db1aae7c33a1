import { resolve } from "node:path";
import { Kysely, PostgresAdapter } from "kysely";
import type pg from "pg";
import { checkSqliteLocation } from "./location";
import { openPostgresDatabase } from "./postgres-driver";
import { keepDatabaseFilePrivate } from "./private-file";
import type { Database, DatabaseSchema } from "./schema";
import { LockTolerantSqliteDialect, openSqliteFile } from "./sqlite-driver";

export type DatabaseConfig =
  | {
      kind: "sqlite";
      file: string;
      /** Refuse to make the file when it does not exist: DATABASE_URL names it and CREATE_DATABASE is not set (decision 0050). */
      mustExist?: boolean;
    }
  | { kind: "postgres"; url: string; schema?: string };

export const DEFAULT_SQLITE_FILE = "data/site.db";

/**
 * DATABASE_URL unset → SQLite at data/site.db; `file:PATH` → SQLite at PATH; `postgres://…` → PostgreSQL.
 */
export function databaseConfigFromUrl(url: string | undefined): DatabaseConfig {
  if (!url) return { kind: "sqlite", file: resolve(DEFAULT_SQLITE_FILE) };
  if (url.startsWith("file:")) return { kind: "sqlite", file: resolve(url.slice("file:".length)) };
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return { kind: "postgres", url };
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url))
    throw new Error(`DATABASE_URL=${url} is a path, not an address: for a SQLite file write DATABASE_URL=file:${url}`);
  throw new Error(`DATABASE_URL must be unset, file:PATH or postgres://…; got "${url.split(":")[0]}:…"`);
}

/** Names a database for the operator, without its password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === "sqlite") return `SQLite database ${database.file}`;
  const url = new URL(database.url);
  return `PostgreSQL database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
}

export interface OpenOptions {
  /**
   * A PostgreSQL connection failed (server restart, failover, a dropped connection). The pool
   * replaces it on the next query, and work it ended is run again where that is safe
   * (server/db/postgres-driver.ts); this is for the log.
   */
  onConnectionError?: (error: Error) => void;
}

export function openDatabase(config: DatabaseConfig, { onConnectionError = () => {} }: OpenOptions = {}): Database {
  if (config.kind === "sqlite") {
    checkSqliteLocation(config.file, { mustExist: config.mustExist });
    keepDatabaseFilePrivate(config.file);
    return new Kysely<DatabaseSchema>({ dialect: new LockTolerantSqliteDialect(openSqliteFile(config.file)) });
  }
  const { db, pool } = openPostgresDatabase(
    {
      connectionString: config.url,
      max: 10,
      // Names our connections in pg_stat_activity (an application_name in DATABASE_URL wins).
      fallback_application_name: SITE_APPLICATION_NAME,
      // An unreachable server fails a query after 5 s instead of the operating system's TCP timeout.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      // Tests isolate themselves in a schema of their own.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    },
    onConnectionError,
  );
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Database, pg.Pool>();

/** The PostgreSQL pool's connections right now (for /metrics); null on SQLite, which has no pool. */
export function databasePoolStats(db: Database): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** The application_name of the site's PostgreSQL connections. */
export const SITE_APPLICATION_NAME = "skyline-site";

export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
