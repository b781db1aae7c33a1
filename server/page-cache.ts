import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { shareablePage } from "./csp";
import { contentHash, matchesIfNoneMatch } from "./validators";

/**
 * The query parameters each public API list reads (spec §7): they are answered from the cache like
 * pages (decision 0022). A page's own come from its route's `handle` (server/route-facts.ts). Every
 * other parameter is dropped before the answer is made and is not part of the cache key, so
 * `/?anything=N` is the cached `/`.
 */
const API_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/api/blogs": ["limit", "page", "perPage"],
  "/api/reviews": ["limit", "page", "perPage", "q"],
  "/api/review-videos": ["limit", "page", "perPage", "q"],
  "/api/team": ["limit", "page", "perPage", "q"],
  "/api/client-logos": ["limit", "page", "perPage", "q"],
};

/** Query parameters by address: the pages' (from their routes) and the API lists'. */
export type QueryParams = Readonly<Record<string, readonly string[]>>;

/** The API answers the cache stores: public, the same for every anonymous caller, changed only by content writes. */
export const CACHED_API_PATHS = Object.keys(API_QUERY_PARAMS);

/**
 * The route a request answered from the cache is counted under in metrics: the API list's own
 * path (a fixed, short list), or `*` for pages, as the app counts them.
 */
export function cachedRouteLabel(path: string): string {
  return CACHED_API_PATHS.includes(path) ? path : "*";
}

/**
 * React Router's route discovery (its default `manifestPath`): every parameter of it matters (the
 * paths asked for, the build version), and answering it renders nothing, so it is not cached.
 */
const ROUTE_DISCOVERY_PATH = "/__manifest";

/** React Router's own parameter on data requests (`/about.data?_routes=…`): which loaders to run. */
const DATA_REQUEST_PARAMS = ["_routes"];

/**
 * The one spelling of a page's address the site links to. React Router also answers other
 * spellings (`/ABOUT`, `/about//x`; a trailing slash is redirected before: server/app.ts)
 * and the allowed parameters take any value, so those go to a smaller pool of their own: however
 * many a visitor invents, they never push out real pages.
 */
const PLAIN_PAGE_PATH = /^\/(?:[a-z0-9_-]+(?:\/[a-z0-9_-]+)*(?:\.data)?)?$/;

type Encoding = "br" | "gzip" | "identity";

interface StoredVariant {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  /** Strong validator of these exact bytes: the identity body's hash plus the encoding. */
  etag: string;
  /** The headers of a hit, worked out once: 200 and 304. */
  hit: Record<200 | 304, AnswerHeaders>;
}

interface AnswerHeaders {
  pairs: [string, string][];
  /** The same, as node:http's writeHead takes them. */
  flat: string[];
}

interface CachedPage {
  variants: Record<Encoding, StoredVariant>;
  expires: number;
}

export interface PageCacheOptions {
  /**
   * How long a rendered page is reused at most. A change made through the site drops it at once, in
   * every process (`clear()` here, the content version elsewhere); the limit bounds what changes
   * around the site (rows edited straight in the database).
   */
  ttlMs: number;
  /** Pages at their plain address (`/about`, `/services/seo`, `/about.data`). */
  maxEntries: number;
  /** Everything else: addresses with parameters, other spellings. */
  maxVariants?: number;
  now?: () => number;
  /** The query parameters each page reads (its route's handle: server/route-facts.ts); a page not listed reads none. */
  pageQueryParams: QueryParams;
  /**
   * The content version every process shares (server/content-version.ts), when several processes
   * serve one database: read before a stored page answers and before a page is rendered to store;
   * when another process changed content since the last read, everything stored is dropped first.
   */
  currentVersion?: () => Promise<string>;
}

/** A stored answer now, none, or — when the content version must be checked first — later. */
export type LookupResult = StoredAnswer | undefined | Promise<StoredAnswer | undefined>;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The cache key, which is also the address the page is rendered from: the path and the parameters the page reads. */
export function pageCacheKey(url: URL, queryParams: QueryParams): string {
  const page = url.pathname.endsWith(".data")
    ? url.pathname.slice(0, -".data".length).replace(/^\/_root$/, "/")
    : url.pathname;
  const names = [...(queryParams[page] ?? []), ...(page === url.pathname ? [] : DATA_REQUEST_PARAMS)];
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The encoding to send for an Accept-Encoding header: the best one offered, brotli on a tie. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? "";
  const known = encodingByHeader.get(header);
  if (known) return known;
  const encoding = parsePreferredEncoding(header);
  // Browsers send a handful of spellings; anything beyond is worked out each time.
  if (encodingByHeader.size < 64) encodingByHeader.set(header, encoding);
  return encoding;
}

const encodingByHeader = new Map<string, Encoding>();

function parsePreferredEncoding(acceptEncoding: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
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
 * What a shared cache (CDN, reverse proxy) may do with a stored page: keep it for at most
 * SHARED_CACHE_SECONDS (its copy is never checked against the content version, so a change shows
 * there that much later), while browsers revalidate every time (with `If-None-Match`, answered 304).
 * `Vary: Cookie`: a request with a cookie (a session) is never answered from a copy made for
 * anonymous visitors.
 */
const SHARED_CACHE_SECONDS = 10;
const sharedCacheControl = (ttlMs: number) =>
  `public, max-age=0, s-maxage=${Math.max(1, Math.min(SHARED_CACHE_SECONDS, Math.floor(ttlMs / 1000)))}`;
const STORED_VARY = "Accept-Encoding, Cookie";

/**
 * Stores a rendered response in the form every visitor gets: its inline scripts allowed by hash
 * instead of one visitor's nonce, and the body compressed once per encoding, so a hit is only a
 * lookup (no rendering, no compression, no per-visitor work).
 */
async function storedPage(res: Response, expires: number, cacheControl: string | null): Promise<CachedPage> {
  let body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  const policy = headers.get("content-security-policy");
  if (policy && headers.get("content-type")?.startsWith("text/html")) {
    const shared = shareablePage(body.toString("utf8"), policy);
    body = Buffer.from(shared.html, "utf8");
    headers.set("content-security-policy", shared.policy);
  }
  headers.delete("content-length");
  headers.delete("etag");
  headers.set("vary", STORED_VARY);
  if (cacheControl) headers.set("cache-control", cacheControl);
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  // One hash of the uncompressed page; each encoding is its own representation, so its own tag.
  const hash = contentHash(body);
  const variant = (data: Buffer, encoding: Encoding): StoredVariant => {
    const etag = `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
    const sent: [string, string][] = [
      ...headers.entries(),
      ...(encoding === "identity" ? [] : [["content-encoding", encoding] as [string, string]]),
      ["etag", etag],
      ["content-length", String(data.length)],
    ];
    return {
      etag,
      body: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength),
      headers: sent,
      hit: { 200: answerHeaders(sent, 200, "hit"), 304: answerHeaders(sent, 304, "hit") },
    };
  };
  return {
    expires,
    variants: { br: variant(br, "br"), gzip: variant(gz, "gzip"), identity: variant(body, "identity") },
  };
}

/** What a stored page answers: the variant for the client's encodings, or 304 when it already has it. HEAD: no body. */
export interface StoredAnswer {
  status: 200 | 304;
  headers: AnswerHeaders;
  body: Uint8Array<ArrayBuffer> | null;
}

/** A 304 carries the headers a cache would update, but no body, so no length or encoding of one. */
function answerHeaders(sent: [string, string][], status: 200 | 304, state: "hit" | "miss"): AnswerHeaders {
  const kept =
    status === 304 ? sent.filter(([name]) => name !== "content-length" && name !== "content-encoding") : sent;
  const pairs: [string, string][] = [...kept, ["x-page-cache", state]];
  return { pairs, flat: pairs.flat() };
}

function answerFor(
  page: CachedPage,
  method: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  state: "hit" | "miss",
): StoredAnswer {
  const variant = page.variants[preferredEncoding(acceptEncoding)];
  const status = matchesIfNoneMatch(ifNoneMatch, variant.etag) ? 304 : 200;
  const headers = state === "hit" ? variant.hit[status] : answerHeaders(variant.headers, status, state);
  return { status, headers, body: status === 304 || method === "HEAD" ? null : variant.body };
}

function respond(page: CachedPage, c: Context, state: "hit" | "miss"): Response {
  const { status, headers, body } = answerFor(
    page,
    c.req.method,
    c.req.header("accept-encoding"),
    c.req.header("if-none-match"),
    state,
  );
  return new Response(body, { status, headers: headers.pairs });
}

/** The request headers a stored answer depends on. */
export interface LookupHeaders {
  cookie?: string;
  "accept-encoding"?: string;
  "if-none-match"?: string;
}

/** How many distinct request URLs keep their worked-out cache key. */
const MAX_REMEMBERED_URLS = 1000;

/** Any origin: only the path and query of a node:http request's URL are used. */
const LOOKUP_BASE = "http://page-cache.invalid";

/**
 * A request's URL: the app's is absolute; node:http's is the request target, a path — so
 * `//evil.example/` is that path on this site, not the home page of another host (which it was as a
 * URL relative to a base: the stored `/` answered it), and `//` is a path too, not a URL that cannot
 * be parsed (the error it threw on node:http ended the process). Null for a target that is neither
 * (`*`): never answered from the store.
 */
const requestUrl = (url: string) => URL.parse(url.startsWith("/") ? LOOKUP_BASE + url : url);

/**
 * Reuses server-rendered responses for anonymous visitors (no Cookie header) for a short time:
 * rendering React on every request costs ~10× an API call. Only successful GET responses that set
 * no cookie are kept; `clear()` drops everything (call it when content changes).
 *
 * One way in for each side: `lookup` answers stored pages on node:http before the app sees the
 * request (server/cached-answers.ts, decision 0022); `middleware` sits just before the page renderer
 * (and the public API lists), renders what is not stored and stores it, and answers what was stored
 * meanwhile (a request that reached the app as a render finished, or an app used without node:http).
 * A stored page therefore carries every header it is sent with (the renderer sets them all).
 */
export function createPageCache({
  ttlMs,
  maxEntries,
  maxVariants = 100,
  now = Date.now,
  pageQueryParams,
  currentVersion,
}: PageCacheOptions) {
  const queryParams: QueryParams = { ...pageQueryParams, ...API_QUERY_PARAMS };
  const pages = new Map<string, CachedPage>();
  const variants = new Map<string, CachedPage>();
  const cacheControl = sharedCacheControl(ttlMs);
  const poolFor = (key: string) =>
    PLAIN_PAGE_PATH.test(key) ? { pool: pages, max: maxEntries } : { pool: variants, max: maxVariants };
  /** Anonymous GET and HEAD only (HEAD is answered from what GET stored). */
  const mayUseStore = (method: string, cookie: string | undefined) =>
    ttlMs > 0 && (method === "GET" || method === "HEAD") && !cookie;
  /**
   * The URL of an anonymous request to render and store, or null: only GET renders (the app hands a
   * HEAD on as a GET, server/head-requests.ts, so it is rendered and stored too), never route discovery.
   */
  const toStore = (c: Context): URL | null => {
    if (c.req.method !== "GET") return null;
    const parsed = requestUrl(c.req.url);
    return !parsed || parsed.pathname === ROUTE_DISCOVERY_PATH ? null : parsed;
  };
  /** Renders in progress, by key: visitors asking for the same page meanwhile wait for that one. */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by `clear()`: a render that started before a content change is not stored after it. */
  let generation = 0;

  /**
   * The stored page for a key while it is fresh — or, while one request renders its successor, the
   * expired copy (it only ever expired: `clear()` removes pages at once). So at each expiry one
   * visitor renders and the others keep getting the stored page instead of queueing behind it.
   */
  const storedFor = (key: string) => {
    const stored = poolFor(key).pool.get(key);
    return stored && (stored.expires > now() || rendering.has(key)) ? stored : undefined;
  };

  /** Keys by the URL as asked (the same few addresses with parameters come again and again). */
  const keysByUrl = new Map<string, string | null>();
  /** The cache key of a URL (null: never from the cache), remembered for the first MAX_REMEMBERED_URLS addresses. */
  const keyOf = (url: string): string | null => {
    let key = keysByUrl.get(url);
    if (key === undefined) {
      const parsed = requestUrl(url);
      key = !parsed || parsed.pathname === ROUTE_DISCOVERY_PATH ? null : pageCacheKey(parsed, queryParams);
      if (keysByUrl.size < MAX_REMEMBERED_URLS) keysByUrl.set(url, key);
    }
    return key;
  };

  /** The stored page that answers a request, if any. */
  const storedPageFor = (method: string, url: string, cookie: string | undefined) => {
    // A page at its plain address, without parameters (most requests): the address is the key.
    if (PLAIN_PAGE_PATH.test(url) && !url.endsWith(".data") && url !== ROUTE_DISCOVERY_PATH) {
      return mayUseStore(method, cookie) ? storedFor(url) : undefined;
    }
    if (!mayUseStore(method, cookie)) return undefined;
    const key = keyOf(url);
    return key === null ? undefined : storedFor(key);
  };

  /** The version last read: when another process moves it, what this one stored is out of date. */
  let seenVersion: string | undefined;
  const applyVersion = (version: string) => {
    if (version !== seenVersion) {
      clear();
      seenVersion = version;
    }
  };
  // The database did not answer, so no change can commit either: pages stored before the outage
  // keep being served; the next answered read decides again.
  const keepStored = () => {};
  /**
   * The requests that share a read of the version (`currentVersion` hands them the same promise)
   * share its outcome too: one promise per read, not one per request, on the stored pages' path.
   */
  let sync: { read: Promise<string>; applied: Promise<void> } | undefined;
  const syncVersion = (): Promise<void> => {
    if (!currentVersion) return Promise.resolve();
    const read = currentVersion();
    if (sync?.read !== read) sync = { read, applied: read.then(applyVersion, keepStored) };
    return sync.applied;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (!mayUseStore(method, c.req.header("cookie"))) return next();
    await syncVersion();
    const stored = storedPageFor(method, c.req.url, undefined);
    if (stored) return respond(stored, c, "hit");
    const url = toStore(c);
    if (!url) return next();
    const key = pageCacheKey(url, queryParams);
    const started = generation;
    const inProgress = rendering.get(key);
    if (inProgress) {
      const page = await inProgress;
      if (page && generation === started) return respond(page, c, "hit");
    }

    // Rendered from the key's address, so what is stored never depends on a parameter the key leaves out.
    if (url.pathname + url.search !== key) c.req.raw = new Request(url.origin + key, c.req.raw);
    let settle: (page: CachedPage | null) => void = () => {};
    if (!inProgress) rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const res = c.res;
      if (res.status !== 200 || res.headers.has("set-cookie") || res.headers.has("content-encoding")) return;
      // API answers keep their own Cache-Control (no-store): only pages are offered to shared caches.
      const page = await storedPage(res, now() + ttlMs, key.startsWith("/api/") ? null : cacheControl);
      if (generation === started) {
        const { pool, max } = poolFor(key);
        pool.delete(key);
        if (pool.size >= max) pool.delete(pool.keys().next().value!);
        pool.set(key, page);
        settle(page);
      }
      // Assigning c.res copies the old response's headers over the new one (its nonce, its length): drop it first.
      c.res = undefined;
      c.res = respond(page, c, "miss");
    } finally {
      settle(null);
      if (!inProgress) rendering.delete(key);
    }
  };

  const answer = (method: string, url: string, headers: LookupHeaders) => {
    const hit = storedPageFor(method, url, headers.cookie);
    return hit && answerFor(hit, method, headers["accept-encoding"], headers["if-none-match"], "hit");
  };

  function clear() {
    generation++;
    pages.clear();
    variants.clear();
  }

  return {
    middleware,
    /**
     * The answer a stored page gives a plain node:http request (`url` is its path and query), or
     * undefined: the server answers hits with this before any other work (decision 0022). When the
     * content version is shared, a stored page answers after the version is read (which may drop it).
     */
    lookup(method: string, url: string, headers: LookupHeaders): LookupResult {
      const found = answer(method, url, headers);
      if (!found || !currentVersion) return found;
      return syncVersion().then(() => answer(method, url, headers));
    },
    clear,
    get size() {
      return pages.size + variants.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
