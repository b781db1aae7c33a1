import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { shareablePage } from "./csp";

/**
 * The query parameters each page reads (the page's path without React Router's `.data` suffix).
 * Every other parameter is dropped before the page renders and is not part of the cache key, so
 * `/?anything=N` is the cached `/`. A page that starts reading a parameter must be listed here.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/login": ["redirectTo"],
  "/contact": ["plan"],
  "/auth/google/done": ["error"],
};

/**
 * React Router's route discovery (its default `manifestPath`): every parameter of it matters (the
 * paths asked for, the build version), and answering it renders nothing, so it is not cached.
 */
const ROUTE_DISCOVERY_PATH = "/__manifest";

/** React Router's own parameter on data requests (`/about.data?_routes=…`): which loaders to run. */
const DATA_REQUEST_PARAMS = ["_routes"];

/**
 * The one spelling of a page's address the site links to. React Router also answers other
 * spellings (`/ABOUT`, `/about/`, `/about//`) and the allowed parameters take any value, so those
 * go to a smaller pool of their own: however many a visitor invents, they never push out real pages.
 */
const PLAIN_PAGE_PATH = /^\/(?:[a-z0-9_-]+(?:\/[a-z0-9_-]+)*(?:\.data)?)?$/;

type Encoding = "br" | "gzip" | "identity";

interface StoredVariant {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

interface CachedPage {
  variants: Record<Encoding, StoredVariant>;
  expires: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is reused. Other processes see content changes within this time. */
  ttlMs: number;
  /** Pages at their plain address (`/about`, `/services/seo`, `/about.data`). */
  maxEntries: number;
  /** Everything else: addresses with parameters, other spellings. */
  maxVariants?: number;
  now?: () => number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The cache key, which is also the address the page is rendered from: the path and the parameters the page reads. */
export function pageCacheKey(url: URL): string {
  const page = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : url.pathname;
  const names = [...(PAGE_QUERY_PARAMS[page] ?? []), ...(page === url.pathname ? [] : DATA_REQUEST_PARAMS)];
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The encoding to send for an Accept-Encoding header: the best one offered, brotli on a tie. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const [br, gz] = [weight("br"), weight("gzip")];
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : "identity";
}

/**
 * Stores a rendered response in the form every visitor gets: its inline scripts allowed by hash
 * instead of one visitor's nonce, and the body compressed once per encoding, so a hit is only a
 * lookup (no rendering, no compression, no per-visitor work).
 */
async function storedPage(res: Response, expires: number): Promise<CachedPage> {
  let body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  const policy = headers.get("content-security-policy");
  if (policy && headers.get("content-type")?.startsWith("text/html")) {
    const shared = shareablePage(body.toString("utf8"), policy);
    body = Buffer.from(shared.html, "utf8");
    headers.set("content-security-policy", shared.policy);
  }
  headers.delete("content-length");
  headers.set("vary", "Accept-Encoding");
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  const variant = (data: Buffer, encoding: Encoding): StoredVariant => ({
    body: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength),
    headers: [...headers.entries(), ...(encoding === "identity" ? [] : [["content-encoding", encoding] as [string, string]]), ["content-length", String(data.length)]],
  });
  return { expires, variants: { br: variant(br, "br"), gzip: variant(gz, "gzip"), identity: variant(body, "identity") } };
}

function respond(page: CachedPage, acceptEncoding: string | undefined, state: "hit" | "miss"): Response {
  const { body, headers } = page.variants[preferredEncoding(acceptEncoding)];
  return new Response(body, { status: 200, headers: [...headers, ["x-page-cache", state]] });
}

/**
 * Reuses server-rendered responses for anonymous visitors (no Cookie header) for a short time:
 * rendering React on every request costs ~10× an API call. Only successful GET responses that set
 * no cookie are kept; `clear()` drops everything (call it when content changes).
 */
export function createPageCache({ ttlMs, maxEntries, maxVariants = 100, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  const variants = new Map<string, CachedPage>();
  const poolFor = (key: string) => (PLAIN_PAGE_PATH.test(key) ? { pool: pages, max: maxEntries } : { pool: variants, max: maxVariants });

  const middleware: MiddlewareHandler = async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== "GET" || c.req.header("cookie")) return next();
    const url = new URL(c.req.url);
    if (url.pathname === ROUTE_DISCOVERY_PATH) return next();
    const key = pageCacheKey(url);
    const { pool, max } = poolFor(key);
    const hit = pool.get(key);
    if (hit && hit.expires > now()) return respond(hit, c.req.header("accept-encoding"), "hit");

    // Rendered from the key's address, so what is stored never depends on a parameter the key leaves out.
    if (url.pathname + url.search !== key) c.req.raw = new Request(new URL(key, url), c.req.raw);
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has("set-cookie") || res.headers.has("content-encoding")) return;
    const page = await storedPage(res, now() + ttlMs);
    pool.delete(key);
    if (pool.size >= max) pool.delete(pool.keys().next().value!);
    pool.set(key, page);
    // Assigning c.res copies the old response's headers over the new one (its nonce, its length): drop it first.
    c.res = undefined;
    c.res = respond(page, c.req.header("accept-encoding"), "miss");
  };

  return {
    middleware,
    clear: () => {
      pages.clear();
      variants.clear();
    },
    get size() {
      return pages.size + variants.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
