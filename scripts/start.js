// `npm start`: serves the production build (as `npm run serve` does), building it first only when
// build/ is missing or was made from other sources (scripts/build-stamp.js). The build's own
// output (bundle sizes, its tools' deprecation notices) is shown only when it fails. SIGTERM or
// SIGINT during the build stops it; once the server runs, they drain it (decision 0010).
// Settings come from the environment and `.env` (scripts/site-env.js); it always serves in
// production, whatever NODE_ENV says. Packages that do not match package-lock.json stop it at once
// with one line saying to run `npm ci` (decision 0050).
import "./require-node.js";
import "./site-env.js";
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { buildIsCurrent } from "./build-stamp.js";
import { installedPackagesProblem } from "./installed-packages.js";

// Before any package is imported: after `git pull` without `npm ci` one may be missing.
const packagesProblem = installedPackagesProblem(fileURLToPath(new URL("..", import.meta.url)));
if (packagesProblem) {
  console.error(packagesProblem);
  process.exit(1);
}
// The build too: NODE_ENV=development would make Vite bundle React's development build.
process.env.NODE_ENV = "production";
const { default: pino } = await import("pino");

const level = process.env.LOG_LEVEL && process.env.LOG_LEVEL in pino.levels.values ? process.env.LOG_LEVEL : "info";
const logger = pino({ level, base: undefined });

/** Runs `npm run build` with its output held back; exits the process if it fails or a signal comes. */
async function build() {
  const started = performance.now();
  logger.info(
    "Building the site: build/ is missing or was made from other sources (this takes 40–70 s on 2 cores, over 2 minutes when they are very busy) …",
  );
  // Its own process group, so that a signal stops npm and every tool it runs.
  const child = spawn("npm", ["run", "build", "--silent"], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  let stoppedBy;
  const stop = (signal) => {
    stoppedBy = signal;
    process.kill(-child.pid, "SIGTERM");
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  const code = await new Promise((resolve) => child.once("close", (exitCode) => resolve(exitCode)));
  process.off("SIGTERM", stop);
  process.off("SIGINT", stop);
  if (stoppedBy) {
    logger.info({ signal: stoppedBy }, "stopped while building");
    process.exit(1);
  }
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    logger.error({ code }, "the build failed (its output is above); the site was not started");
    process.exit(1);
  }
  logger.info({ seconds: Math.round((performance.now() - started) / 1000) }, "built");
}

// WORKERS > 1: the workers run this file again (node:cluster); only the first process builds.
if (cluster.isPrimary) {
  if (buildIsCurrent())
    logger.info("build/ is up to date with the sources: serving it without building (npm run build rebuilds it)");
  else await build();
}
await import("../server.js");
