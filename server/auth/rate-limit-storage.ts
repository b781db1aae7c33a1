import type { BetterAuthOptions } from "better-auth";
import type { Database } from "../db/schema";
import { createRateLimitStore } from "../rate-limit";

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/**
 * Better Auth's rate-limit counters in the site's own store (server/rate-limit.ts: fixed windows in
 * the database, so every server process counts the same attempts). Its handler counts the JSON
 * calls to /api/auth here; server/auth/page-auth.ts counts the pages' forms with the same keys.
 */
export function authRateLimitStorage(db: Database): RateLimitStorage {
  const store = createRateLimitStore(db);
  return {
    async consume(key, { window, max }) {
      const { count, resetAt } = await store.hit(`auth:${key}`, window * 1000);
      if (count <= max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
    },
  };
}
