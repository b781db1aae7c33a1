// `npm run bench`: builds, starts the production site on a fresh demo SQLite database in a
// temporary directory, and measures it on this machine's loopback against a bare node:http server
// and nginx sending the same bytes. `npm run bench -- --help` lists the options; docs/performance.md
// explains every figure. Everything it starts and writes is removed when it ends (Ctrl-C included).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { build, startApp } from "./app.js";
import { CHROMIUM, lighthouseTable } from "./lighthouse.js";
import { describeMachine } from "./machine.js";
import { NGINX } from "./nginx.js";
import { cleanUp, cleanUpOnExit, tempDir } from "./processes.js";
import { api, cachedPages, javascriptBytes, manyBlogs, publicPages, uncached } from "./sections.js";
import { WRK } from "./wrk.js";

const HELP = `npm run bench [-- options]
  --seconds N       length of each timed wrk run (default 5, at most 60)
  --rounds N        alternating rounds per figure (default 2, at most 10)
  --connections N   connections for cached pages and the API (default 50)
  --blogs N         blogs in the large database (default 10000)
  --skip-build      use the existing build/ instead of running npm run build
  --lighthouse      also run Lighthouse on every public page
  --only-lighthouse run Lighthouse only (no load tests)
  --pages P,Q       Lighthouse and the JavaScript table on these public pages only (e.g. /bn,/bn/services/seo)`;

const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    blogs: { type: "string", default: "10000" },
    "skip-build": { type: "boolean", default: false },
    lighthouse: { type: "boolean", default: false },
    "only-lighthouse": { type: "boolean", default: false },
    pages: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (flags.help) {
  console.log(HELP);
  process.exit(0);
}

function bounded(name, min, max) {
  const n = Number(flags[name]);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}.\n\n${HELP}`);
    process.exit(2);
  }
  return n;
}
const seconds = bounded("seconds", 1, 60);
const rounds = bounded("rounds", 1, 10);
const connections = bounded("connections", 1, 1000);
const blogs = bounded("blogs", 11, 1_000_000);
const lighthouse = flags.lighthouse || flags["only-lighthouse"];
const loadTests = !flags["only-lighthouse"];

/** wrk and nginx from Debian's packages, installed when missing (as .ci/run does for Chromium). */
function ensureInstalled(path, pkg) {
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) throw new Error(`${path} not found: install it with  sudo apt-get install -y ${pkg}`);
  console.log(`Installing Debian's ${pkg}…`);
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", pkg],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

async function main() {
  cleanUpOnExit();
  if (loadTests) {
    ensureInstalled(WRK, "wrk");
    ensureInstalled(NGINX, "nginx");
  }
  if (lighthouse && !existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  console.log(`# Benchmark, ${new Date().toISOString()}\n`);
  console.log(describeMachine({ wrk: WRK, nginx: NGINX }));
  if (!flags["skip-build"]) build();

  const dir = tempDir("site-bench-");
  const threads = Math.min(2, availableParallelism());
  const options = { seconds, rounds, connections, threads };
  const print = (section) => console.log(`\n${section}`);

  let app = await startApp(dir);
  const pages = flags.pages ? flags.pages.split(",").map((page) => page.trim()) : await publicPages(app);
  if (loadTests) {
    console.log(
      `\nwrk: ${threads} threads, ${seconds} s per run, ${rounds} rounds, runs alternate between the servers; figures are the median of the rounds.`,
    );
    print(await cachedPages(app, dir, options));
    print(await api(app, dir, options));
    print(await javascriptBytes(app, pages));
  }
  if (lighthouse) print(await lighthouseTable(app.url, pages));
  await app.stop();

  if (loadTests) {
    app = await startApp(dir, { pageCacheSeconds: 0 });
    const renderOptions = { ...options, connections: 20 };
    print(await uncached(app, dir, renderOptions));
    print(await manyBlogs(app, dir, options, blogs));
    await app.stop();
  }
}

main()
  .then(() => cleanUp())
  .catch((error) => {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.stack : error}`);
    cleanUp();
    process.exit(1);
  });
