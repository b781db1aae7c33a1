import { cpSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Not copied: the dependencies (linked instead), what tools and the site write, and a developer's
 * own `.env` (a test that wants one writes it).
 */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  ".env",
  "data",
  "backups",
  "test-results",
  "playwright-report",
  ".react-router",
]);

/**
 * A copy of this project, its build included, in a new temporary folder; node_modules is a link to
 * this one's. For tests that run `npm start` or `npm test` as a person does: a build or a test run
 * there leaves this folder's build (which the other tests serve) and test results alone.
 */
export function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-e2e-project-"));
  for (const name of readdirSync(".")) if (!NOT_COPIED.has(name)) cpSync(name, join(dir, name), { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  return dir;
}
