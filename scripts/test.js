// `npm test`: the whole suite — unit and API tests (Vitest, real databases), then the production
// build and the end-to-end tests (Playwright in Debian's Chromium headless shell). Ends with one summary line.
import "./require-node.js";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

const reports = mkdtempSync(join(tmpdir(), "site-test-reports-"));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;
const bin = (name) => join("node_modules", ".bin", name);

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: API tests run on SQLite only, and the PostgreSQL resilience tests do not run (set it to a PostgreSQL URL to run them).",
  );
}
const vitestReport = join(reports, "vitest.json");
const unitOk = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);

const buildOk = run("npm", ["run", "build", "--silent"]);
const playwrightReport = join(reports, "playwright.json");
const e2eOk =
  buildOk &&
  run(bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });

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
