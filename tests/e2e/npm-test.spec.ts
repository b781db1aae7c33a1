import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { projectCopy } from "../support/project-copy";
import { connectionRefused } from "../support/requests-in-flight";
import { descendantProcesses, freePort, processRunning } from "../support/site-server";

// `npm test` interrupted as a person or a service does it, while its end-to-end tests run (issue 44
// item 8): every process it started ends, and nothing is left listening on E2E_PORT or
// E2E_OIDC_PORT. It runs in a copy of the project (its build is current there, so nothing is
// built) with one long spec file, on ports of its own. Desktop project only.

const interruptions: Array<[string, NodeJS.Signals, (npm: ChildProcess) => void]> = [
  ["Ctrl-C (SIGINT to the terminal's process group)", "SIGINT", (npm) => process.kill(-npm.pid!, "SIGINT")],
  ["SIGTERM to the npm process", "SIGTERM", (npm) => npm.kill("SIGTERM")],
];

for (const [how, signal, interrupt] of interruptions) {
  test(`${how} stops every process \`npm test\` started: its tools, the end-to-end server and the OpenID provider; nothing listens on their ports @desktop`, async () => {
    test.setTimeout(300_000);
    const project = projectCopy();
    const ports = { site: await freePort(), oidc: await freePort() };
    // A process group of its own, as a terminal gives a command.
    const npm = spawn("npm", ["test", "--", "tests/e2e/fuzz.spec.ts"], {
      cwd: project,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, E2E_PORT: String(ports.site), E2E_OIDC_PORT: String(ports.oidc) },
    });
    let output = "";
    npm.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    npm.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise((resolve) => npm.once("exit", resolve));
    const site = { url: `http://127.0.0.1:${ports.site}` };
    const oidc = { url: `http://127.0.0.1:${ports.oidc}` };
    let processes: number[] = [];
    try {
      // Playwright starts the end-to-end server (and the provider before it); the fuzz tests then take minutes.
      await expect
        .poll(async () => (await fetch(`${site.url}/api/health`).catch(() => undefined))?.status, {
          timeout: 240_000,
          message: "the end-to-end server of `npm test` answers",
        })
        .toBe(200);
      expect(await connectionRefused(oidc)).toBe(false);
      processes = [npm.pid!, ...descendantProcesses(npm.pid!)];
      interrupt(npm);
      await exited;
      await expect.poll(() => processes.filter(processRunning), { timeout: 30_000 }).toEqual([]);
      expect(await connectionRefused(site)).toBe(true);
      expect(await connectionRefused(oidc)).toBe(true);
      expect(output).toContain(`npm test: stopped by ${signal}`);
    } finally {
      // What is left of a run that failed before the interruption, or of one the interruption did not stop.
      if (npm.exitCode === null && npm.signalCode === null) processes.push(npm.pid!, ...descendantProcesses(npm.pid!));
      for (const pid of processes.filter(processRunning)) process.kill(pid, "SIGKILL");
      rmSync(project, { recursive: true, force: true });
    }
  });
}
