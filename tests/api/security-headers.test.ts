import { defaultSiteSettings } from "#domain/site-details";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { SiteLoadContext } from "#server/load-context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "#server/app";
import { createPageCache } from "#server/page-cache";
import { appRouteFacts } from "../support/app-routes";
import { signUp } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Issue 9 (CSP, headers) and 14 (page cache key) at the HTTP level: the real app, page cache, auth
 * and database, with a stand-in for React Router's renderer that writes its inline scripts the way
 * React Router does (a nonce attribute from the load context). The real renderer is checked in
 * Chromium by tests/e2e/security.spec.ts.
 */

interface Rendered {
  url: string;
  nonce: string;
}

/** A renderer like React Router's: inline scripts with the context's nonce; 404 for /no-such-page. */
function standInRenderer(rendered: Rendered[]) {
  return async (request: Request, context: SiteLoadContext) => {
    const url = new URL(request.url);
    rendered.push({ url: url.pathname + url.search, nonce: context.cspNonce });
    const n = context.cspNonce;
    const html =
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root.js" nonce="${n}"/></head>` +
      `<body><p>${context.sessionUser ? "Signed in" : "Visitor"} ${"x".repeat(2000)}</p>` +
      `<script nonce="${n}">window.__context = {"path":"${url.pathname}"};</script>` +
      `<script nonce="${n}" type="module" async="">import "/assets/entry.client.js";</script></body></html>`;
    return new Response(html, {
      status: url.pathname === "/no-such-page" ? 404 : 200,
      headers: { "Content-Type": "text/html", "Cache-Control": context.sessionUser ? "private, no-store" : "no-cache" },
    });
  };
}

const policyOf = (res: Response) =>
  new Map(
    (res.headers.get("content-security-policy") ?? "")
      .split("; ")
      .map((d) => d.split(" "))
      .map(([name, ...values]) => [name!, values]),
  );
const nonceOf = (res: Response) =>
  policyOf(res)
    .get("script-src")
    ?.find((s) => s.startsWith("'nonce-"))
    ?.slice("'nonce-".length, -1);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("security headers and the page cache", () => {
  let test: TestDatabase;
  let app: TestApp;
  let cookie: string;

  /** The app with the page cache and the stand-in renderer; `rendered` lists what it rendered. */
  const site = async (settings: Partial<Pick<AppOptions, "publicUrl" | "chatSources">> = {}) => {
    const log: Rendered[] = [];
    const made = await createTestApp(test.db, {
      pages: {
        renderPage: standInRenderer(log),
        pageCache: createPageCache({
          ttlMs: 60_000,
          maxEntries: 50,
          maxVariants: 5,
          pageQueryParams: (await appRouteFacts()).pageQueryParams,
        }),
        ...settings,
      },
    });
    return { app: made, rendered: log };
  };

  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    ({ app } = await site());
    cookie = (await signUp(app)).cookie;
  });
  afterAll(() => test.drop());

  it("a page rendered for one visitor carries its own nonce, in the header and on every inline script", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await app.request("/about", { headers: { cookie } });
      const html = await res.text();
      expect(html).toContain("Signed in");
      const nonce = nonceOf(res)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(html.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`, `nonce="${nonce}"`]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    const policy = policyOf(await app.request("/about", { headers: { cookie } }));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
  });

  it("a cached page carries no nonce: its inline scripts are allowed by hash, the same bytes for every visitor", async () => {
    const first = await app.request("/services", { headers: { "accept-encoding": "identity" } });
    const second = await app.request("/services", { headers: { "accept-encoding": "identity" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const html = await second.text();
    expect(await first.text()).toBe(html);
    expect(html).not.toContain("nonce");
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(second.headers.get("content-security-policy")).not.toContain("'nonce-");
    expect(policyOf(second).get("script-src")).toEqual([
      "'self'",
      sha256(`window.__context = {"path":"/services"};`),
      sha256(`import "/assets/entry.client.js";`),
    ]);
    // No inline style either (decision 0035; tests/e2e/security.spec.ts sees the real pages keep to it).
    expect(policyOf(second).get("style-src")).toEqual(["'self'"]);
  });

  it("a page that is not cached (404) keeps its own nonce", async () => {
    const res = await app.request("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(await res.text()).toContain(`nonce="${nonceOf(res)}"`);
  });

  it("the cache key ignores parameters the page does not read, and the page never sees them", async () => {
    const { app: fresh, rendered: log } = await site();
    for (let n = 0; n < 30; n++) expect((await fresh.request(`/?anything=${n}`)).status).toBe(200);
    await fresh.request("/contact?plan=Basic&utm_source=mail");
    await fresh.request("/contact?plan=Basic");
    await fresh.request("/contact?plan=Premium");
    expect(log.map((r) => r.url)).toEqual(["/", "/contact?plan=Basic", "/contact?plan=Premium"]);
    expect((await fresh.request("/?anything=else")).headers.get("x-page-cache")).toBe("hit");
  });

  it("parameters and spellings a visitor invents cannot push real pages out of the cache", async () => {
    const { app: fresh, rendered: log } = await site();
    const real = ["/", "/about", "/blogs", "/services/seo"];
    for (const path of real) await fresh.request(path);
    for (let n = 0; n < 200; n++) {
      await fresh.request(`/contact?plan=${n}`);
      await fresh.request(`/login?redirectTo=%2F${n}`);
      await fresh.request(`/ABOUT${"/".repeat(n % 7)}`);
    }
    const before = log.length;
    for (const path of real) expect((await fresh.request(path)).headers.get("x-page-cache"), path).toBe("hit");
    expect(log.length).toBe(before);
  });

  it("cached pages go out pre-compressed by Accept-Encoding; pages rendered per visitor are compressed on the way", async () => {
    const identity = await (await app.request("/blogs", { headers: { "accept-encoding": "identity" } })).text();
    const br = await app.request("/blogs", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(identity);
    const gz = await app.request("/blogs", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(identity);

    const personal = await app.request("/blogs", { headers: { cookie, "accept-encoding": "gzip" } });
    expect(personal.headers.get("x-page-cache")).toBeNull();
    expect(personal.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await personal.arrayBuffer())).toString()).toContain("Signed in");
  });

  it("pages isolate their window from other sites except the Google popup's own pages; API answers carry no COOP", async () => {
    expect((await app.request("/login")).headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect((await app.request("/about", { headers: { cookie } })).headers.get("cross-origin-opener-policy")).toBe(
      "same-origin-allow-popups",
    );
    expect((await app.request("/auth/google")).headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect((await app.request("/auth/google/done?error=x")).headers.get("cross-origin-opener-policy")).toBe(
      "unsafe-none",
    );
    expect((await app.request("/api/health")).headers.get("cross-origin-opener-policy")).toBeNull();
  });

  it("sends a Permissions-Policy everywhere and HSTS only when the site is https", async () => {
    for (const path of ["/", "/api/health"]) {
      const res = await app.request(path);
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    const { app: secure } = await site({ publicUrl: "https://example.com" });
    for (const path of ["/", "/api/health"])
      expect((await secure.request(path)).headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(policyOf(await secure.request("/")).has("upgrade-insecure-requests")).toBe(true);
  });

  it("answers that are not pages get a policy under which nothing loads or runs", async () => {
    for (const path of ["/api/health", "/api/blogs", "/robots.txt", "/media/none.webp"]) {
      expect((await app.request(path)).headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });

  it("every answer carries the baseline headers, the early ones too (the /metrics answers, 404s)", async () => {
    const token = "metrics-token-0123456789abcdef0123456789";
    const withMetrics = await createTestApp(test.db, {
      metricsToken: token,
      pages: { renderPage: standInRenderer([]) },
    });
    const answers: Array<[string, Response]> = [
      ["/metrics anonymous", await withMetrics.request("/metrics")],
      ["/metrics signed in, not admin", await withMetrics.request("/metrics", { headers: { cookie } })],
      [
        "/metrics with the token",
        await withMetrics.request("/metrics", { headers: { authorization: `Bearer ${token}` } }),
      ],
      ["unknown API path", await withMetrics.request("/api/no-such-thing")],
      ["missing media", await withMetrics.request("/media/none.webp")],
      ["API answer", await withMetrics.request("/api/blogs")],
      ["page", await withMetrics.request("/about")],
    ];
    expect(answers.map(([label, res]) => `${label} ${res.status}`)).toEqual([
      "/metrics anonymous 401",
      "/metrics signed in, not admin 403",
      "/metrics with the token 200",
      "unknown API path 404",
      "missing media 404",
      "API answer 200",
      "page 200",
    ]);
    for (const [label, res] of answers) {
      expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), label).toBe("SAMEORIGIN");
      expect(policyOf(res).has("frame-ancestors"), label).toBe(true);
      expect(policyOf(res).has("default-src"), label).toBe(true);
      expect(res.headers.get("referrer-policy"), label).toBeTruthy();
      expect(res.headers.get("permissions-policy"), label).toContain("camera=()");
    }
  });

  it("names the chat script's origin (and the widget's hosts) only while chat is set up in the site settings", async () => {
    const chatSources = ["https://*.chat.example", "wss://*.chat.example"];
    const { app: chat } = await site({ chatSources });
    expect((await chat.request("/contact")).headers.get("content-security-policy")).not.toContain("chat.example");
    const { version } = await chat.services.settings.current();
    const saved = await chat.services.settings.update(
      "admin@site.test",
      { ...defaultSiteSettings, chatScriptUrl: "https://embed.chat.example/widget.js" },
      version,
    );
    const scripts = policyOf(await chat.request("/contact")).get("script-src");
    expect(scripts).toEqual(expect.arrayContaining(["https://embed.chat.example", ...chatSources]));
    expect(scripts).not.toContain("'unsafe-inline'");
    // The reset page (its address holds the link's token), in every spelling React Router answers: no chat host, no Referer.
    for (const path of ["/reset-password?token=abc", "/Reset-Password?token=abc"]) {
      const reset = await chat.request(path, { headers: { cookie } });
      expect(reset.headers.get("content-security-policy"), path).not.toContain("chat.example");
      expect(reset.headers.get("referrer-policy"), path).toBe("no-referrer");
    }
    // With a trailing slash it is not rendered but sent, token kept, to the spelling without (issue 39 item 10).
    const slash = await chat.request("/Reset-Password/?token=abc", { headers: { cookie } });
    expect([slash.status, slash.headers.get("location")]).toEqual([308, "/Reset-Password?token=abc"]);
    expect((await chat.request("/contact")).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Turned off again: the next page names no chat host.
    await chat.services.settings.update("admin@site.test", defaultSiteSettings, saved.version);
    expect((await chat.request("/contact")).headers.get("content-security-policy")).not.toContain("chat.example");
  });
});
