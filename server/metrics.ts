import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { type Gate, readSessionUser, refusalAnswer, whoAsks } from "./api/session";
import { cachedRouteLabel } from "./page-cache";
import type { Services } from "./services";

/**
 * GET /metrics in the Prometheus text format, through prom-client: one registry per process (never
 * prom-client's global one, so several apps in one process, as in tests, keep their numbers apart).
 * Requests are labelled by the route *pattern* Hono matched (`/api/blogs/:id`, `*` for pages and
 * files), never the raw path, so the number of series stays bounded whatever addresses visitors
 * invent. Under WORKERS=N a scrape adds up every worker's registry (server/cluster-metrics.ts); each
 * metric's `aggregator` says how.
 */

/** Upper bounds (seconds) of the latency histogram's buckets. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const CONTACT_STATUSES = ["pending", "failed", "not-configured", "delivered"];

/**
 * The status of a request whose client closed the connection before the answer (nginx's "client
 * closed request"): a visitor who navigated away, or a proxy that gave up. Whatever the app made of
 * it — React Router answers 500 to a request aborted mid-way — nobody received it, and it is no
 * error of the server.
 */
export const ABANDONED_STATUS = 499;

/** One answered request, as it is counted and logged. */
export interface AnsweredRequest {
  method: string;
  /** The address asked for, without its query (the log line). */
  path: string;
  /** The route pattern it is counted under (the metrics' label). */
  route: string;
  status: number;
  ms: number;
  /** `x-page-cache` of the answer: hit, miss, or none. */
  cache?: string | null;
  /** The client closed the connection before the answer: counted and logged as ABANDONED_STATUS. */
  abandoned?: boolean;
}

/**
 * Every answered request, counted (by method, route pattern and status; latency; page-cache hits
 * and misses) and written as one log line — in this one place, whichever path answered it: the app
 * (`middleware`) or a stored page answered on node:http directly (server/cached-answers.ts, `record`).
 */
export interface RequestRecord {
  /** This process's metrics: what /metrics serves, and what it reports to the primary under WORKERS=N. */
  registry: Registry;
  /** Records every request the app answers. */
  middleware: MiddlewareHandler;
  /** Records one request answered outside the app. */
  record(request: AnsweredRequest): void;
}

/** `requestLog`: where the one line per request goes (server/logger.ts `createRequestLog`); none when unset. */
export function createRequestRecord(requestLog?: Logger): RequestRecord {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status (every server process).",
    labelNames: ["method", "route", "status"],
    registers,
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer, by method and route pattern.",
    labelNames: ["method", "route"],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Anonymous requests for pages and public API lists answered from the page cache (hit) or rendered and stored (miss).",
    labelNames: ["result"],
    registers,
  });
  // Both series from the start (a dashboard's hit ratio needs the zero); bound once, so a request makes no labels object.
  const byResult = { hit: pageCache.labels("hit"), miss: pageCache.labels("miss") };
  byResult.hit.inc(0);
  byResult.miss.inc(0);
  // Summed across workers: how many processes a scrape includes.
  new Gauge({
    name: "metrics_processes_reporting",
    help: "Server processes whose numbers this scrape includes (WORKERS; 1 when the other workers did not answer in time).",
    registers,
  }).set(1);

  const record: RequestRecord["record"] = ({ method, path, route, status, ms, cache, abandoned }) => {
    if (abandoned) status = ABANDONED_STATUS;
    requests.inc({ method, route, status });
    latency.observe({ method, route }, ms / 1000);
    if (cache === "hit" || cache === "miss") byResult[cache].inc();
    requestLog?.info({ method, path, status, ...(abandoned && { abandoned }), ms: Math.round(ms) }, "request");
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const cache = c.res.headers.get("x-page-cache");
    record({
      method: c.req.method,
      path: c.req.path,
      route: cache === "hit" ? cachedRouteLabel(c.req.path) : routePath(c) || "*",
      status: c.res.status,
      ms: performance.now() - started,
      cache,
      // @hono/node-server aborts the request's signal once its connection closes unanswered.
      abandoned: c.req.raw.signal.aborted,
    });
  };

  return { registry, middleware, record };
}

/** Gauges read at scrape time through `services.status`: the contact outbox, and on PostgreSQL the pool. */
function addDatabaseGauges(registry: Registry, services: Services): void {
  const registers = [registry];
  new Gauge({
    name: "contact_messages",
    help: "Contact messages by delivery status; pending is the outbox backlog.",
    labelNames: ["status"],
    // The same database for every worker: one worker's reading, not N times it.
    aggregator: "first",
    registers,
    async collect() {
      // While the database does not answer, the series are left out and the request counters are
      // still served. (A failing collect fails the scrape, and under WORKERS=N leaves prom-client's
      // cluster request pending for good.)
      const byStatus = await services.status.contactMessagesByStatus().catch(() => null);
      this.reset();
      if (byStatus) for (const status of CONTACT_STATUSES) this.set({ status }, byStatus[status] ?? 0);
    },
  });
  // SQLite has no pool: its series are absent.
  if (!services.status.databasePool()) return;
  new Gauge({
    name: "database_pool_connections",
    help: "PostgreSQL pool connections of every server process: total open, idle.",
    labelNames: ["state"],
    registers,
    collect() {
      const pool = services.status.databasePool()!;
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
    },
  });
  new Gauge({
    name: "database_pool_waiting_requests",
    help: "Queries waiting for a PostgreSQL pool connection, in every server process.",
    registers,
    collect() {
      this.set(services.status.databasePool()!.waiting);
    },
  });
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
  /** Who may read it without the token: admins, by the one rule (`whoAsks`). */
  gate: Gate;
  /** METRICS_TOKEN: scrapers send it as a bearer token. Unset: only signed-in admins see /metrics. */
  metricsToken?: string;
  /** The counters to serve (shared with the stored-page answers of server/cached-answers.ts). */
  metrics: RequestRecord;
  /** The text a scrape answers: under WORKERS=N every worker's (server/cluster-metrics.ts); alone, this registry's. */
  scrape?: () => Promise<string>;
}

/** Serves GET /metrics to an admin session or the metrics token; anyone else gets 401 (signed-in non-admins 403). Never public. */
export function mountMetrics(
  app: Hono,
  { services, gate, metricsToken, metrics, scrape = () => metrics.registry.metrics() }: MetricsOptions,
): void {
  addDatabaseGauges(metrics.registry, services);
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!hasToken(c, metricsToken)) {
      // The one rule (server/api/session.ts `whoAsks`), as at every other door.
      const user = whoAsks(await readSessionUser(gate.auth, c.req.raw.headers), "admin", gate.adminTwoFactor);
      if (user === 401) c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      if (typeof user !== "object") return refusalAnswer(c, user);
    }
    return c.body(await scrape(), 200, { "Content-Type": metrics.registry.contentType });
  });
}
