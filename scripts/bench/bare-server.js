// The baseline: a bare node:http server answering each path with bytes and headers held in memory.
// Run as a child process: node bare-server.js MANIFEST.json (written by bare.js).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const manifest = JSON.parse(readFileSync(process.argv[2], "utf8"));
const routes = new Map();
for (const [path, { status, headers, bodyFile }] of Object.entries(manifest.routes)) {
  const body = readFileSync(bodyFile);
  routes.set(path, { status, headers: [...headers.flat(), "Content-Length", String(body.length)], body });
}

createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(route.status, route.headers);
  res.end(route.body);
}).listen(manifest.port, "127.0.0.1", () => console.log(`bare server on ${manifest.port}`));
