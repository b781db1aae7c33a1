import { describe, expect, it } from "vitest";
import { storeAccounts, storeContent } from "../support/stored-rows";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";

/**
 * The dashboard's searches go through a text index (SQLite FTS5 trigram tables, PostgreSQL pg_trgm:
 * docs/decisions/0045) and still find what the scan found: any part, any case, `%` and `_` as
 * themselves; and the index follows every insert, change and removal of the rows.
 */
describe.each(testDatabaseKinds)("searches through the text index on %s", (kind) => {
  const site = useTestSite(kind);

  const userNames = async (search: string) =>
    (await site.app.services.users.page({ page: 1, perPage: 25 }, { search })).items.map((u) => u.name);
  const blogTitles = async (search: string) =>
    (await site.app.services.content.blogsWithBodiesPage({ page: 1, perPage: 25 }, { search })).items.map(
      (b) => b.title,
    );
  const senders = async (q: string, folder: "inbox" | "spam" = "inbox") => {
    const { items, total } = await site.app.services.contact.page({ page: 1, perPage: 25, folder, filter: { q } });
    expect(total).toBe(items.length);
    return items.map((m) => m.name);
  };

  async function storeMessage(values: { name: string; email: string; message: string; spam_reason?: string }) {
    const now = new Date().toISOString();
    const row = await site.test.db
      .insertInto("contact_messages")
      .values({ ...values, created_at: now, status: "not-configured", next_attempt_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("messages: by name, e-mail or text, any part in any case, other alphabets too; % and _ only as themselves", async () => {
    await storeMessage({
      name: "Élodie Durand",
      email: "elodie@client.example",
      message: "We want 50% off_season prices.",
    });
    await storeMessage({ name: "Rahim", email: "RAHIM@shop.example", message: "ওয়েবসাইট চাই, দাম কত?" });
    await storeMessage({ name: "Bot", email: "bot@spam.example", message: "Cheap 50% pills", spam_reason: "honeypot" });

    expect(await senders("ÉLODIE")).toEqual(["Élodie Durand"]);
    expect(await senders("odie dur")).toEqual(["Élodie Durand"]);
    expect(await senders("rahim@SHOP")).toEqual(["Rahim"]);
    expect(await senders("ওয়েবসাইট")).toEqual(["Rahim"]);
    expect(await senders("0% off")).toEqual(["Élodie Durand"]);
    expect(await senders("f_se")).toEqual(["Élodie Durand"]);
    // Wildcards match only themselves, in long and short searches alike (short ones scan).
    expect(await senders("50%off")).toEqual([]);
    expect(await senders("off%season")).toEqual([]);
    expect(await senders("ff season")).toEqual([]);
    expect(await senders("%")).toEqual(["Élodie Durand"]);
    expect(await senders("_")).toEqual(["Élodie Durand"]);
    expect(await senders('"')).toEqual([]);
    expect(await senders('"50%')).toEqual([]);
    // The folder still holds: spam is found in the Spam folder only.
    expect(await senders("50% ")).toEqual(["Élodie Durand"]);
    expect(await senders("50% ", "spam")).toEqual(["Bot"]);
  });

  it("messages: a search found in more messages than it counts is paged newest first and counted as more than 1,000", async () => {
    // 1,030 messages that all say "website" (one in 4 spam, one in 3 read), and one that does not.
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1030 }, (_, i) => ({
      name: `Client ${i + 1}`,
      email: `client${i + 1}@example.com`,
      message: `We need a new Website, number ${i + 1}.`,
      created_at: now,
      status: "not-configured",
      next_attempt_at: now,
      spam_reason: i % 4 === 3 ? "honeypot" : null,
      read_at: i % 3 === 2 ? now : null,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await site.test.db
        .insertInto("contact_messages")
        .values(rows.slice(i, i + 200))
        .execute();
    await storeMessage({ name: "Other", email: "other@example.com", message: "A quote, please." });
    const page = (
      n: number,
      filter: Parameters<typeof site.app.services.contact.page>[0]["filter"],
      folder = "inbox",
    ) => site.app.services.contact.page({ page: n, perPage: 25, folder: folder as "inbox" | "spam", filter });
    const names = (n: number[]) => n.map((i) => `Client ${i}`);
    /** The numbers of the stored messages (1 = the oldest) that are in `folder` and pass `keep`, newest first. */
    const expected = (folder: "inbox" | "spam", keep: (i: number) => boolean = () => true) =>
      rows
        .map((_, i) => i)
        .filter((i) => (i % 4 === 3) === (folder === "spam") && keep(i))
        .map((i) => i + 1)
        .reverse();

    const inbox = expected("inbox"); // 773 messages: counted exactly
    const first = await page(1, { q: "WEBSITE" });
    expect(first.items.map((m) => m.name)).toEqual(names(inbox.slice(0, 25)));
    expect(first).toMatchObject({ total: 773, more: false });
    const last = await page(31, { q: "website" });
    expect(last.items.map((m) => m.name)).toEqual(names(inbox.slice(750)));

    // In both folders (the API's "all"): 1,030 matches, counted up to 1,000; every page still reachable.
    const all = await page(1, { q: "website" }, "all");
    expect(all).toMatchObject({ total: 1000, more: true });
    expect(all.items.map((m) => m.name)).toEqual(names(Array.from({ length: 25 }, (_, i) => 1030 - i)));
    const deep = await page(42, { q: "website" }, "all");
    expect(deep.items.map((m) => m.name)).toEqual(names([5, 4, 3, 2, 1]));
    expect(deep).toMatchObject({ total: 1000, more: true });

    // The other filters hold with the search; a short search (no trigram) pages the same way.
    const unreadSpam = expected("spam", (i) => i % 3 !== 2);
    const spam = await page(2, { q: "site", read: "unread" }, "spam");
    expect(spam.items.map((m) => m.name)).toEqual(names(unreadSpam.slice(25, 50)));
    expect(spam).toMatchObject({ total: unreadSpam.length, more: false });
    const short = await page(1, { q: "qu" }, "all");
    expect(short.items.map((m) => m.name)).toEqual(["Other"]);

    // The CSV export of the search has every match, newest first.
    const csv: string[] = [];
    for await (const chunk of site.app.services.contact.exportCsv("inbox", { q: "website" })) csv.push(chunk);
    const exported = csv.join("").trim().split("\r\n").slice(1);
    expect(exported.map((line) => line.split('","')[1])).toEqual(names(inbox));
  });

  it("messages: the index follows an insert, a change and a removal", async () => {
    expect(await senders("zephyr")).toEqual([]);
    const id = await storeMessage({ name: "Zephyr Ltd", email: "hello@zephyr.example", message: "A quote, please." });
    expect(await senders("ZEPHYR")).toEqual(["Zephyr Ltd"]);
    await site.test.db
      .updateTable("contact_messages")
      .set({ name: "Mistral Ltd", email: "hello@mistral.example" })
      .where("id", "=", id)
      .execute();
    expect(await senders("zephyr")).toEqual([]);
    expect(await senders("MISTRAL")).toEqual(["Mistral Ltd"]);
    expect(await senders("a quote")).toEqual(["Mistral Ltd"]);
    // A change of other columns (read, delivery) leaves the index as it is.
    await site.test.db
      .updateTable("contact_messages")
      .set({ read_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await senders("mistral")).toEqual(["Mistral Ltd"]);
    await site.test.db.deleteFrom("contact_messages").where("id", "=", id).execute();
    expect(await senders("mistral")).toEqual([]);
    expect(await senders("a quote")).toEqual([]);
  });

  it("accounts: any part of the name or e-mail in any case, and the index follows sign-up, a change and a removal", async () => {
    await storeAccounts(site.test.db, 3);
    expect(await userNames("COUNT 2")).toEqual(["Account 2"]);
    expect(await userNames("t3@example")).toEqual(["Account 3"]);
    expect(await userNames("count_")).toEqual([]);

    await site.test.db
      .insertInto("user")
      .values({
        id: "new-account",
        name: "Ünal Öztürk",
        email: "unal@example.com",
        emailVerified: false,
        image: null,
        role: "user",
        profileSavedAt: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    expect(await userNames("ünal ö")).toEqual(["Ünal Öztürk"]);
    await site.test.db.updateTable("user").set({ name: "Unal Ozturk 50%" }).where("id", "=", "new-account").execute();
    expect(await userNames("öztürk")).toEqual([]);
    expect(await userNames("OZTURK 50%")).toEqual(["Unal Ozturk 50%"]);
    expect(await userNames("unal@")).toEqual(["Unal Ozturk 50%"]);
    await site.test.db.deleteFrom("user").where("id", "=", "new-account").execute();
    expect(await userNames("ozturk")).toEqual([]);
    expect(await userNames("account")).toEqual(["Account 3", "Account 2", "Account 1"]);
  });

  it("blogs: title or tag, and the index follows a new post, a changed title and a removed post", async () => {
    await storeContent(site.test.db, "blogs", 3);
    expect(await blogTitles("BRANDING")).toEqual(["Blog 2"]);
    const post = await site.test.db
      .insertInto("blogs")
      .values({
        title: "Growth_Hacking for shops",
        description: "How",
        image: "/images/about.svg",
        tag: "Marketing",
        link: null,
        email: "admin@example.com",
        created_at: new Date().toISOString(),
        body: null,
        slug: "growth-hacking",
        updated_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await blogTitles("h_hack")).toEqual(["Growth_Hacking for shops"]);
    expect(await blogTitles("hhack")).toEqual([]);
    expect(await blogTitles("MARKET")).toEqual(["Growth_Hacking for shops"]);
    await site.test.db
      .updateTable("blogs")
      .set({ title: "Selling online", tag: "SEO" })
      .where("id", "=", post.id)
      .execute();
    expect(await blogTitles("growth")).toEqual([]);
    expect(await blogTitles("market")).toEqual([]);
    expect(await blogTitles("ELLING ON")).toEqual(["Selling online"]);
    expect(await blogTitles("seo")).toEqual(["Selling online", "Blog 3", "Blog 1"]);
    await site.test.db.deleteFrom("blogs").where("id", "=", post.id).execute();
    expect(await blogTitles("selling")).toEqual([]);
  });
});
