import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

function appWithCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const cache = createPageCache({ ttlMs: options.ttlMs ?? 1000, maxEntries: options.maxEntries ?? 10, now: options.now });
  let renders = 0;
  const app = new Hono();
  app.use(cache.middleware);
  app.get("/cookie", (c) => {
    c.header("Set-Cookie", "a=b");
    return c.html(`<p>${++renders}</p>`);
  });
  app.get("/missing", (c) => c.html("<p>404</p>", 404));
  app.get("*", (c) => c.html(`<p>render ${++renders}</p>`));
  return { app, cache };
}

describe("page cache", () => {
  it("serves an anonymous page from the cache until it expires", async () => {
    let time = 0;
    const { app } = appWithCache({ ttlMs: 1000, now: () => time });
    expect(await (await app.request("/a")).text()).toBe("<p>render 1</p>");
    const hit = await app.request("/a");
    expect(await hit.text()).toBe("<p>render 1</p>");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("content-type")).toContain("text/html");
    time = 1001;
    expect(await (await app.request("/a")).text()).toBe("<p>render 2</p>");
  });

  it("never caches visitors with a cookie, other methods, errors or responses that set cookies", async () => {
    const { app, cache } = appWithCache();
    await app.request("/a", { headers: { cookie: "session=1" } });
    await app.request("/a", { method: "POST" });
    await app.request("/missing");
    await app.request("/cookie");
    expect(cache.size).toBe(0);
  });

  it("keys by URL including the query, drops the oldest beyond the limit, and clears on demand", async () => {
    const { app, cache } = appWithCache({ maxEntries: 2 });
    await app.request("/a?x=1");
    await app.request("/a?x=2");
    expect(cache.size).toBe(2);
    await app.request("/b");
    expect(cache.size).toBe(2);
    expect((await app.request("/a?x=1")).headers.get("x-page-cache")).toBe("miss");
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
