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
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase({ kind: "postgres", url, schema });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
