import { Hono } from "hono";
import { AggregatorRegistry } from "prom-client";
import { describe, expect, it } from "vitest";
import type { Auth } from "./auth";
import { createRequestRecord, mountMetrics } from "./metrics";
import type { Services } from "./services";

/** One process's metrics, with its database gauges read from stand-ins (auth is not used without a scrape). */
function processMetrics(status: {
  contactMessagesByStatus: () => Promise<Record<string, number>>;
  databasePool: () => { total: number; idle: number; waiting: number } | null;
}) {
  const metrics = createRequestRecord();
  mountMetrics(new Hono(), {
    services: { status } as unknown as Services,
    gate: { auth: {} as Auth, adminTwoFactor: "optional" },
    metrics,
  });
  return metrics;
}

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics across processes (what the primary's AggregatorRegistry serves under WORKERS=N)", () => {
  it("adds up counters, histograms, processes and pools, and reads the database-wide outbox once", async () => {
    const outbox = async () => ({ pending: 2, delivered: 5 });
    const a = processMetrics({
      contactMessagesByStatus: outbox,
      databasePool: () => ({ total: 3, idle: 1, waiting: 0 }),
    });
    const b = processMetrics({
      contactMessagesByStatus: outbox,
      databasePool: () => ({ total: 2, idle: 2, waiting: 1 }),
    });
    a.record({ method: "GET", path: "/api/blogs", route: "/api/blogs", status: 200, ms: 4, cache: "hit" });
    a.record({ method: "GET", path: "/api/blogs", route: "/api/blogs", status: 200, ms: 300, cache: "miss" });
    b.record({ method: "GET", path: "/api/blogs", route: "/api/blogs", status: 200, ms: 20, cache: "hit" });
    b.record({ method: "POST", path: "/api/contact", route: "/api/contact", status: 429, ms: 1 });

    const text = await AggregatorRegistry.aggregate([
      await a.registry.getMetricsAsJSON(),
      await b.registry.getMetricsAsJSON(),
    ]).metrics();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/blogs",status="200"}')).toBe(3);
    // A series only one process has is kept.
    expect(sample(text, 'http_requests_total{method="POST",route="/api/contact",status="429"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/blogs"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_sum{method="GET",route="/api/blogs"}')).toBeCloseTo(0.324);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/blogs"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/blogs"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="0.5",method="GET",route="/api/blogs"}')).toBe(3);
    expect([
      sample(text, 'page_cache_requests_total{result="hit"}'),
      sample(text, 'page_cache_requests_total{result="miss"}'),
    ]).toEqual([2, 1]);
    expect(sample(text, "metrics_processes_reporting")).toBe(2);
    // The same database seen by both processes: its numbers once, not doubled.
    expect(sample(text, 'contact_messages{status="pending"}')).toBe(2);
    expect(sample(text, 'contact_messages{status="delivered"}')).toBe(5);
    expect(sample(text, 'contact_messages{status="failed"}')).toBe(0);
    // Each process's own pool: summed.
    expect([
      sample(text, 'database_pool_connections{state="total"}'),
      sample(text, 'database_pool_connections{state="idle"}'),
      sample(text, "database_pool_waiting_requests"),
    ]).toEqual([5, 3, 1]);
    // The processes' own numbers are left as they were.
    expect(
      sample(await a.registry.metrics(), 'http_requests_total{method="GET",route="/api/blogs",status="200"}'),
    ).toBe(2);
  });

  it("has no pool series on SQLite, both page-cache series from the start, and leaves the outbox out while the database does not answer", async () => {
    const text = await processMetrics({
      contactMessagesByStatus: () => Promise.reject(new Error("database unreachable")),
      databasePool: () => null,
    }).registry.metrics();
    expect(text).not.toContain("database_pool");
    expect([
      sample(text, 'page_cache_requests_total{result="hit"}'),
      sample(text, 'page_cache_requests_total{result="miss"}'),
    ]).toEqual([0, 0]);
    expect(text).not.toMatch(/^contact_messages\{/m);
    expect(sample(text, "metrics_processes_reporting")).toBe(1);
  });
});
