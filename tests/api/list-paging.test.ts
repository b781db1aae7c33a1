import { beforeEach, describe, expect, it } from "vitest";
import { asUser, signUpAdmin } from "../support/accounts";
import { storeAccounts, storeActivityEntries, storeContactMessages, storeContent } from "../support/stored-rows";
import { createPageCache } from "#server/page-cache";
import { createTestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";

/**
 * The spec's list calls page (issue 25 item 4): without parameters they answer the array they always
 * did; with `page`, `perPage` or `q`, one page of it, and a Link header (RFC 8288) to the others.
 */
describe.each(testDatabaseKinds)("the /api lists, a page at a time, on %s", (kind) => {
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  const site = useTestSite(kind);
  beforeEach(async () => {
    admin = await signUpAdmin(site.app);
  });

  const get = (path: string) => site.app.request(path, asUser(admin.cookie));
  const names = async (res: Response) => ((await res.json()) as Array<{ name: string }>).map((item) => item.name);
  /** The Link header as rel → address. */
  const links = (res: Response) =>
    Object.fromEntries(
      (res.headers.get("link") ?? "")
        .split(", ")
        .filter(Boolean)
        .map((link) => {
          const [, href, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(link)!;
          return [rel!, href!];
        }),
    );

  it("GET /api/users without parameters: every user, newest first, as before (no Link)", async () => {
    const stored = await storeAccounts(site.test.db, 30);
    const res = await get("/api/users");
    expect(res.status).toBe(200);
    expect(res.headers.get("link")).toBeNull();
    expect(await names(res)).toEqual([admin.name, ...stored.reverse()]);
  });

  it("GET /api/users?page=2 of 30 users: the oldest ones, and links to the first, previous and last pages", async () => {
    const stored = await storeAccounts(site.test.db, 29); // and the admin: 30 accounts, the admin newest
    const second = await get("/api/users?page=2");
    expect(await names(second)).toEqual(stored.slice(0, 5).reverse());
    expect(links(second)).toEqual({
      first: "/api/users?page=1&perPage=25",
      prev: "/api/users?page=1&perPage=25",
      last: "/api/users?page=2&perPage=25",
    });
    const first = await get("/api/users?perPage=10");
    expect(await names(first)).toEqual([admin.name, ...stored.slice(20).reverse()]);
    expect(links(first)).toEqual({
      first: "/api/users?page=1&perPage=10",
      next: "/api/users?page=2&perPage=10",
      last: "/api/users?page=3&perPage=10",
    });
    // Following the links reaches every account once.
    const seen: string[] = [];
    for (let next: string | undefined = "/api/users?perPage=7"; next;) {
      const res = await get(next);
      seen.push(...(await names(res)));
      next = links(res).next;
    }
    expect(seen).toEqual([admin.name, ...stored.reverse()]);
    // A page after the last is empty, its previous page the last one.
    const past = await get("/api/users?page=9");
    expect(await past.json()).toEqual([]);
    expect(links(past).prev).toBe("/api/users?page=2&perPage=25");
  });

  it("GET /api/users?q= searches names and e-mails in any case (as the dashboard does), and the links keep it", async () => {
    await storeAccounts(site.test.db, 30);
    const res = await get("/api/users?q=ACCOUNT%201&perPage=5");
    expect(await names(res)).toEqual(["Account 19", "Account 18", "Account 17", "Account 16", "Account 15"]);
    expect(links(res)).toEqual({
      first: "/api/users?page=1&perPage=5&q=ACCOUNT+1",
      next: "/api/users?page=2&perPage=5&q=ACCOUNT+1",
      last: "/api/users?page=3&perPage=5&q=ACCOUNT+1",
    });
    expect(await names(await get("/api/users?q=account30%40EXAMPLE"))).toEqual(["Account 30"]);
    expect(await names(await get("/api/users?q=%25"))).toEqual([]);
  });

  it("refuses a page it cannot answer: perPage from 1 to 100, page from 1 (written as the dashboard writes it), q up to 100 characters of text", async () => {
    const refused = ["perPage=0", "perPage=101", "perPage=abc", "perPage=1e1", "page=0", "page=1.5", "page=02"];
    refused.push(`q=${"x".repeat(101)}`, "q=ab%00cd", "q=%E2%81%A8Karim%E2%81%A9");
    for (const list of ["users", "contact-messages", "activity", "reviews"])
      for (const query of refused) {
        const res = await get(`/api/${list}?${query}`);
        expect(res.status, `${list}?${query}`).toBe(400);
        const body = (await res.json()) as { error: string; fields: Record<string, string> };
        expect(body.error).toBe("Invalid request");
        expect(Object.keys(body.fields), query).toEqual([query.split("=")[0]]);
      }
    expect((await get("/api/users?perPage=100")).status).toBe(200);
  });

  it("takes `limit` with the paging (issue 39 item 13: the document's parameters are independent): the page asked for is the answer", async () => {
    await storeContent(site.test.db, "reviews", 30);
    expect(await names(await get("/api/reviews?limit=3"))).toHaveLength(3);
    const page = await get("/api/reviews?limit=3&page=1");
    expect(page.status).toBe(200);
    expect(await names(page)).toHaveLength(25);
    expect(links(page).next).toBe("/api/reviews?page=2&perPage=25");
    const search = await get("/api/reviews?limit=3&q=review&perPage=4");
    expect(await names(search)).toHaveLength(4);
    expect(links(search).first).toBe("/api/reviews?page=1&perPage=4&q=review");
  });

  it("GET /api/contact-messages: the newest 500 as before; with ?page every message, the oldest too, and ?q", async () => {
    const texts = await storeContactMessages(site.test.db, 501);
    const messages = async (res: Response) =>
      ((await res.json()) as Array<{ message: string }>).map((item) => item.message);
    const newest = await get("/api/contact-messages");
    expect(newest.headers.get("link")).toBeNull();
    expect(await messages(newest)).toEqual(texts.slice(1).reverse());
    const first = await get("/api/contact-messages?page=1&perPage=100");
    expect(links(first).last).toBe("/api/contact-messages?page=6&perPage=100");
    const last = await get(links(first).last!);
    expect(await messages(last)).toEqual(["Message number 1"]);
    expect(await messages(await get("/api/contact-messages?q=NUMBER%20501"))).toEqual(["Message number 501"]);
  });

  it("the public lists page and search too: reviews, review videos, team members, client logos", async () => {
    await storeContent(site.test.db, "reviews", 30);
    const reviews = await get("/api/reviews?page=2&perPage=20");
    expect(await names(reviews)).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${10 - i}`));
    expect(links(reviews)).toMatchObject({ prev: "/api/reviews?page=1&perPage=20" });
    expect(await names(await get("/api/reviews"))).toHaveLength(30);
    expect(await names(await get("/api/reviews?limit=3"))).toEqual(["Review 30", "Review 29", "Review 28"]);
    expect(await names(await get("/api/reviews?q=review%2029"))).toEqual(["Review 29"]);

    await storeContent(site.test.db, "review_videos", 3);
    const videos = (await (await get("/api/review-videos?q=VIDEO%202")).json()) as Array<{ title: string }>;
    expect(videos.map((v) => v.title)).toEqual(["Video 2"]);

    await storeContent(site.test.db, "team_members", 3);
    expect(await names(await get("/api/team?perPage=2"))).toEqual(["Member 3", "Member 2"]);

    const before = (await (await get("/api/client-logos")).json()) as unknown[];
    for (const [position, name] of ["Zeta Ltd", "Alpha Ltd", "Beta Ltd"].entries())
      await site.test.db
        .insertInto("client_logos")
        .values({ name, logo: "/images/logo.svg", position: 1000 + position, email: "a@example.com", created_at: "" })
        .execute();
    const logos = await get(`/api/client-logos?page=${before.length + 1}&perPage=1`);
    expect(await names(logos)).toEqual(["Zeta Ltd"]);
    expect(await names(await get("/api/client-logos?q=LTD"))).toEqual(["Zeta Ltd", "Alpha Ltd", "Beta Ltd"]);
  });

  it("GET /api/activity: the newest entries as before (?limit too); with ?page, ?perPage or ?q one page of the log and its links", async () => {
    await storeActivityEntries(site.test.db, 30);
    const summaries = async (res: Response) =>
      ((await res.json()) as Array<{ summary: string }>).map((entry) => entry.summary);
    const blogs = (numbers: number[]) => numbers.map((n) => `Blog ${n}`);

    const all = await get("/api/activity");
    expect(all.headers.get("link")).toBeNull();
    expect((await summaries(all)).filter((summary) => summary.startsWith("Blog "))).toEqual(
      blogs(Array.from({ length: 30 }, (_, i) => 30 - i)),
    );
    const newest = await get("/api/activity?limit=3");
    expect(newest.headers.get("link")).toBeNull();
    expect(await summaries(newest)).toEqual(blogs([30, 29, 28]));

    const second = await get("/api/activity?q=BLOG&page=2&perPage=12");
    expect(await summaries(second)).toEqual(blogs([18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7]));
    expect(links(second)).toEqual({
      first: "/api/activity?page=1&perPage=12&q=BLOG",
      prev: "/api/activity?page=1&perPage=12&q=BLOG",
      next: "/api/activity?page=3&perPage=12&q=BLOG",
      last: "/api/activity?page=3&perPage=12&q=BLOG",
    });
    expect(await summaries(await get("/api/activity?q=blog%207"))).toEqual(blogs([7]));
    // With the paging, `limit` is left out of account: the page asked for.
    expect(links(await get("/api/activity?limit=3&page=1")).next).toBe("/api/activity?page=2&perPage=25");
    expect((await site.app.request("/api/activity?page=1")).status).toBe(401);
  });

  it("anonymous callers get the public lists' pages from the page cache: the paging is part of its key, the Link kept", async () => {
    const cached = await createTestApp(site.test.db, {
      pages: { pageCache: createPageCache({ ttlMs: 60_000, maxEntries: 50, pageQueryParams: {} }) },
    });
    await storeContent(site.test.db, "reviews", 30);
    for (const round of ["stored", "from the cache"]) {
      const res = await cached.request("/api/reviews?page=2&perPage=20");
      expect(await names(res), round).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${10 - i}`));
      expect(links(res), round).toMatchObject({ prev: "/api/reviews?page=1&perPage=20" });
    }
    expect(await names(await cached.request("/api/reviews?q=review%2030"))).toEqual(["Review 30"]);
  });
});
