import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDemoContent } from "#server/db/seed";
import { demoBlogs, demoReviews, demoReviewVideos, demoTeam } from "#server/db/demo-content";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

describe.each(testDatabaseKinds)("content read API on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db);
  });
  afterEach(async () => {
    await test.drop();
  });

  const getJson = async (path: string) => {
    const res = await app.request(path);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it("answers empty arrays on an empty database", async () => {
    for (const path of ["/api/blogs", "/api/reviews", "/api/review-videos", "/api/team"]) {
      expect(await getJson(path)).toEqual({ status: 200, body: [] });
    }
  });

  describe("with demo content", () => {
    beforeEach(async () => {
      expect(await seedDemoContent(test.db)).toBe("seeded");
    });

    it("GET /api/blogs returns every blog, newest first, in the spec's shape", async () => {
      const { status, body } = await getJson("/api/blogs");
      expect(status).toBe(200);
      const blogs = body as Array<Record<string, unknown>>;
      expect(blogs).toHaveLength(demoBlogs.length);
      expect(blogs.map((b) => b.title)).toEqual(demoBlogs.map((b) => b.title).reverse());
      const newest = demoBlogs.at(-1)!;
      expect(blogs[0]).toEqual({
        _id: expect.any(String),
        title: newest.title,
        description: newest.description,
        image: newest.image,
        tag: newest.tag,
        link: newest.link,
        email: expect.stringContaining("@"),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        // Beyond the spec (decision 0026): the post's address on the site, whether it is an article there, its last change.
        slug: "launching-an-online-store-in-bangladesh-a-checklist",
        hasArticle: true,
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        // Beyond the spec (issue 26): its texts in Bangla.
        bn: { title: newest.bn.title, description: newest.bn.description, tag: newest.bn.tag },
      });
      const dates = blogs.map((b) => Date.parse(b.createdAt as string));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it("GET /api/blogs?limit=3 returns the newest three", async () => {
      const { body } = await getJson("/api/blogs?limit=3");
      expect((body as Array<{ title: string }>).map((b) => b.title)).toEqual(
        demoBlogs
          .slice(-3)
          .map((b) => b.title)
          .reverse(),
      );
    });

    it("GET /api/reviews returns reviews newest first with name, role, image, logo, feedback, email", async () => {
      const { body } = await getJson("/api/reviews");
      const reviews = body as Array<Record<string, unknown>>;
      expect(reviews).toHaveLength(demoReviews.length);
      const newest = demoReviews.at(-1)!;
      expect(reviews[0]).toEqual({ _id: expect.any(String), ...newest, email: expect.stringContaining("@") });
    });

    it("GET /api/review-videos returns title, videoUrl and email", async () => {
      const { body } = await getJson("/api/review-videos?limit=2");
      const videos = body as Array<Record<string, unknown>>;
      expect(videos).toHaveLength(2);
      const newest = demoReviewVideos.at(-1)!;
      expect(videos[0]).toEqual({
        _id: expect.any(String),
        title: newest.title,
        videoUrl: newest.videoUrl,
        email: expect.stringContaining("@"),
        bn: newest.bn,
      });
    });

    it("GET /api/team returns members whose server-relative image is served as WebP", async () => {
      const { body } = await getJson("/api/team");
      const team = body as Array<Record<string, string>>;
      expect(team).toHaveLength(demoTeam.length);
      const newest = demoTeam.at(-1)!;
      expect(team[0]).toMatchObject({
        name: newest.name,
        position: newest.position,
        facebook: newest.facebook,
        github: newest.github,
        linkedin: newest.linkedin,
      });
      expect(team[0]!.image).toMatch(/^\/media\/[\w-]+\.webp$/);

      const image = await app.request(String(team[0]!.image));
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect(image.headers.get("cache-control")).toContain("immutable");
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
    });

    it("gives every item a distinct string _id", async () => {
      for (const path of ["/api/blogs", "/api/reviews", "/api/review-videos", "/api/team"]) {
        const ids = ((await getJson(path)).body as Array<{ _id: unknown }>).map((item) => item._id);
        expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
      }
    });

    it("seeding again changes nothing", async () => {
      expect(await seedDemoContent(test.db)).toBe("skipped");
      expect(((await getJson("/api/blogs")).body as unknown[]).length).toBe(demoBlogs.length);
      expect(((await getJson("/api/team")).body as unknown[]).length).toBe(demoTeam.length);
    });
  });

  it("does not seed a database that already has content", async () => {
    await test.db
      .insertInto("blogs")
      .values({
        title: "Ours",
        description: "Kept",
        image: "/x.svg",
        tag: "",
        link: null,
        email: "a@b.c",
        slug: "ours",
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await seedDemoContent(test.db)).toBe("skipped");
    const { body } = await getJson("/api/blogs");
    expect(body).toEqual([expect.objectContaining({ title: "Ours", link: null })]);
  });

  it.each(["0", "-1", "abc", "2.5", "101"])("rejects ?limit=%s with 400 naming the field", async (limit) => {
    const { status, body } = await getJson(`/api/blogs?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Invalid request", fields: { limit: expect.any(String) } });
  });

  it("GET /api/health answers ok after checking the database", async () => {
    expect(await getJson("/api/health")).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("unknown /api paths answer 404 JSON, not the HTML app", async () => {
    for (const path of ["/api/nowhere", "/api/blogs/extra/path", "/api"]) {
      const { status, body } = await getJson(path);
      expect(status).toBe(404);
      expect(body).toEqual({ error: "Not found" });
    }
  });

  it("unknown media answers 404", async () => {
    expect((await app.request("/media/does-not-exist.webp")).status).toBe(404);
  });
});

describe("health when the database is gone", () => {
  it("answers 503 with an error status", async () => {
    const test = await createTestDatabase("sqlite");
    const app = await createTestApp(test.db);
    await test.drop();
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "error", error: "Database unavailable" });
  });
});
