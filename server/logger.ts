import type { MiddlewareHandler } from "hono";
import pino, { type Logger } from "pino";

/**
 * JSON lines on stdout. Written asynchronously: a line goes out at once when nothing is being
 * written, and lines that arrive meanwhile go out together with the next write, so a busy server
 * makes one write for many requests instead of one blocking write each (about 15 % of a cached
 * page's cost, docs/performance.md). Pino flushes what is left when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined }, pino.destination({ dest: 1, sync: false }));
}

/** One structured line per request: method, path, status, duration. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  };
}
