import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  connectionsWaitingForLock,
  createTestSchema,
  endNextLockWaiter,
  queryTestDatabase,
  type TestSchema,
  testDatabaseKinds,
} from "../../tests/support/test-database";
import { databaseConfigFromUrl, openDatabase } from "./connect";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";
import { DatabaseUnavailableError } from "./unavailable";

// What happens to the site's database work when its PostgreSQL connection ends under it
// (server/db/postgres-driver.ts, docs/decisions/0031): the connection is ended by
// pg_terminate_backend while the work waits for a lock this test holds, so the moment is exact.

for (const kind of testDatabaseKinds.filter((k) => k === "postgres")) {
  describe(`work whose ${kind} connection ends`, () => {
    let schema: TestSchema;
    let db: Database;
    /** The test's own connection, which holds the locks the site's work waits for. */
    let holder: pg.Client;
    const applicationName = `driver-test-${randomUUID().slice(0, 8)}`;
    const lostConnections: Error[] = [];

    beforeEach(async () => {
      schema = await createTestSchema();
      db = openDatabase(databaseConfigFromUrl(schema.databaseUrl({ applicationName })), {
        onConnectionError: (error) => lostConnections.push(error),
      });
      await migrateToLatest(db);
      await db.insertInto("site_meta").values({ key: "probe", value: "0" }).execute();
      holder = new pg.Client({ connectionString: schema.url });
      await holder.connect();
    });
    afterEach(async () => {
      await holder.end();
      await db.destroy();
      await schema.drop();
    });

    /** Locks the probe row until `release` (the site's work on it waits meanwhile). */
    const lockProbe = async () => {
      await holder.query("begin");
      await holder.query("select 1 from site_meta where key = 'probe' for update");
      return { release: () => holder.query("commit") };
    };
    /** Holds a transaction-level advisory lock (for the commit-time trigger below) until `release`. */
    const lockAdvisory = async () => {
      await holder.query("begin");
      await holder.query("select pg_advisory_xact_lock(31)");
      return { release: () => holder.query("commit") };
    };
    /** The site's connections waiting for a lock now, with what they run. */
    const waiting = () => connectionsWaitingForLock(applicationName);
    const endNextWaiter = (seen?: number[]) => endNextLockWaiter(applicationName, seen);
    const probeValue = async () =>
      (await queryTestDatabase(`select value from ${schema.name}.site_meta where key = 'probe'`)).rows[0]
        .value as string;

    it("a read is run again on a new connection, and answers", async () => {
      const lock = await lockProbe();
      const read = db
        .selectFrom("site_meta")
        .select("value")
        .where("key", "=", "probe")
        .forShare()
        .executeTakeFirstOrThrow();
      const first = await endNextWaiter();
      // The read waits again, on another connection; it answers once the lock is gone.
      await expect
        .poll(async () => (await waiting()).map((w) => w.pid).filter((pid) => pid !== first).length, {
          timeout: 15_000,
        })
        .toBe(1);
      await lock.release();
      expect(await read).toEqual({ value: "0" });
      expect(lostConnections.length).toBeGreaterThan(0);
    });

    it("a transaction that ended before its COMMIT runs again, and commits once", async () => {
      const lock = await lockProbe();
      let runs = 0;
      const write = db.transaction().execute(async (trx) => {
        runs++;
        const { value } = await trx
          .selectFrom("site_meta")
          .select("value")
          .where("key", "=", "probe")
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("site_meta")
          .set({ value: String(Number(value) + 1) })
          .where("key", "=", "probe")
          .execute();
      });
      const first = await endNextWaiter();
      await expect
        .poll(async () => (await waiting()).map((w) => w.pid).filter((pid) => pid !== first).length, {
          timeout: 15_000,
        })
        .toBe(1);
      await lock.release();
      await write;
      expect(runs).toBe(2);
      expect(await probeValue()).toBe("1");
    });

    it("a write outside a transaction is not sent again: its outcome is unknown, so it fails as unavailable", async () => {
      const lock = await lockProbe();
      const write = expect(
        db
          .updateTable("site_meta")
          .set({ value: sql`(value::int + 1)::text` })
          .where("key", "=", "probe")
          .execute(),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await endNextWaiter();
      await write;
      await lock.release();
      // Not run again: had it been, it would have waited for the lock and then added 1.
      expect(await waiting()).toEqual([]);
      expect(await probeValue()).toBe("0");
    });

    it("a connection that ends during COMMIT fails as unavailable, and the transaction is not run again", async () => {
      // A deferred trigger makes COMMIT wait for an advisory lock this test holds.
      await sql`create function wait_at_commit() returns trigger language plpgsql as $$ begin perform pg_advisory_xact_lock(31); return null; end $$`.execute(
        db,
      );
      await sql`create constraint trigger wait_at_commit after update on site_meta deferrable initially deferred for each row execute function wait_at_commit()`.execute(
        db,
      );
      const lock = await lockAdvisory();
      let runs = 0;
      const write = expect(
        db.transaction().execute(async (trx) => {
          runs++;
          await trx.updateTable("site_meta").set({ value: "1" }).where("key", "=", "probe").execute();
        }),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect
        .poll(async () => (await waiting()).map((w) => w.query.trim().toLowerCase()), { timeout: 15_000 })
        .toEqual(["commit"]);
      await endNextWaiter();
      await write;
      await lock.release();
      expect(runs).toBe(1);
      expect(await waiting()).toEqual([]);
    });

    it("work whose second connection ends too fails as unavailable", async () => {
      const lock = await lockProbe();
      const read = expect(
        db.selectFrom("site_meta").select("value").where("key", "=", "probe").forShare().executeTakeFirstOrThrow(),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
      const first = await endNextWaiter();
      await endNextWaiter([first]);
      await read;
      await lock.release();
    });

    it("work that ends for another reason fails with its own error, and the connection stays usable", async () => {
      await expect(sql`select no_such_column from site_meta`.execute(db)).rejects.toThrow(/no_such_column/);
      await expect(
        db.transaction().execute(async (trx) =>
          trx
            .selectFrom("site_meta")
            .select(sql`1 / 0`.as("x"))
            .execute(),
        ),
      ).rejects.toThrow(/division by zero/);
      expect(await db.selectFrom("site_meta").select("value").where("key", "=", "probe").executeTakeFirst()).toEqual({
        value: "0",
      });
    });
  });
}

describe("a PostgreSQL server that cannot be reached", () => {
  it("fails as unavailable, naming the reason", async () => {
    const db = openDatabase(databaseConfigFromUrl("postgres://site@127.0.0.1:1/site"));
    try {
      const read = db.selectFrom("site_meta").select("value").execute();
      await expect(read).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(read).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await db.destroy();
    }
  });
});
