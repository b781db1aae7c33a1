import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import type { Blog } from "#domain/content";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { pageDataRenderer } from "../support/app-routes";
import { createTestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";

/** Issue 13 at the API: posts with an article get an address, keep it, redirect old ones; feed, sitemap and preview. */
describe.each(testDatabaseKinds)("articles on %s", (kind) => {
  const site = useTestSite(kind);
  let admin: { cookie: string; email: string };
  beforeEach(async () => {
    admin = await signUpAdmin(site.app);
  });

  const post = {
    title: "Cash on Delivery & bKash: Paying Online",
    description: "How shoppers in Dhaka pay.",
    image: "/images/blogs/blog-6.svg",
    tag: "E-Commerce",
    link: "",
  };
  const send = (method: string, path: string, body: unknown) =>
    site.app.request(
      path,
      asUser(admin.cookie, method, { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    );
  const blogs = async () => (await (await site.app.request("/api/blogs")).json()) as Blog[];

  it("a post gets an address from its title (unique), keeps it when the title changes, and an old address redirects after a change", async () => {
    expect((await send("POST", "/api/blogs", { ...post, body: "## Paying\n\nText." })).status).toBe(200);
    expect((await send("POST", "/api/blogs", { ...post, body: "" })).status).toBe(200);
    const [second, first] = await blogs();
    expect(first).toMatchObject({ slug: "cash-on-delivery-and-bkash-paying-online", hasArticle: true });
    expect(second).toMatchObject({ slug: "cash-on-delivery-and-bkash-paying-online-2", hasArticle: false });

    expect(
      (
        await send("PUT", `/api/blogs/${first!._id}`, {
          ...post,
          title: "Paying online in Bangladesh",
          body: "Text.",
          slug: first!.slug,
        })
      ).status,
    ).toBe(200);
    expect((await blogs()).find((b) => b._id === first!._id)).toMatchObject({
      title: "Paying online in Bangladesh",
      slug: first!.slug,
    });

    expect(
      (await send("PUT", `/api/blogs/${first!._id}`, { ...post, body: "Text.", slug: "paying-online" })).status,
    ).toBe(200);
    expect(await site.app.services.content.article(first!.slug)).toEqual({ movedTo: "paying-online" });
    expect(await site.app.services.content.article("paying-online")).toMatchObject({
      article: { _id: first!._id, body: "Text." },
    });

    // Another post cannot take either address; the same post can take its old one back.
    const taken = await send("PUT", `/api/blogs/${second!._id}`, { ...post, slug: first!.slug });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      error: "Invalid request",
      fields: { slug: "Another post already uses this address" },
    });
    expect((await send("POST", "/api/blogs", { ...post, slug: "paying-online" })).status).toBe(400);
    expect((await send("PUT", `/api/blogs/${first!._id}`, { ...post, body: "Text.", slug: first!.slug })).status).toBe(
      200,
    );
    expect(await site.app.services.content.article("paying-online")).toEqual({ movedTo: first!.slug });

    const bad = await send("POST", "/api/blogs", { ...post, slug: "Not A Slug!" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.slug).toMatch(
      /^Address must be lower-case letters and digits/,
    );
  });

  it("a post without an article has no page; deleting a post frees its addresses", async () => {
    await send("POST", "/api/blogs", { ...post, link: "https://example.com/elsewhere" });
    const [only] = await blogs();
    expect(only).toMatchObject({ hasArticle: false, link: "https://example.com/elsewhere" });
    expect(await site.app.services.content.article(only!.slug)).toBeNull();
    await send("DELETE", `/api/blogs/${only!._id}`, {});
    expect((await send("POST", "/api/blogs", { ...post, body: "Back." })).status).toBe(200);
    expect((await blogs())[0]!.slug).toBe(only!.slug);
  });

  it("the sitemap lists each article with its last change, and the feed is RSS 2.0 with the newest posts, escaped", async () => {
    await send("POST", "/api/blogs", { ...post, body: "First." });
    await send("POST", "/api/blogs", { ...post, title: 'Tags <b> & "quotes"', body: "Second." });
    const [newest, older] = await blogs();
    await send("PUT", `/api/blogs/${older!._id}`, { ...post, body: "First, revised.", slug: older!.slug });
    const revised = (await blogs()).find((b) => b._id === older!._id)!;
    expect(revised.updatedAt > older!.updatedAt).toBe(true);
    // Saved again unchanged: not a change, the last-change time stays.
    await send("PUT", `/api/blogs/${older!._id}`, { ...post, body: "First, revised.", slug: older!.slug });
    expect((await blogs()).find((b) => b._id === older!._id)!.updatedAt).toBe(revised.updatedAt);

    const sitemap = await (await site.app.request("/sitemap.xml")).text();
    expect(sitemap).toContain(
      `<url><loc>http://site.test/blogs/${revised.slug}</loc><lastmod>${revised.updatedAt}</lastmod>`,
    );
    expect(sitemap).toContain(
      `<url><loc>http://site.test/blogs/${newest!.slug}</loc><lastmod>${newest!.updatedAt}</lastmod>`,
    );

    const feed = await site.app.request("/blogs/rss.xml");
    expect(feed.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain("<title>Tags &#60;b&#62; &#38; &#34;quotes&#34;</title>");
    expect(items[0]).toContain(`<link>http://site.test/blogs/${newest!.slug}</link>`);
    expect(items[1]).toContain(`<link>http://site.test/blogs/${revised.slug}</link>`);
    // Nothing unescaped: every < starts a tag the feed itself writes.
    expect(
      xml.replace(
        /<\/?(\?xml|rss|channel|title|link|atom:link|description|language|lastBuildDate|item|guid|pubDate|category)\b[^>]*>/g,
        "",
      ),
    ).not.toContain("<");
  });

  it("the feed stays well-formed XML with characters stored before the text rule (decision 0032): those XML cannot hold are left out", async () => {
    await send("POST", "/api/blogs", { ...post, body: "Text." });
    const [stored] = await blogs();
    // Written straight to the table, as an older build let them in. PostgreSQL cannot store U+0000.
    const hostile = `${kind === "sqlite" ? "\u0000" : ""}Bell\u0007 \u0001\u0008\u000b\u000c\u001b\u007f\u0085\ufffe\uffff\ud800 \u202eTitle`;
    await site.test.db
      .updateTable("blogs")
      .set({ title: hostile, description: `Line one\r\n${hostile}`, tag: `Tag\u0002` })
      .where("id", "=", Number(stored!._id))
      .execute();
    const xml = await (await site.app.request("/blogs/rss.xml")).text();
    // Every character is one XML 1.0 allows (its Char production).
    expect(
      [...xml]
        .filter((c) => !/^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]$/u.test(c))
        .map((c) => c.codePointAt(0)!.toString(16)),
    ).toEqual([]);
    const item = /<item>([\s\S]*?)<\/item>/.exec(xml)![1]!;
    expect(item).toMatch(/<title>Bell \u007f\u0085[^<]* \u202eTitle<\/title>/);
    expect(item).toContain("<category>Tag</category>");
    expect(item).toMatch(/<description>Line one\r?\nBell /);
  });

  it("the Bangla feed (/bn/blogs/rss.xml) has each post's Bangla texts, the English ones where it has none, and Bangla addresses", async () => {
    await send("POST", "/api/blogs", { ...post, title: "Written in English only", body: "Text." });
    await send("POST", "/api/blogs", { ...post, body: "Text." });
    const [bilingual, englishOnly] = await blogs();
    await site.test.db
      .updateTable("blogs")
      .set({ title_bn: "ক্যাশ অন ডেলিভারি ও বিকাশ", description_bn: "ঢাকার ক্রেতারা কীভাবে টাকা দেন।" })
      .where("id", "=", Number(bilingual!._id))
      .execute();
    const bangla = await site.app.request("/bn/blogs/rss.xml");
    expect(bangla.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await bangla.text();
    expect(xml).toContain("<language>bn</language>");
    expect(xml).toContain('<atom:link href="http://site.test/bn/blogs/rss.xml" rel="self"');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items[0]).toContain("<title>ক্যাশ অন ডেলিভারি ও বিকাশ</title>");
    expect(items[0]).toContain("<description>ঢাকার ক্রেতারা কীভাবে টাকা দেন।</description>");
    expect(items[0]).toContain(`<link>http://site.test/bn/blogs/${bilingual!.slug}</link>`);
    expect(items[1]).toContain("<title>Written in English only</title>");
    expect(items[1]).toContain(`<link>http://site.test/bn/blogs/${englishOnly!.slug}</link>`);
    // The English feed stays English.
    const english = await (await site.app.request("/blogs/rss.xml")).text();
    expect(english).toContain("<language>en</language>");
    expect(english).toContain(`<title>${post.title.replace("&", "&#38;")}</title>`);
    expect(english).not.toContain("বিকাশ");
  });

  it("an article's social preview is its picture cropped to 1200×630; a picture on another site is never fetched", async () => {
    await send("POST", "/api/blogs", { ...post, body: "Text." });
    await send("POST", "/api/blogs", {
      ...post,
      title: "Remote picture",
      image: "https://images.example/photo.jpg",
      body: "Text.",
    });
    const [remote, local] = await blogs();
    const res = await site.app.request(`/blogs/${local!.slug}/social.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    for (const path of [`/blogs/${remote!.slug}/social.jpg`, "/blogs/no-such-post/social.jpg"]) {
      const fallback = await site.app.request(path);
      expect([fallback.status, fallback.headers.get("location")], path).toEqual([302, "/og-image.png"]);
    }
  });

  it("the article preview renders Markdown safely, for admins only", async () => {
    expect((await site.app.request("/api/markdown-preview", { method: "POST", headers: ORIGIN })).status).toBe(401);
    const user = await signUp(site.app);
    expect(
      (
        await site.app.request(
          "/api/markdown-preview",
          asUser(user.cookie, "POST", {
            body: JSON.stringify({ markdown: "# x" }),
            headers: { "content-type": "application/json" },
          }),
        )
      ).status,
    ).toBe(403);
    const res = await send("POST", "/api/markdown-preview", {
      markdown: "## Hello\n\n<script>alert(1)</script> [x](javascript:alert(1))",
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("<h2>Hello</h2>");
    expect(html).not.toMatch(/<script|href="javascript:/);
  });
  it("the longest articles the form allows, 50,000 characters in each language, are saved and previewed; one character more is refused by the form's rule", async () => {
    // Bangla letters are 3 bytes in UTF-8 and 9 in a URL-encoded form, as the dashboard's form sends them.
    const bangla = "বাংলা লেখা।\n".repeat(50_000 / 12).padEnd(50_000, "ক");
    const english = "Plain words.\n".repeat(50_000 / 13).padEnd(50_000, "x");
    const longest = { ...post, body: english, bn: { title: "লম্বা লেখা", description: "বর্ণনা", tag: "", body: bangla } };

    expect((await send("POST", "/api/blogs", longest)).status).toBe(200);
    const preview = await send("POST", "/api/markdown-preview", { markdown: bangla });
    expect(preview.status).toBe(200);

    const app = await createTestApp(site.test.db, { pages: { renderPage: await pageDataRenderer() } });
    const owner = await signUpAdmin(app);
    const form = new URLSearchParams({
      intent: "create",
      values: JSON.stringify({ ...longest, title: "From the form" }),
    });
    const saved = await app.request("/dashboard/allBlogs", asUser(owner.cookie, "POST", { body: form }));
    expect(saved.status).toBe(200);
    const titles = (await blogs()).map((b) => b.title);
    expect(titles).toEqual(expect.arrayContaining([post.title, "From the form"]));
    const stored = await site.app.services.content.article(
      (await blogs()).find((b) => b.title === "From the form")!.slug,
    );
    expect(stored).toMatchObject({ article: { body: english, bn: { body: bangla } } });

    const tooLong = await send("POST", "/api/blogs", { ...longest, bn: { ...longest.bn, body: `${bangla}ক` } });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields["bn.body"]).toBe(
      "Article in Bangla must be at most 50000 characters",
    );
  });
});
