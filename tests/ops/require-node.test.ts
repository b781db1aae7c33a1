import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
      `This site needs Node.js ${needed} or newer; this is Node.js ${running}. Install Node.js ${needed} LTS (see README.md, "Two commands").\n`,
    );
  });

  it("on this Node.js (at or above the project's floor) says nothing and lets the start go on", () => {
    const result = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });
});
