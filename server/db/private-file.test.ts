import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase } from "./connect";

/** A file's permission bits in octal, as `ls -l` shows them: "600" is rw for the owner only. */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "site-private-files-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// The default data/ folder, the only one the site makes itself (decision 0038), is made 0700: tests/e2e/npm-start.spec.ts.
it("a new SQLite database, its write-ahead log and shared-memory file are readable by their owner only (0600)", async () => {
  const file = join(dir, "site.db");
  const db = openDatabase({ kind: "sqlite", file });
  try {
    await sql`create table notes (body text)`.execute(db);
    await sql`insert into notes values ('a visitor''s message')`.execute(db);
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(["600", "600", "600"]);
  } finally {
    await db.destroy();
  }
});

it("a database an earlier version left readable by others (0644) is made 0600 when it is opened", async () => {
  const file = join(dir, "site.db");
  const first = openDatabase({ kind: "sqlite", file });
  await sql`create table notes (body text)`.execute(first);
  await first.destroy();
  chmodSync(file, 0o644);
  writeFileSync(`${file}-wal`, "");
  chmodSync(`${file}-wal`, 0o644);

  const db = openDatabase({ kind: "sqlite", file });
  try {
    await sql`insert into notes values ('x')`.execute(db);
    expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(["600", "600", "600"]);
  } finally {
    await db.destroy();
  }
});
