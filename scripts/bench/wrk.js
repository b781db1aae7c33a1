// Runs wrk and reads its report. wrk (Debian's package) measures compressed bodies correctly,
// where Node load generators under-report them.
import { spawn } from "node:child_process";
import { assertLoopback } from "./http.js";
import { track } from "./processes.js";

export const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";
/** What a browser sends; the app, the bare server and nginx each answer with what they have. */
export const ACCEPT_ENCODING = "br, gzip";

/**
 * A phone's browser: every request is a visitor's, so the app counts each one as a page view
 * (server/visits.ts, decision 0058) — the measured figures include counting. wrk alone sends no
 * user agent, which the counter takes for a crawler and skips.
 */
export const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const TIME_UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "1.23ms", "456.00us", "2.01s" → milliseconds. */
export function parseDuration(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`wrk duration not understood: "${text}"`);
  return Number(match[1]) * TIME_UNITS[match[2]];
}

/** wrk's text report (run with --latency) → the figures the benchmark prints. */
export function parseWrkOutput(text) {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(text);
  const total = /^\s*(\d+) requests in ([\d.]+\w+),/m.exec(text);
  if (!rps || !total) throw new Error(`wrk output not understood:\n${text}`);
  const requests = Number(total[1]);
  const latency = (label) => {
    if (requests === 0) return NaN;
    const m = new RegExp(`^\\s+${label}\\s+([\\d.]+(?:us|ms|s|m|h))`, "m").exec(text);
    return m ? parseDuration(m[1]) : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  return {
    requestsPerSecond: Number(rps[1]),
    requests,
    seconds: parseDuration(total[2]) / 1000,
    meanMs: latency("Latency"),
    p50Ms: latency("50%"),
    p99Ms: latency("99%"),
    socketErrors: socket ? socket.slice(1, 5).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/** One wrk run against a loopback URL; resolves with the parsed report. */
export function runWrk({ url, seconds, connections, threads }) {
  assertLoopback(url);
  const args = [
    "-t",
    String(Math.min(threads, connections)),
    "-c",
    String(connections),
    "-d",
    `${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
    "-H",
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    "-H",
    `User-Agent: ${USER_AGENT}`,
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = track(spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] }));
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      try {
        resolve(parseWrkOutput(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}
