// `npm run bench:dashboard`: the dashboard at issue 25's volumes. For each database (a fresh SQLite
// file, a fresh PostgreSQL database on a loopback server) it starts the production build with the
// demo content, signs in as an admin made with `npm run create-admin`, measures every dashboard
// list page, stops, fills the database with a few busy years of rows (scripts/bench/volumes.js),
// starts again and measures the same pages, the searches and the memory of a CSV export of every
// message. Prints one Markdown table per database with each budget met (✓) or not (✗).
// `npm run bench:dashboard -- --help` lists the options; docs/performance.md explains the figures.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { build, ROOT, startApp } from "./app.js";
import { formatCount, formatKb, formatMs, markdownTable, median, verdict } from "./format.js";
import { assertLoopback, getRaw, header } from "./http.js";
import { describeMachine } from "./machine.js";
import { cleanUp, cleanUpOnExit, tempDir } from "./processes.js";
import { fillPostgres, fillSqlite, freshPostgresDatabase, VOLUMES } from "./volumes.js";

const HELP = `npm run bench:dashboard [-- options]
  --runs N          timed requests per page, one at a time, after one untimed (default 7, at most 50)
  --databases LIST  sqlite,postgres (default both; PostgreSQL is skipped with a note when it cannot be reached)
  --skip-build      use the existing build/ instead of running npm run build
PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), a loopback server
on which the benchmark may create and drop a database of its own.`;

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    databases: { type: "string", default: "sqlite,postgres" },
    "skip-build": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (flags.help) {
  console.log(HELP);
  process.exit(0);
}
const runs = Number(flags.runs);
const databases = flags.databases.split(",").map((name) => name.trim());
if (!Number.isInteger(runs) || runs < 1 || runs > 50 || databases.some((d) => d !== "sqlite" && d !== "postgres")) {
  console.error(HELP);
  process.exit(2);
}
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
assertLoopback(POSTGRES_URL);

const ADMIN = { email: "bench-admin@example.com", password: "BenchAdmin123", name: "Bench Admin" };
const KB = 1000;
const MB = 1000 * KB;
const BUDGET = { bytes: 200 * KB, searchMs: 200, exportBytes: 50 * MB, slowdown: 1.5, extraMs: 150 };

/** The dashboard's list pages; a deep page is compared with its list's first page on the demo site. */
const PAGES = [
  { path: "/dashboard" },
  { path: "/dashboard/users" },
  { path: "/dashboard/users?page=500", demo: "/dashboard/users" },
  { path: "/dashboard/messages" },
  { path: "/dashboard/messages?page=3000", demo: "/dashboard/messages" },
  { path: "/dashboard/messages?folder=spam" },
  { path: "/dashboard/messages?read=unread&plan=none" },
  // The messages of the Quoted leads (issue 41), each status counted in the filter; the list of
  // leads, compared with the demo site's inbox (it has no lead).
  { path: "/dashboard/messages?status=quoted" },
  { path: "/dashboard/messages/leads", demo: "/dashboard/messages" },
  { path: "/dashboard/messages/leads?page=3000", demo: "/dashboard/messages" },
  { path: "/dashboard/messages/leads?status=quoted", demo: "/dashboard/messages" },
  { path: "/dashboard/allBlogs" },
  { path: "/dashboard/allBlogs?page=400", demo: "/dashboard/allBlogs" },
  { path: "/dashboard/activity" },
  { path: "/dashboard/activity?page=3900", demo: "/dashboard/activity" },
  { path: "/dashboard/allReviews" },
  { path: "/dashboard/allReviewVideos" },
  { path: "/dashboard/allMembers" },
  { path: "/dashboard/allClientLogos" },
  // The statistics of visits (issue 42): within 0.5 s with 3,000,000 stored events.
  { path: "/dashboard/statistics?days=7", goalMs: 500 },
  { path: "/dashboard/statistics?days=28", goalMs: 500 },
  { path: "/dashboard/statistics?days=90", goalMs: 500 },
];

/** Searches: a few matches, many matches, none; the oldest of the messages by its sender's address. */
const SEARCHES = [
  "/dashboard/users?q=person12345%40",
  "/dashboard/users?q=ERSON%20123",
  "/dashboard/users?q=zzqx",
  "/dashboard/allBlogs?q=bench%20post%207777",
  "/dashboard/allBlogs?q=marketing",
  "/dashboard/messages?q=client1%40example",
  "/dashboard/messages?q=Client%2099999",
  "/dashboard/messages?q=zzqx",
  "/dashboard/messages?folder=spam&q=client8",
  "/dashboard/messages?q=website",
];

/** The signed-in admin's session cookie, from the sign-in API. */
async function signIn(url) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function createAdmin(env) {
  const args = ["--email", ADMIN.email, "--password", ADMIN.password, "--name", ADMIN.name];
  const made = spawnSync(process.execPath, ["scripts/create-admin.js", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stdout}${made.stderr}`);
}

/**
 * The CPU time the server process has used so far, all its threads, in ms (Linux's schedstat, in
 * nanoseconds): unlike the time a request takes, it does not grow while the server waits for a
 * core the rest of a busy machine holds. It leaves out PostgreSQL's own processes.
 */
function cpuMs(pid) {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns / 1e6;
}

/** One untimed request, then `runs` one at a time: the median time, the median server CPU time and the gzip bytes of the page. */
async function measure(app, path, cookie) {
  const times = [];
  const cpu = [];
  let bytes = 0;
  for (let i = 0; i <= runs; i++) {
    const cpuBefore = cpuMs(app.pid);
    const started = performance.now();
    const res = await getRaw(`${app.url}${path}`, { cookie, "accept-encoding": "gzip" });
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    if (i > 0) times.push(ms);
    if (i > 0) cpu.push(cpuMs(app.pid) - cpuBefore);
    bytes = header(res, "content-encoding") === "gzip" ? res.body.length : gzipSync(res.body).length;
  }
  return { ms: median(times), cpuMs: median(cpu), bytes };
}

async function measureAll(app, cookie, paths) {
  const results = new Map();
  for (const path of paths) results.set(path, await measure(app, path, cookie));
  return results;
}

const rssBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;

/** Downloads `path` (read and dropped as it arrives); resolves with the lines it had. */
function download(url, cookie) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      let lines = 0;
      res.on("data", (chunk) => {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on("end", () => resolve(lines));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The server's memory (RSS) at rest and at its highest while every message is exported as CSV, folder by folder. */
async function exportMemory(app, cookie) {
  await delay(1000);
  const idle = rssBytes(app.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(app.pid))), 20);
  const started = performance.now();
  let rows = 0;
  try {
    for (const folder of ["", "?folder=spam"])
      rows += (await download(`${app.url}/dashboard/messages.csv${folder}`, cookie)) - 1;
  } finally {
    clearInterval(sampler);
  }
  return { idle, peak, rows, ms: performance.now() - started };
}

/** The demo site's pages, then the same site at the volumes, on one database. */
async function measureDatabase(kind) {
  const dir = tempDir(`dashboard-bench-${kind}-`);
  const authSecret = randomBytes(32).toString("hex");
  const postgres = kind === "postgres" ? await freshPostgresDatabase(POSTGRES_URL) : null;
  const databaseUrl = postgres?.url ?? `file:${join(dir, "site.db")}`;
  try {
    let app = await startApp(dir, { databaseUrl, authSecret });
    createAdmin({ DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret });
    let cookie = await signIn(app.url);
    const demoPaths = [...new Set([...PAGES.map((p) => p.demo ?? p.path), ...SEARCHES])];
    const demo = await measureAll(app, cookie, demoPaths);
    await app.stop();

    const fillSeconds = postgres ? await fillPostgres(postgres.url) : await fillSqlite(join(dir, "site.db"));
    app = await startApp(dir, { databaseUrl, authSecret });
    cookie = await signIn(app.url);
    const volume = await measureAll(app, cookie, [...PAGES.map((p) => p.path), ...SEARCHES]);
    const csv = await exportMemory(app, cookie);
    await app.stop();
    return report(kind, { demo, volume, csv, fillSeconds });
  } finally {
    await postgres?.drop();
  }
}

function report(kind, { demo, volume, csv, fillSeconds }) {
  const row = (path, demoPath, goalMs, goalText) => {
    const before = demo.get(demoPath);
    const after = volume.get(path);
    const limit = goalMs(before.ms);
    const met = after.ms <= limit && after.bytes <= BUDGET.bytes;
    return [
      `\`${decodeURIComponent(path)}\``,
      `${formatMs(before.ms)} (CPU ${formatMs(before.cpuMs)}), ${formatKb(before.bytes)}`,
      `${formatMs(after.ms)} (CPU ${formatMs(after.cpuMs)}), ${formatKb(after.bytes)}`,
      verdict(met, `${goalText(limit)}, ≤ ${formatKb(BUDGET.bytes)}`),
    ];
  };
  const pages = PAGES.map((p) =>
    row(
      p.path,
      p.demo ?? p.path,
      (ms) => p.goalMs ?? ms * BUDGET.slowdown + BUDGET.extraMs,
      (limit) => `≤ ${formatMs(limit)}`,
    ),
  );
  const searches = SEARCHES.map((path) =>
    row(
      path,
      path,
      () => BUDGET.searchMs,
      () => `≤ ${formatMs(BUDGET.searchMs)}`,
    ),
  );
  const grew = csv.peak - csv.idle;
  const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
  const counts = Object.entries(VOLUMES)
    .map(([name, n]) => `${formatCount(n)} ${name}`)
    .join(", ");
  return [
    `### ${kind === "sqlite" ? "SQLite" : "PostgreSQL"}: demo content → ${counts} (filled in ${fillSeconds.toFixed(1)} s)`,
    "",
    `Median of ${runs} requests one at a time after one untimed: the time to the last byte (the goal's), and in brackets the CPU time the server process used (without PostgreSQL's); gzip bytes of the page. Goal: ≤ 1.5× the demo time + 150 ms (searches ≤ 200 ms; the statistics ≤ 500 ms), ≤ 200 KB gzip.`,
    "",
    markdownTable(["page (signed in as admin)", "demo content", "at volume", "goal"], [...pages, ...searches]),
    "",
    markdownTable(
      ["CSV export of every message", "rows", "time", "server RSS idle → peak", "goal"],
      [
        [
          "`/dashboard/messages.csv` (inbox, then `?folder=spam`)",
          formatCount(csv.rows),
          formatMs(csv.ms),
          `${mb(csv.idle)} → ${mb(csv.peak)} (+${mb(grew)})`,
          verdict(grew <= BUDGET.exportBytes && csv.rows === VOLUMES.messages, "≤ +50.0 MB, every message"),
        ],
      ],
    ),
  ].join("\n");
}

async function postgresReachable() {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function main() {
  cleanUpOnExit();
  console.log(`# Dashboard benchmark, ${new Date().toISOString()}\n`);
  console.log(describeMachine({ wrk: "wrk", nginx: "nginx" }).split("\n")[0]);
  console.log(`Node ${process.version}`);
  if (!flags["skip-build"]) build();
  for (const kind of databases) {
    if (kind === "postgres") {
      const why = await postgresReachable();
      if (why) {
        console.log(`\nPostgreSQL not measured: ${POSTGRES_URL} cannot be reached (${why}).`);
        continue;
      }
    }
    console.log(`\nMeasuring on ${kind}…`);
    console.log(`\n${await measureDatabase(kind)}`);
  }
}

main()
  .then(() => cleanUp())
  .catch((error) => {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.stack : error}`);
    cleanUp();
    process.exit(1);
  });
