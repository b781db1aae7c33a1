import type { MiddlewareHandler } from "hono";
import pino, { type Logger } from "pino";

/** JSON lines on stdout, each written at once: start, warnings, errors, shutdown. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined });
}

/** Request log lines wait at most this long in memory before they are written. */
const REQUEST_LOG_FLUSH_MS = 500;

/**
 * The request log: the same JSON lines on stdout, one per request, written in batches — they
 * gather in memory up to 4 KB or REQUEST_LOG_FLUSH_MS, then go out in one write off the main
 * thread. One blocking write per request cost a cached page a third of its speed
 * (docs/performance.md). Pino writes what is left when the process exits (also after an uncaught
 * exception); only a kill -9 can lose the last half second of request lines.
 */
export function createRequestLog(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), REQUEST_LOG_FLUSH_MS).unref();
  return pino({ level, base: undefined }, destination);
}

/** One structured line per request: method, path, status, duration. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  };
}
