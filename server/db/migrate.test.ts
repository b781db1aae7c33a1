import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../tests/support/test-database";
import { createTestApp } from "../../tests/support/test-app";
import { migrateToLatest } from "./migrate";

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  it("run once: a second start finds every migration applied and changes nothing", async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      const applied = () => sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db);
      const before = (await applied()).rows;
      await migrateToLatest(db);
      expect(before.length).toBeGreaterThan(0);
      expect((await applied()).rows).toEqual(before);
    } finally {
      await drop();
    }
  });
});

if (testDatabaseKinds.includes("postgres")) {
  it("a PostgreSQL schema gets its own tables and migration bookkeeping even when another schema of the database has them", async () => {
    const first = await createTestDatabase("postgres");
    try {
      const second = await createTestDatabase("postgres");
      await second.db.insertInto("site_meta").values({ key: "k", value: "v" }).execute();
      // What the migrators see (Kysely's and Better Auth's): this schema's tables only.
      const seen = await second.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(seen.map((t) => t.schema)).size).toBe(1);
      expect(seen.map((t) => t.name)).toContain("kysely_migration");
      await second.drop();
    } finally {
      await first.drop();
    }
  });
}

describe.each(testDatabaseKinds)("an older build on a database a newer build migrated (%s)", (kind) => {
  it("starts: the newer migration is left alone, reported, and the health check passes", async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      // What a newer version's start leaves behind: its migration recorded, and what it added.
      await sql`create table future_things (id integer primary key)`.execute(db);
      await sql`insert into kysely_migration (name, timestamp) values ('9999-future-things', ${new Date().toISOString()})`.execute(db);
      expect(await migrateToLatest(db)).toEqual({ newerThanBuild: ["9999-future-things"] });
      const app = await createTestApp(db);
      expect((await app.request("/api/health")).status).toBe(200);
      const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(recorded.rows.map((r) => r.name).at(-1)).toBe("9999-future-things");
      expect(await migrateToLatest(db)).toEqual({ newerThanBuild: ["9999-future-things"] });
    } finally {
      await drop();
    }
  });

  it("still refuses a database whose recorded migrations skip one of this build's (a real inconsistency)", async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      await sql`delete from kysely_migration where name = '0002-activity-log'`.execute(db);
      await sql`insert into kysely_migration (name, timestamp) values ('9999-future-things', ${new Date().toISOString()})`.execute(db);
      await expect(migrateToLatest(db)).rejects.toThrow(/migration/i);
    } finally {
      await drop();
    }
  });
});
