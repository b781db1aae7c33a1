import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "../../scripts/require-node.js");

/** A copy of scripts/require-node.js beside a package.json whose engines floor is `floor`. */
function checkerWithFloor(floor: string): string {
  const dir = mkdtempSync(join(tmpdir(), "require-node-"));
  mkdirSync(join(dir, "scripts"));
  copyFileSync(script, join(dir, "scripts", "require-node.js"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", engines: { node: floor } }));
  made.push(dir);
  return join(dir, "scripts", "require-node.js");
}
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the Node.js floor (package.json engines), checked first by every entry point", () => {
  it("on an older Node.js, stops with one line naming the version needed and exit code 1", () => {
    const running = process.versions.node;
    const needed = Number(running.split(".")[0]) + 1;
    const result = spawnSync(process.execPath, [checkerWithFloor(`>=${needed}.0.0`)], { encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `This site needs Node.js ${needed} or newer; this is Node.js ${running}. Install Node.js ${needed} LTS (see README.md, section Node.js).\n`,
    );
  });

  it("on this Node.js (at or above the project's floor) says nothing and lets the start go on", () => {
    const result = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });

  it("`npm ci` on an older Node.js stops at once, installing nothing, and npm's error names the README section with the install steps (.npmrc: engine-strict)", () => {
    const needed = Number(process.versions.node.split(".")[0]) + 1;
    const project = JSON.parse(readFileSync("package.json", "utf8"));
    project.engines.node = `>=${needed}.0.0`;
    const dir = mkdtempSync(join(tmpdir(), "engine-strict-"));
    made.push(dir);
    writeFileSync(join(dir, "package.json"), JSON.stringify(project));
    for (const file of ["package-lock.json", ".npmrc"]) copyFileSync(file, join(dir, file));

    const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, encoding: "utf8" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("npm error code EBADENGINE");
    expect(result.stderr).toContain(
      `npm error notsup Required: {"node":">=${needed}.0.0","install":"Node.js 24 or 26 LTS with npm 11: see README.md, section Node.js"}`,
    );
    expect(existsSync(join(dir, "node_modules"))).toBe(false);
    // The section it names is there.
    expect(readFileSync("README.md", "utf8")).toMatch(/^## Node\.js$/m);
  }, 120_000);
});
