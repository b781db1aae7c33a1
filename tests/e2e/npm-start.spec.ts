import { appendFileSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { projectCopy } from "../support/project-copy";
import { connectionRefused, heldBackMessage } from "../support/requests-in-flight";
import { descendantProcesses, launchSite, processRunning, type SiteProcess } from "../support/site-server";

// `npm start` as an operator runs it (no browser): desktop project only. Each test runs it in a copy
// of the project (projectCopy), so a build it makes leaves this folder's build alone.

/** `npm start` in `project` on port of its own, its database in the project's data/ folder and its auth secret generated there. */
function npmStart(project: string) {
  return launchSite(
    `file:${join(project, "data", "site.db")}`,
    { LOG_LEVEL: "info", AUTH_SECRET: "" },
    { command: ["npm", "start"], cwd: project },
  );
}

/** A file's permission bits in octal, as `ls -l` shows them: "600" is rw for the owner only. */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** npm and everything it runs for the script, for checking later that none is left. */
const processesOf = (site: SiteProcess) => [site.child.pid!, ...descendantProcesses(site.child.pid!)];

/** Stops by their ids whatever a test left running (what a signal did not reach): `processes`, and what `sites` run now. */
function killLeft(processes: number[], sites: SiteProcess[]) {
  for (const pid of [...processes, ...sites.flatMap(processesOf)].filter(processRunning)) process.kill(pid, "SIGKILL");
}

test("SIGTERM to the `npm start` process stops the server after it drains; the files it creates (database, its -wal and -shm, auth secret) are readable by their owner only @desktop", async () => {
  test.setTimeout(240_000);
  const project = projectCopy();
  const site = await npmStart(project);
  const agent = new Agent({ keepAlive: true });
  let processes: number[] = [];
  try {
    await site.waitUntilServing(180_000); // builds first if this folder's build is not current
    processes = processesOf(site);
    const data = join(project, "data");
    expect(modeOf(data)).toBe("700");
    expect(
      ["site.db", "site.db-wal", "site.db-shm", "auth-secret"].map((name) => `${name} ${modeOf(join(data, name))}`),
    ).toEqual(["site.db 600", "site.db-wal 600", "site.db-shm 600", "auth-secret 600"]);

    const message = heldBackMessage(agent, site);
    await message.sent;
    site.child.kill("SIGTERM");
    await expect.poll(() => connectionRefused(site), { timeout: 5000 }).toBe(true);
    message.finish();
    expect(await message.answer).toMatchObject({ status: 200, body: '{"ok":true}' });
    await site.exited;
    await expect.poll(() => processes.filter(processRunning), { timeout: 10_000 }).toEqual([]);
    expect(site.output()).toContain('"msg":"stopped"');
  } finally {
    agent.destroy();
    killLeft(processes, [site]);
    rmSync(project, { recursive: true, force: true });
  }
});

test("a second `npm start` serves the build without building it again; after a source file changes it builds, and SIGTERM stops that build @desktop", async () => {
  test.setTimeout(240_000);
  const project = projectCopy();
  const processes: number[] = [];
  const sites: SiteProcess[] = [];
  const start = async () => {
    const site = await npmStart(project);
    sites.push(site);
    return site;
  };
  try {
    const first = await start();
    await first.waitUntilServing(180_000);
    processes.push(...processesOf(first));
    first.child.kill("SIGTERM");
    await first.exited;

    const second = await start();
    await second.waitUntilServing(30_000);
    processes.push(...processesOf(second));
    second.child.kill("SIGTERM");
    await second.exited;
    expect(second.output()).toContain(
      "build/ is up to date with the sources: serving it without building (npm run build rebuilds it)",
    );
    expect(second.output()).not.toContain("Building the site");
    // Not a line of the build's own output (vite's, React Router's).
    expect(
      second
        .output()
        .split("\n")
        .filter((line) => line && !line.startsWith("{") && !line.startsWith(">")),
    ).toEqual([]);

    appendFileSync(join(project, "app", "root.tsx"), "\n// changed\n");
    const third = await start();
    await expect
      .poll(() => third.output(), { timeout: 30_000 })
      .toContain("Building the site: build/ is missing or was made from other sources");
    await expect
      .poll(() => descendantProcesses(third.child.pid!).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    const building = processesOf(third);
    processes.push(...building);
    third.child.kill("SIGTERM");
    await third.exited;
    await expect.poll(() => building.filter(processRunning), { timeout: 10_000 }).toEqual([]);
    expect(third.output()).toContain('"msg":"stopped while building"');
    expect(await connectionRefused(third)).toBe(true);
  } finally {
    killLeft(processes, sites);
    rmSync(project, { recursive: true, force: true });
  }
});

/** What the process printed that is not npm's own (its "> script" header and its "npm error" lines). */
const ownLines = (site: SiteProcess) =>
  site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith(">") && !line.startsWith("npm "));

test("after an update whose package-lock.json names other packages than node_modules holds, `npm start` says in one line to run `npm ci`, and neither builds nor starts @desktop", async () => {
  test.setTimeout(120_000);
  const project = projectCopy();
  const lockFile = join(project, "package-lock.json");
  const lock = JSON.parse(readFileSync(lockFile, "utf8"));
  // A newer version of the site: a package upgraded, and one it did not use before.
  lock.packages["node_modules/qrcode"].version = "1.9.0";
  lock.packages["node_modules/left-pad"] = { version: "1.3.0", license: "WTFPL" };
  writeFileSync(lockFile, JSON.stringify(lock, null, 2));
  const updated = await npmStart(project);
  try {
    expect(await updated.exited).toBe(1);
    expect(ownLines(updated)).toEqual([
      "The installed packages do not match package-lock.json (qrcode is 1.5.4, not 1.9.0, left-pad 1.3.0 is not installed): run `npm ci` to install the ones this version needs, then `npm start` again.",
    ]);
  } finally {
    killLeft([], [updated]);
    rmSync(project, { recursive: true, force: true });
  }
});

test("`npm start` reads `.env` and serves in production whatever NODE_ENV says; a variable set in the shell wins over the file @desktop", async () => {
  test.setTimeout(240_000);
  const project = projectCopy();
  const token = "t".repeat(40);
  writeFileSync(join(project, ".env"), `NODE_ENV=development\nMETRICS_TOKEN=${token}\nLOG_LEVEL=silent\n`);
  // The shell says development too, and sets LOG_LEVEL=info (launchSite's): it wins over the file's silent.
  const site = await launchSite(
    `file:${join(project, "data", "site.db")}`,
    { LOG_LEVEL: "info", AUTH_SECRET: "", NODE_ENV: "development" },
    { command: ["npm", "start"], cwd: project },
  );
  try {
    await site.waitUntilServing(180_000);
    const metrics = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(metrics.status).toBe(200);
    expect(site.output()).toContain(`Site ready at http://localhost:${new URL(site.url).port} (production)`);
    site.child.kill("SIGTERM");
    await site.exited;
  } finally {
    killLeft([], [site]);
    rmSync(project, { recursive: true, force: true });
  }
});
