// Load benchmark against a running site on this machine (loopback only, bounded in time):
//   npm start &  then  node scripts/bench.js [--url http://127.0.0.1:3000] [--seconds 10] [--connections 20]
// Prints requests per second and latency percentiles for each path.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const base = new URL(values.url);
if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) {
  console.error("The benchmark only targets this machine (127.0.0.1, localhost or [::1]).");
  process.exit(1);
}
const seconds = Math.min(Number(values.seconds), 60);
const connections = Math.min(Number(values.connections), 200);
const paths = ["/", "/services/web-development", "/blogs", "/api/blogs?limit=3", "/api/team"];

async function measure(path) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const res = await fetch(new URL(path, base), { headers: { "accept-encoding": "gzip, br" } });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { path, "req/s": Math.round(latencies.length / seconds), "p50 ms": at(0.5), "p99 ms": at(0.99), errors };
}

const results = [];
for (const path of paths) results.push(await measure(path));
console.table(results);
