import { describe, expect, it } from "vitest";
import { createRequestMetrics, LATENCY_BUCKETS, mergeSnapshots } from "./metrics";

describe("mergeSnapshots", () => {
  it("adds up each series of several processes, keeps series only one has, and sums the pools", () => {
    const a = createRequestMetrics();
    const b = createRequestMetrics();
    a.record({ method: "GET", route: "/api/blogs", status: 200, seconds: 0.004, cache: "hit" });
    a.record({ method: "GET", route: "/api/blogs", status: 200, seconds: 0.3, cache: "miss" });
    b.record({ method: "GET", route: "/api/blogs", status: 200, seconds: 0.02, cache: "hit" });
    b.record({ method: "POST", route: "/api/contact", status: 429, seconds: 0.001 });
    const merged = mergeSnapshots([
      { ...a.snapshot(), pool: { total: 3, idle: 1, waiting: 0 } },
      { ...b.snapshot(), pool: { total: 2, idle: 2, waiting: 1 } },
    ]);
    expect(merged.requests).toEqual([
      { labels: { method: "GET", route: "/api/blogs", status: "200" }, count: 3 },
      { labels: { method: "POST", route: "/api/contact", status: "429" }, count: 1 },
    ]);
    const blogs = merged.latency.find((h) => h.labels.route === "/api/blogs")!;
    expect(blogs.count).toBe(3);
    expect(blogs.sum).toBeCloseTo(0.324);
    expect(blogs.buckets[LATENCY_BUCKETS.indexOf(0.005)]).toBe(1);
    expect(blogs.buckets[LATENCY_BUCKETS.indexOf(0.025)]).toBe(2);
    expect(blogs.buckets[LATENCY_BUCKETS.indexOf(0.5)]).toBe(3);
    expect(merged.pageCache).toEqual({ hit: 2, miss: 1 });
    expect(merged.pool).toEqual({ total: 5, idle: 3, waiting: 1 });
    // The inputs are left as they were.
    expect(a.snapshot().requests[0]!.count).toBe(2);
  });

  it("has no pool on SQLite", () => {
    expect(mergeSnapshots([{ ...createRequestMetrics().snapshot(), pool: null }]).pool).toBeNull();
  });
});
