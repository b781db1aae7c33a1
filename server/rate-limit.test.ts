import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../tests/support/test-database";
import { databaseConfigFromUrl, openDatabase } from "./db/connect";
import type { Database } from "./db/schema";
import { createRateLimitStore } from "./rate-limit";

if (!process.env.TEST_DATABASE_URL)
  console.warn("rate-limit store: TEST_DATABASE_URL unset, PostgreSQL cases skipped (SQLite only)");

describe.each(testDatabaseKinds)("rate-limit store on %s", (kind) => {
  let test: TestDatabase;
  const others: Database[] = [];
  afterEach(async () => {
    for (const db of others.splice(0)) await db.destroy();
    await test.drop();
  });
  /** Another process's connection to the same database. */
  const secondConnection = () => {
    const db = openDatabase(databaseConfigFromUrl(test.url));
    others.push(db);
    return db;
  };

  it("counts hits per key in a window that starts at the first hit and ends after windowMs; reading the count adds none", async () => {
    test = await createTestDatabase(kind);
    let clock = 1_800_000_000_000;
    const store = createRateLimitStore(test.db, { now: () => clock });
    expect(await store.hit("users:1.2.3.4", 60_000)).toEqual({ count: 1, resetAt: clock + 60_000 });
    clock += 59_999;
    expect(await store.hit("users:1.2.3.4", 60_000)).toEqual({ count: 2, resetAt: 1_800_000_060_000 });
    expect((await store.hit("users:5.6.7.8", 60_000)).count).toBe(1);
    expect(await store.count("users:1.2.3.4")).toBe(2);
    expect(await store.count("users:1.2.3.4")).toBe(2);
    expect(await store.count("users:9.9.9.9")).toBe(0);
    clock += 1;
    expect(await store.count("users:1.2.3.4")).toBe(0);
    expect(await store.hit("users:1.2.3.4", 60_000)).toEqual({ count: 1, resetAt: clock + 60_000 });
  });

  it("counts every hit once when two processes hit the same key at the same time", async () => {
    test = await createTestDatabase(kind);
    const a = createRateLimitStore(test.db);
    const b = createRateLimitStore(secondConnection());
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit("contact:9.9.9.9", 3_600_000)),
    );
    expect(counts.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("deletes counters whose window has ended", async () => {
    test = await createTestDatabase(kind);
    let clock = 1_800_000_000_000;
    const store = createRateLimitStore(test.db, { now: () => clock });
    await store.hit("users:old", 1_000);
    await store.hit("users:current", 600_000);
    clock += 120_000;
    await store.hit("users:new", 1_000);
    const keys = await test.db.selectFrom("rate_limits").select("key").orderBy("key").execute();
    expect(keys.map((r) => r.key)).toEqual(["users:current", "users:new"]);
  });
});
