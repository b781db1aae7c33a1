import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { seedDemoContent } from "#server/db/seed";
import { backupSite, restoreSite } from "#server/ops/backup";
import { readAllTables } from "../support/site-tables";
import { createEmptyDatabase, type EmptyDatabase, testDatabaseKinds } from "../support/test-database";
import { type ExampleSite, openExampleSite, whatTheSiteServes } from "./example-site";

/** A file's permission bits as `ls -l` shows them in octal, e.g. "600". */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "site-backups-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.each(testDatabaseKinds)("backup and restore on %s", (kind) => {
  let source: EmptyDatabase;
  let target: EmptyDatabase;
  let site: ExampleSite;

  beforeEach(async () => {
    [source, target] = await Promise.all([createEmptyDatabase(kind), createEmptyDatabase(kind)]);
    site = await openExampleSite(source.url);
  });
  afterEach(async () => {
    await site.db.destroy();
    await Promise.all([source.drop(), target.drop()]);
  });

  it("a backup of the running site restores into an empty database with every row of every table, images byte for byte", async () => {
    const file = join(dir, "site.backup");
    expect(await backupSite({ to: file }, databaseConfigFromUrl(source.url))).toContain(`to ${file}`);
    await restoreSite({ from: file }, databaseConfigFromUrl(target.url));

    const restored = openDatabase(databaseConfigFromUrl(target.url));
    try {
      const [copy, original] = await Promise.all([readAllTables(restored), readAllTables(site.db)]);
      expect(Object.keys(copy)).toEqual(
        expect.arrayContaining([
          "user",
          "session",
          "account",
          "verification",
          "blogs",
          "team_members",
          "media",
          "activity_log",
          "contact_messages",
          "site_meta",
          "kysely_migration",
        ]),
      );
      expect(copy).toEqual(original);
      const served = await whatTheSiteServes(restored, site);
      expect(served).toEqual(await whatTheSiteServes(site.db, site));
      expect(served.signInStatus).toBe(200);
    } finally {
      await restored.destroy();
    }
  });

  it("the backup, and the restored SQLite file, are readable by their owner only (0600): they hold password hashes, sessions and messages", async () => {
    const file = join(dir, "backups", "site.backup");
    await backupSite({ to: file }, databaseConfigFromUrl(source.url));
    expect(modeOf(file)).toBe("600");
    expect(modeOf(join(dir, "backups"))).toBe("700");
    const restored = databaseConfigFromUrl(target.url);
    await restoreSite({ from: file }, restored);
    if (restored.kind === "sqlite") expect(modeOf(restored.file)).toBe("600");
  });

  it("refuses to restore into a database that has tables, and leaves it as it was", async () => {
    const file = join(dir, "site.backup");
    await backupSite({ to: file }, databaseConfigFromUrl(source.url));
    const before = await readAllTables(site.db);
    await expect(restoreSite({ from: file }, databaseConfigFromUrl(source.url))).rejects.toThrow(
      /Restore needs an empty database, but .* already has tables \(/,
    );
    expect(await readAllTables(site.db)).toEqual(before);
  });

  it("never overwrites an existing file with a backup", async () => {
    const file = join(dir, "precious.backup");
    writeFileSync(file, "an older backup");
    await expect(backupSite({ to: file }, databaseConfigFromUrl(source.url))).rejects.toThrow(
      /already exists: choose a new file name/,
    );
    expect(readFileSync(file, "utf8")).toBe("an older backup");
  });
});

describe("restore checks the backup file first", () => {
  const sqliteTarget = () => databaseConfigFromUrl(`file:${join(dir, "restored.db")}`);

  /** A backup of a small SQLite site (migrated, demo content). */
  async function sqliteBackup(): Promise<string> {
    const source = await createEmptyDatabase("sqlite");
    const db = openDatabase(databaseConfigFromUrl(source.url));
    await migrateToLatest(db);
    await seedDemoContent(db);
    await db.destroy();
    const file = join(dir, "site.backup");
    await backupSite({ to: file }, databaseConfigFromUrl(source.url));
    await source.drop();
    return file;
  }

  it("refuses a damaged SQLite backup and creates nothing", async () => {
    const file = await sqliteBackup();
    const bytes = readFileSync(file);
    bytes.fill(0x55, 4096 * 2, 4096 * 6); // pages 3–6 overwritten
    writeFileSync(file, bytes);
    await expect(restoreSite({ from: file }, sqliteTarget())).rejects.toThrow(/is damaged/);
    expect(existsSync(join(dir, "restored.db"))).toBe(false);
  });

  it("refuses a file that is no backup, and a backup of the other database kind (pointing SQLite files to migrate-to-postgres)", async () => {
    const text = join(dir, "notes.txt");
    writeFileSync(text, "not a database at all");
    await expect(restoreSite({ from: text }, sqliteTarget())).rejects.toThrow(/is not a backup made by npm run backup/);

    const dump = join(dir, "site.dump");
    writeFileSync(dump, "PGDMP\x01\x0e\x00\x04\x08\x01\x01\x01");
    await expect(restoreSite({ from: dump }, sqliteTarget())).rejects.toThrow(
      /is a PostgreSQL backup but DATABASE_URL names a SQLite database/,
    );

    const sqliteBackup = join(dir, "site.db");
    writeFileSync(sqliteBackup, Buffer.concat([Buffer.from("SQLite format 3\0"), Buffer.alloc(84)]));
    await expect(
      restoreSite({ from: sqliteBackup }, { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" }),
    ).rejects.toThrow(
      /is a SQLite backup but DATABASE_URL names a PostgreSQL database\. To move a SQLite site to PostgreSQL, use npm run migrate-to-postgres -- --from FILE\./,
    );
  });

  it("treats a SQLite target with a leftover write-ahead log as not empty", async () => {
    const file = await sqliteBackup();
    writeFileSync(join(dir, "restored.db-wal"), "frames of some earlier database");
    await expect(restoreSite({ from: file }, sqliteTarget())).rejects.toThrow(
      /restored\.db-wal \(the write-ahead log of an earlier database\) is in the way/,
    );
    expect(existsSync(join(dir, "restored.db"))).toBe(false);
  });
});
