import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { appRouteFacts } from "../tests/support/app-routes";
import { createPageCache, pageCacheKey, preferredEncoding } from "./page-cache";

/** The query parameters the site's pages say they read (their routes' handles). */
const { pageQueryParams } = await appRouteFacts();

function appWithCache(options: { ttlMs?: number; maxEntries?: number; maxVariants?: number; now?: () => number } = {}) {
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 1000,
    maxEntries: options.maxEntries ?? 10,
    maxVariants: options.maxVariants,
    now: options.now,
    pageQueryParams,
  });
  /** The URLs the "renderer" was asked for, in order. */
  const rendered: string[] = [];
  const app = new Hono();
  app.use(cache.middleware);
  app.get("/cookie", (c) => {
    c.header("Set-Cookie", "a=b");
    return c.html(`<p>${rendered.push(c.req.url)}</p>`);
  });
  app.get("/missing", (c) => c.html("<p>404</p>", 404));
  app.get("*", (c) => {
    rendered.push(new URL(c.req.url).pathname + new URL(c.req.url).search);
    return c.html(`<p>render ${rendered.length} of ${c.req.url}</p>`);
  });
  return { app, cache, rendered };
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const cacheState = async (app: Hono, path: string) => (await get(app, path)).headers.get("x-page-cache");

describe("page cache", () => {
  it("serves an anonymous page from the cache until it expires", async () => {
    let time = 0;
    const { app } = appWithCache({ ttlMs: 1000, now: () => time });
    expect(await (await get(app, "/a")).text()).toBe("<p>render 1 of http://localhost/a</p>");
    const hit = await get(app, "/a");
    expect(await hit.text()).toBe("<p>render 1 of http://localhost/a</p>");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("content-type")).toContain("text/html");
    time = 1001;
    expect(await (await get(app, "/a")).text()).toBe("<p>render 2 of http://localhost/a</p>");
  });

  it("never caches visitors with a cookie, other methods, errors or responses that set cookies", async () => {
    const { app, cache } = appWithCache();
    await get(app, "/a", { cookie: "session=1" });
    await app.request("/a", { method: "POST" });
    await get(app, "/missing");
    await get(app, "/cookie");
    expect(cache.size).toBe(0);
  });

  it("keys on the path and the parameters the page reads; the page renders from that key's address", async () => {
    const { app, rendered } = appWithCache();
    for (let n = 0; n < 20; n++) await get(app, `/?anything=${n}`);
    await get(app, "/");
    await get(app, "/contact?plan=Basic&utm_source=x");
    await get(app, "/contact?utm_source=y&plan=Basic");
    await get(app, "/contact?plan=Premium");
    await get(app, "/login?redirectTo=%2Fabout&x=1");
    // React Router's data requests keep their own parameter (which loaders to run).
    await get(app, "/contact.data?plan=Basic&_routes=routes%2Fcontact&x=1");
    await get(app, "/_root.data?_routes=root&ref=mail");
    expect(rendered).toEqual([
      "/",
      "/contact?plan=Basic",
      "/contact?plan=Premium",
      "/login?redirectTo=%2Fabout",
      "/contact.data?_routes=routes%2Fcontact&plan=Basic",
      "/_root.data?_routes=root",
    ]);
  });

  it("leaves React Router's route discovery alone (all its parameters matter)", async () => {
    const { app, rendered, cache } = appWithCache();
    await get(app, "/__manifest?p=%2Fabout&version=abc123");
    await get(app, "/__manifest?p=%2Fabout&version=abc123");
    expect(rendered).toEqual(["/__manifest?p=%2Fabout&version=abc123", "/__manifest?p=%2Fabout&version=abc123"]);
    expect(cache.size).toBe(0);
  });

  it("pageCacheKey keeps only the parameters the page's route lists, in a fixed order", () => {
    const key = (path: string) => pageCacheKey(new URL(path, "http://site.test"), pageQueryParams);
    expect(key("/?fbclid=1&utm_source=mail")).toBe("/");
    expect(key("/about?page=2")).toBe("/about");
    expect(key("/auth/google/done?error=access_denied&state=x")).toBe("/auth/google/done?error=access_denied");
    expect(key("/contact.data?x=1&_routes=a&plan=b")).toBe("/contact.data?_routes=a&plan=b");
  });

  it("addresses visitors invent (parameters, other spellings) never push real pages out", async () => {
    // A stopped clock: the 250 requests may take longer than the lifetime on a busy machine.
    const { app } = appWithCache({ maxEntries: 3, maxVariants: 2, now: () => 0 });
    await get(app, "/");
    await get(app, "/about");
    await get(app, "/services/seo");
    for (let n = 0; n < 50; n++) {
      await get(app, `/?x=${n}`);
      await get(app, `/contact?plan=${n}`);
      await get(app, `/login?redirectTo=%2F${n}`);
      await get(app, `/ABOUT${"/".repeat(n % 5)}`);
      await get(app, `/About/${n % 2 ? "" : "/"}`);
    }
    expect(await cacheState(app, "/")).toBe("hit");
    expect(await cacheState(app, "/about")).toBe("hit");
    expect(await cacheState(app, "/services/seo")).toBe("hit");
  });

  it("drops the oldest entry beyond the limit and clears on demand", async () => {
    const { app, cache } = appWithCache({ maxEntries: 2 });
    await get(app, "/a");
    await get(app, "/b");
    await get(app, "/c");
    expect(cache.size).toBe(2);
    expect(await cacheState(app, "/a")).toBe("miss");
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("stores each page compressed once and answers in the encoding the visitor accepts", async () => {
    const { app, rendered } = appWithCache();
    const identity = await (await get(app, "/page", { "accept-encoding": "identity" })).text();
    const br = await get(app, "/page", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(app, "/page", { "accept-encoding": "gzip" });
    expect(rendered).toHaveLength(1);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    for (const res of [br, gz]) {
      expect(res.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect(
        (res.headers.get("content-encoding") === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString(),
      ).toBe(identity);
    }
  });

  it("chooses the encoding by the visitor's preferences", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  /** An app whose renderer waits until `release()` before answering, counting its renders. */
  function heldRenderer(now?: () => number) {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now, pageQueryParams: {} });
    let renders = 0;
    let release = () => {};
    const app = new Hono();
    app.use(cache.middleware);
    app.get("*", async (c) => {
      renders++;
      await new Promise<void>((resolve) => (release = resolve));
      return c.html(`<p>render ${renders}</p>`);
    });
    return { app, cache, renders: () => renders, release: () => release() };
  }

  it("visitors asking for a page while it renders wait for that render instead of rendering it again", async () => {
    const { app, renders, release } = heldRenderer();
    const answers = Array.from({ length: 5 }, () => get(app, "/page"));
    await vi.waitFor(() => expect(renders()).toBe(1));
    release();
    const bodies = await Promise.all(answers.map(async (res) => (await res).text()));
    expect(bodies).toEqual(Array(5).fill("<p>render 1</p>"));
    expect(renders()).toBe(1);
  });

  it("once a page expires, one visitor renders it again while the others still get the expired copy", async () => {
    let time = 0;
    const { app, renders, release } = heldRenderer(() => time);
    const first = get(app, "/page");
    await vi.waitFor(() => expect(renders()).toBe(1));
    release();
    expect(await (await first).text()).toBe("<p>render 1</p>");
    time = 1001;
    const renderer = get(app, "/page");
    await vi.waitFor(() => expect(renders()).toBe(2));
    const meanwhile = await get(app, "/page");
    expect(meanwhile.headers.get("x-page-cache")).toBe("hit");
    expect(await meanwhile.text()).toBe("<p>render 1</p>");
    release();
    expect(await (await renderer).text()).toBe("<p>render 2</p>");
    expect(await (await get(app, "/page")).text()).toBe("<p>render 2</p>");
    expect(renders()).toBe(2);
  });

  it("a render that started before clear() is not stored after it (the change shows on the next view)", async () => {
    const { app, cache, renders, release } = heldRenderer();
    const before = get(app, "/page");
    await vi.waitFor(() => expect(renders()).toBe(1));
    cache.clear(); // an admin write while the page renders
    release();
    expect(await (await before).text()).toBe("<p>render 1</p>");
    expect(cache.size).toBe(0);
    const after = get(app, "/page");
    await vi.waitFor(() => expect(renders()).toBe(2));
    release();
    expect(await (await after).text()).toBe("<p>render 2</p>");
  });
});
