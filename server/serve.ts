import cluster from "node:cluster";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Site } from "./entry";

/** After SIGTERM, requests in flight get this long to finish; then their connections are closed. */
export const DRAIN_DEADLINE_MS = 10_000;
/** If closing the database hangs after the deadline, the process ends anyway this much later. */
const LAST_RESORT_MS = 5_000;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface ServeOptions {
  /** Development: Vite's middlewares run first. */
  middleware?: Middleware;
  /** Called after the database is closed, before the process exits. */
  onStopped?: () => Promise<unknown>;
}

/**
 * The production request listener: stored anonymous pages are answered on node:http itself
 * (server/cached-answers.ts); everything else goes to the app.
 */
export function siteListener(site: Pick<Site, "fetch" | "answerCached">) {
  const handle = getRequestListener(site.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    const answered = site.answerCached(req, res);
    if (answered === false) void handle(req, res);
    else if (answered !== true)
      void answered.then((done) => {
        if (!done) void handle(req, res);
      });
  };
}

/**
 * Serves the site on its port, and on SIGTERM or SIGINT drains instead of dropping requests
 * (docs/decisions/0010-graceful-shutdown.md): stop accepting connections, answer /api/health 503,
 * let requests in flight finish (each answer closes its connection; idle kept-alive connections
 * are closed at once) for up to DRAIN_DEADLINE_MS, then close what is left and the database.
 */
export function serveSite(site: Site, { middleware, onStopped = async () => {} }: ServeOptions = {}): Server {
  const { config, logger } = site;
  const handle = getRequestListener(site.fetch);
  const listener = siteListener(site);
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const server = createServer((req, res) => {
    inFlight.add(res);
    // While draining, every answer ends its connection, so the client's next request goes elsewhere.
    if (draining) res.shouldKeepAlive = false;
    res.once("close", () => {
      inFlight.delete(res);
      if (draining) server.closeIdleConnections();
    });
    if (middleware) middleware(req, res, () => void handle(req, res));
    else listener(req, res);
  });
  server.listen(config.port, config.host, () => {
    logger.info(`Site ready at http://localhost:${config.port} (${config.production ? "production" : "development"})`);
  });

  const drain = (signal: NodeJS.Signals) => {
    if (draining) {
      logger.warn({ signal }, "second signal while draining: stopping now");
      process.exit(1);
    }
    draining = true;
    const deadline = Date.now() + DRAIN_DEADLINE_MS;
    logger.info({ signal, inFlight: inFlight.size }, "shutting down: finishing the requests in flight");
    site.startDraining();
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const cut = setTimeout(() => {
      logger.warn({ inFlight: inFlight.size }, "drain deadline passed: closing the remaining connections");
      server.closeAllConnections();
    }, DRAIN_DEADLINE_MS);
    setTimeout(() => {
      logger.error("shutdown did not finish: exiting");
      process.exit(1);
    }, DRAIN_DEADLINE_MS + LAST_RESORT_MS).unref();
    // Stops accepting, closes idle connections, and calls back once every connection has ended.
    server.close(async () => {
      clearTimeout(cut);
      try {
        await site.close(deadline);
        await onStopped();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    });
  };
  process.on("SIGTERM", drain);
  // A worker of WORKERS=N drains on the SIGTERM its primary sends; Ctrl-C's SIGINT reaches the
  // whole process group, and counting it too would make the primary's SIGTERM a second signal.
  process.on("SIGINT", cluster.isWorker ? () => {} : drain);
  return server;
}
