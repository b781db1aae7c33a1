import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../tests/support/test-database";
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
