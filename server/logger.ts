import type { MiddlewareHandler } from "hono";
import pino, { type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined });
}

/** One structured line per request: method, path, status, duration. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  };
}
