// Alternating wrk runs: every round visits each path on each target in turn (app, bare node, nginx,
// app, …), so a burst of load from elsewhere on the machine hits all of them alike.
import { median, summarizeRuns } from "./format.js";
import { getRaw } from "./http.js";
import { ACCEPT_ENCODING, runWrk } from "./wrk.js";

/**
 * targets: [{ name, url }]; resolves with results[path][targetName] = { requestsPerSecond, p99Ms, meanMs, failures }.
 * A short untimed warm-up per path and target comes first (the app's JIT, its cache, nginx's file cache).
 */
export async function alternate({ targets, paths, rounds, seconds, connections, threads, label }) {
  const runs = {};
  for (const path of paths) {
    runs[path] = Object.fromEntries(targets.map((t) => [t.name, []]));
    for (const target of targets) await runWrk({ url: `${target.url}${path}`, seconds: 1, connections, threads });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const path of paths) {
      for (const target of targets) {
        const result = await runWrk({ url: `${target.url}${path}`, seconds, connections, threads });
        runs[path][target.name].push(result);
        process.stderr.write(
          `  ${label} round ${round}/${rounds} ${path} ${target.name}: ${Math.round(result.requestsPerSecond)} req/s\n`,
        );
      }
    }
  }
  const results = {};
  for (const path of paths)
    results[path] = Object.fromEntries(targets.map((t) => [t.name, summarizeRuns(runs[path][t.name])]));
  return results;
}

const MAX_SECONDS_PER_RUN = 60;

/**
 * One request at a time, alternating like `alternate`: each round times at least 3 requests and at
 * least `seconds` seconds per path and target (at most 60 s). The median time is what one request
 * costs the server with nothing queued in front of it; results[path][targetName] = { medianMs, requests, failures }.
 */
export async function sequential({ targets, paths, rounds, seconds, label }) {
  const times = {};
  const failures = {};
  for (const path of paths) {
    times[path] = Object.fromEntries(targets.map((t) => [t.name, []]));
    failures[path] = Object.fromEntries(targets.map((t) => [t.name, 0]));
  }
  for (let round = 1; round <= rounds; round++) {
    for (const path of paths) {
      for (const target of targets) {
        const started = performance.now();
        let count = 0;
        const elapsed = () => (performance.now() - started) / 1000;
        while ((count < 3 || elapsed() < seconds) && elapsed() < MAX_SECONDS_PER_RUN) {
          const t0 = performance.now();
          const response = await getRaw(`${target.url}${path}`, { "accept-encoding": ACCEPT_ENCODING });
          if (response.status === 200) times[path][target.name].push(performance.now() - t0);
          else failures[path][target.name]++;
          count++;
        }
        process.stderr.write(
          `  ${label} round ${round}/${rounds} ${path} ${target.name}: ${count} requests one at a time\n`,
        );
      }
    }
  }
  const results = {};
  for (const path of paths) {
    results[path] = Object.fromEntries(
      targets.map((t) => [
        t.name,
        {
          medianMs: median(times[path][t.name]),
          requests: times[path][t.name].length,
          failures: failures[path][t.name],
        },
      ]),
    );
  }
  return results;
}
