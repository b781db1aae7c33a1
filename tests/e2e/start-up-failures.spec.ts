import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { launchSite, logRecords, type SiteProcess } from "../support/site-server";

// What an operator sees when the server cannot start: one plain message naming what is wrong and
// what to do, and an exit code a service manager notices (issue 23, items 8, 9 and 10).

const AUTH_SECRET = "start-up-failures-secret-0123456789abcdef";

/** The exit code, once the process has ended; fails if it is still running after `ms` (a restart loop). */
async function exitCode(site: SiteProcess, ms = 30_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<"running">((resolve) => (timer = setTimeout(() => resolve("running"), ms)));
  const code = await Promise.race([site.exited, gaveUp]);
  clearTimeout(timer);
  if (code === "running") {
    site.child.kill("SIGKILL");
    throw new Error(`the server was still running after ${ms} ms:\n${site.output()}`);
  }
  return code;
}

/** What each line the process printed says: a log line's message, or a plain line as it is. */
const lines = (site: SiteProcess) =>
  site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => (line.startsWith("{") ? (JSON.parse(line) as { msg: string }).msg : line));

let dir: string;
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "site-start-"));
});
test.afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test.describe("a port in use", () => {
  let taken: Server;
  let port: number;
  test.beforeEach(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    port = (taken.address() as { port: number }).port;
  });
  test.afterEach(async () => {
    await new Promise((resolve) => taken.close(resolve));
  });

  for (const workers of ["1", "2"]) {
    test(`WORKERS=${workers}: the server exits non-zero with one line naming the port, before it opens the database @desktop`, async () => {
      const file = join(dir, "site.db");
      const site = await launchSite(`file:${file}`, {
        PORT: String(port),
        WORKERS: workers,
        AUTH_SECRET,
      });
      expect(await exitCode(site)).toBe(1);
      const errors = logRecords(site).filter((record) => Number(record.level) >= 50);
      expect(errors.map((record) => record.msg)).toEqual([
        `Port ${port} is already in use (another program, or the site is already running). Stop that program, or set PORT to a free port.`,
      ]);
      expect(site.output()).not.toMatch(/EADDRINUSE|\n\s+at /);
      // The port is tried first: no database was opened (CREATE_DATABASE=1 would have made the file), none migrated or seeded.
      expect(existsSync(file)).toBe(false);
    });
  }
});

test.describe("DATABASE_URL", () => {
  test("a file in a folder that does not exist: no new site, no folder, a message naming the folder @desktop", async () => {
    const site = await launchSite(`file:${join(dir, "typo", "site.db")}`, { AUTH_SECRET });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      `Could not start the site: There is no folder ${join(dir, "typo")} for the database ${join(dir, "typo", "site.db")}. Check DATABASE_URL; if the path is right, create the folder first (mkdir -p ${join(dir, "typo")}).`,
    ]);
    expect(existsSync(join(dir, "typo"))).toBe(false);
  });

  test("a file that does not exist (a typo): no new site, a message naming the file and CREATE_DATABASE=1, which makes it @desktop", async () => {
    const file = join(dir, "sitee.db");
    const refused = await launchSite(`file:${file}`, { AUTH_SECRET, CREATE_DATABASE: "" });
    expect(await exitCode(refused)).toBe(1);
    expect(lines(refused)).toEqual([
      `Could not start the site: There is no database ${file}. Check DATABASE_URL; to make a new, empty site in this file, set CREATE_DATABASE=1.`,
    ]);
    expect(existsSync(file)).toBe(false);

    const created = await launchSite(`file:${file}`, { AUTH_SECRET, CREATE_DATABASE: "1", LOG_LEVEL: "info" });
    await created.waitUntilServing();
    created.child.kill("SIGTERM");
    await created.exited;
    expect(logRecords(created)).toContainEqual(
      expect.objectContaining({ database: `SQLite database ${file}`, created: true }),
    );
    expect(existsSync(file)).toBe(true);
  });

  test("a path without file: suggests file:PATH @desktop", async () => {
    const site = await launchSite("data/other.db", { AUTH_SECRET });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      "Could not start the site: DATABASE_URL=data/other.db is a path, not an address: for a SQLite file write DATABASE_URL=file:data/other.db",
    ]);
  });

  test("the log names the database and says when it was just created @desktop", async () => {
    const file = join(dir, "site.db");
    const using = async () => {
      const site = await launchSite(`file:${file}`, { AUTH_SECRET, LOG_LEVEL: "info" });
      await site.waitUntilServing();
      site.child.kill("SIGTERM");
      await site.exited;
      return logRecords(site).find((record) => typeof record.database === "string" && "created" in record);
    };
    expect(await using()).toMatchObject({
      database: `SQLite database ${file}`,
      created: true,
      msg: `created a new, empty SQLite database ${file}`,
    });
    expect(await using()).toMatchObject({
      database: `SQLite database ${file}`,
      created: false,
      msg: `using the SQLite database ${file}`,
    });
  });

  test("a PostgreSQL database that does not exist: suggests createdb @desktop", async () => {
    test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL unset");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/no_such_site_db";
    const site = await launchSite(url.href, { AUTH_SECRET });
    expect(await exitCode(site)).toBe(1);
    const user = url.username ? ` -U ${url.username}` : "";
    expect(lines(site)).toEqual([
      `Could not start the site: PostgreSQL on ${url.hostname}:${url.port} has no database "no_such_site_db". Create it (createdb -h ${url.hostname} -p ${url.port}${user} no_such_site_db) or correct DATABASE_URL.`,
    ]);
  });
});

// Tests run as root, and root may write anything: these start the server without root's power to
// pass over permissions (setpriv drops CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH and CAP_FOWNER), so
// the files' modes and owners bind it as they bind a service account. Still root, it reads the
// checkout wherever it is (a service account could not read a clone in a 0700 temporary folder).
test.describe("a data folder the site's user cannot write", () => {
  test.skip(userInfo().uid !== 0, "needs root to start the server without root's override");
  const withoutOverride = [
    "setpriv",
    "--inh-caps=-dac_override,-dac_read_search,-fowner",
    "--bounding-set=-dac_override,-dac_read_search,-fowner",
  ];
  const user = userInfo().username;
  const nobody = { uid: 65534, gid: 65534 };

  test("a folder owned by another user: the message names the folder, the user and the fix @desktop", async () => {
    chmodSync(dir, 0o755);
    const data = join(dir, "data");
    mkdirSync(data, { mode: 0o755 });
    chownSync(data, nobody.uid, nobody.gid);
    const site = await launchSite(`file:${join(data, "site.db")}`, { AUTH_SECRET }, { runAs: withoutOverride });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      `Could not start the site: The site runs as user ${user}, who cannot write ${data}. Give that user write access (sudo chown ${user} ${data} && sudo chmod u+w ${data}), or run the site as the owner.`,
    ]);
  });

  test("a read-only database file: the message names the file @desktop", async () => {
    chmodSync(dir, 0o755);
    const file = join(dir, "site.db");
    const db = openDatabase({ kind: "sqlite", file });
    await migrateToLatest(db);
    await db.destroy();
    chownSync(file, nobody.uid, nobody.gid);
    chmodSync(file, 0o444);
    const site = await launchSite(`file:${file}`, { AUTH_SECRET }, { runAs: withoutOverride });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      `Could not start the site: The site runs as user ${user}, who cannot write ${file}. Give that user write access (sudo chown ${user} ${file} && sudo chmod u+w ${file}), or run the site as the owner.`,
    ]);
  });
});
