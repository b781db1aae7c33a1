// Whether node_modules holds the packages package-lock.json names (npm start checks before it builds:
// after `git pull` without `npm ci`, the build otherwise fails with a page of errors about a missing
// import). npm records what it installed in node_modules/.package-lock.json; the two files are
// compared by version, a few milliseconds. Only node:fs and node:path: this runs before any package
// is imported. Decision 0050.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const readPackages = (file) => JSON.parse(readFileSync(file, "utf8")).packages ?? {};

/** One line saying to run `npm ci` and why, or undefined when node_modules matches the lock file. */
export function installedPackagesProblem(root) {
  const wanted = readPackages(join(root, "package-lock.json"));
  let installed;
  try {
    installed = readPackages(join(root, "node_modules", ".package-lock.json"));
  } catch {
    return "The packages are not installed (node_modules has no .package-lock.json): run `npm ci`, then `npm start` again.";
  }
  const differences = [];
  for (const [path, { version, optional, link }] of Object.entries(wanted)) {
    // The project itself, and packages for other platforms (optional, never installed here).
    if (path === "" || link) continue;
    const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    const have = installed[path]?.version;
    if (have === undefined && !optional) differences.push(`${name} ${version} is not installed`);
    else if (have !== undefined && have !== version) differences.push(`${name} is ${have}, not ${version}`);
  }
  if (differences.length === 0) return undefined;
  const shown = differences.slice(0, 3).join(", ");
  const more = differences.length > 3 ? ` and ${differences.length - 3} more` : "";
  return `The installed packages do not match package-lock.json (${shown}${more}): run \`npm ci\` to install the ones this version needs, then \`npm start\` again.`;
}
