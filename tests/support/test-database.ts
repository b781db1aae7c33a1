import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrate";
import type { Database } from "../../server/db/schema";

export interface TestDatabase {
  db: Database;
  drop: () => Promise<void>;
}

/** The databases the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** A fresh, migrated database: a new SQLite file, or a new schema in the PostgreSQL test database. */
export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "site-test-"));
    const db = openDatabase({ kind: "sqlite", file: join(dir, "test.db") });
    await migrateToLatest(db);
    return {
      db,
      drop: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = await createPostgresSchema();
  const db = openDatabase({ kind: "postgres", url: schema.serverUrl, schema: schema.name });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await schema.drop();
    },
  };
}

/** Runs one statement on the PostgreSQL test database with a connection of its own. */
export async function queryTestDatabase(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export interface PostgresSchema {
  name: string;
  /** The test database's URL (TEST_DATABASE_URL). */
  serverUrl: string;
  /**
   * A DATABASE_URL for a server process that works in this schema only, names its connections
   * `applicationName` (so a test can find them in pg_stat_activity), and optionally reaches the
   * database through another port (e.g. a proxy the test controls).
   */
  databaseUrl: (options: { applicationName: string; port?: number }) => string;
  drop: () => Promise<void>;
}

/** A new, empty schema in the PostgreSQL test database (TEST_DATABASE_URL). */
export async function createPostgresSchema(): Promise<PostgresSchema> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await queryTestDatabase(`create schema ${name}`);
  return {
    name,
    serverUrl,
    databaseUrl: ({ applicationName, port }) => {
      const url = new URL(serverUrl);
      if (port) url.port = String(port);
      url.searchParams.set("options", `-c search_path=${name}`);
      url.searchParams.set("application_name", applicationName);
      return url.toString();
    },
    drop: async () => {
      await queryTestDatabase(`drop schema ${name} cascade`);
    },
  };
}
