import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoBlogs, demoReviews, demoReviewVideos } from "#server/db/demo-content";
import { changeSiteContent } from "../support/site-server";
import { type AdminSite, signedInPage, test } from "./admin-site";
import { alertDialog, blockExternalRequests, gotoHydrated } from "./helpers";

/**
 * Issue 8 items 8–10 in the browser: the demo content passes its own edit forms unchanged, the
 * Add Review prefill (the admin's placeholder photo) is accepted, video links are taken as people
 * paste them, and every date and time shows in Dhaka's time zone, also to a browser elsewhere.
 *
 * On the worker's shared site (the demo content, an admin). The time-zone test adds a blog, a
 * message and an admin action at a fixed moment late in the UTC evening (already the next day in
 * Dhaka, still the afternoon in New York) while it runs, and takes them away after it.
 */

/** 20:35 UTC = 02:35 the next day in Dhaka (UTC+6) = 15:35 the same day in New York (UTC-5). */
const LATE_EVENING_UTC = "2026-11-22T20:35:00.000Z";
const DHAKA_TIME = "23 Nov 2026, 02:35 (Dhaka time)";
const DHAKA_DAY = "23 November 2026";
const FIXED = {
  blog: "A blog written late in the UTC evening",
  slug: "dates-in-dhaka",
  sender: "Nadia Nighthawk",
  summary: "An admin action late in the UTC evening",
};

/** Runs `check` with a blog, a message and an admin action stored at LATE_EVENING_UTC. */
async function withFixedMoments(site: AdminSite, check: () => Promise<void>) {
  const at = LATE_EVENING_UTC;
  const ids = await changeSiteContent(site, async (db) => {
    await db
      .insertInto("blogs")
      .values({
        title: FIXED.blog,
        description: "Dates read as Dhaka's.",
        image: "/images/blogs/blog-2.svg",
        tag: "Time",
        link: null,
        email: "hello@example.com",
        slug: FIXED.slug,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const message = await db
      .insertInto("contact_messages")
      .values({
        name: FIXED.sender,
        email: "nadia@example.com",
        message: "Sent at night in Dhaka.",
        created_at: at,
        read_at: null,
        status: "not-configured",
        last_error: null,
        next_attempt_at: at,
        delivered_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const entry = await db
      .insertInto("activity_log")
      .values({
        actor: "night.admin@example.com",
        action: "create",
        entity: "blog",
        entity_id: "1",
        summary: FIXED.summary,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { message: message.id, entry: entry.id };
  });
  try {
    await check();
  } finally {
    await changeSiteContent(site, async (db) => {
      await db.deleteFrom("blogs").where("slug", "=", FIXED.slug).execute();
      await db.deleteFrom("contact_messages").where("id", "=", ids.message).execute();
      await db.deleteFrom("activity_log").where("id", "=", ids.entry).execute();
    });
  }
}

test.describe.configure({ mode: "parallel" });

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function expectSuccess(page: Page, title: string) {
  await expect(alertDialog(page)).toHaveAccessibleName(title);
  await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
}

/** Opens the row's edit modal, saves it untouched and expects the success alert. */
async function saveUnchanged(page: Page, itemRow: Locator, editName: string, dialogName: string, success: string) {
  await itemRow.getByRole("button", { name: editName, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSuccess(page, success);
}

test(
  "every demo blog, review and video opens in its edit form and saves unchanged",
  { tag: "@desktop" },
  async ({ browser, site }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, site, site.admin);
    try {
      const before = await Promise.all(
        ["/api/blogs", "/api/reviews", "/api/review-videos"].map(async (path) => (await page.request.get(path)).json()),
      );

      // Each found by the list's search (the shared site may have more than a page of them).
      const search = (list: string, text: string) =>
        gotoHydrated(page, `/dashboard/${list}?q=${encodeURIComponent(text)}`);
      for (const blog of demoBlogs) {
        await search("allBlogs", blog.title);
        await saveUnchanged(
          page,
          row(page, blog.title),
          `Edit ${blog.title}`,
          "Edit Blog",
          "Blog updated successfully",
        );
      }
      for (const review of demoReviews) {
        await search("allReviews", review.name);
        await saveUnchanged(
          page,
          row(page, review.name),
          `Edit review by ${review.name}`,
          "Edit Review",
          "Review updated successfully",
        );
      }
      for (const video of demoReviewVideos) {
        await search("allReviewVideos", video.title);
        await saveUnchanged(
          page,
          row(page, video.title),
          `Edit ${video.title}`,
          "Edit Video",
          "Video updated successfully",
        );
      }

      const after = await Promise.all(
        ["/api/blogs", "/api/reviews", "/api/review-videos"].map(async (path) => (await page.request.get(path)).json()),
      );
      expect(after).toEqual(before);
    } finally {
      await page.context().close();
    }
  },
);

test("the Add Review form starts empty and takes a picture on this site (a path) as the client's photo", async ({
  browser,
  site,
}) => {
  const page = await signedInPage(browser, site, site.admin);
  try {
    await gotoHydrated(page, "/dashboard/addReviews");
    // The client's review: nothing comes from the admin's own account (issue 22 item 14).
    await expect(page.getByLabel("Your Name")).toHaveValue("");
    await expect(page.getByLabel("Client Image URL")).toHaveValue("");
    await page.getByLabel("Your Name").fill("Shirin Akter");
    await page.getByLabel("Client Image URL").fill("/images/placeholder-avatar.svg");
    const role = `Owner of Prefill Traders ${test.info().project.name}`;
    await page.getByLabel("Your Position").fill(role);
    await page.getByLabel("Company Logo URL").fill("/images/clients/sample-1.svg");
    await page.getByLabel("Your Feedback").fill("They understood what we needed.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expectSuccess(page, "Review submitted successfully!");

    await gotoHydrated(page, "/dashboard/allReviews");
    await expect(row(page, role).locator("img")).toHaveAttribute("src", "/images/placeholder-avatar.svg");
  } finally {
    await page.context().close();
  }
});

test("a pasted youtu.be link is stored as the embed URL; each preview shows its own title and colour and loads nothing before a click", async ({
  browser,
  site,
}, testInfo) => {
  const page = await signedInPage(browser, site, site.admin);
  const external = await blockExternalRequests(page, site.url);
  try {
    const title = `Pasted from the share button ${testInfo.project.name}`;
    await gotoHydrated(page, "/dashboard/addReviewVideo");
    await page.getByLabel("Video Title").fill(title);
    await page.getByLabel("YouTube Video Link").fill("https://youtu.be/M7lc1UVf-VE?si=Tr4ck1ngT0k3n");
    await page.getByRole("button", { name: "Add Video" }).click();
    await expectSuccess(page, "Video review added successfully!");
    const stored = (await (await page.request.get("/api/review-videos")).json()) as Array<{ title: string }>;
    expect(stored.find((video) => video.title === title)).toMatchObject({
      videoUrl: "https://www.youtube.com/embed/M7lc1UVf-VE",
    });

    await gotoHydrated(page, "/dashboard/allReviewVideos");
    const preview = row(page, title).getByRole("button", { name: `Play video: ${title}` });
    await expect(preview).toContainText(title);
    const other = demoReviewVideos[0]!;
    const otherPreview = row(page, other.title).getByRole("button", { name: `Play video: ${other.title}` });
    await expect(otherPreview).toContainText(other.title);
    // Told apart by more than the words: the posters differ in colour.
    const posterFilter = (button: Locator) => button.locator("img").evaluate((img) => getComputedStyle(img).filter);
    expect(await posterFilter(preview)).not.toBe(await posterFilter(otherPreview));
    expect(external.filter((url) => url.includes("youtube"))).toEqual([]);

    await preview.click();
    await expect(row(page, title).locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1",
    );

    // A link that is not a YouTube video is refused with a message under the field.
    await gotoHydrated(page, "/dashboard/addReviewVideo");
    await page.getByLabel("Video Title").fill(title);
    await page.getByLabel("YouTube Video Link").fill("https://vimeo.com/76979871");
    await page.getByRole("button", { name: "Add Video" }).click();
    await expect(
      page.getByText(
        "Paste a YouTube video link, like https://youtu.be/VIDEO_ID or https://www.youtube.com/embed/VIDEO_ID",
      ),
    ).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test.describe("seen from a browser in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("messages, the activity log and blog dates show Dhaka's date and time, labelled, with no hydration mismatch", async ({
    browser,
    site,
    timezoneId,
  }) => {
    await withFixedMoments(site, () => readInNewYork(browser, site, timezoneId));
  });
});

/** The dashboard and /blogs read by a browser in New York, with the fixed moments stored. */
async function readInNewYork(browser: Browser, site: AdminSite, timezoneId: string | undefined) {
  const page = await signedInPage(browser, site, site.admin, { timezoneId });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  try {
    await gotoHydrated(page, "/dashboard/messages");
    // The browser really is in New York: its own clock says 15:35 for that moment.
    expect(await page.evaluate((iso) => new Date(iso).getHours(), LATE_EVENING_UTC)).toBe(15);
    await expect(row(page, FIXED.sender).locator("time")).toHaveText(DHAKA_TIME);

    await gotoHydrated(page, "/dashboard/activity");
    await expect(row(page, FIXED.summary).locator("time")).toHaveText(DHAKA_TIME);

    await gotoHydrated(page, "/blogs");
    await expect(page.getByRole("article").filter({ hasText: FIXED.blog }).locator("time")).toHaveText(DHAKA_DAY);
    expect(problems).toEqual([]);
  } finally {
    await page.context().close();
  }
}

test("a blog's image and a review's logo uploaded from the dashboard show on the public pages; a file that is no image is refused", async ({
  browser,
  site,
}, testInfo) => {
  const page = await signedInPage(browser, site, site.admin);
  const picture = async (background: string) => ({
    name: "picture.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 1000, height: 600, channels: 3, background } })
      .png()
      .toBuffer(),
  });
  try {
    await gotoHydrated(page, "/dashboard/addBlogs");
    await page
      .getByLabel("Or upload an image")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
    await expect(page.getByText("The file is not an image we can read. Use a JPEG, PNG or WebP photo.")).toBeVisible();
    await expect(page.getByLabel("Image URL")).toHaveValue("");

    const title = `Our new office in Uttara ${testInfo.project.name}`;
    await page.getByLabel("Blog Title").fill(title);
    await page.getByLabel("Blog Description").fill("Pictures from the opening day.");
    await page.getByLabel("Or upload an image").setInputFiles(await picture("#0f766e"));
    await expect(page.getByLabel("Image URL")).toHaveValue(/^\/media\/[\w-]+\.webp$/);
    const stored = await page.getByLabel("Image URL").inputValue();
    await expect(page.locator(`img[src="${stored}"]`)).toBeVisible();
    await page.getByRole("button", { name: "Add Blog" }).click();
    await expectSuccess(page, "Blog added successfully");

    await gotoHydrated(page, "/dashboard/addReviews");
    const role = `Owner of Upload Traders ${testInfo.project.name}`;
    await page.getByLabel("Your Name").fill("Kamal Uddin");
    await page.getByLabel("Client Image URL").fill("/images/placeholder-avatar.svg");
    await page.getByLabel("Your Position").fill(role);
    await page.getByLabel("Or upload the company logo").setInputFiles(await picture("#b91c1c"));
    await expect(page.getByLabel("Company Logo URL")).toHaveValue(/^\/media\/[\w-]+\.webp$/);
    const logo = await page.getByLabel("Company Logo URL").inputValue();
    await page.getByLabel("Your Feedback").fill("They put our logo up in a minute.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expectSuccess(page, "Review submitted successfully!");

    const visitor = await browser.newPage();
    try {
      await visitor.goto(`${site.url}/blogs`);
      const card = visitor.getByRole("article").filter({ hasText: title });
      await expect(card.locator("img").first()).toHaveAttribute("src", stored);
      expect(
        await card
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBe(800);
      const response = await visitor.request.get(`${site.url}${logo}`);
      expect(response.headers()["content-type"]).toBe("image/webp");
    } finally {
      await visitor.close();
    }
  } finally {
    await page.context().close();
  }
});
