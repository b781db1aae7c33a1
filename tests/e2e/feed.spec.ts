import { expect } from "@playwright/test";
import { changeSiteContent } from "../support/site-server";
import { test } from "./admin-site";

/**
 * Issue 21 item 9 (decision 0032): text stored before fields refused control characters still
 * makes a well-formed feed. A post written straight into the database, as an older build let it
 * in, is read by Chromium's own XML parser. On the worker's shared site: the post is its newest
 * while the test runs, and is taken away after it (its text is for the feed's parser only).
 */

const HOSTILE_TITLE = "Bell\u0007 \u0000\u0001\u000b\u001b\ufffe\uffff\ud800 \u202eTitle & <b>";
const SLUG = "feed-control-characters";

test("the feed is well-formed XML for Chromium's parser with control characters stored before the rule", async ({
  sitePage: page,
  site,
}) => {
  await changeSiteContent(site, async (db) => {
    const at = new Date(Date.UTC(2026, 0, 1, 6)).toISOString();
    await db
      .insertInto("blogs")
      .values({
        title: HOSTILE_TITLE,
        description: `Line one\r\n${HOSTILE_TITLE}`,
        image: "/images/blogs/blog-1.svg",
        tag: "Tag\u0002",
        link: null,
        email: "editor@example.com",
        slug: SLUG,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  try {
    await page.goto("/blogs");
    const read = await page.evaluate(async () => {
      const xml = await (await fetch("/blogs/rss.xml")).text();
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        // The newest post's item (the one stored here).
        titles: [...doc.querySelectorAll("item > title")].map((title) => title.textContent).slice(0, 1),
        categories: [...doc.querySelectorAll("item:first-of-type > category")].map((category) => category.textContent),
      };
    });
    expect(read.error).toBeNull();
    expect(read.titles).toEqual([expect.stringMatching(/^Bell .* \u202eTitle & <b>$/)]);
    expect(read.categories).toEqual(["Tag"]);
  } finally {
    await changeSiteContent(site, (db) => db.deleteFrom("blogs").where("slug", "=", SLUG).execute());
  }
});
