import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { SiteLoadContext } from "#server/load-context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache } from "#server/page-cache";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { member, pngFile, review, video } from "../support/sample-content";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/**
 * Issue 10 at the HTTP level (decision 0016): cached anonymous pages with ETag/304 and headers a CDN
 * may act on, never for a visitor with a cookie; every admin write empties the cache, so the next
 * anonymous view shows the change; and the bounded blog pages of `GET /api/blogs`.
 *
 * The renderer is a stand-in that lists what the content services return (the real pages are
 * checked in Chromium by tests/e2e/blog-pages.spec.ts), and sets a cookie on /sets-cookie.
 */
function contentRenderer() {
  return async (request: Request, context: SiteLoadContext) => {
    const { pathname } = new URL(request.url);
    const { content } = context.services;
    const [blogs, reviews, videos, team] = await Promise.all([
      content.listBlogs(),
      content.listReviews(),
      content.listReviewVideos(),
      content.listTeam(),
    ]);
    const names = [
      ...blogs.map((b) => b.title),
      ...reviews.map((r) => r.name),
      ...videos.map((v) => v.title),
      ...team.map((m) => `${m.name} ${m.image}`),
    ];
    const html = `<!DOCTYPE html><html><body><p>${context.sessionUser ? `Signed in as ${context.sessionUser.email}` : "Visitor"}</p><ul>${names.map((n) => `<li>${n}</li>`).join("")}</ul>${"<!-- padding -->".repeat(200)}</body></html>`;
    const headers = new Headers({
      "Content-Type": "text/html",
      "Cache-Control": context.sessionUser ? "private, no-store" : "no-cache",
    });
    if (pathname === "/sets-cookie") headers.append("Set-Cookie", "visited=1; Path=/");
    return new Response(html, { status: 200, headers });
  };
}

const blog = {
  title: "Faster pages",
  description: "How we cut load times.",
  image: "https://example.com/a.png",
  tag: "Performance",
  link: "",
};
const photo = () => pngFile("rafi.png");
const memberForm = async (fields: Record<string, string>, withPhoto: boolean) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (withPhoto) form.set("image", await photo());
  return form;
};

const TTL_SECONDS = 60;

describe.each(testDatabaseKinds)("page cache over HTTP on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db, {
      pages: {
        renderPage: contentRenderer(),
        pageCache: createPageCache({ ttlMs: TTL_SECONDS * 1000, maxEntries: 50, pageQueryParams: {} }),
      },
    });
  });
  afterAll(() => test.drop());

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...ORIGIN,
        cookie,
        ...(body instanceof FormData || body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });

  it("answers 304 to a matching If-None-Match (each encoding its own tag) and the page to a stale one", async () => {
    const first = await get("/about", { "accept-encoding": "br" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get("/about", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    // A proxy that weakened the tag, or a list of tags, still matches.
    expect((await get("/about", { "accept-encoding": "br", "if-none-match": `"x", W/${etag}` })).status).toBe(304);
    // The brotli tag does not stand for the gzip bytes.
    const gz = await get("/about", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(gz.status).toBe(200);
    expect(gz.headers.get("etag")).not.toBe(etag);
    const stale = await get("/about", { "accept-encoding": "br", "if-none-match": '"an-older-version-br"' });
    expect(stale.status).toBe(200);
    expect(brotliDecompressSync(Buffer.from(await stale.arrayBuffer())).toString()).toContain("Visitor");
  });

  it("every encoding decompresses to the identical page", async () => {
    const identity = await get("/services", { "accept-encoding": "identity" });
    const html = await identity.text();
    expect(identity.headers.get("content-encoding")).toBeNull();
    const br = Buffer.from(await (await get("/services", { "accept-encoding": "br" })).arrayBuffer());
    const gz = Buffer.from(await (await get("/services", { "accept-encoding": "gzip" })).arrayBuffer());
    expect(br.length).toBeLessThan(html.length);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(gz).toString()).toBe(html);
  });

  it("anonymous cached pages may be kept by a CDN for 10 s; pages for a visitor with a cookie, or that set one, may not", async () => {
    const { cookie } = await signUp(app);
    const anonymous = await get("/contact");
    // The site keeps them 60 s here, but a CDN's copy never sees the content version: 10 s at most.
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
    expect(anonymous.headers.get("vary")).toBe("Accept-Encoding, Cookie");

    const signedIn = await get("/contact", { cookie, "accept-encoding": "identity" });
    const html = await signedIn.text();
    expect(html).toContain("Signed in as");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("etag")).toBeNull();
    expect(signedIn.headers.get("x-page-cache")).toBeNull();

    // Rendered per visitor and compressed on the way: brotli where accepted, else gzip, the same page.
    const br = await get("/contact", { cookie, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = await get("/contact", { cookie, "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    // Any cookie (an expired session, another site's cookie on our domain): rendered for this visitor only.
    const otherCookie = await get("/contact", { cookie: "theme=dark" });
    expect(otherCookie.headers.get("cache-control")).toBe("private, no-store");
    expect(otherCookie.headers.get("x-page-cache")).toBeNull();

    const setsCookie = await get("/sets-cookie");
    expect(setsCookie.headers.get("set-cookie")).toContain("visited=1");
    expect(setsCookie.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/sets-cookie")).headers.get("x-page-cache")).toBeNull();
  });

  it("answers HEAD from the stored page: the GET's headers, no body", async () => {
    const page = await get("/services", { "accept-encoding": "br" });
    const head = await app.request("/services", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("etag")).toBe(page.headers.get("etag"));
    expect(head.headers.get("content-length")).toBe(page.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });

  it("answers the public API lists from the cache too, with their own no-store and security headers, never to a signed-in caller", async () => {
    const admin = await signUpAdmin(app);
    const titles = async (res: Response) => ((await res.json()) as Array<{ title: string }>).map((b) => b.title);
    // A parameter the API does not read is not part of the key.
    const first = await get("/api/blogs?limit=2&utm_source=ad");
    const again = await get("/api/blogs?limit=2", { "accept-encoding": "br" });
    expect([first.headers.get("x-page-cache"), again.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    for (const res of [first, again]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    }
    const listed = await titles(first);
    expect(
      JSON.parse(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).map(
        (b: { title: string }) => b.title,
      ),
    ).toEqual(listed);

    const signedIn = await get("/api/blogs?limit=2", { cookie: admin.cookie });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    // Refusals are answered each time, never stored.
    for (let i = 0; i < 2; i++) {
      const refused = await get("/api/blogs?limit=0");
      expect(refused.status).toBe(400);
      expect(refused.headers.get("x-page-cache")).toBeNull();
    }

    expect((await send("POST", "/api/blogs", admin.cookie, { ...blog, title: "Listed at once" })).status).toBe(200);
    const after = await get("/api/blogs?limit=2");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect((await titles(after))[0]).toBe("Listed at once");
  });

  it("every admin write (content and accounts) empties the cache: the next anonymous view shows the change", async () => {
    const admin = await signUpAdmin(app);
    const ids: Record<string, string> = {};
    const created = (name: string) => async (res: Response) => {
      ids[name] = ((await res.json()) as { insertedId: string }).insertedId;
    };
    const writes: Array<[string, () => Response | Promise<Response>, string, ((res: Response) => Promise<void>)?]> = [
      ["create a blog", () => send("POST", "/api/blogs", admin.cookie, blog), "Faster pages", created("blog")],
      [
        "change a blog",
        () => send("PUT", `/api/blogs/${ids.blog}`, admin.cookie, { ...blog, title: "Even faster pages" }),
        "Even faster pages",
      ],
      ["delete a blog", () => send("DELETE", `/api/blogs/${ids.blog}`, admin.cookie), "!Even faster pages"],
      ["create a review", () => send("POST", "/api/reviews", admin.cookie, review), "Nadia", created("review")],
      [
        "change a review",
        () => send("PUT", `/api/reviews/${ids.review}`, admin.cookie, { ...review, name: "Nadia Rahman" }),
        "Nadia Rahman",
      ],
      ["delete a review", () => send("DELETE", `/api/reviews/${ids.review}`, admin.cookie), "!Nadia"],
      [
        "create a video",
        () => send("POST", "/api/review-videos", admin.cookie, video),
        "Client story",
        created("video"),
      ],
      [
        "change a video",
        () => send("PUT", `/api/review-videos/${ids.video}`, admin.cookie, { ...video, title: "Client story, part 2" }),
        "Client story, part 2",
      ],
      ["delete a video", () => send("DELETE", `/api/review-videos/${ids.video}`, admin.cookie), "!Client story"],
      [
        "add a team member",
        async () => send("POST", "/api/team", admin.cookie, await memberForm(member, true)),
        "Rafi",
        created("member"),
      ],
      [
        "change a team member",
        async () =>
          send(
            "PUT",
            `/api/team/${ids.member}`,
            admin.cookie,
            await memberForm({ ...member, name: "Rafi Ahmed" }, false),
          ),
        "Rafi Ahmed",
      ],
      ["remove a team member", () => send("DELETE", `/api/team/${ids.member}`, admin.cookie), "!Rafi"],
    ];
    const user = await signUp(app);
    const other = await signUp(app);
    writes.push(
      ["make a user admin", () => app.request(`/api/users/admin/${user.id}`, asUser(admin.cookie, "PATCH")), ""],
      ["delete a user", () => app.request(`/api/users/${other.id}`, asUser(admin.cookie, "DELETE")), ""],
    );

    for (const [write, run, expected, after] of writes) {
      await get("/");
      expect((await get("/")).headers.get("x-page-cache"), `before: ${write}`).toBe("hit");
      const res = await run();
      expect(res.status, write).toBe(200);
      await after?.(res);
      const next = await get("/", { "accept-encoding": "identity" });
      expect(next.headers.get("x-page-cache"), `after: ${write}`).toBe("miss");
      const html = await next.text();
      if (expected.startsWith("!")) expect(html, write).not.toContain(`<li>${expected.slice(1)}`);
      else if (expected) expect(html, write).toContain(`<li>${expected}`);
    }
  });
});

describe.each(testDatabaseKinds)("bounded blog pages of GET /api/blogs on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db);
    const rows = Array.from({ length: 30 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, i + 1)).toISOString();
      return {
        title: `Blog ${i + 1}`,
        description: "Text",
        image: "/images/blogs/blog-1.svg",
        tag: "Tag",
        link: null,
        email: "a@example.com",
        slug: `blog-${i + 1}`,
        created_at: at,
        updated_at: at,
      };
    });
    await test.db.insertInto("blogs").values(rows).execute();
  });
  afterAll(() => test.drop());

  const titles = async (res: Response) => ((await res.json()) as Array<{ title: string }>).map((b) => b.title);
  const blogNumbers = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Blog ${from - i}`);

  it("keeps the spec's answer without parameters: every blog, newest first", async () => {
    expect(await titles(await app.request("/api/blogs"))).toEqual(blogNumbers(30, 1));
  });

  it("?page=N answers one page of 9 (or perPage), newest first, with a Link to the first, the previous and the next while there is one", async () => {
    const first = await app.request("/api/blogs?page=1");
    expect(await titles(first)).toEqual(blogNumbers(30, 22));
    expect(first.headers.get("link")).toBe(
      '</api/blogs?page=1&perPage=9>; rel="first", </api/blogs?page=2&perPage=9>; rel="next"',
    );
    expect(await titles(await app.request("/api/blogs?page=2"))).toEqual(blogNumbers(21, 13));
    const last = await app.request("/api/blogs?page=3&perPage=12");
    expect(await titles(last)).toEqual(blogNumbers(6, 1));
    expect(last.headers.get("link")).toBe(
      '</api/blogs?page=1&perPage=12>; rel="first", </api/blogs?page=2&perPage=12>; rel="prev"',
    );
    expect(await titles(await app.request("/api/blogs?page=9"))).toEqual([]);
  });

  it("refuses pages it cannot answer in one bounded read", async () => {
    for (const query of ["page=0", "page=x", "page=1&perPage=51"]) {
      const res = await app.request(`/api/blogs?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it("answers a page whatever else the query holds (issue 39 item 13): perPage alone is page 1, limit is left out of account", async () => {
    expect(await titles(await app.request("/api/blogs?perPage=5"))).toEqual(blogNumbers(30, 26));
    const page = await app.request("/api/blogs?page=2&limit=3");
    expect(await titles(page)).toEqual(blogNumbers(21, 13));
    expect(page.headers.get("link")).toContain('</api/blogs?page=3&perPage=9>; rel="next"');
  });
});
