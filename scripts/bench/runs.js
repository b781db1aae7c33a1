// Alternating wrk runs: every round visits each path on each target in turn (app, bare node, nginx,
// app, …), so a burst of load from elsewhere on the machine hits all of them alike.
import { summarizeRuns } from "./format.js";
import { runWrk } from "./wrk.js";

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
        process.stderr.write(`  ${label} round ${round}/${rounds} ${path} ${target.name}: ${Math.round(result.requestsPerSecond)} req/s\n`);
      }
    }
  }
  const results = {};
  for (const path of paths) results[path] = Object.fromEntries(targets.map((t) => [t.name, summarizeRuns(runs[path][t.name])]));
  return results;
}
