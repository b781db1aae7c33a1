import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../tests/support/test-database";
import { contentVersionReader } from "./content-version";
import { databaseConfigFromUrl, openDatabase } from "./db/connect";
import type { Database } from "./db/schema";
import { createPageCache } from "./page-cache";
import { createServices } from "./services";
import { NotFoundError } from "./services/not-found";

if (!process.env.TEST_DATABASE_URL)
  console.warn("content version: TEST_DATABASE_URL unset, PostgreSQL cases skipped (SQLite only)");

/** A process's page cache, checked against the content version in its database. */
const versionedCache = (db: Database) =>
  createPageCache({ ttlMs: 600_000, maxEntries: 10, pageQueryParams: {}, currentVersion: contentVersionReader(db) });

/** Another server process: its own connection, page cache and a page listing the blog titles. */
function otherProcess(db: Database) {
  const services = createServices(db);
  const cache = versionedCache(db);
  const app = new Hono();
  app.use("*", cache.middleware);
  app.get("/blogs", async (c) => c.text((await services.content.listBlogs()).map((b) => b.title).join("\n")));
  return async () => {
    const res = await app.request("/blogs");
    return { titles: (await res.text()).split("\n").filter(Boolean), cache: res.headers.get("x-page-cache") };
  };
}

const blog = (title: string) => ({
  title,
  description: "About scaling out.",
  image: "https://example.com/b.png",
  tag: "",
  link: "",
});

describe.each(testDatabaseKinds)("content version on %s", (kind) => {
  let test: TestDatabase;
  let second: Database | undefined;
  afterEach(async () => {
    await second?.destroy();
    await test.drop();
  });

  it("a change committed through one process is on the next anonymous page of another; a failed write clears nothing", async () => {
    test = await createTestDatabase(kind);
    second = openDatabase(databaseConfigFromUrl(test.url));
    const writer = createServices(test.db);
    const pageOfB = otherProcess(second);
    expect(await pageOfB()).toEqual({ titles: [], cache: "miss" });
    expect(await pageOfB()).toEqual({ titles: [], cache: "hit" });

    const { insertedId } = await writer.contentAdmin.blogs.create("admin@example.com", blog("First"));
    expect(await pageOfB()).toEqual({ titles: ["First"], cache: "miss" });
    expect(await pageOfB()).toEqual({ titles: ["First"], cache: "hit" });

    await expect(writer.contentAdmin.blogs.update("admin@example.com", 999, blog("Nothing"))).rejects.toThrow(
      NotFoundError,
    );
    expect(await pageOfB()).toEqual({ titles: ["First"], cache: "hit" });

    await writer.contentAdmin.blogs.remove("admin@example.com", Number(insertedId));
    expect(await pageOfB()).toEqual({ titles: [], cache: "miss" });
  });

  it("a page that read the content before another process changed it is never served after the change", async () => {
    test = await createTestDatabase(kind);
    second = openDatabase(databaseConfigFromUrl(test.url));
    const writer = createServices(test.db);
    const services = createServices(second);
    const cache = versionedCache(second);
    let contentRead = () => {};
    let renderHeld: Promise<void> | undefined;
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("/blogs", async (c) => {
      const titles = (await services.content.listBlogs()).map((b) => b.title);
      contentRead();
      await renderHeld; // the rest of the render takes a while
      return c.text(titles.join("\n"));
    });
    const page = async () => {
      const res = await app.request("/blogs");
      return { titles: (await res.text()).split("\n").filter(Boolean), cache: res.headers.get("x-page-cache") };
    };

    let finishRender = () => {};
    renderHeld = new Promise((resolve) => (finishRender = resolve));
    const read = new Promise<void>((resolve) => (contentRead = resolve));
    const rendering = page();
    await read;
    await writer.contentAdmin.blogs.create("admin@example.com", blog("Written meanwhile"));
    renderHeld = undefined;
    finishRender();
    expect(await rendering).toEqual({ titles: [], cache: "miss" });
    // The next view reads the version before any stored page answers, and the change drops it.
    expect(await page()).toEqual({ titles: ["Written meanwhile"], cache: "miss" });
    expect(await page()).toEqual({ titles: ["Written meanwhile"], cache: "hit" });
  });
});

describe("contentVersionReader", () => {
  it("gives a request only a read that started after it arrived, and shares that read with the requests waiting with it", async () => {
    let version = "v1";
    let reads = 0;
    const pending: Array<() => void> = [];
    // A database whose reads answer when the test says so, with the version at the moment the read started.
    const db = {
      selectFrom: () => ({
        select: () => ({
          where: () => ({
            executeTakeFirst: () => {
              reads++;
              const value = version;
              return new Promise((resolve) => pending.push(() => resolve({ value })));
            },
          }),
        }),
      }),
    } as unknown as Database;
    const current = contentVersionReader(db);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const first = current();
    const withFirst = current(); // same loop turn: shares the read
    await nextTurn();
    expect(reads).toBe(1);
    version = "v2"; // committed while the first read is under way: the later requests must see it
    const second = current();
    const third = current();
    pending.shift()!();
    expect(await Promise.all([first, withFirst])).toEqual(["v1", "v1"]);
    await nextTurn();
    expect(reads).toBe(2);
    pending.shift()!();
    expect(await Promise.all([second, third])).toEqual(["v2", "v2"]);
  });
});

describe("a page cache with a shared content version", () => {
  it("keeps serving cached pages while the database does not answer, and clears them once it answers with a new version", async () => {
    let version: string | Error = "v1";
    let renders = 0;
    const cache = createPageCache({
      ttlMs: 600_000,
      maxEntries: 10,
      pageQueryParams: {},
      currentVersion: async () => {
        if (version instanceof Error) throw version;
        return version;
      },
    });
    // As in server/app.ts: the cache's middleware just before the renderer.
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("/", (c) => c.text(`render ${++renders}`));
    const page = async () => {
      const res = await app.request("/");
      return `${res.headers.get("x-page-cache")}: ${await res.text()}`;
    };
    expect(await page()).toBe("miss: render 1");
    version = new Error("connect ECONNREFUSED");
    expect(await page()).toBe("hit: render 1");
    version = "v2";
    expect(await page()).toBe("miss: render 2");
    expect(await page()).toBe("hit: render 2");
  });
});
