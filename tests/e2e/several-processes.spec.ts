import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtpServer } from "../support/mail-stand-ins";
import { createAdminAccount, launchSite, readyProcesses, type SiteProcess } from "../support/site-server";
import { createTestSchema, queryTestDatabase, type TestSchema, testDatabaseKinds } from "../support/test-database";
import { expectAlert, gotoHydrated } from "./helpers";
import {
  browserSignedIn,
  CHROME_ON_WINDOWS,
  expectNextClickOnLogin,
  newSessionsAdmin,
  SAFARI_ON_IPHONE,
  sessionRow,
  sessionRows,
  signedInEmail,
} from "./sessions-helpers";

// Several server processes on one database (issue 11, docs/decisions/0019-several-processes.md):
// production builds (`node server.js`) with the page cache on, desktop project only; no browser
// but for a session ended through one process and signed out on the other.

const ADMIN = { name: "Site Operator", email: "operator@example.com", password: "Operator123" };
/** The sign-in limit the processes run with (the default AUTH_RATE_LIMIT; set explicitly, as other specs raise it in process.env). */
const SIGN_IN_LIMIT = 10;
/** Each test's requests come from addresses of their own (read from this header), so limits never mix. */
const SITE_ENV = {
  AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT),
  TRUSTED_PROXY_HEADER: "x-real-ip",
  PAGE_CACHE_SECONDS: "600",
  SEED_DEMO: "true",
  LOG_LEVEL: "info",
  AUTH_SECRET: randomUUID() + randomUUID(),
};

if (!process.env.TEST_DATABASE_URL)
  console.warn("several-processes: TEST_DATABASE_URL unset, PostgreSQL cases skipped (SQLite WORKERS=2 only)");

const post = (site: SiteProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.url, ...headers },
    body: JSON.stringify(body),
  });

const signIn = (site: SiteProcess, password: string, ip: string) =>
  post(site, "/api/auth/sign-in/email", { email: ADMIN.email, password }, { "x-real-ip": ip });

/**
 * An anonymous visitor's page (no cookie) on a connection of its own, as a new visitor's would be
 * (with WORKERS=N, the worker that accepts it answers): its HTML and whether the page cache answered.
 */
function anonymousPage(site: SiteProcess, path: string): Promise<{ html: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(`${site.url}${path}`, { agent: false }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (html += chunk));
      res.on("end", () =>
        res.statusCode === 200
          ? resolve({ html, cache: res.headers["x-page-cache"] as string | undefined })
          : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    }).on("error", reject);
  });
}

/** Starts one `node server.js` and waits until it serves; stopped (SIGTERM) by `stopAll`. */
async function startProcess(
  started: SiteProcess[],
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<SiteProcess> {
  const site = await launchSite(databaseUrl, { ...SITE_ENV, ...env });
  started.push(site);
  await site.waitUntilServing(60_000);
  // A WORKERS=N primary's port answers once the first worker listens: wait for every worker.
  const workers = Number(env.WORKERS ?? 1);
  await expect.poll(() => readyProcesses(site), { timeout: 60_000 }).toBe(workers);
  return site;
}

async function stopAll(started: SiteProcess[]): Promise<Array<number | null>> {
  for (const site of started) if (site.child.exitCode === null) site.child.kill("SIGTERM");
  return Promise.all(started.splice(0).map((site) => site.exited));
}

const METRICS_TOKEN = randomUUID() + randomUUID();

/** One GET /metrics with the token: the value of each `series` line. */
async function scrape(site: SiteProcess, series: string[]): Promise<Array<number | undefined>> {
  const res = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const lines = (await res.text()).split("\n");
  return series.map((name) => {
    const line = lines.find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  });
}

/**
 * Requests on new connections (each accepted by one of the workers), then one scrape,
 * whichever worker gets it, counts every one of them: the numbers of all `workers` added up.
 */
async function expectMetricsOfEveryWorker(site: SiteProcess, workers: number) {
  const series = 'http_requests_total{method="GET",route="/robots.txt",status="200"}';
  const [before = 0] = await scrape(site, [series]);
  for (let i = 0; i < 10; i++) {
    await new Promise<void>((resolve, reject) =>
      get(`${site.url}/robots.txt`, { agent: false }, (res) => res.resume().on("end", resolve)).on("error", reject),
    );
  }
  for (let i = 0; i < 2; i++)
    expect(await scrape(site, [series, "metrics_processes_reporting"])).toEqual([before + 10, workers]);
}

/** Signs the operator in on `site` (from an address of its own) and adds a blog there; answers its title. */
async function addBlogThrough(site: SiteProcess): Promise<string> {
  const signedIn = await signIn(site, ADMIN.password, `198.51.100.${Math.floor(Math.random() * 200) + 1}`);
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const title = `Scaling out ${randomUUID().slice(0, 8)}`;
  const created = await post(
    site,
    "/api/blogs",
    { title, description: "One truth across processes.", image: "https://example.com/scale.png", tag: "Ops", link: "" },
    { cookie },
  );
  expect(created.status).toBe(200);
  return title;
}

/**
 * Every page a cache could serve stale, asked `times` times per path, each on a new connection
 * (WORKERS=N: the workers accept them in no fixed order, so each is likely to answer): each shows the new blog.
 */
async function expectEverywhere(sites: SiteProcess[], title: string, times: number) {
  for (const site of sites) {
    for (const path of ["/", "/blogs"]) {
      for (let i = 0; i < times; i++)
        expect((await anonymousPage(site, path)).html.includes(title), `${site.url}${path} shows "${title}"`).toBe(
          true,
        );
    }
  }
}

/** Warms the caches: asks each page until the cache answered it (a hit), so a stale page would show. */
async function warm(sites: SiteProcess[], times: number) {
  for (const site of sites) {
    for (const path of ["/", "/blogs"]) {
      const states = [];
      for (let i = 0; i < times; i++) states.push((await anonymousPage(site, path)).cache);
      expect(states, `${site.url}${path}`).toContain("hit");
    }
  }
}

/** 11 sign-in attempts from one address, spread over `sites` in turn: the first 10 are refused (401), the 11th limited (429). */
async function expectSharedSignInLimit(sites: SiteProcess[]) {
  const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const statuses = [];
  for (let i = 0; i <= SIGN_IN_LIMIT; i++)
    statuses.push((await signIn(sites[i % sites.length]!, "Wrong-password1", ip)).status);
  expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMIT).fill(401), 429]);
}

for (const kind of testDatabaseKinds.filter((k) => k === "postgres")) {
  test.describe(`two processes on one ${kind} database`, () => {
    test.describe.configure({ timeout: 180_000 });
    let schema: TestSchema;
    const started: SiteProcess[] = [];

    test.beforeEach(async () => {
      schema = await createTestSchema();
    });
    test.afterEach(async () => {
      await stopAll(started);
      await schema.drop();
    });

    test("a change through A shows on B's next anonymous page; limits count once; 20 messages are e-mailed exactly once @desktop", async () => {
      const env = { CONTACT_RATE_LIMIT: "100", USERS_RATE_LIMIT: "5" };
      // A first: it creates the tables and the demo content; B finds them.
      const a = await startProcess(started, schema.url, env);
      const b = await startProcess(started, schema.url, env);
      createAdminAccount({ url: a.url, stop: async () => {}, databaseUrl: schema.url }, ADMIN);

      await warm([a, b], 2);
      const title = await addBlogThrough(a);
      await expectEverywhere([b, a], title, 1);

      await expectSharedSignInLimit([a, b]);
      const users = [];
      for (let i = 0; i < 6; i++)
        users.push(
          (await fetch(`${(i % 2 ? b : a).url}/api/users`, { headers: { "x-real-ip": "192.0.2.77" } })).status,
        );
      expect(users).toEqual([401, 401, 401, 401, 401, 429]);

      // 20 messages through both while no mail server is configured: stored, not sent.
      const texts = Array.from({ length: 20 }, (_, i) => `Message ${i + 1} ${randomUUID()}`);
      for (const [i, text] of texts.entries()) {
        const sent = await post(
          i % 2 ? b : a,
          "/api/contact",
          { name: "Visitor", email: "visitor@example.com", message: text },
          { "x-real-ip": "192.0.2.10" },
        );
        expect(sent.status).toBe(200);
      }
      expect(await stopAll(started)).toEqual([0, 0]);

      // Both restart at once with a mail server: both outboxes find all 20 due at the same moment.
      const smtp = await startSmtpServer();
      try {
        const mailEnv = { ...env, SMTP_URL: smtp.url, CONTACT_INBOX: "inbox@owner-mail.example" };
        await Promise.all([startProcess(started, schema.url, mailEnv), startProcess(started, schema.url, mailEnv)]);
        const delivered = async () =>
          Number(
            (
              await queryTestDatabase(
                `select count(*) as n from ${schema.name}.contact_messages where status = 'delivered'`,
              )
            ).rows[0].n,
          );
        await expect.poll(delivered, { timeout: 60_000 }).toBe(20);
        expect(await stopAll(started)).toEqual([0, 0]);
        for (const text of texts)
          expect(
            smtp.received.filter((mail) => mail.raw.includes(text)),
            text,
          ).toHaveLength(1);
        expect(smtp.received).toHaveLength(20);
      } finally {
        await smtp.stop();
      }
    });

    test("a session ended through process A is signed out at its next click on process B @desktop", async ({
      browser,
    }) => {
      // In browsers: the profile's list of sessions (sessions.spec), here across processes.
      const env = { AUTH_RATE_LIMIT: "1000", AUTH_SECRET: `${"s".repeat(40)}-${process.pid}` };
      for (let i = 0; i < 2; i++) {
        const process_ = await launchSite(schema.url, env);
        started.push(process_);
        await process_.waitUntilServing(60_000);
      }
      const [a, b] = started as [SiteProcess, SiteProcess];
      const admin = newSessionsAdmin();
      createAdminAccount({ url: a.url, stop: async () => {}, databaseUrl: schema.url }, admin);
      const onA = await browserSignedIn(browser, a.url, admin, CHROME_ON_WINDOWS);
      const onB = await browserSignedIn(browser, b.url, admin, SAFARI_ON_IPHONE);

      await gotoHydrated(onA, "/dashboard/profile");
      await expect(sessionRows(onA)).toHaveCount(2);
      await sessionRow(onA, "Safari on iPhone").getByRole("button", { name: "Sign out" }).click();
      await expectAlert(onA, "Signed out");
      await expectNextClickOnLogin(onB);
      expect(await signedInEmail(onA)).toBe(admin.email);
      await onA.context().close();
      await onB.context().close();
    });
  });
}

/** How long a request may see no byte from the site before it counts as hanging (the audit's client gave up after 15 s). */
const HANG_MS = 5_000;

/** One GET on a new connection: its status, the error its socket gave, or "hung" when nothing came for HANG_MS. */
function settle(site: SiteProcess, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = get(`${site.url}${path}`, { agent: false }, (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode ?? 0));
      res.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.setTimeout(HANG_MS, () => {
      resolve("hung");
      req.destroy();
    });
    req.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

test.describe("WORKERS=2, a worker killed", () => {
  const started: SiteProcess[] = [];
  let dir: string;
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "site-workers-"));
  });
  test.afterEach(async () => {
    await stopAll(started);
    rmSync(dir, { recursive: true, force: true });
  });

  test("kill -9 of one worker under load: every request gets an answer or a prompt connection error, none hangs @desktop", async () => {
    test.setTimeout(180_000);
    const site = await startProcess(started, `file:${join(dir, "site.db")}`, { WORKERS: "2" });
    const workerPids = spawnSync("pgrep", ["-P", String(site.child.pid)], { encoding: "utf8" })
      .stdout.trim()
      .split("\n");
    expect(workerPids).toHaveLength(2);

    // Sixteen visitors, each request on a new connection (each one handed to a worker).
    let stop = false;
    let killed = false;
    /** Each request's outcome, and whether it settled after the kill. */
    const outcomes: Array<{ afterKill: boolean; outcome: number | string }> = [];
    const clients = Array.from({ length: 16 }, async (_, i) => {
      for (let n = 0; !stop; n++) {
        const outcome = await settle(site, ["/", "/about", "/robots.txt", "/api/health"][(i + n) % 4]!);
        outcomes.push({ afterKill: killed, outcome });
      }
    });
    await expect.poll(() => outcomes.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(100);
    process.kill(Number(workerPids[0]), "SIGKILL");
    killed = true;
    // Until the worker is replaced, and a while after.
    await expect.poll(() => readyProcesses(site), { timeout: 60_000 }).toBe(3);
    const replacedAt = outcomes.length;
    await expect.poll(() => outcomes.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(replacedAt + 100);
    stop = true;
    await Promise.all(clients);

    expect(outcomes.filter((o) => o.outcome === "hung")).toEqual([]);
    // Only requests the killed worker had failed, with their connection closed at once; every answer is a 200.
    expect(outcomes.filter((o) => !o.afterKill && o.outcome !== 200)).toEqual([]);
    expect(outcomes.filter((o) => typeof o.outcome === "number" && o.outcome !== 200)).toEqual([]);
    expect(outcomes.slice(replacedAt).filter((o) => o.outcome !== 200)).toEqual([]);
  });
});

for (const kind of testDatabaseKinds) {
  test.describe(`WORKERS=2 on ${kind}`, () => {
    test.describe.configure({ timeout: 180_000 });
    let databaseUrl: string;
    let drop: () => Promise<void>;
    const started: SiteProcess[] = [];

    test.beforeEach(async () => {
      if (kind === "postgres") {
        const schema = await createTestSchema();
        databaseUrl = schema.url;
        drop = schema.drop;
      } else {
        const dir = mkdtempSync(join(tmpdir(), "site-workers-"));
        databaseUrl = `file:${join(dir, "site.db")}`;
        drop = async () => rmSync(dir, { recursive: true, force: true });
      }
    });
    test.afterEach(async () => {
      await stopAll(started);
      await drop();
    });

    test("both workers serve a change on the next request, count sign-in attempts and requests once, and drain on SIGTERM @desktop", async () => {
      const site = await startProcess(started, databaseUrl, { WORKERS: "2", METRICS_TOKEN });
      expect(site.output()).toContain('"msg":"starting 2 workers"');
      // Migrations and demo content ran once, in the primary, before the workers started.
      expect(
        site
          .output()
          .split("\n")
          .filter((line) => line.includes('"msg":"demo content seeded"')),
      ).toHaveLength(1);
      createAdminAccount({ url: site.url, stop: async () => {}, databaseUrl }, ADMIN);

      await warm([site], 4);
      const title = await addBlogThrough(site);
      await expectEverywhere([site], title, 2);

      await expectSharedSignInLimit([site]);
      await expectMetricsOfEveryWorker(site, 2);

      // A worker that dies is replaced, and the site keeps serving meanwhile.
      const workerPids = spawnSync("pgrep", ["-P", String(site.child.pid)], { encoding: "utf8" })
        .stdout.trim()
        .split("\n");
      expect(workerPids).toHaveLength(2);
      process.kill(Number(workerPids[0]), "SIGKILL");
      await expect.poll(() => readyProcesses(site), { timeout: 60_000 }).toBe(3);
      expect(site.output()).toContain('"msg":"worker stopped unexpectedly; restarting"');
      expect((await anonymousPage(site, "/blogs")).html.includes(title)).toBe(true);

      expect(await stopAll(started)).toEqual([0]);
      expect(site.output()).toContain('"msg":"all workers stopped"');
    });
  });
}
