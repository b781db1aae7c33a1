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
 * stays bounded whatever addresses visitors invent. Numbers are per process.
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

export interface RequestMetrics {
  /** Counts every request: by method, route pattern and status; latency; page-cache hits and misses. */
  middleware: MiddlewareHandler;
  /** Counts one request answered outside the app (stored pages answered on node:http directly). */
  record(request: { method: string; route: string; status: number; seconds: number; cache?: string | null }): void;
  /** The request families as text (the gauges are added by the /metrics route). */
  render: () => string;
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

  const render = () =>
    [
      family("http_requests_total", "counter", "HTTP requests answered, by method, route pattern and status.", [...requests.values()].map((r) => ["", r.labels, r.count])),
      family(
        "http_request_duration_seconds",
        "histogram",
        "Time to answer, by method and route pattern.",
        [...latency.values()].flatMap((h): Array<[string, Labels, number]> => [
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
    ].join("\n");

  return { middleware, record, render };
}

/** The gauges read when scraped: the contact outbox by status and the PostgreSQL pool. */
async function stateFamilies(services: Services): Promise<string> {
  const byStatus = await services.status.contactMessagesByStatus();
  const statuses = ["pending", "failed", "not-configured", "delivered"];
  const families = [
    family(
      "contact_messages",
      "gauge",
      "Contact messages by delivery status; pending is the outbox backlog.",
      statuses.map((status) => ["", { status }, byStatus[status] ?? 0]),
    ),
  ];
  const pool = services.status.databasePool();
  if (pool) {
    families.push(
      family("database_pool_connections", "gauge", "PostgreSQL pool connections: total open, idle.", [
        ["", { state: "total" }, pool.total],
        ["", { state: "idle" }, pool.idle],
      ]),
      family("database_pool_waiting_requests", "gauge", "Queries waiting for a PostgreSQL pool connection.", [["", {}, pool.waiting]]),
    );
  }
  return families.join("\n");
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
}

/**
 * Counts every request of `app` from here on, and serves GET /metrics to an admin session or the
 * metrics token; anyone else gets 401 (signed-in non-admins 403). Never public.
 */
export function mountMetrics(app: Hono, { services, auth, metricsToken, metrics = createRequestMetrics() }: MetricsOptions): void {
  app.use(metrics.middleware);
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!hasToken(c, metricsToken)) {
      const user = await readSessionUser(auth, c.req.raw.headers);
      if (!user) return c.json({ error: "Please log in first." }, 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
      if (user.role !== "admin") return c.json({ error: "Only administrators can do this." }, 403);
    }
    const body = `${metrics.render()}\n${await stateFamilies(services)}\n`;
    return c.body(body, 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
  });
}
