import { readFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import type { SiteLoadContext } from "#server/load-context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ANSWER_HEADERS, cachedAnswers } from "#server/cached-answers";
import { healthCheck } from "#server/health";
import { nonPageSecurityHeaders } from "#server/security-headers";
import { contentVersionReader } from "#server/content-version";
import { createRequestRecord } from "#server/metrics";
import { createPageCache } from "#server/page-cache";
import { siteListener } from "#server/serve";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Stored pages answered on node:http before the app (decision 0022), through the production
 * listener of server/serve.ts on a real socket: the same status, headers and bytes as the app's
 * own answer, 304 and HEAD, nothing for a visitor with a cookie, and every answer counted and logged.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function fetchRaw(port: number, path: string, method = "GET", headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The headers that describe the answer (not the connection's own: date, keep-alive). */
const described = ({ headers }: Answer) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !["date", "connection", "keep-alive", "x-page-cache"].includes(name)),
  );

describe("stored pages answered on node:http", () => {
  let test: TestDatabase;
  let app: TestApp;
  let server: Server;
  let port: number;
  let renders = 0;
  let draining = false;
  const logLines: Array<Record<string, unknown>> = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = pino({ level: "info", base: undefined }, logs);
  /** Where the stored answers are counted and logged (the app's own requests go to its own record). */
  const metrics = createRequestRecord(logger);

  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    const pageCache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 50,
      pageQueryParams: {},
      currentVersion: contentVersionReader(test.db),
    });
    const renderPage = async (request: Request, context: SiteLoadContext) => {
      renders++;
      const blogs = await context.services.content.listBlogs();
      const path = new URL(request.url).pathname;
      return new Response(`<!DOCTYPE html><p>${blogs.length} blogs at ${path}</p>${"<!-- padding -->".repeat(200)}`, {
        headers: { "Content-Type": "text/html", "Cache-Control": "no-cache" },
      });
    };
    // The site's public/ folder stands for the client build (its files are served the same way).
    app = await createTestApp(test.db, { pages: { renderPage, pageCache, staticRoot: "public" } });
    const health = {
      check: healthCheck({ checkDatabase: app.services.checkDatabase, isDraining: () => draining, logger }),
      headers: [...API_ANSWER_HEADERS, ...nonPageSecurityHeaders({ publicUrl: TEST_PUBLIC_URL })],
    };
    const answerCached = cachedAnswers({ lookup: pageCache.lookup, metrics, health });
    server = createServer(siteListener({ fetch: app.fetch, answerCached }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await test.drop();
  });

  it("answers a stored page with the app's own status, headers and bytes, in every encoding, and HEAD without a body", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const stored = await fetchRaw(port, "/about", "GET", { "accept-encoding": encoding });
      const hit = await fetchRaw(port, "/about", "GET", { "accept-encoding": encoding });
      expect(hit.headers["x-page-cache"], encoding).toBe("hit");
      expect(hit.status).toBe(200);
      expect(described(hit)).toEqual(described(stored));
      expect(hit.body.equals(stored.body)).toBe(true);
      const head = await fetchRaw(port, "/about", "HEAD", { "accept-encoding": encoding });
      expect(described(head)).toEqual(described(stored));
      expect(head.body.length).toBe(0);
    }
    expect(renders).toBe(1);
  });

  it("answers 304 to the stored page's tag, and a visitor with a cookie is never answered from the store", async () => {
    const page = await fetchRaw(port, "/services", "GET", { "accept-encoding": "br" });
    const etag = String(page.headers.etag);
    const notModified = await fetchRaw(port, "/services", "GET", { "accept-encoding": "br", "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-length"]).toBeUndefined();
    // RFC 9110 weak comparison: a tag a proxy weakened, a list of tags, or any tag at all.
    for (const ifNoneMatch of [`W/${etag}`, `"other", W/${etag}`, `W/"other",${etag}`, "*"]) {
      expect(
        (await fetchRaw(port, "/services", "GET", { "accept-encoding": "br", "if-none-match": ifNoneMatch })).status,
        ifNoneMatch,
      ).toBe(304);
    }
    expect(
      (await fetchRaw(port, "/services", "GET", { "accept-encoding": "br", "if-none-match": 'W/"other"' })).status,
    ).toBe(200);
    const before = renders;
    const withCookie = await fetchRaw(port, "/services", "GET", { cookie: "theme=dark" });
    expect(withCookie.headers["x-page-cache"]).toBeUndefined();
    expect(renders).toBe(before + 1);
  });

  it("every answer from the store, 200 and 304, carries the security headers of the answer that stored it (issue 39 item 9)", async () => {
    /** The answer's security headers: every one the app adds to what is not a page, and a page's own COOP. */
    const names = [
      ...nonPageSecurityHeaders({ publicUrl: TEST_PUBLIC_URL }).map(([name]) => name.toLowerCase()),
      "cross-origin-opener-policy",
    ];
    const securityHeadersOf = (answer: Answer) =>
      Object.fromEntries(names.filter((name) => name in answer.headers).map((name) => [name, answer.headers[name]]));
    for (const path of ["/api/blogs", "/about"]) {
      const stored = await fetchRaw(port, path);
      expect(securityHeadersOf(stored), path).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
        "content-security-policy": expect.stringContaining("frame-ancestors"),
      });
      const ifNoneMatch = { "if-none-match": String(stored.headers.etag) };
      const fromStore = [
        await fetchRaw(port, path),
        await fetchRaw(port, path, "GET", ifNoneMatch),
        await fetchRaw(port, path, "GET", ifNoneMatch),
      ];
      expect(
        fromStore.map((answer) => [answer.status, answer.headers["x-page-cache"]]),
        path,
      ).toEqual([
        [200, "hit"],
        [304, "hit"],
        [304, "hit"],
      ]);
      for (const answer of fromStore) expect(securityHeadersOf(answer), path).toEqual(securityHeadersOf(stored));
    }
  });

  it("HEAD answers the headers GET sends (validator, Vary, length, caching), without a body, on every path (issue 39 item 12)", async () => {
    const picture = await readFile("public/images/about.svg");
    const media = await app.services.media.save(new Uint8Array(picture), "image/svg+xml");
    const paths = [
      // A page and an API list: the first HEAD renders and stores them, the next are answered from the store.
      "/team",
      "/api/reviews",
      // Files (one compressed on the way, one sent as it is), an upload, the SEO files and the site's preview picture.
      "/images/about.svg",
      "/favicon.svg",
      media,
      "/robots.txt",
      "/sitemap.xml",
      "/blogs/rss.xml",
      "/bn/blogs/rss.xml",
      "/og-image.png",
    ];
    for (const path of paths)
      for (const encoding of ["br", "gzip", "identity"]) {
        const head = await fetchRaw(port, path, "HEAD", { "accept-encoding": encoding });
        const get = await fetchRaw(port, path, "GET", { "accept-encoding": encoding });
        expect(get.status, path).toBe(200);
        expect([head.status, head.body.length], path).toEqual([200, 0]);
        expect(described(head), `${path} ${encoding}`).toEqual(described(get));
        expect(head.headers["content-length"], path).toBe(String(get.body.length));
      }
  });

  it("a path that starts with // is a path of this site, not another host's address: never another page from the store, never an error that ends the process", async () => {
    await fetchRaw(port, "/");
    await fetchRaw(port, "/about");
    // The store answered "//evil.example/" with the stored "/", and "//" threw on node:http (the process ended).
    for (const path of ["//", "//evil.example/", "//evil.example/about?utm_source=x"])
      expect((await fetchRaw(port, path)).headers["x-page-cache"], path).not.toBe("hit");
    // Rendered at its own path, not as /about of evil.example.
    expect((await fetchRaw(port, "//evil.example/about?utm_source=x")).body.toString()).toContain(
      "at //evil.example/about<",
    );
  });

  it("an address with a trailing slash is redirected (308) to the one without, its query kept, on every path (issue 39 item 10)", async () => {
    await fetchRaw(port, "/about");
    const redirects = {
      "/about/": "/about",
      "/bn/": "/bn",
      "/services/seo/": "/services/seo",
      "/bn/blogs/some-post/?utm_source=x&page=2": "/bn/blogs/some-post?utm_source=x&page=2",
      "/blogs//": "/blogs",
      // Never to another site: "//evil.example/about" is one to a browser.
      "//evil.example/about/": "/evil.example/about",
      // Asked of node:http with the home page stored, "//" ended the process (the store's lookup threw).
      "//": "/",
    };
    for (const [path, location] of Object.entries(redirects))
      for (const method of ["GET", "HEAD", "POST"])
        // Twice: nothing is ever stored under the spelling with the slash, so node:http never answers it.
        for (const _ of [1, 2]) {
          const answer = await fetchRaw(port, path, method);
          expect([answer.status, answer.headers.location], `${method} ${path}`).toEqual([308, location]);
        }
    expect((await fetchRaw(port, "/")).status).toBe(200);
    // A file's name followed by a slash names a folder, which no file of ours is: not another spelling of the file.
    for (const path of ["/favicon.svg/", "/images/about.svg/"])
      expect((await fetchRaw(port, path)).headers.location, path).toBeUndefined();
  });

  it("a change committed by another process shows on the next request: the stored page is dropped, the app renders", async () => {
    expect((await fetchRaw(port, "/blogs")).body.toString()).toContain("0 blogs");
    expect((await fetchRaw(port, "/blogs")).headers["x-page-cache"]).toBe("hit");
    // Another process's write: the row and the content version, committed together, nothing cleared here.
    const other = (await import("#server/services/index")).createServices(test.db);
    await other.contentAdmin.blogs.create("admin@example.com", {
      title: "From process B",
      description: "Text.",
      image: "https://example.com/b.png",
      tag: "",
      link: "",
    });
    const next = await fetchRaw(port, "/blogs");
    expect(next.headers["x-page-cache"]).toBe("miss");
    expect(next.body.toString()).toContain("1 blogs");
  });

  it("answers /api/health as the app does (status, headers, body), 503 while draining", async () => {
    const fromApp = await app.request("/api/health");
    const appHeaders = Object.fromEntries([...fromApp.headers.entries()]);
    const onNode = await fetchRaw(port, "/api/health");
    expect(onNode.status).toBe(fromApp.status);
    // node:http adds the length the app's in-memory answer leaves to the server adapter.
    const { "content-length": length, ...onNodeHeaders } = described(onNode);
    expect(onNodeHeaders).toEqual(appHeaders);
    expect(onNode.body.toString()).toBe(await fromApp.text());
    expect(Number(length)).toBe(onNode.body.length);
    draining = true;
    try {
      const refused = await fetchRaw(port, "/api/health");
      expect([refused.status, refused.body.toString()]).toEqual([503, '{"status":"draining"}']);
    } finally {
      draining = false;
    }
  });

  it("counts and logs every stored answer as the app does", async () => {
    logLines.length = 0;
    await fetchRaw(port, "/contact");
    await fetchRaw(port, "/contact?utm_source=x");
    expect(logLines).toEqual([
      expect.objectContaining({ msg: "request", method: "GET", path: "/contact", status: 200 }),
    ]);
    const counted = await metrics.registry.metrics();
    expect(counted).toMatch(/^page_cache_requests_total\{result="hit"\} [1-9]/m);
    expect(counted).toMatch(/^http_requests_total\{method="GET",route="\*",status="200"\} [1-9]/m);
  });
});
