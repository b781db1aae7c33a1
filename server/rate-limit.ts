import type { MiddlewareHandler } from "hono";
import { sql } from "kysely";
import type { Database } from "./db/schema";

/** How often a process deletes counters whose window has ended. */
const CLEANUP_EVERY_MS = 60_000;

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch ms). */
  resetAt: number;
}

/**
 * Fixed-window counters in the database, so every server process counts the same requests
 * (docs/decisions/0019-several-processes.md). A window starts at a key's first hit after the
 * previous one ended. One atomic upsert per hit: PostgreSQL and SQLite both evaluate the update
 * against the row as it was, under the row's lock, so concurrent hits from several processes
 * are each counted once.
 */
export function createRateLimitStore(db: Database, { now = Date.now }: { now?: () => number } = {}) {
  let nextCleanup = 0;
  return {
    /** The hits of `key` in its current window (0 when it has none or its window has ended), counting none. */
    async count(key: string): Promise<number> {
      const row = await db
        .selectFrom("rate_limits")
        .select("count")
        .where("key", "=", key)
        .where("window_ends_at", ">", now())
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /** Counts one hit of `key`; `within`: the transaction to count it in (so it commits with the caller's writes). */
    async hit(key: string, windowMs: number, within: Database = db): Promise<RateLimitHit> {
      const at = now();
      if (at >= nextCleanup) {
        nextCleanup = at + CLEANUP_EVERY_MS;
        await within.deleteFrom("rate_limits").where("window_ends_at", "<=", at).execute();
      }
      const row = await within
        .insertInto("rate_limits")
        .values({ key, count: 1, window_ends_at: at + windowMs })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql`case when rate_limits.window_ends_at <= ${at} then 1 else rate_limits.count + 1 end`,
            window_ends_at: sql`case when rate_limits.window_ends_at <= ${at} then excluded.window_ends_at else rate_limits.window_ends_at end`,
          }),
        )
        .returning(["count", "window_ends_at"])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Number(row.window_ends_at) };
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;

/**
 * Fixed-window request limit per client address, counted across all processes. Over the limit →
 * 429 with Retry-After and a clear JSON message.
 */
export function rateLimit({
  name,
  window,
  max,
  clientIp,
  store,
}: {
  name: string;
  window: number;
  max: number;
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string;
  store: RateLimitStore;
}): MiddlewareHandler {
  return async (c, next) => {
    const { count, resetAt } = await store.hit(`${name}:${clientIp(c)}`, window * 1000);
    if (count > max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      c.header("Retry-After", String(retryAfter));
      return c.json({ error: `Too many requests. Please wait ${retryAfter} seconds and try again.` }, 429);
    }
    return next();
  };
}
