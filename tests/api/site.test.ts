import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "#domain/catalog/services";
import { appRouteFacts } from "../support/app-routes";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

describe("site-wide responses: SEO files and headers", () => {
  let test: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    // The sitemap lists the pages whose routes say so (their handles), as the built site does.
    app = await createTestApp(test.db, { pages: { sitemapPaths: (await appRouteFacts()).sitemapPaths } });
  });
  afterAll(() => test.drop());

  it("robots.txt allows the site, hides the API and points to the sitemap", async () => {
    const res = await app.request("/robots.txt");
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  it("sitemap.xml lists the public pages and the 8 service pages with absolute URLs, each in English and in Bangla naming both", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const paths = ["/", "/about", "/services", "/blogs", "/contact", ...services.map((s) => s.link)];
    for (const path of paths) {
      const bangla = path === "/" ? "/bn" : `/bn${path}`;
      const both =
        `<xhtml:link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}${path}"/>` +
        `<xhtml:link rel="alternate" hreflang="bn" href="${TEST_PUBLIC_URL}${bangla}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}${path}"/>`;
      expect(xml).toContain(`<url><loc>${TEST_PUBLIC_URL}${path}</loc>${both}</url>`);
      expect(xml).toContain(`<url><loc>${TEST_PUBLIC_URL}${bangla}</loc>${both}</url>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(paths.length * 2);
    expect(xml).not.toContain("/dashboard");
  });

  it("robots.txt, the sitemap and both feeds carry a validator and a lifetime; a matching If-None-Match is a 304 with them and the security headers; a new article changes the tags (issue 39 item 12)", async () => {
    const paths = ["/robots.txt", "/sitemap.xml", "/blogs/rss.xml", "/bn/blogs/rss.xml"];
    const tagsOf = async () => {
      const tags: string[] = [];
      for (const path of paths) {
        const res = await app.request(path);
        const etag = res.headers.get("etag")!;
        expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
        expect(res.headers.get("cache-control"), path).toBe("public, max-age=300");
        const notModified = await app.request(path, { headers: { "if-none-match": etag } });
        expect([notModified.status, await notModified.text()], path).toEqual([304, ""]);
        for (const header of ["etag", "cache-control", "vary", "x-content-type-options", "content-security-policy"])
          expect(notModified.headers.get(header), `${path} ${header}`).toBe(res.headers.get(header));
        expect((await app.request(path, { headers: { "if-none-match": 'W/"older"' } })).status, path).toBe(200);
        tags.push(etag);
      }
      return tags;
    };
    const before = await tagsOf();
    await app.services.contentAdmin.blogs.create("admin@example.com", {
      title: "A new article",
      description: "Text.",
      image: "/images/blogs/blog-1.svg",
      tag: "",
      link: "",
      body: "Words.",
    });
    const after = await tagsOf();
    // The sitemap lists the article and the feeds the post; robots.txt stays as it was.
    expect(after.map((tag, i) => tag === before[i])).toEqual([true, false, false, false]);
  });

  it("an API address asked with a method it does not answer gets 405 naming the ones it does; an unknown address 404", async () => {
    const put = await app.request("/api/blogs", { method: "PUT", headers: { Origin: TEST_PUBLIC_URL } });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await put.json()).toEqual({ error: "PUT is not allowed here; use GET, HEAD, POST." });
    const post = await app.request("/api/blogs/1", { method: "POST", headers: { Origin: TEST_PUBLIC_URL } });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("DELETE, PUT");
    expect(
      (await app.request("/api/no-such-thing", { method: "PUT", headers: { Origin: TEST_PUBLIC_URL } })).status,
    ).toBe(404);
  });

  it("sends the security headers on every response", async () => {
    const res = await app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("never lets API answers be cached", async () => {
    const res = await app.request("/api/blogs");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
