import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageOf, PageRequest } from "../../domain/paging";
import { signUp } from "../support/accounts";
import { storeAccounts, storeActivityEntries } from "../support/stored-rows";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

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
  let test: TestDatabase;
  let app: TestApp;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db);
  });
  afterEach(() => test.drop());

  it("the activity log: every entry can be reached (the log showed the newest 200 and no more)", async () => {
    const summaries = await storeActivityEntries(test.db, 30);
    await expectPagesNewestFirst(
      (r) => app.services.activity.page(r),
      (e) => e.summary,
      summaries,
    );
  });

  it("users: every account can be reached, and one that signs up now is first", async () => {
    const names = await storeAccounts(test.db, 30);
    await expectPagesNewestFirst(
      (r) => app.services.users.page(r),
      (u) => u.name,
      names,
    );
    const me = await signUp(app);
    const { items, total } = await app.services.users.page({ page: 1, perPage: 3 });
    expect(total).toBe(31);
    expect(items.map((u) => u.email)).toEqual([me.email, "account30@example.com", "account29@example.com"]);
  });
});
