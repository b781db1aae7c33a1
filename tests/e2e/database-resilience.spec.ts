import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { launchSite, logRecords, type SiteProcess, startSite } from "../support/site-server";
import { createTcpProxy } from "../support/tcp-proxy";
import { createTestSchema, type TestSchema, queryTestDatabase, testDatabaseKinds } from "../support/test-database";

// Process-level tests of the production server (`node server.js`) against a database that fails:
// no browser needed, so they run in the desktop project only.

/** The log lines a process printed with this message. */
const logLines = (site: SiteProcess, msg: string) => logRecords(site).filter((line) => line.msg === msg);

async function healthStatus(site: SiteProcess): Promise<number> {
  return (await fetch(`${site.url}/api/health`)).status;
}

test("a malformed DATABASE_URL stops the start at once with a clear message @desktop", async () => {
  const site = await launchSite("mysql://db.example/site");
  expect(await site.exited).toBe(1);
  expect(site.output()).toContain("DATABASE_URL must be unset, file:PATH or postgres://");
});

// Like the API suite: PostgreSQL only when TEST_DATABASE_URL names a test database.
for (const kind of testDatabaseKinds.filter((k) => k === "postgres")) {
  test.describe(`on ${kind}`, () => {
    let schema: TestSchema;
    let site: SiteProcess | undefined;
    let stopProxy: (() => Promise<void>) | undefined;
    const applicationName = `site-test-${randomUUID().slice(0, 8)}`;

    test.beforeEach(async () => {
      schema = await createTestSchema();
    });
    test.afterEach(async () => {
      if (site && site.child.exitCode === null && site.child.signalCode === null) {
        site.child.kill("SIGTERM");
        await site.exited;
      }
      site = undefined;
      await stopProxy?.();
      stopProxy = undefined;
      await schema.drop();
    });

    const connectionsOfTheSite = async () =>
      Number((await queryTestDatabase("select count(*) as n from pg_stat_activity where application_name = $1", [applicationName])).rows[0].n);

    test("the site keeps serving after its database connections are dropped @desktop", async () => {
      site = await launchSite(schema.databaseUrl({ applicationName }));
      await site.waitUntilServing(30_000);
      expect(await healthStatus(site)).toBe(200);
      // Several requests at once, so the pool holds several idle connections.
      await Promise.all(["/api/blogs", "/api/team", "/api/reviews", "/", "/about"].map((path) => fetch(`${site!.url}${path}`)));
      expect(await connectionsOfTheSite()).toBeGreaterThan(0);

      await queryTestDatabase("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [applicationName]);
      await expect.poll(connectionsOfTheSite).toBe(0);
      await expect.poll(() => logLines(site!, "database connection lost").length).toBeGreaterThan(0);

      expect(site.child.exitCode).toBeNull();
      await expect.poll(() => healthStatus(site!)).toBe(200);
      const home = await fetch(`${site.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("</html>");
      expect(site.child.exitCode).toBeNull();
    });

    test("/api/health answers 503 while the database is unreachable, and 200 once it is back @desktop", async () => {
      const proxy = await createTcpProxy({ host: new URL(schema.serverUrl).hostname, port: Number(new URL(schema.serverUrl).port || 5432) });
      stopProxy = proxy.close;
      await proxy.open();
      site = await launchSite(schema.databaseUrl({ applicationName, port: proxy.port }));
      await site.waitUntilServing(30_000);
      expect(await healthStatus(site)).toBe(200);

      await proxy.close();
      await expect.poll(() => healthStatus(site!)).toBe(503);
      expect(await (await fetch(`${site.url}/api/health`)).json()).toEqual({ status: "error", error: "Database unavailable" });

      await proxy.open();
      await expect.poll(() => healthStatus(site!), { timeout: 15_000 }).toBe(200);
      expect(site.child.exitCode).toBeNull();
    });

    test("at start the site waits for an unreachable database, logging each try, then serves @desktop", async () => {
      test.setTimeout(120_000);
      const proxy = await createTcpProxy({ host: new URL(schema.serverUrl).hostname, port: Number(new URL(schema.serverUrl).port || 5432) });
      stopProxy = proxy.close;
      site = await launchSite(schema.databaseUrl({ applicationName, port: proxy.port }));

      await expect.poll(() => logLines(site!, "database unreachable; retrying").length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      expect(site.child.exitCode).toBeNull();
      const tries = logLines(site, "database unreachable; retrying");
      expect(tries.map((line) => line.attempt)).toEqual(tries.map((_, i) => i + 1));
      expect(tries[0]).toMatchObject({ retryInMs: expect.any(Number), reason: expect.stringContaining("ECONNREFUSED") });

      await proxy.open();
      await site.waitUntilServing(30_000);
      expect(await healthStatus(site)).toBe(200);
      expect((await fetch(`${site.url}/about`)).status).toBe(200);
    });

    test("a database that does not exist stops the start with a clear message (no endless retries) @desktop", async () => {
      const url = new URL(schema.databaseUrl({ applicationName }));
      url.pathname = "/no_such_database";
      site = await launchSite(url.toString());
      expect(await site.exited).toBe(1);
      // One JSON line, like everything the server writes once it has its logger.
      expect(logRecords(site).map((line) => line.msg)).toContainEqual(expect.stringContaining('database "no_such_database" does not exist'));
    });
  });
}

test("another process holding the SQLite write lock for 3 s does not stall the site; the waiting write completes after @desktop", async () => {
  const site = await startSite(undefined, { CONTACT_RATE_LIMIT: "1000" });
  const holder = new SQLite(site.file);
  try {
    const answerTime = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${site.url}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      return performance.now() - started;
    };
    await answerTime("/about");

    holder.exec("begin immediate");
    const lockedAt = performance.now();
    let written: number | undefined;
    const write = fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url },
      body: JSON.stringify({ name: "Lock Test", email: "lock@client.example", message: "Written while another process held the lock." }),
    }).then((res) => {
      written = performance.now();
      return res;
    });

    // With the lock held for 3 s, a site that waits for it synchronously answers nothing until the
    // lock is gone; ours keeps answering. Counts and a generous bound, not tight timings: the
    // machine may be busy with other tests.
    const slowest = { health: 0, page: 0 };
    let answered = 0;
    while (performance.now() - lockedAt < 3000) {
      slowest.health = Math.max(slowest.health, await answerTime("/api/health"));
      slowest.page = Math.max(slowest.page, await answerTime("/about"));
      if (performance.now() - lockedAt < 3000) answered += 2;
    }
    expect(answered).toBeGreaterThanOrEqual(4);
    expect(slowest.health).toBeLessThan(2000);
    expect(slowest.page).toBeLessThan(2000);
    expect(written).toBeUndefined();
    holder.exec("commit");
    const released = performance.now();

    const res = await write;
    expect(res.status).toBe(200);
    expect(written! - released).toBeLessThan(2000);
    expect(holder.prepare("select name from contact_messages").all()).toEqual([{ name: "Lock Test" }]);
  } finally {
    holder.close();
    await site.stop();
  }
});
