// Process entry: `node server.js` serves the production build, `node server.js --dev` runs Vite in
// middleware mode (HMR on the same port). Everything else lives in server/ (TypeScript).
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

const dev = process.argv.includes("--dev");
const SERVER_BUILD = "./build/server/index.js";

async function start() {
  let vite;
  let site;
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
    const entry = await vite.ssrLoadModule("/server/entry.ts");
    site = await entry.createSite({ loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") });
  } else {
    if (!existsSync(new URL(SERVER_BUILD, import.meta.url))) {
      throw new Error("No production build found: run `npm run build` first (or `npm start`, which builds).");
    }
    const entry = await import(SERVER_BUILD);
    site = await entry.createSite({ staticRoot: "build/client" });
  }

  const handle = getRequestListener(site.fetch);
  const server = createServer((req, res) => (vite ? vite.middlewares(req, res, () => handle(req, res)) : handle(req, res)));
  server.listen(site.config.port, site.config.host, () => {
    site.logger.info(`Site ready at http://localhost:${site.config.port} (${dev ? "development" : "production"})`);
  });

  const shutdown = () => {
    server.close(async () => {
      await site.close();
      await vite?.close();
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

start().catch((error) => {
  console.error(`Could not start the site: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
