// Child processes and temporary directories of one benchmark run, all removed on exit, on Ctrl-C
// and on failure.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

const children = new Set();
const dirs = new Set();

/** Registers a child so it is killed when the benchmark ends, however it ends. */
export function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.add(dir);
  return dir;
}

/** Starts a long-running process with its output in `logFile` (never a pipe nobody reads). */
export function startProcess(command, args, { env, cwd, logFile }) {
  const out = openSync(logFile, "a");
  const child = track(spawn(command, args, { env, cwd, stdio: ["ignore", out, out] }));
  child.logFile = logFile;
  return child;
}

export async function stopProcess(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A loopback port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; fails with the end of the child's log if the child exits or time runs out. */
export async function waitUntilServing(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  const failure = (why) => {
    let log = "";
    try {
      log = readFileSync(child.logFile, "utf8").split("\n").slice(-20).join("\n");
    } catch {
      // no log yet
    }
    return new Error(`${why} (${url})\n${log}`);
  };
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw failure(`exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw failure("did not answer in time");
}

export function cleanUp() {
  // SIGTERM, not SIGKILL: nginx and Chromium then take their own helper processes down with them.
  for (const child of children) child.kill("SIGTERM");
  children.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

/** Cleans up when the process exits or is interrupted (Ctrl-C, kill, a closed terminal). */
export function cleanUpOnExit() {
  process.on("exit", cleanUp);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the servers and removing the temporary files.`);
      cleanUp();
      process.exit(130);
    });
  }
}
