// `npm test`: the whole suite — unit and API tests (Vitest, real databases) with the production
// build beside them (when build/ is missing or stale, as for npm start), then the end-to-end tests (Playwright in
// Debian's Chromium headless shell). Ends with one summary line. `npm test -- FILE…` runs only
// those files: *.spec.ts end-to-end, the others with Vitest. Ctrl-C or SIGTERM stops every process
// it started (the tools, their workers and browsers, the end-to-end server and its OpenID provider).
import "./require-node.js";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join } from "node:path";
import { buildIsCurrent } from "./build-stamp.js";
import { descendantProcesses, processRunning } from "./processes.js";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the end-to-end tests need it.\n` +
      "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n" +
      "or point CHROMIUM_PATH at another Chromium binary. (.ci/run installs it automatically.)",
  );
  process.exit(1);
}

// The HTML validity test (tests/e2e/html-validity.spec.ts) runs the Nu Html Checker (the vnu-jar package's jar) in Java.
const java = process.env.JAVA ?? "java";
if (spawnSync(java, ["-version"], { stdio: "ignore" }).status !== 0) {
  console.error(
    `Java was not found (${java}); the HTML validity test runs the Nu Html Checker with it.\n` +
      "Install Debian's package:  sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless\n" +
      "or point JAVA at another java binary (11 or later). (.ci/run installs it automatically.)",
  );
  process.exit(1);
}

/** After Ctrl-C or SIGTERM, how long the processes of the run get to end (the server drains in at most 10 s); then they are killed. */
const STOP_GRACE_MS = 15_000;
let stopping = false;

/**
 * Ctrl-C or SIGTERM: stops every process this run started, and theirs. Playwright starts the
 * end-to-end server in a process group of its own, so Ctrl-C's SIGINT never reaches it, and a
 * SIGTERM to npm reaches this process alone: each is sent SIGTERM by its id, and what is still
 * there after STOP_GRACE_MS is killed. Then this process ends as the signal would have ended it.
 */
function stopEverything(signal) {
  // npm passes Ctrl-C's SIGINT on too: this process sees the one request twice.
  if (stopping) return;
  stopping = true;
  console.error(`\nnpm test: ${signal}, stopping every process it started…`);
  const started = new Set(descendantProcesses(process.pid));
  for (const pid of started) signalProcess(pid, "SIGTERM");
  const deadline = Date.now() + STOP_GRACE_MS;
  setInterval(() => {
    // What a process still running started meanwhile is stopped too.
    for (const pid of started)
      if (processRunning(pid)) for (const child of descendantProcesses(pid)) started.add(child);
    const left = [...started].filter(processRunning);
    if (left.length > 0 && Date.now() < deadline) return;
    for (const pid of left) signalProcess(pid, "SIGKILL");
    console.error(`npm test: stopped by ${signal}`);
    process.exit(128 + constants.signals[signal]);
  }, 100);
}
const signalProcess = (pid, signal) => {
  try {
    process.kill(pid, signal);
  } catch {
    // ended meanwhile
  }
};
process.on("SIGINT", stopEverything);
process.on("SIGTERM", stopEverything);

const reports = mkdtempSync(join(tmpdir(), "site-test-reports-"));
/** Runs a tool with this terminal; resolves whether it succeeded. Not while stopping: the signal handler ends the process. */
const run = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.once("exit", (code) => {
      if (!stopping) resolve(code === 0);
    });
  });
/**
 * Runs a tool beside another one, its output held back and shown once it ends (so that the two do
 * not interleave); resolves whether it succeeded.
 */
const runAside = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("exit", (code) => {
      process.stdout.write(Buffer.concat(output));
      if (!stopping) resolve(code === 0);
    });
  });
const bin = (name) => join("node_modules", ".bin", name);

// `npm test -- FILE…`: only those files (end-to-end ones end in .spec.ts); none: every test.
const files = process.argv.slice(2);
const e2eFiles = files.filter((file) => file.endsWith(".spec.ts"));
const unitFiles = files.filter((file) => !file.endsWith(".spec.ts"));
const runUnit = files.length === 0 || unitFiles.length > 0;
const runE2e = files.length === 0 || e2eFiles.length > 0;

if (runUnit && !process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: API tests run on SQLite only, and the PostgreSQL resilience tests do not run (set it to a PostgreSQL URL to run them).",
  );
}
// The production build runs beside the unit and API tests, which spend much of their time waiting
// on their databases and sockets: on two cores the build then costs little of the run's time.
const built = !runE2e || buildIsCurrent() ? Promise.resolve(true) : runAside("npm", ["run", "build", "--silent"]);
const vitestReport = join(reports, "vitest.json");
const unitOk =
  !runUnit ||
  (await run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
    ...unitFiles,
  ]));

const buildOk = await built;
const playwrightReport = join(reports, "playwright.json");
const e2eOk =
  !runE2e ||
  (buildOk &&
    (await run(bin("playwright"), ["test", "--reporter=list,json", ...e2eFiles], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    })));

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
if (!buildOk) failed += 1;

const ok = unitOk && buildOk && e2eOk && failed === 0 && passed > 0;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
