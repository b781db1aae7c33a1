// Process entry: `node server.js` serves the production build, `node server.js --dev` runs Vite in
// middleware mode (HMR on the same port). Everything else lives in server/ (TypeScript); serving
// and the graceful shutdown are in server/serve.ts.
import "./scripts/require-node.js";
import { existsSync } from "node:fs";

const dev = process.argv.includes("--dev");
const SERVER_BUILD = "./build/server/index.js";

async function start() {
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
    const entry = await vite.ssrLoadModule("/server/entry.ts");
    const site = await entry.createSite({ loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") });
    entry.serveSite(site, { middleware: vite.middlewares, onStopped: () => vite.close() });
    return;
  }
  if (!existsSync(new URL(SERVER_BUILD, import.meta.url))) {
    throw new Error("No production build found: run `npm run build` first (or `npm start`, which builds).");
  }
  const entry = await import(SERVER_BUILD);
  // WORKERS > 1: this process forks that many workers, which run this file again (server/cluster.ts).
  await entry.startServer({ staticRoot: "build/client", enhanceManifest: "build/enhance.json" });
}

start().catch((error) => {
  console.error(`Could not start the site: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
