// Whether build/ was made from the sources as they are now. `npm run build` ends with
// `node scripts/build-stamp.js`, which records the sources' digest in build/sources.sha256;
// `npm start` (scripts/start.js) builds only when that digest is missing or differs. A build
// removes build/ first, so a build that fails halfway leaves no digest behind.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STAMP = join(ROOT, "build", "sources.sha256");
const SERVER_BUILD = join(ROOT, "build", "server", "index.js");

/**
 * Top-level entries that are not inputs of the build: what it makes, the site's data, tests,
 * documents and the tools around it. Everything else counts (a new folder of sources too), except
 * hidden files and unit tests.
 */
const NOT_SOURCES = new Set([
  "node_modules",
  "build",
  "data",
  "backups",
  "tests",
  "docs",
  "deploy",
  "test-results",
  "playwright-report",
  "README.md",
  "eslint.config.js",
  "playwright.config.ts",
  "vitest.config.ts",
]);
const isSource = (name, top) =>
  !name.startsWith(".") && !(top && NOT_SOURCES.has(name)) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".log");

/** The source files under `dir`, in a fixed order, as paths relative to the project. */
function sourceFiles(dir = "", top = true) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => isSource(entry.name, top))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return sourceFiles(path, false);
      return entry.isFile() ? [path] : [];
    });
}

/** SHA-256 of every source file's path and content (a few hundred small files: some 50 ms). */
export function sourcesDigest() {
  const hash = createHash("sha256");
  for (const path of sourceFiles())
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(ROOT, path)))
      .update("\0");
  return hash.digest("hex");
}

/** True when build/ is complete and was made from the sources as they are now. */
export function buildIsCurrent() {
  return existsSync(SERVER_BUILD) && existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === sourcesDigest();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(STAMP, `${sourcesDigest()}\n`);
