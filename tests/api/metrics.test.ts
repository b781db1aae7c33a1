import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "#server/page-cache";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

const TOKEN = "metrics-token-0123456789abcdef0123456789";

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const renderPage = async () => new Response("<!DOCTYPE html><p>page</p>", { headers: { "Content-Type": "text/html" } });

describe.each(testDatabaseKinds)("GET /metrics on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  afterEach(() => test.drop());

  const start = async (metricsToken?: string) => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db, {
      metricsToken,
      pages: { renderPage, pageCache: createPageCache({ ttlMs: 60_000, maxEntries: 10, pageQueryParams: {} }) },
    });
  };
  const scrape = async () => {
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("is never public: anonymous and wrong-token requests get 401, a signed-in non-admin 403, and no numbers", async () => {
    await start(TOKEN);
    const anonymous = await app.request("/metrics");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await anonymous.text()).not.toContain("http_requests_total");
    expect(
      (await app.request("/metrics", { headers: { authorization: "Bearer not-the-token-not-the-token-not-the" } }))
        .status,
    ).toBe(401);
    const user = await signUp(app);
    const res = await app.request("/metrics", asUser(user.cookie));
    expect(res.status).toBe(403);
  });

  it("without METRICS_TOKEN only an admin session reads it (a bearer header is not enough)", async () => {
    await start(undefined);
    expect((await app.request("/metrics", { headers: { authorization: "Bearer " } })).status).toBe(401);
    const admin = await signUpAdmin(app);
    const res = await app.request("/metrics", asUser(admin.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain("# TYPE http_requests_total counter");
  });

  it("counts requests by route pattern (not the raw path) with a latency histogram, page-cache hits and the outbox backlog", async () => {
    await start(TOKEN);
    const before = await scrape();
    const blogSeries = 'http_requests_total{method="GET",route="/api/blogs",status="200"}';
    const byIdSeries = 'http_requests_total{method="DELETE",route="/api/blogs/:id",status="401"}';
    expect(sample(before, blogSeries)).toBeUndefined();

    for (let i = 0; i < 3; i++) expect((await app.request("/api/blogs")).status).toBe(200);
    for (const id of [1, 2, 3])
      expect((await app.request(`/api/blogs/${id}`, { method: "DELETE", headers: ORIGIN })).status).toBe(401);
    await app.request("/about");
    await app.request("/about");
    await app.request("/about");
    for (let i = 0; i < 2; i++) {
      const sent = await app.request("/api/contact", {
        method: "POST",
        headers: { ...ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ name: "Karim", email: "k@client.example", message: "Hello there, please call." }),
      });
      expect(sent.status).toBe(200);
    }

    const after = await scrape();
    expect(sample(after, blogSeries)).toBe(3);
    expect(sample(after, byIdSeries)).toBe(3);
    expect(after).not.toContain('route="/api/blogs/1"');
    expect(sample(after, 'http_request_duration_seconds_count{method="GET",route="/api/blogs"}')).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/blogs"}')).toBe(3);
    // /about and the public blog list: each rendered once, then answered from the cache.
    expect(sample(after, 'page_cache_requests_total{result="miss"}')).toBe(2);
    expect(sample(after, 'page_cache_requests_total{result="hit"}')).toBe(4);
    // No transport configured in this test app: the messages are stored, waiting for delivery settings.
    expect(sample(after, 'contact_messages{status="not-configured"}')).toBe(2);
    expect(sample(after, 'contact_messages{status="pending"}')).toBe(0);
    if (kind === "postgres") expect(sample(after, 'database_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(after).not.toContain("database_pool_connections");
  });
});
