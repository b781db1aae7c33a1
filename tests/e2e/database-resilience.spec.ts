import { randomUUID } from "node:crypto";
import { expect, type Response as PageResponse, test } from "@playwright/test";
import { DatabaseSync } from "node:sqlite";
import { launchSite, logRecords, type SiteProcess, startSite } from "../support/site-server";
import { createTcpProxy } from "../support/tcp-proxy";
import pg from "pg";
import {
  createTestSchema,
  endNextLockWaiter,
  type TestSchema,
  queryTestDatabase,
  testDatabaseKinds,
} from "../support/test-database";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "#domain/contact";
import { RETRY_AFTER_SECONDS } from "#server/unavailable-answer";
import { alertDialog, gotoHydrated, installPausedClock } from "./helpers";

// Process-level tests of the production server (`node server.js`) against a database that fails,
// in the desktop project only; one uses the browser (the contact form's retry).

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
      Number(
        (
          await queryTestDatabase("select count(*) as n from pg_stat_activity where application_name = $1", [
            applicationName,
          ])
        ).rows[0].n,
      );

    test("the site keeps serving after its database connections are dropped @desktop", async () => {
      site = await launchSite(schema.databaseUrl({ applicationName }));
      await site.waitUntilServing(30_000);
      expect(await healthStatus(site)).toBe(200);
      // Several requests at once, so the pool holds several idle connections.
      await Promise.all(
        ["/api/blogs", "/api/team", "/api/reviews", "/", "/about"].map((path) => fetch(`${site!.url}${path}`)),
      );
      expect(await connectionsOfTheSite()).toBeGreaterThan(0);

      await queryTestDatabase("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [
        applicationName,
      ]);
      await expect.poll(connectionsOfTheSite).toBe(0);
      await expect.poll(() => logLines(site!, "database connection lost").length).toBeGreaterThan(0);

      expect(site.child.exitCode).toBeNull();
      await expect.poll(() => healthStatus(site!)).toBe(200);
      const home = await fetch(`${site.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("</html>");
      expect(site.child.exitCode).toBeNull();
    });

    test("pg_terminate_backend on the site's connections ×3 under load: no answer is a 500, a 503 says when to try again, and every message is stored once @desktop", async () => {
      test.setTimeout(180_000);
      site = await launchSite(schema.databaseUrl({ applicationName }), {
        SEED_DEMO: "true",
        PAGE_CACHE_SECONDS: "0",
        CONTACT_RATE_LIMIT: "10000",
      });
      await site.waitUntilServing(60_000);
      const answers: Array<{ path: string; status: number; retryAfter: string | null }> = [];
      const request = async (path: string, init?: RequestInit) => {
        const res = await fetch(`${site!.url}${path}`, init);
        await res.arrayBuffer();
        answers.push({ path, status: res.status, retryAfter: res.headers.get("retry-after") });
        return res.status;
      };
      /** A visitor's message, sent again once after a 503 with the same key, as the browser's form does. */
      const sendMessage = async (text: string) => {
        const init = {
          method: "POST",
          headers: { "content-type": "application/json", origin: site!.url, "idempotency-key": randomUUID() },
          body: JSON.stringify({ name: "Load Test", email: "load@client.example", message: text }),
        };
        const status = await request("/api/contact", init);
        return status === 503 ? request("/api/contact", init) : status;
      };
      const sent = new Map<string, number>();
      let stop = false;
      // Twelve visitors reading pages and lists and sending messages, one request after another.
      const visitors = Array.from({ length: 12 }, async (_, v) => {
        for (let n = 0; !stop; n++) {
          if ((v + n) % 3 === 0) {
            const text = `Message ${v}-${n} ${randomUUID()}`;
            sent.set(text, await sendMessage(text));
          } else await request(["/api/blogs", "/api/team", "/", "/blogs", "/about", "/api/reviews"][(v + n) % 6]!);
        }
      });
      try {
        for (let round = 1; round <= 3; round++) {
          const before = answers.length;
          await expect.poll(() => answers.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(before + 40);
          await expect.poll(connectionsOfTheSite).toBeGreaterThan(0);
          await queryTestDatabase(
            "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
            [applicationName],
          );
        }
        const afterLast = answers.length;
        await expect.poll(() => answers.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(afterLast + 40);
      } finally {
        stop = true;
        await Promise.all(visitors);
      }

      expect(answers.filter((a) => a.status === 500)).toEqual([]);
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(answers.filter((a) => a.status === 503 && a.retryAfter === null)).toEqual([]);
      // Stored once: every message answered 200 is there exactly once, and none is there twice.
      const stored = (
        await queryTestDatabase(
          `select message, count(*)::int as n from ${schema.name}.contact_messages group by message`,
        )
      ).rows as Array<{ message: string; n: number }>;
      expect(stored.filter((row) => row.n > 1)).toEqual([]);
      const storedTexts = new Set(stored.map((row) => row.message));
      expect([...sent].filter(([text, status]) => status === 200 && !storedTexts.has(text))).toEqual([]);
      expect(site.child.exitCode).toBeNull();
    });

    test("a page or API call whose database connection ends twice is answered 503 with Retry-After: a page saying to try again, or JSON @desktop", async ({
      page,
    }) => {
      site = await launchSite(schema.databaseUrl({ applicationName }), { SEED_DEMO: "true", PAGE_CACHE_SECONDS: "0" });
      await site.waitUntilServing(60_000);
      // Every read of the blogs waits while the test holds this lock; the test ends the waiting connection, and its retry's.
      const holder = new pg.Client({ connectionString: schema.url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query('lock table blogs, "user" in access exclusive mode');
        const endTwice = async () => endNextLockWaiter(applicationName, [await endNextLockWaiter(applicationName)]);

        const pageAnswer = page.goto(`${site.url}/blogs`);
        await endTwice();
        const res = (await pageAnswer)!;
        expect(res.status()).toBe(503);
        expect(await res.headerValue("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please try again in a moment");
        await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();

        const apiAnswer = fetch(`${site.url}/api/blogs`);
        await endTwice();
        const api = await apiAnswer;
        expect([api.status, api.headers.get("retry-after"), api.headers.get("content-type")]).toEqual([
          503,
          String(RETRY_AFTER_SECONDS),
          "application/json",
        ]);
        expect(await api.json()).toEqual({ error: expect.stringContaining("try again") });
        // Better Auth's endpoints too (reading the account to sign in).
        const signInAnswer = fetch(`${site.url}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: site.url },
          body: JSON.stringify({ email: "rita@client.example", password: "Secret123" }),
        });
        await endTwice();
        const signIn = await signInAnswer;
        expect([signIn.status, signIn.headers.get("retry-after")]).toEqual([503, String(RETRY_AFTER_SECONDS)]);
        await expect
          .poll(() => logLines(site!, "database unavailable: answered 503").map((line) => line.path))
          .toEqual(["/blogs", "/api/blogs", "/api/auth/sign-in/email"]);
      } finally {
        await holder.query("commit");
        await holder.end();
      }
      // Once the database answers, so do they.
      expect((await page.goto(`${site.url}/blogs`))!.status()).toBe(200);
      expect((await fetch(`${site.url}/api/blogs`)).status).toBe(200);
    });

    test("the contact form tries once more after a 503: sent once the database is back, and the visitor is told when it is not @desktop", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const proxy = await createTcpProxy({
        host: new URL(schema.serverUrl).hostname,
        port: Number(new URL(schema.serverUrl).port || 5432),
      });
      stopProxy = proxy.close;
      await proxy.open();
      site = await launchSite(schema.databaseUrl({ applicationName, port: proxy.port }), { SEED_DEMO: "true" });
      await site.waitUntilServing(60_000);
      const stored = async () =>
        (await queryTestDatabase(`select message from ${schema.name}.contact_messages order by id`)).rows.map(
          (row: { message: string }) => row.message,
        );
      const posts: number[] = [];
      /** The form's post to its page's action. */
      const isFormPost = (res: PageResponse) =>
        res.request().method() === "POST" && new URL(res.url()).pathname === "/contact";
      page.on("response", (res) => {
        if (isFormPost(res)) posts.push(res.status());
      });
      await installPausedClock(page);
      await gotoHydrated(page, `${site.url}/contact`);
      const form = page.getByRole("form", { name: "Contact form" });

      /** Sends `message` with the database cut off: the site answers 503, and the form waits to try again. */
      const sendWhileCutOff = async (message: string) => {
        await form.getByRole("textbox", { name: "Name" }).fill("Rita Retry");
        await form.getByRole("textbox", { name: "Email" }).fill("rita@client.example");
        await form.getByRole("textbox", { name: "Message" }).fill(message);
        await proxy.close();
        const before = posts.length;
        const first = page.waitForResponse(isFormPost);
        await form.getByRole("button", { name: "Send Message" }).click();
        expect((await first).status()).toBe(503);
        expect(await (await first).headerValue("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
        // Not before the Retry-After has passed (the page's clock stands still until the test moves it).
        await page.clock.runFor(RETRY_AFTER_SECONDS * 1000 - 100);
        expect(posts.length).toBe(before + 1);
        await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
        return async () => {
          await expect.poll(async () => (await page.clock.runFor(100), posts.length)).toBe(before + 2);
          return posts.at(-1);
        };
      };

      // The database is back before the retry: the message is sent and stored once.
      const retry = await sendWhileCutOff("Sent on the second try.");
      await proxy.open();
      expect(await retry()).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
      expect(await stored()).toEqual(["Sent on the second try."]);

      // Still gone at the retry: the visitor is told, and what they wrote stays in the form.
      const again = await sendWhileCutOff("Not sent at all.");
      expect(await again()).toBe(503);
      await expect(alertDialog(page)).toHaveAccessibleDescription(CONTACT_FAILURE);
      await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
      await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Not sent at all.");
      expect(posts).toEqual([503, 200, 503, 503]);
      // Meanwhile a page is answered the same way (its site settings cannot be read), not with a 500.
      const aboutPage = await fetch(`${site.url}/about`);
      expect([aboutPage.status, aboutPage.headers.get("retry-after")]).toEqual([503, String(RETRY_AFTER_SECONDS)]);
      expect(await aboutPage.text()).toContain("Please try again in a moment");
      await proxy.open();
      expect(await stored()).toEqual(["Sent on the second try."]);
    });

    test("/api/health answers 503 while the database is unreachable, and 200 once it is back @desktop", async () => {
      const proxy = await createTcpProxy({
        host: new URL(schema.serverUrl).hostname,
        port: Number(new URL(schema.serverUrl).port || 5432),
      });
      stopProxy = proxy.close;
      await proxy.open();
      site = await launchSite(schema.databaseUrl({ applicationName, port: proxy.port }));
      await site.waitUntilServing(30_000);
      expect(await healthStatus(site)).toBe(200);

      await proxy.close();
      await expect.poll(() => healthStatus(site!)).toBe(503);
      expect(await (await fetch(`${site.url}/api/health`)).json()).toEqual({
        status: "error",
        error: "Database unavailable",
      });

      await proxy.open();
      await expect.poll(() => healthStatus(site!), { timeout: 15_000 }).toBe(200);
      expect(site.child.exitCode).toBeNull();
    });

    test("at start the site waits for an unreachable database, logging each try, then serves @desktop", async () => {
      test.setTimeout(120_000);
      const proxy = await createTcpProxy({
        host: new URL(schema.serverUrl).hostname,
        port: Number(new URL(schema.serverUrl).port || 5432),
      });
      stopProxy = proxy.close;
      site = await launchSite(schema.databaseUrl({ applicationName, port: proxy.port }));

      await expect
        .poll(() => logLines(site!, "database unreachable; retrying").length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      expect(site.child.exitCode).toBeNull();
      const tries = logLines(site, "database unreachable; retrying");
      expect(tries.map((line) => line.attempt)).toEqual(tries.map((_, i) => i + 1));
      expect(tries[0]).toMatchObject({
        retryInMs: expect.any(Number),
        reason: expect.stringContaining("ECONNREFUSED"),
      });

      await proxy.open();
      await site.waitUntilServing(30_000);
      expect(await healthStatus(site)).toBe(200);
      expect((await fetch(`${site.url}/about`)).status).toBe(200);
    });
  });
}

test("another process holding the SQLite write lock for 3 s does not stall the site; the waiting write completes after @desktop", async () => {
  const site = await startSite(undefined, { CONTACT_RATE_LIMIT: "1000" });
  const holder = new DatabaseSync(site.file);
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
      body: JSON.stringify({
        name: "Lock Test",
        email: "lock@client.example",
        message: "Written while another process held the lock.",
      }),
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
