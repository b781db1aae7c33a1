import { describe, expect, it } from "vitest";
import type { PageOf, PageRequest } from "../../domain/paging";
import { signUp } from "../support/accounts";
import { storeAccounts, storeActivityEntries, storeContent } from "../support/stored-rows";
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
