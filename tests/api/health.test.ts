import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { createTestApp } from "../support/test-app";
import { createTestSchema, createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

describe.each(testDatabaseKinds)("/api/health on %s checks the schema, not just the connection", (kind) => {
  let test: TestDatabase;
  afterEach(() => test.drop());

  const health = async () => {
    const app = await createTestApp(test.db);
    const res = await app.request("/api/health");
    return { status: res.status, body: await res.json() };
  };

  it("answers 200 with every migration applied and every table readable", async () => {
    test = await createTestDatabase(kind);
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("answers 503 when a migration of this build is not applied", async () => {
    test = await createTestDatabase(kind);
    await sql`delete from kysely_migration where name = '0003-contact-messages'`.execute(test.db);
    expect(await health()).toEqual({ status: 503, body: { status: "error", error: "Database unavailable" } });
  });

  it("answers 503 when a table cannot be read", async () => {
    test = await createTestDatabase(kind);
    const app = await createTestApp(test.db);
    await sql`drop table activity_log`.execute(test.db);
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
  });
});

describe.each(testDatabaseKinds.filter((k) => k === "postgres"))("migrations on %s", () => {
  it("create the tables in our schema even when another schema of the database already has them", async () => {
    const first = await createTestSchema();
    const second = await createTestSchema();
    const a = openDatabase({ kind: "postgres", url: first.serverUrl, schema: first.name });
    const b = openDatabase({ kind: "postgres", url: second.serverUrl, schema: second.name });
    try {
      await migrateToLatest(a);
      await migrateToLatest(b);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from information_schema.tables where table_schema = ${second.name}`.execute(b);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(8);
      expect(
        (await sql<{ name: string }>`select name from kysely_migration`.execute(b)).rows.map((r) => r.name),
      ).toContain("0003-contact-messages");
    } finally {
      await a.destroy();
      await b.destroy();
      await first.drop();
      await second.drop();
    }
  });
});
