import type { MiddlewareHandler } from "hono";

interface CachedPage {
  body: ArrayBuffer;
  headers: [string, string][];
  expires: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is reused. Other processes see content changes within this time. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Reuses server-rendered responses for anonymous visitors (no Cookie header) for a short time:
 * rendering React on every request costs ~10× an API call. Only successful GET responses that set
 * no cookie are kept; `clear()` drops everything (call it when content changes).
 */
export function createPageCache({ ttlMs, maxEntries, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" || c.req.header("cookie") || ttlMs <= 0) return next();
    const key = c.req.url;
    const hit = pages.get(key);
    if (hit && hit.expires > now()) {
      return new Response(hit.body, { status: 200, headers: [...hit.headers, ["X-Page-Cache", "hit"]] });
    }
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has("set-cookie") || res.headers.has("content-encoding")) return;
    const body = await res.arrayBuffer();
    const headers = [...res.headers.entries()];
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, { body, headers, expires: now() + ttlMs });
    c.res = new Response(body, { status: 200, headers: [...headers, ["X-Page-Cache", "miss"]] });
  };

  return { middleware, clear: () => pages.clear(), get size() { return pages.size; } };
}

export type PageCache = ReturnType<typeof createPageCache>;
