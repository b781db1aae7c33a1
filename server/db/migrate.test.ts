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
  it("a PostgreSQL schema gets its own migration bookkeeping even when another schema of the database has one", async () => {
    const first = await createTestDatabase("postgres");
    try {
      const second = await createTestDatabase("postgres");
      await second.db.insertInto("site_meta").values({ key: "k", value: "v" }).execute();
      await second.drop();
    } finally {
      await first.drop();
    }
  });
}
