import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import type { Database } from "#server/db/schema";

export interface TestDatabase {
  db: Database;
  /** Its DATABASE_URL, for a second connection (another process's view of the same data). */
  url: string;
  drop: () => Promise<void>;
}

/** The databases the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

/** A fresh, migrated database: a new SQLite file, or a new schema in the PostgreSQL test database. */
export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  const empty = kind === "sqlite" ? await createEmptyDatabase("sqlite") : await createTestSchema();
  const db = openDatabase(databaseConfigFromUrl(empty.url));
  await migrateToLatest(db);
  return {
    db,
    url: empty.url,
    drop: async () => {
      await db.destroy();
      await empty.drop();
    },
  };
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** Runs one statement on the PostgreSQL test database with a connection of its own. */
export async function queryTestDatabase(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The connections named `applicationName` (pg_stat_activity) that wait for a lock now, with what they run. */
export async function connectionsWaitingForLock(
  applicationName: string,
): Promise<Array<{ pid: number; query: string }>> {
  const { rows } = await queryTestDatabase(
    "select pid, query from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'",
    [applicationName],
  );
  return rows as Array<{ pid: number; query: string }>;
}

/**
 * Waits until a connection named `applicationName`, other than those in `seen`, waits for a lock
 * (one the test holds), and ends it with pg_terminate_backend, as a restart or a dropped connection
 * would; answers its pid.
 */
export async function endNextLockWaiter(
  applicationName: string,
  seen: number[] = [],
  timeoutMs = 15_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiter = (await connectionsWaitingForLock(applicationName)).find((w) => !seen.includes(w.pid));
    if (waiter) {
      await queryTestDatabase("select pg_terminate_backend($1)", [waiter.pid]);
      return waiter.pid;
    }
    if (Date.now() > deadline)
      throw new Error(`no connection named ${applicationName} waited for a lock within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface EmptyDatabase {
  /** The DATABASE_URL of this database, as an operator would set it. */
  url: string;
  drop: () => Promise<void>;
}

export interface TestSchema extends EmptyDatabase {
  name: string;
  /** The test database's URL (TEST_DATABASE_URL). */
  serverUrl: string;
  /**
   * A DATABASE_URL for a server process that works in this schema only, optionally naming its
   * connections (so a test can find them in pg_stat_activity) and reaching the database through
   * another port (e.g. a proxy the test controls).
   */
  databaseUrl: (options?: { applicationName?: string; port?: number }) => string;
}

/**
 * pg_trgm (the searches' indexes, decision 0045) in the test database's `public` schema, once: an
 * extension belongs to one schema, and one a test's schema made would go (with every other test's
 * trigram index) when that schema is dropped. Two processes making it at once: the second one's
 * "already exists" (23505) is the same outcome.
 */
async function installTrigramsOnce(): Promise<void> {
  try {
    await queryTestDatabase("create extension if not exists pg_trgm schema public");
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
  }
}

/**
 * A new, empty schema in the PostgreSQL test database, and a DATABASE_URL that selects it with
 * libpq's `options=-c search_path=…` parameter (which pg, psql and pg_dump all understand).
 */
export async function createTestSchema(): Promise<TestSchema> {
  const serverUrl = testDatabaseUrl();
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await installTrigramsOnce();
  await queryTestDatabase(`create schema ${name}`);
  const databaseUrl = ({ applicationName, port }: { applicationName?: string; port?: number } = {}) => {
    const url = new URL(serverUrl);
    if (port) url.port = String(port);
    // Spaces as %20: libpq (pg_dump, psql) does not read "+" as a space.
    const params = [`options=${encodeURIComponent(`-c search_path=${name}`)}`];
    if (applicationName) params.push(`application_name=${encodeURIComponent(applicationName)}`);
    url.search = `${url.search ? `${url.search}&` : "?"}${params.join("&")}`;
    return url.href;
  };
  return {
    name,
    serverUrl,
    url: databaseUrl(),
    databaseUrl,
    drop: async () => void (await queryTestDatabase(`drop schema ${name} cascade`)),
  };
}

/**
 * A new, empty database of the given kind (nothing created yet): a SQLite path in a new folder, or
 * a whole new PostgreSQL database next to the test database (for backups, which dump a whole database).
 */
export async function createEmptyDatabase(kind: "sqlite" | "postgres"): Promise<EmptyDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "site-test-"));
    return { url: `file:${join(dir, "site.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `site_test_${randomUUID().replaceAll("-", "")}`;
  await queryTestDatabase(`create database ${name}`);
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => void (await queryTestDatabase(`drop database if exists ${name} with (force)`)),
  };
}
