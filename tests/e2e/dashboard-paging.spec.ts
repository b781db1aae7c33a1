import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { sql } from "kysely";
import type { Database } from "#server/db/schema";
import { volumeStatements } from "../../scripts/bench/volumes.js";
import { type AdminSite, signedInPage } from "./admin-site";
import { alertDialog, expectNoAxeViolations, gotoHydrated, logIn } from "./helpers";
import { countRows } from "#server/services/page-of-table";
import { changeSiteContent, withRowsSetAside } from "../support/site-server";
import { storeAccounts, storeActivityEntries, storeContactMessages, storeContent } from "../support/stored-rows";
import { issue25Viewport, row, test } from "./dashboard-site";

/**
 * The dashboard's lists at scale (issue 25): paged on the server with the count, the page in the
 * address (back and forward work), searches and filters in the address (also without JavaScript),
 * and the inbox's 100,000 messages searched. At phone width too: the inbox's and the users' paging,
 * the 100,000 messages and the users' search, at the 390 px issue 25 names; the others are the
 * same at any width (tagged @desktop), and the inbox's filter test measures both widths itself.
 *
 * On the worker's dashboard site, which the dashboard's other files share. Each test stores its
 * rows while it runs and takes them away after it: the inbox's and the activity log's tests put the
 * site's own messages or entries aside meanwhile (the same rows, with their ids, put back after
 * it), so their counts are the stored rows'; the users' and the content lists' counts are the
 * site's own plus the stored rows (which are the oldest accounts, and the newest content).
 */

/** Runs `check` with only the messages `fill` stores in the inbox (the site's own put aside meanwhile). */
const withOnlyMessages = (site: AdminSite, fill: (db: Database) => Promise<unknown>, check: () => Promise<void>) =>
  withRowsSetAside(site, "contact_messages", fill, check);

/**
 * Runs `check` with only the entries `fill` stores in the activity log, then the operator's making
 * of the site's admin (npm run create-admin), the newest (the site's own entries put aside meanwhile).
 */
const withOnlyActivity = (site: AdminSite, fill: (db: Database) => Promise<unknown>, check: () => Promise<void>) =>
  withRowsSetAside(
    site,
    "activity_log",
    async (db, own) => {
      const { id: _, ...adminMade } = own.find(
        (entry) => entry.entity === "user" && entry.summary === `${site.admin.email} is now an admin`,
      )!;
      await fill(db);
      await db.insertInto("activity_log").values(adminMade).execute();
    },
    check,
  );

/**
 * Runs `check` with 30 stored accounts (account1@example.com the oldest of the site), told how many
 * users the site has then; takes them away after it.
 */
async function withStoredAccounts(
  site: AdminSite,
  options: Parameters<typeof storeAccounts>[2],
  check: (users: number) => Promise<void>,
) {
  const users = await changeSiteContent(site, async (db) => {
    await storeAccounts(db, 30, options);
    return countRows(db, "user");
  });
  try {
    await check(users);
  } finally {
    await changeSiteContent(site, (db) => db.deleteFrom("user").where("id", "like", "account-%").execute());
  }
}

/** A list's count line: "Users 26–31 of 31", or "User 31 of 31" for a page of one. */
const shown = (one: string, many: string, from: number, to: number, total: number) =>
  from === to ? `${one} ${from} of ${total}` : `${many} ${from}–${to} of ${total}`;

test.describe.configure({ mode: "parallel" });

test("the inbox pages through every message: 25 a page with the count, Next and Previous in the address, back and forward work", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: site.url, viewport });
  await withOnlyMessages(
    site,
    (db) => storeContactMessages(db, 30),
    async () => {
      const page = await context.newPage();
      await logIn(page, site.admin, { path: "/dashboard/messages" });
      const pages = page.getByRole("navigation", { name: "Message pages" });
      await expect(page.getByText("Messages 1–25 of 30", { exact: true })).toBeVisible();
      await expect(page.getByText("Message number 30", { exact: true })).toBeVisible();
      await expect(page.getByText("Message number 5", { exact: true })).toHaveCount(0);
      await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      // Only the page shown is the current one (every page link has the list's path).
      await expect(pages.locator("[aria-current]")).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);

      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/dashboard\/messages\?page=2$/);
      await expect(page.getByText("Messages 26–30 of 30", { exact: true })).toBeVisible();
      // The oldest message a client sent is there.
      await expect(page.getByText("Message number 1", { exact: true })).toBeVisible();
      await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
      await expect(pages.locator("[aria-current]")).toHaveText(["Page 2"]);

      await page.goBack();
      await expect(page.getByText("Messages 1–25 of 30", { exact: true })).toBeVisible();
      await page.goForward();
      await expect(page.getByText("Messages 26–30 of 30", { exact: true })).toBeVisible();
      await pages.getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(/\/dashboard\/messages$/);

      // A page after the last one goes to the last page; one that is not a number is not found.
      await gotoHydrated(page, "/dashboard/messages?page=9");
      await expect(page).toHaveURL(/\/dashboard\/messages\?page=2$/);
      expect((await page.request.get("/dashboard/messages?page=x")).status()).toBe(404);
    },
  );
  await context.close();
});

test("the oldest of 100,000 messages is found by searching for its sender", async ({ browser, site }, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: site.url, viewport });
  // Issue 25's volume, written as the dashboard benchmark writes it (client1@example.com the oldest).
  const volume = async (db: Database) => {
    for (const { sql: statement } of volumeStatements("sqlite", "messages")) await sql.raw(statement).execute(db);
  };
  await withOnlyMessages(site, volume, async () => {
    const page = await context.newPage();
    await logIn(page, site.admin, { path: "/dashboard/messages" });
    // One in eight is spam (in its own folder).
    await expect(page.getByText("Messages 1–25 of 87,500", { exact: true })).toBeVisible();
    const filters = page.getByRole("search", { name: "Filter messages" });
    await filters.getByRole("searchbox", { name: "Search" }).fill("client1@example.com");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=client1%40example\.com/);
    await expect(page.getByText("Message 1 of 1", { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Hello, this is client 1. We need a new website");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
  await context.close();
});

test(
  "a search found in more than 1,000 messages says so: the count, the download, the selection; its last page is counted",
  { tag: "@desktop" },
  async ({ browser, site, viewport }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: site.url, viewport });
    await withOnlyMessages(
      site,
      (db) => storeContactMessages(db, 1010),
      async () => {
        const page = await context.newPage();
        await logIn(page, site.admin, { path: "/dashboard/messages" });
        await gotoHydrated(page, "/dashboard/messages?q=NUMBER");
        const pages = page.getByRole("navigation", { name: "Message pages" });
        await expect(page.getByText("Messages 1–25 of more than 1,000", { exact: true })).toBeVisible();
        await expect(page.getByText("Message number 1010", { exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "Download all of them as CSV" })).toHaveAttribute(
          "href",
          "/dashboard/messages.csv?q=NUMBER",
        );
        await page.getByRole("checkbox", { name: "Select all on this page" }).check();
        await page.getByRole("button", { name: "Select all messages matching the filter (more than 1,000)" }).click();
        await expect(page.getByText("All messages matching the filter (more than 1,000) are selected.")).toBeVisible();
        await expect(pages.getByRole("link", { name: "Next" })).toBeVisible();
        await expectNoAxeViolations(page);

        // The last page: fewer than 25 rows, so the count is known again.
        await gotoHydrated(page, "/dashboard/messages?q=NUMBER&page=41");
        await expect(page.getByText("Messages 1001–1010 of 1,010", { exact: true })).toBeVisible();
        await expect(page.getByText("Message number 1", { exact: true })).toBeVisible();
        await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
      },
    );
    await context.close();
  },
);

test(
  "the inbox's filters work without JavaScript: search, a day range in Dhaka, page links that keep them, no match with a way to clear, the CSV of a filter downloaded and counted at 390 and 1280 px (axe, no overflow)",
  { tag: "@desktop" },
  async ({ browser, site }) => {
    test.setTimeout(120_000);
    const noScript = await signedInPage(browser, site, site.admin, { javaScriptEnabled: false });
    await withOnlyMessages(
      site,
      (db) => storeContactMessages(db, 30),
      async () => {
        const page = noScript;
        await page.goto("/dashboard/messages");
        const filters = page.getByRole("search", { name: "Filter messages" });
        // Labelled, and sent from the keyboard (Enter in the search field).
        await filters.getByLabel("Search").fill("message NUMBER");
        await filters.getByLabel("Search").press("Enter");
        await expect(page).toHaveURL(/[?&]q=message\+NUMBER(&|$)/);
        await expect(page.getByText("Messages 1–25 of 30", { exact: true })).toBeVisible();
        await expect(filters.getByLabel("Search")).toHaveValue("message NUMBER");
        const next = page.getByRole("navigation", { name: "Message pages" }).getByRole("link", { name: "Next" });
        await expect(next).toHaveAttribute("href", /q=message\+NUMBER&page=2$/);
        await next.click();
        await expect(page.getByText("Messages 26–30 of 30", { exact: true })).toBeVisible();

        await filters.getByLabel("Search").fill("number 2");
        await filters.getByRole("button", { name: "Filter", exact: true }).click();
        await expect(page.getByText("Messages 1–11 of 11", { exact: true })).toBeVisible();
        // A search pasted with characters nobody sees (a chat's isolates, a tab, a NUL) looks for what
        // its field shows (issue 39 item 5: a 500 before).
        expect((await page.goto("/dashboard/messages?q=%E2%81%A8num%00ber%092%E2%81%A9"))?.status()).toBe(200);
        await expect(filters.getByLabel("Search")).toHaveValue("number 2");
        await expect(page.getByText("Messages 1–11 of 11", { exact: true })).toBeVisible();

        // Received from tomorrow (in Dhaka) on: nothing, and a way back.
        const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Dhaka" });
        await filters.getByLabel("Received from (Dhaka time)").fill(tomorrow);
        await filters.getByRole("button", { name: "Filter", exact: true }).click();
        await expect(page.getByText("No messages match these filters.", { exact: true })).toBeVisible();
        await page.getByRole("link", { name: "Clear filters" }).first().click();
        await expect(page).toHaveURL(/\/dashboard\/messages$/);
        await expect(page.getByText("Messages 1–25 of 30", { exact: true })).toBeVisible();
        await expect(filters.getByLabel("Search")).toHaveValue("");

        // With JavaScript: the filtered inbox is accessible and fits a phone and a laptop.
        const admin = await signedInPage(browser, site, site.admin);
        await gotoHydrated(admin, "/dashboard/messages?q=number+1&read=unread");
        await expect(admin.getByText("Messages 1–11 of 11", { exact: true })).toBeVisible();
        await expectNoAxeViolations(admin);
        // The same messages as a CSV file (UTF-8 with a byte-order mark, admins only), downloaded
        // from the link at a phone's 390 px and a laptop's 1280 px (issue 25), its rows counted.
        const download = admin.getByRole("link", { name: "Download these 11 as CSV" });
        await expect(download).toHaveAttribute("href", "/dashboard/messages.csv?q=number+1&read=unread");
        for (const width of [390, 1280]) {
          await admin.setViewportSize({ width, height: 844 });
          expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const [file] = await Promise.all([admin.waitForEvent("download"), download.click()]);
          expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
          const text = readFileSync((await file.path())!, "utf8");
          expect(text.startsWith('\uFEFF"Received (Dhaka time)"')).toBe(true);
          expect(text.trimEnd().split("\r\n")).toHaveLength(12);
        }
        const csv = await admin.request.get("/dashboard/messages.csv");
        expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
        expect((await noScript.request.fetch("/dashboard/messages.csv", { maxRedirects: 0 })).status()).toBe(200);
        const anonymous = await browser.newContext({ baseURL: site.url });
        expect((await anonymous.request.get("/dashboard/messages.csv")).status()).toBe(403);
        await anonymous.close();
        await admin.context().close();
      },
    );
    await noScript.context().close();
  },
);

test(
  "the activity log pages through every entry with the count and the page links",
  { tag: "@desktop" },
  async ({ browser, site, viewport }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: site.url, viewport });
    await withOnlyActivity(
      site,
      (db) => storeActivityEntries(db, 30),
      async () => {
        const page = await context.newPage();
        await logIn(page, site.admin, { path: "/dashboard/activity" });
        // The 30 stored entries and the operator's making of this admin (npm run create-admin, the newest);
        // signing in made none.
        await expect(page.getByText("Entries 1–25 of 31", { exact: true })).toBeVisible();
        await expect(page.getByText(`User: ${site.admin.email} is now an admin`, { exact: true })).toBeVisible();
        await expect(page.getByText("Blog: Blog 30", { exact: true })).toBeVisible();
        await page.getByRole("navigation", { name: "Activity pages" }).getByRole("link", { name: "Next" }).click();
        await expect(page).toHaveURL(/\/dashboard\/activity\?page=2$/);
        await expect(page.getByText("Entries 26–31 of 31", { exact: true })).toBeVisible();
        await expect(page.getByText("Blog: Blog 1", { exact: true })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
        await expectNoAxeViolations(page);
      },
    );
    await context.close();
  },
);

test("users page 25 at a time with the count; an action on the last page shows there; back works", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: site.url, viewport });
  await withStoredAccounts(site, {}, async (users) => {
    // The stored accounts are the oldest: account1@example.com is the last of the last page.
    const last = Math.ceil(users / 25);
    const before = last - 1;
    const page = await context.newPage();
    await logIn(page, site.admin, { path: before === 1 ? "/dashboard/users" : `/dashboard/users?page=${before}` });
    await expect(
      page.getByText(shown("User", "Users", 25 * (before - 1) + 1, 25 * before, users), { exact: true }),
    ).toBeVisible();
    await expect(row(page, "account1@example.com")).toHaveCount(0);
    const pages = page.getByRole("navigation", { name: "User pages" });
    await pages.getByRole("link", { name: `Page ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/users\\?page=${last}$`));
    await expect(page.getByText(shown("User", "Users", 25 * before + 1, users, users), { exact: true })).toBeVisible();
    const oldest = row(page, "account1@example.com");
    // The # column counts on from page 1.
    await expect(oldest.getByRole("cell").first()).toHaveText(String(users));

    await oldest.getByRole("button", { name: "Make Admin (Account 1)" }).click();
    await alertDialog(page).getByRole("button", { name: "Make Admin" }).click();
    await expect(oldest.getByText("Admin", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));

    await page.goBack();
    await expect(
      page.getByText(shown("User", "Users", 25 * (before - 1) + 1, 25 * before, users), { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect((await page.request.get("/dashboard/users?page=0")).status()).toBe(404);
  });
  await context.close();
});

test(
  "blogs, reviews, review videos and team members page 25 at a time with the count; page 2 has the oldest of 26 stored",
  { tag: "@desktop" },
  async ({ browser, site, viewport }) => {
    test.setTimeout(120_000);
    const lists = [
      { path: "/dashboard/allBlogs", table: "blogs", one: "Blog", many: "Blogs" },
      { path: "/dashboard/allReviews", table: "reviews", one: "Review", many: "Reviews" },
      { path: "/dashboard/allReviewVideos", table: "review_videos", one: "Video", many: "Videos" },
      { path: "/dashboard/allMembers", table: "team_members", one: "Member", many: "Members" },
    ] as const;
    // 26 of each, the newest of the site; each list's count is the site's own rows and these.
    const { newestBefore, counts } = await changeSiteContent(site, async (db) => {
      const ids: Record<string, number> = {};
      const totals: Record<string, number> = {};
      for (const { table } of lists) {
        const { id } = await db
          .selectFrom(table)
          .select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("id"))
          .executeTakeFirstOrThrow();
        ids[table] = Number(id);
        await storeContent(db, table, 26);
        totals[table] = await countRows(db, table);
      }
      return { newestBefore: ids, counts: totals };
    });
    const context = await browser.newContext({ baseURL: site.url, viewport });
    try {
      const page = await context.newPage();
      await logIn(page, site.admin, { path: "/dashboard" });
      for (const { path, table, one, many } of lists) {
        const total = counts[table]!;
        const oldest = page.getByRole("row").filter({ has: page.getByText(`${one} 1`, { exact: true }) });
        await gotoHydrated(page, path);
        await expect(page.getByText(`${many} 1–25 of ${total}`, { exact: true })).toBeVisible();
        await expect(page.getByText(`${one} 26`, { exact: true }).first()).toBeVisible();
        await expect(oldest).toHaveCount(0);
        await page
          .getByRole("navigation", { name: `${one} pages` })
          .getByRole("link", { name: "Next" })
          .click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
        await expect(page.getByText(shown(one, many, 26, Math.min(50, total), total), { exact: true })).toBeVisible();
        await expect(oldest.getByRole("cell").first()).toHaveText("26");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
      }
    } finally {
      await context.close();
      await changeSiteContent(site, async (db) => {
        for (const { table } of lists) await db.deleteFrom(table).where("id", ">", newestBefore[table]!).execute();
      });
    }
  },
);

test(
  "the activity log filters by kind of item without JavaScript; page 2 keeps the filter; nothing matches says so (axe, no overflow)",
  { tag: "@desktop" },
  async ({ browser, site, viewport }) => {
    // Two browser contexts and a dozen page loads: room for a busy machine.
    test.setTimeout(240_000);
    const stored = async (db: Database) => {
      await storeActivityEntries(db, 30);
      await storeActivityEntries(db, 5, { entity: "review", name: "Review" });
    };
    const page = await signedInPage(browser, site, site.admin, { viewport, javaScriptEnabled: false });
    const scripted = await signedInPage(browser, site, site.admin, { viewport });
    await withOnlyActivity(site, stored, async () => {
      await page.goto("/dashboard/activity");
      // The 35 stored entries and the operator's making of this admin.
      await expect(page.getByText("Entries 1–25 of 36", { exact: true })).toBeVisible();
      const form = page.getByRole("search", { name: "Filter the activity log" });
      await expect(form.getByLabel("Who")).toContainText("admin@example.com");
      await form.getByLabel("Kind of item").selectOption({ label: "Blog" });
      await form.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/[?&]kind=blog(&|$)/);
      await expect(page.getByText("Entries 1–25 of 30", { exact: true })).toBeVisible();
      await expect(page.getByText("Review: Review 5", { exact: true })).toHaveCount(0);
      const next = page.getByRole("navigation", { name: "Activity pages" }).getByRole("link", { name: "Next" });
      await expect(next).toHaveAttribute("href", "/dashboard/activity?kind=blog&page=2");
      await next.click();
      await expect(page.getByText("Entries 26–30 of 30", { exact: true })).toBeVisible();
      await expect(page.getByText("Blog: Blog 1", { exact: true })).toBeVisible();
      await expect(form.getByLabel("Kind of item")).toHaveValue("blog");

      // From tomorrow (in Dhaka) on: nothing, and a way back to the whole log.
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Dhaka" });
      await form.getByLabel("From (Dhaka time)").fill(tomorrow);
      await form.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("No entries match this filter.")).toBeVisible();
      await page.getByRole("link", { name: "Clear the search" }).click();
      await expect(page).toHaveURL(/\/dashboard\/activity$/);
      await expect(page.getByText("Entries 1–25 of 36", { exact: true })).toBeVisible();

      // With JavaScript: a filtered log is accessible and nothing is wider than the screen.
      await gotoHydrated(scripted, "/dashboard/activity?kind=review&who=admin%40example.com");
      await expect(scripted.getByText("Entries 1–5 of 5", { exact: true })).toBeVisible();
      await expect(scripted.getByLabel("Who")).toHaveValue("admin@example.com");
      expect(await scripted.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
      await expectNoAxeViolations(scripted);
    });
    await page.context().close();
    await scripted.context().close();
  },
);

test("users: the search and the role filter in the address, without JavaScript; page links keep them; nothing found says so", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  test.setTimeout(120_000);
  const page = await signedInPage(browser, site, site.admin, { viewport, javaScriptEnabled: false });
  const scripted = await signedInPage(browser, site, site.admin, { viewport });
  // Account 3, 6, 9 … are admins.
  await withStoredAccounts(site, { isAdmin: (n) => n % 3 === 0 }, async (users) => {
    await page.goto("/dashboard/users");
    const form = page.getByRole("search", { name: "Search users" });
    await form.getByLabel("Search by name or e-mail").fill("ACCOUNT 2");
    await form.getByLabel("Role").selectOption({ label: "Admins" });
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\?q=ACCOUNT\+2&role=admin$/);
    await expect(page.getByText("Users 1–3 of 3", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Search by name or e-mail")).toHaveValue("ACCOUNT 2");

    await form.getByLabel("Search by name or e-mail").fill("account");
    await form.getByLabel("Role").selectOption({ label: "All" });
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Users 1–25 of 30", { exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "User pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?q=account&role=all&page=2$/);
    await expect(page.getByText("Users 26–30 of 30", { exact: true })).toBeVisible();

    await form.getByLabel("Search by name or e-mail").fill("zzz");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No users match “zzz”.")).toBeVisible();
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByText(`Users 1–25 of ${users}`, { exact: true })).toBeVisible();

    // With JavaScript: the same form, by keyboard; axe is clean and nothing is wider than the screen.
    await gotoHydrated(scripted, "/dashboard/users?q=zzz");
    await expect(scripted.getByText("No users match “zzz”.")).toBeVisible();
    await scripted.getByLabel("Search by name or e-mail").fill("account 1");
    await scripted.getByLabel("Search by name or e-mail").press("Enter");
    await expect(scripted.getByText("Users 1–11 of 11", { exact: true })).toBeVisible();
    expect(await scripted.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
    await expectNoAxeViolations(scripted);
  });
  await page.context().close();
  await scripted.context().close();
});
