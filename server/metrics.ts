import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Auth } from "./auth";
import { readSessionUser } from "./api/session";
import { cachedRouteLabel } from "./page-cache";
import type { Services } from "./services";

/**
 * GET /metrics in the Prometheus text format (version 0.0.4), written by hand: a few counters, one
 * histogram and gauges read at scrape time. Requests are labelled by the route *pattern* Hono
 * matched (`/api/blogs/:id`, `*` for pages and files), never the raw path, so the number of series
 * stays bounded whatever addresses visitors invent. Under WORKERS=N a scrape adds up every
 * worker's numbers (server/cluster-metrics.ts).
 */

/** Upper bounds (seconds) of the latency histogram's buckets. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return parts.length > 0 ? `{${parts.join(",")}}` : "";
};

/** One metric family: its HELP and TYPE lines, then one line per sample. */
function family(name: string, type: "counter" | "gauge" | "histogram", help: string, samples: Array<[string, Labels, number]>): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
  for (const [suffix, labels, value] of samples) lines.push(`${name}${suffix}${labelText(labels)} ${Number.isFinite(value) ? value : 0}`);
  return lines.join("\n");
}

interface Histogram {
  labels: Labels;
  buckets: number[];
  sum: number;
  count: number;
}

type PoolStats = { total: number; idle: number; waiting: number };

/**
 * One process's numbers, as plain data: what a worker sends when the whole server is scraped
 * (WORKERS=N, server/cluster.ts), and what one process renders alone.
 */
export interface MetricsSnapshot {
  requests: Array<{ labels: Labels; count: number }>;
  latency: Histogram[];
  pageCache: { hit: number; miss: number };
  /** This process's PostgreSQL pool (null on SQLite). */
  pool: PoolStats | null;
}

export interface RequestMetrics {
  /** Counts every request: by method, route pattern and status; latency; page-cache hits and misses. */
  middleware: MiddlewareHandler;
  /** Counts one request answered outside the app (stored pages answered on node:http directly). */
  record(request: { method: string; route: string; status: number; seconds: number; cache?: string | null }): void;
  /** This process's counters so far (copies), without the pool. */
  snapshot(): Omit<MetricsSnapshot, "pool">;
}

export function createRequestMetrics(): RequestMetrics {
  const requests = new Map<string, { labels: Labels; count: number }>();
  const latency = new Map<string, Histogram>();
  const pageCache = { hit: 0, miss: 0 };

  const record: RequestMetrics["record"] = ({ method, route, status, seconds, cache }) => {
    const counted = { method, route, status: String(status) };
    // Methods and route patterns hold no spaces: a plain join keys them (cheaper than JSON per request).
    const key = `${method} ${route} ${counted.status}`;
    const entry = requests.get(key) ?? requests.set(key, { labels: counted, count: 0 }).get(key)!;
    entry.count++;
    const timedKey = `${method} ${route}`;
    const histogram = latency.get(timedKey) ?? latency.set(timedKey, { labels: { method, route }, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 }).get(timedKey)!;
    LATENCY_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) histogram.buckets[i]!++;
    });
    histogram.sum += seconds;
    histogram.count++;
    if (cache === "hit" || cache === "miss") pageCache[cache]++;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const cache = c.res.headers.get("x-page-cache");
    record({ method: c.req.method, route: cache === "hit" ? cachedRouteLabel(c.req.path) : routePath(c) || "*", status: c.res.status, seconds, cache });
  };

  const snapshot = () => ({
    requests: [...requests.values()].map((r) => ({ labels: r.labels, count: r.count })),
    latency: [...latency.values()].map((h) => ({ ...h, buckets: [...h.buckets] })),
    pageCache: { ...pageCache },
  });

  return { middleware, record, snapshot };
}

/** Several processes' numbers as one: counters and histograms added up series by series, pools summed. */
export function mergeSnapshots(snapshots: readonly MetricsSnapshot[]): MetricsSnapshot {
  const requests = new Map<string, { labels: Labels; count: number }>();
  const latency = new Map<string, Histogram>();
  const merged: MetricsSnapshot = { requests: [], latency: [], pageCache: { hit: 0, miss: 0 }, pool: null };
  for (const one of snapshots) {
    for (const r of one.requests) {
      const key = JSON.stringify(r.labels);
      const entry = requests.get(key) ?? requests.set(key, { labels: r.labels, count: 0 }).get(key)!;
      entry.count += r.count;
    }
    for (const h of one.latency) {
      const key = JSON.stringify(h.labels);
      const entry = latency.get(key) ?? latency.set(key, { labels: h.labels, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 }).get(key)!;
      h.buckets.forEach((n, i) => (entry.buckets[i]! += n));
      entry.sum += h.sum;
      entry.count += h.count;
    }
    merged.pageCache.hit += one.pageCache.hit;
    merged.pageCache.miss += one.pageCache.miss;
    if (one.pool) {
      const pool = (merged.pool ??= { total: 0, idle: 0, waiting: 0 });
      pool.total += one.pool.total;
      pool.idle += one.pool.idle;
      pool.waiting += one.pool.waiting;
    }
  }
  return { ...merged, requests: [...requests.values()], latency: [...latency.values()] };
}

/** The processes' numbers (merged) and the database-wide gauges, as Prometheus text. */
async function renderMetrics(snapshots: readonly MetricsSnapshot[], services: Services): Promise<string> {
  const { requests, latency, pageCache, pool } = mergeSnapshots(snapshots);
  const byStatus = await services.status.contactMessagesByStatus();
  const families = [
    family("http_requests_total", "counter", "HTTP requests answered, by method, route pattern and status (every server process).", requests.map((r) => ["", r.labels, r.count])),
    family(
      "http_request_duration_seconds",
      "histogram",
      "Time to answer, by method and route pattern.",
      latency.flatMap((h): Array<[string, Labels, number]> => [
        ...LATENCY_BUCKETS.map((bound, i): [string, Labels, number] => ["_bucket", { ...h.labels, le: String(bound) }, h.buckets[i]!]),
        ["_bucket", { ...h.labels, le: "+Inf" }, h.count],
        ["_sum", h.labels, h.sum],
        ["_count", h.labels, h.count],
      ]),
    ),
    family("page_cache_requests_total", "counter", "Anonymous requests for pages and public API lists answered from the page cache (hit) or rendered and stored (miss).", [
      ["", { result: "hit" }, pageCache.hit],
      ["", { result: "miss" }, pageCache.miss],
    ]),
    family("metrics_processes_reporting", "gauge", "Server processes whose numbers this scrape includes (WORKERS; fewer while one is restarting or did not answer in time).", [["", {}, snapshots.length]]),
    family(
      "contact_messages",
      "gauge",
      "Contact messages by delivery status; pending is the outbox backlog.",
      ["pending", "failed", "not-configured", "delivered"].map((status) => ["", { status }, byStatus[status] ?? 0]),
    ),
  ];
  if (pool) {
    families.push(
      family("database_pool_connections", "gauge", "PostgreSQL pool connections of every server process: total open, idle.", [
        ["", { state: "total" }, pool.total],
        ["", { state: "idle" }, pool.idle],
      ]),
      family("database_pool_waiting_requests", "gauge", "Queries waiting for a PostgreSQL pool connection, in every server process.", [["", {}, pool.waiting]]),
    );
  }
  return `${families.join("\n")}\n`;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when the request carries `Authorization: Bearer <token>` with the configured token. */
function hasToken(c: Context, token: string | undefined): boolean {
  const header = c.req.header("authorization") ?? "";
  if (!token || !header.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length).trim()), digest(token));
}

export interface MetricsOptions {
  services: Services;
  auth: Auth;
  /** METRICS_TOKEN: scrapers send it as a bearer token. Unset: only signed-in admins see /metrics. */
  metricsToken?: string;
  /** The counters to serve (shared with the stored-page answers of server/cached-answers.ts). */
  metrics?: RequestMetrics;
  /**
   * Given this process's own numbers, how a scrape gets every process's: under WORKERS=N from all
   * workers (server/cluster-metrics.ts); alone, its own.
   */
  acrossProcesses?: (own: () => MetricsSnapshot) => () => Promise<MetricsSnapshot[]>;
}

/**
 * Counts every request of `app` from here on, and serves GET /metrics to an admin session or the
 * metrics token; anyone else gets 401 (signed-in non-admins 403). Never public.
 */
export function mountMetrics(app: Hono, { services, auth, metricsToken, metrics = createRequestMetrics(), acrossProcesses = (own) => async () => [own()] }: MetricsOptions): void {
  const gather = acrossProcesses((): MetricsSnapshot => ({ ...metrics.snapshot(), pool: services.status.databasePool() }));
  app.use(metrics.middleware);
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!hasToken(c, metricsToken)) {
      const user = await readSessionUser(auth, c.req.raw.headers);
      if (!user) return c.json({ error: "Please log in first." }, 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
      if (user.role !== "admin") return c.json({ error: "Only administrators can do this." }, 403);
    }
    const body = await renderMetrics(await gather(), services);
    return c.body(body, 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
  });
}
