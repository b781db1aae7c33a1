import { describe, expect, it } from "vitest";
import type { PageOf, PageRequest } from "#domain/paging";
import { asUser, signUp, signUpAdmin } from "../support/accounts";
import { pageDataRenderer } from "../support/app-routes";
import { storeAccounts, storeActivityEntries, storeContactMessages, storeContent } from "../support/stored-rows";
import { createTestApp } from "../support/test-app";
import { useTestSite } from "../support/test-site";
import { testDatabaseKinds } from "../support/test-database";

/**
 * `load` pages through 30 stored rows (`stored`, oldest first) newest first, 25 a page, and counts
 * them: the oldest ones, on page 2, can be reached.
 */
async function expectPagesNewestFirst<T>(
  load: (request: PageRequest) => Promise<PageOf<T>>,
  label: (item: T) => string,
  stored: readonly string[],
) {
  const first = await load({ page: 1, perPage: 25 });
  expect(first.total).toBe(30);
  expect(first.items.map(label)).toEqual(stored.slice(5).reverse());
  const second = await load({ page: 2, perPage: 25 });
  expect(second.total).toBe(30);
  expect(second.items.map(label)).toEqual(stored.slice(0, 5).reverse());
  expect((await load({ page: 3, perPage: 25 })).items).toEqual([]);
}

/** The dashboard's lists a page at a time (issue 25): each page's rows, newest first, and the count. */
describe.each(testDatabaseKinds)("the dashboard's paged lists on %s", (kind) => {
  const site = useTestSite(kind);

  it("the activity log: every entry can be reached (the log showed the newest 200 and no more)", async () => {
    const summaries = await storeActivityEntries(site.test.db, 30);
    await expectPagesNewestFirst(
      (r) => site.app.services.activity.page(r),
      (e) => e.summary,
      summaries,
    );
  });

  it("users: every account can be reached, and one that signs up now is first", async () => {
    const names = await storeAccounts(site.test.db, 30);
    await expectPagesNewestFirst(
      (r) => site.app.services.users.page(r),
      (u) => u.name,
      names,
    );
    const me = await signUp(site.app);
    const { items, total } = await site.app.services.users.page({ page: 1, perPage: 3 });
    expect(total).toBe(31);
    expect(items.map((u) => u.email)).toEqual([me.email, "account30@example.com", "account29@example.com"]);
  });

  it("blogs (with their articles), reviews, review videos and team members: every row can be reached", async () => {
    const { content } = site.app.services;
    await expectPagesNewestFirst(
      (r) => content.blogsWithBodiesPage(r),
      (b) => b.title,
      await storeContent(site.test.db, "blogs", 30),
    );
    await expectPagesNewestFirst(
      (r) => content.reviewsPage(r),
      (r) => r.name,
      await storeContent(site.test.db, "reviews", 30),
    );
    await expectPagesNewestFirst(
      (r) => content.reviewVideosPage(r),
      (v) => v.title,
      await storeContent(site.test.db, "review_videos", 30),
    );
    // The team's order is /about's.
    const team = await storeContent(site.test.db, "team_members", 30);
    await expectPagesNewestFirst(
      (r) => content.teamPage(r),
      (m) => m.name,
      team,
    );
    expect((await content.listTeam()).map((m) => m.name)).toEqual([...team].reverse());
  });

  it("users: a search finds names and e-mails containing it in any case, with the role asked for", async () => {
    // Account 3, 6, 9 … are admins.
    await storeAccounts(site.test.db, 30, { isAdmin: (n) => n % 3 === 0 });
    const names = async (filter: Parameters<typeof site.app.services.users.page>[1]) => {
      const { items, total } = await site.app.services.users.page({ page: 1, perPage: 25 }, filter);
      expect(total).toBe(items.length);
      return items.map((u) => u.name);
    };
    expect(await names({ search: "ACCOUNT 2" })).toEqual([
      "Account 29",
      "Account 28",
      "Account 27",
      "Account 26",
      "Account 25",
      "Account 24",
      "Account 23",
      "Account 22",
      "Account 21",
      "Account 20",
      "Account 2",
    ]);
    // The e-mail, in the middle.
    expect(await names({ search: "t17@EXAMPLE" })).toEqual(["Account 17"]);
    expect(await names({ search: "account 2", role: "admin" })).toEqual(["Account 27", "Account 24", "Account 21"]);
    expect(await names({ search: "account 2", role: "user" })).toHaveLength(8);
    expect(await names({ role: "admin" })).toHaveLength(10);
    // LIKE's own characters match only themselves.
    expect(await names({ search: "%" })).toEqual([]);
    expect(await names({ search: "account_1" })).toEqual([]);
    expect(await names({ search: "nobody" })).toEqual([]);
    // Pages and count of a search.
    const second = await site.app.services.users.page({ page: 2, perPage: 5 }, { search: "account 1" });
    expect(second.total).toBe(11);
    expect(second.items.map((u) => u.name)).toEqual([
      "Account 14",
      "Account 13",
      "Account 12",
      "Account 11",
      "Account 10",
    ]);
  });

  it("blogs: a search finds titles and tags containing it in any case", async () => {
    await storeContent(site.test.db, "blogs", 12);
    const titles = async (search: string) => {
      const { items, total } = await site.app.services.content.blogsWithBodiesPage(
        { page: 1, perPage: 25 },
        { search },
      );
      expect(total).toBe(items.length);
      return items.map((b) => b.title);
    };
    expect(await titles("bLoG 1")).toEqual(["Blog 12", "Blog 11", "Blog 10", "Blog 1"]);
    // Odd-numbered posts are tagged SEO, even ones Branding.
    expect(await titles("seo")).toEqual(["Blog 11", "Blog 9", "Blog 7", "Blog 5", "Blog 3", "Blog 1"]);
    expect(await titles("RANDI")).toHaveLength(6);
    expect(await titles("nothing like it")).toEqual([]);
  });
});

/**
 * Issue 39 item 5: the dashboard's lists read their address with the schemas the /api reads its
 * queries with (domain/list-query.ts), through the real routes (loaders, the CSV export, the bulk
 * action). A search holding characters nobody can see (a NUL, a tab, the isolates a chat wraps a
 * copied name in) answered 500 (PostgreSQL refuses a NUL in a text; SQLite's FTS5 cut the phrase at
 * it): now the page searches for what its field shows.
 */
describe.each(testDatabaseKinds)("the dashboard's lists read their address on %s", (kind) => {
  const site = useTestSite(kind);

  /** The site with its real routes (their data as JSON instead of HTML), and an admin's GET and POST. */
  async function dashboard() {
    const app = await createTestApp(site.test.db, { pages: { renderPage: await pageDataRenderer() } });
    const { cookie } = await signUpAdmin(app);
    return {
      get: (path: string) => app.request(path, asUser(cookie)),
      post: (path: string, form: Record<string, string>) =>
        app.request(path, asUser(cookie, "POST", { body: new URLSearchParams(form) })),
    };
  }
  /** A page's loader data, after checking it answered 200. */
  const shown = async <T>(res: Response): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { loaderData: T }).loaderData;
  };
  type List<Row> = { items: Row[]; total: number };

  /** "`word` 3" as pasted or typed into an address: with a NUL, with a tab, wrapped in isolates (U+2068, U+2069). */
  const pasted = (word: string) => [
    `${word.slice(0, 3)}%00${word.slice(3)}%203`,
    `${word}%093`,
    `%E2%81%A8${word}%203%E2%81%A9`,
  ];

  it("messages, their CSV export and the bulk action on all that match: the invisible characters taken out", async () => {
    const { get, post } = await dashboard();
    await storeContactMessages(site.test.db, 3);
    for (const q of pasted("number")) {
      const page = await shown<List<{ message: string }> & { filter: { q: string } }>(
        await get(`/dashboard/messages?q=${q}`),
      );
      expect(page.filter.q, q).toBe("number 3");
      expect(page.items.map((m) => m.message)).toEqual(["Message number 3"]);
      const csv = await get(`/dashboard/messages.csv?q=${q}`);
      expect(csv.status).toBe(200);
      expect((await csv.text()).split("\r\n").slice(1, -1)).toEqual([expect.stringContaining('"Message number 3"')]);
    }
    const bulk = await post("/dashboard/messages", {
      intent: "bulk-read",
      folder: "inbox",
      all: "matching",
      q: "num\u0000ber 3",
    });
    expect(bulk.status).toBe(200);
    expect(((await bulk.json()) as { actionData: unknown }).actionData).toEqual({
      ok: true,
      done: { intent: "bulk-read", count: 1 },
    });
    const after = await shown<List<{ message: string; read: boolean }>>(await get("/dashboard/messages?read=read"));
    expect(after.items.map((m) => m.message)).toEqual(["Message number 3"]);
  });

  it("users, blogs and the activity log: the invisible characters taken out", async () => {
    const { get } = await dashboard();
    await storeAccounts(site.test.db, 3);
    await storeContent(site.test.db, "blogs", 3);
    await storeActivityEntries(site.test.db, 3, { entity: "review", name: "Review number" });
    for (const q of pasted("account")) {
      const users = await shown<List<{ name: string }> & { search: string }>(await get(`/dashboard/users?q=${q}`));
      expect(users.search, q).toBe("account 3");
      expect(users.items.map((u) => u.name)).toEqual(["Account 3"]);
    }
    for (const q of pasted("blog")) {
      const blogs = await shown<List<{ title: string }> & { search: string }>(await get(`/dashboard/allBlogs?q=${q}`));
      expect(blogs.search, q).toBe("blog 3");
      expect(blogs.items.map((b) => b.title)).toEqual(["Blog 3"]);
    }
    for (const q of pasted("number")) {
      const log = await shown<List<{ summary: string }> & { filter: { q: string } }>(
        await get(`/dashboard/activity?q=${q}`),
      );
      expect(log.filter.q, q).toBe("number 3");
      expect(log.items.map((e) => e.summary)).toEqual(["Review number 3"]);
    }
    // A filter's value that is not one of its own is ignored, as before, whatever it holds.
    const who = await shown<List<unknown> & { filter: object }>(
      await get("/dashboard/activity?who=admin%00%40example.com&kind=review%00"),
    );
    expect(who.filter).toEqual({});
    expect(who.total).toBe(3);
  });

  it("a page number or folder that is not one is still no page (404); a search too long is cut as the field cuts it", async () => {
    const { get } = await dashboard();
    await storeContactMessages(site.test.db, 3);
    for (const path of [
      "/dashboard/messages?page=02",
      "/dashboard/messages?page=1%00",
      "/dashboard/messages?folder=trash",
      "/dashboard/messages.csv?folder=spam%00",
      "/dashboard/users?page=0",
      "/dashboard/allReviews?page=x",
    ])
      expect((await get(path)).status, path).toBe(404);
    const long = await shown<{ filter: { q: string } }>(await get(`/dashboard/messages?q=${"x".repeat(150)}`));
    expect(long.filter.q).toBe("x".repeat(100));
  });
});
