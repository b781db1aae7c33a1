import cluster from "node:cluster";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { askPrimaryToStopAccepting, type DrainSteps, followPrimaryWhenStopping } from "./cluster";
import type { Site } from "./entry";
import { onStopSignals } from "./stop-signals";

/** After SIGTERM, requests in flight get this long to finish; then their connections are closed. */
export const DRAIN_DEADLINE_MS = 10_000;
/**
 * After SIGTERM, a kept-alive connection with no request in progress stays open this long before it
 * is closed: a request its client sent just before (already on the wire) is answered, with
 * `Connection: close`, instead of meeting a closed socket (a reset).
 */
const IDLE_GRACE_MS = 1_000;
/** If closing the database hangs after the deadline, the process ends anyway this much later. */
const LAST_RESORT_MS = 5_000;
/**
 * How long an idle kept-alive connection stays open. Longer than a proxy keeps its idle upstream
 * connections (nginx: 60 s) and than clients keep theirs, so the proxy or client always closes
 * first: with Node's 5 s default the site closed connections that nginx or a client was reusing at
 * that moment, and the request on its way met a reset (ECONNRESET, a 502 for a POST behind nginx).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A worker that cannot listen says why to its primary (server/cluster.ts), which stops the server. */
export interface CannotListenMessage {
  type: "cannot-listen";
  message: string;
}

/** What to do when the port cannot be listened on; undefined for other server errors. */
export function cannotListenMessage(error: NodeJS.ErrnoException, port: number, host: string): string | undefined {
  if (error.code === "EADDRINUSE")
    return `Port ${port} is already in use (another program, or the site is already running). Stop that program, or set PORT to a free port.`;
  if (error.code === "EACCES")
    return `This user may not listen on port ${port}. Set PORT to 1024 or above (and let the proxy listen on 80 and 443).`;
  if (error.code === "EADDRNOTAVAIL")
    return `HOST=${host} is not an address of this machine. Leave HOST unset to listen on every address.`;
  return undefined;
}

/**
 * Why the server could not listen on `port` right now, or undefined when it could: tried before the
 * database is opened (server/entry.ts), so a port in use stops the start at once and no database
 * file is made (issue 44 item 9). The server's own listen still reports a port taken in between.
 */
export function portProblem(port: number, host: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const probe = new NetServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      const message = cannotListenMessage(error, port, host);
      if (message) resolve(message);
      else reject(error);
    });
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
}

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
 * answer every request in flight or still arriving on an open connection with `Connection: close`,
 * close kept-alive connections left idle after IDLE_GRACE_MS, and after DRAIN_DEADLINE_MS close what
 * is left; then close the database. Signals arriving with the first are the same request; one
 * SIGNALS_TOGETHER_MS or more later stops at once.
 */
export function serveSite(site: Site, { middleware, onStopped = async () => {} }: ServeOptions = {}): Server {
  const { config, logger } = site;
  const handle = getRequestListener(site.fetch);
  const listener = siteListener(site);
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  /**
   * Set once the clients can be sent away: the port is closed (their next connection is refused),
   * or, for one worker draining alone, other workers still accept. Every answer then ends its connection.
   */
  let sendingClientsAway = false;
  let closeIdle: NodeJS.Timeout | undefined;
  let cut: NodeJS.Timeout | undefined;
  let deadline = 0;
  /** Closes the connections that are idle once IDLE_GRACE_MS has passed since the last one became idle. */
  const closeIdleAfterGrace = () => {
    clearTimeout(closeIdle);
    closeIdle = setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS);
  };

  const server = createServer((req, res) => {
    inFlight.add(res);
    // Once clients are sent away, every answer ends its connection: the next request goes elsewhere.
    if (sendingClientsAway) res.shouldKeepAlive = false;
    res.once("close", () => {
      inFlight.delete(res);
      // An answer sent kept-alive before the signal leaves its connection idle: it gets the grace too.
      if (sendingClientsAway && res.shouldKeepAlive) closeIdleAfterGrace();
    });
    if (middleware) middleware(req, res, () => void handle(req, res));
    else listener(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's advice: the headers deadline above the keep-alive one, so a slow first request on a
  // reused connection is timed by the headers deadline alone.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    const message = cannotListenMessage(error, config.port, config.host);
    if (!message) throw error;
    // One line and a non-zero exit, so a service manager sees the failure; with WORKERS=N the primary says it, once.
    if (cluster.isWorker) process.send!({ type: "cannot-listen", message } satisfies CannotListenMessage);
    else {
      logger.fatal({ port: config.port }, message);
      process.exit(1);
    }
  });
  server.listen(config.port, config.host, () => {
    logger.info(`Site ready at http://localhost:${config.port} (${config.production ? "production" : "development"})`);
  });

  const steps: DrainSteps = {
    drain: (signal) => {
      if (draining) return;
      draining = true;
      deadline = Date.now() + DRAIN_DEADLINE_MS;
      logger.info({ signal, inFlight: inFlight.size }, "shutting down: finishing the requests in flight");
      site.startDraining();
      cut = setTimeout(() => {
        logger.warn({ inFlight: inFlight.size }, "drain deadline passed: closing the remaining connections");
        server.closeAllConnections();
      }, DRAIN_DEADLINE_MS);
      setTimeout(() => {
        logger.error("shutdown did not finish: exiting");
        process.exit(1);
      }, DRAIN_DEADLINE_MS + LAST_RESORT_MS).unref();
      // Under WORKERS=N the primary orders the next two steps across the workers (server/cluster.ts).
      if (cluster.isWorker) return askPrimaryToStopAccepting();
      steps.stopAccepting();
      steps.sendClientsAway();
    },
    // Calls back once every connection has ended. Not http.Server#close, which would also close
    // every idle kept-alive connection at once, resetting a request on its way.
    stopAccepting: () =>
      NetServer.prototype.close.call(server, async () => {
        clearTimeout(closeIdle);
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
      }),
    sendClientsAway: () => {
      if (sendingClientsAway) return;
      sendingClientsAway = true;
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      closeIdleAfterGrace();
    },
  };
  if (cluster.isWorker) followPrimaryWhenStopping(server, steps);
  // The signal of a process group (Ctrl-C, systemd) comes with npm's copy of it, and under
  // WORKERS=N with the primary's: one request to drain. Only a later one stops at once.
  onStopSignals(logger, {
    stop: steps.drain,
    stopNow: (signal) => {
      logger.warn({ signal }, "second signal while draining: stopping now");
      process.exit(1);
    },
  });
  return server;
}
