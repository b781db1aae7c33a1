import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./connect";
import type { Database } from "./schema";

/** Another process's connection to the same file (e.g. `npm run create-admin`, a backup). */
let other: DatabaseSync;
let db: Database;
let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "sqlite-lock-"));
  db = openDatabase({ kind: "sqlite", file: join(dir, "site.db") });
  await sql`create table notes (text text not null)`.execute(db);
  other = new DatabaseSync(join(dir, "site.db"));
});
afterEach(async () => {
  other.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const notes = async () =>
  (await sql<{ text: string }>`select text from notes order by rowid`.execute(db)).rows.map((r) => r.text);
const insert = (text: string) => sql`insert into notes (text) values (${text})`.execute(db);

/** Resolves with how long `promise` took; records `done` so a test can see it is still pending. */
function track<T>(promise: Promise<T>) {
  const state = { done: false };
  return Object.assign(state, { result: promise.finally(() => (state.done = true)) });
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe("SQLite while another process holds the write lock", () => {
  it("a write waits without blocking the process: reads answer at once, and the write lands after the lock is released", async () => {
    other.exec("begin immediate");
    const write = track(insert("from the site"));
    for (let i = 0; i < 20; i++) {
      expect(await timed(notes)).toBeLessThan(100);
    }
    expect(write.done).toBe(false);
    other.exec("commit");
    await write.result;
    expect(await notes()).toEqual(["from the site"]);
  });

  it("a transaction waits at BEGIN, before running anything, and then sees what the other process committed", async () => {
    other.exec("begin immediate");
    other.exec("insert into notes (text) values ('from the other process')");
    const transaction = track(
      db.transaction().execute(async (trx) => {
        const seen = (await sql<{ n: number }>`select count(*) as n from notes`.execute(trx)).rows[0]!.n;
        await sql`insert into notes (text) values (${`saw ${seen}`})`.execute(trx);
      }),
    );
    expect(await timed(notes)).toBeLessThan(100);
    expect(transaction.done).toBe(false);
    other.exec("commit");
    await transaction.result;
    expect(await notes()).toEqual(["from the other process", "saw 1"]);
  });

  it("statements from elsewhere never slip into an open transaction: they wait for it to end", async () => {
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let inside = () => {};
    const began = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('rolled back')`.execute(trx);
      inside();
      await paused;
      throw new Error("changed my mind");
    });
    await began;
    const outside = track(insert("kept"));
    resume();
    await expect(transaction).rejects.toThrow("changed my mind");
    await outside.result;
    expect(await notes()).toEqual(["kept"]);
  });
});
