import type { MiddlewareHandler } from "hono";

/**
 * Fixed-window request limit per client address (in this process). Over the limit → 429 with
 * Retry-After and a clear JSON message.
 */
export function rateLimit({ window, max, clientIp }: { window: number; max: number; clientIp: (c: Parameters<MiddlewareHandler>[0]) => string }): MiddlewareHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = clientIp(c);
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (hits.size > 10_000) hits.clear();
      entry = { count: 0, resetAt: now + window * 1000 };
      hits.set(key, entry);
    }
    entry.count++;
    if (entry.count > max) {
      const retryAfter = Math.ceil((entry.resetAt - now) / 1000);
      c.header("Retry-After", String(retryAfter));
      return c.json({ error: `Too many requests. Please wait ${retryAfter} seconds and try again.` }, 429);
    }
    return next();
  };
}
