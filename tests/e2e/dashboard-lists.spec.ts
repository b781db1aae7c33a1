import { expect, type BrowserContext } from "@playwright/test";
import { sql } from "kysely";
import { volumeStatements } from "../../scripts/bench/volumes.js";
import { VIDEO_URL_MESSAGE } from "../../domain/content-input";
import { signedInPage } from "./admin-site";
import { alertDialog, expectNoAxeViolations, gotoHydrated, logIn } from "./helpers";
import { fillStartedSite, startSiteWithAdmin } from "../support/site-server";
import { storeAccounts, storeActivityEntries, storeContactMessages, storeContent } from "../support/stored-rows";
import {
  adminAccount,
  columnHeaders,
  confirmDeletion,
  expectMessageUnder,
  expectSuccess,
  pngFile,
  row,
  startAdminSite,
  test,
  unique,
} from "./dashboard-site";

/**
 * The dashboard's content (spec §2 Dashboard, §8): each list's literal texts, create → list → public
 * page, edit in a modal, delete with its confirmation, the team upload, and the lists' empty states.
 * At phone width too: the blog flow (the edit modal on a phone), the inbox's and the users' paging
 * and the users' search (issue 25 names them at 390 px); the others are the same flow at any width
 * (tagged @desktop), and the inbox's filter test measures both widths itself.
 */

test.describe.configure({ mode: "parallel" });

// ---------------------------------------------------------------------------------------------
// Blogs
// ---------------------------------------------------------------------------------------------

test("blogs: the form's labels and messages, create → list and /blogs, edit in a modal, delete", async ({
  admin,
  site,
  request,
}, testInfo) => {
  const title = unique(testInfo, "Blog on branding");
  await logIn(admin, site.admin, { path: "/dashboard/addBlogs" });
  await expect(admin.getByRole("heading", { level: 1, name: "Add a New Blog" })).toBeVisible();
  const form = {
    title: admin.getByLabel("Blog Title"),
    description: admin.getByLabel("Blog Description"),
    image: admin.getByLabel("Image URL"),
    tag: admin.getByLabel("Tag"),
    link: admin.getByLabel("External link (optional)"),
    address: admin.getByLabel("Address (optional)"),
  };
  await expect(form.description).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(form.tag).toHaveAttribute("placeholder", "SEO, Branding");

  // Title, description and image are required (spec §5); tag and link are not.
  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expectMessageUnder(form.title, "Title is required");
  await expectMessageUnder(form.description, "Description is required");
  await expectMessageUnder(form.image, "Image URL is required");
  await expect(form.tag).not.toHaveAttribute("aria-invalid", "true");

  // A refusal by the server (an address another post has): the Error dialog, and its message under the field.
  const taken = `taken-address-${testInfo.project.name}-${testInfo.workerIndex}-${testInfo.retry}`;
  const other = {
    ...{
      title: unique(testInfo, "A post with that address"),
      description: "Another post.",
      image: `${site.url}/images/about.svg`,
    },
    ...{ tag: "", link: "", body: "", slug: taken },
  };
  expect((await admin.request.post("/api/blogs", { data: other, headers: { Origin: site.url } })).ok()).toBe(true);
  await form.title.fill(title);
  await form.description.fill("How a clear brand wins clients.");
  await form.image.fill(`${site.url}/images/about.svg`);
  await form.tag.fill("Branding");
  await form.address.fill(taken);
  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expect(alertDialog(admin)).toHaveAccessibleName("Error");
  await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to add blog");
  await alertDialog(admin).getByRole("button", { name: "OK" }).click();
  await expectMessageUnder(form.address, "Another post already uses this address");
  await expect(form.title).toHaveValue(title);

  await form.address.fill("");
  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expectSuccess(admin, "Blog added successfully");
  // The form is empty again.
  for (const field of Object.values(form)) await expect(field).toHaveValue("");

  // In the list, with the creator's e-mail set by the server.
  await gotoHydrated(admin, "/dashboard/allBlogs");
  await expect(admin.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
  const table = admin.getByRole("table", { name: "All Blogs" });
  expect(await columnHeaders(table)).toEqual(["#", "Title", "Tag", "Email", "Action"]);
  const blogRow = row(admin, title);
  await expect(blogRow.getByRole("cell")).toHaveText([/^\d+$/, title, "Branding", site.admin.email, ""]);

  // On the public page, for visitors too (no stale cached page).
  expect(await (await request.get(`${site.url}/blogs`)).text()).toContain(title);

  // Edit in a modal.
  await blogRow.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Blog" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Blog Title")).toHaveValue(title);
  const edited = `${title} (edited)`;
  await dialog.getByLabel("Blog Title").fill(edited);
  await dialog.getByLabel("Tag").fill("SEO");
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSuccess(admin, "Blog updated successfully");
  const editedRow = row(admin, edited);
  await expect(editedRow.getByRole("cell").nth(2)).toHaveText("SEO");
  expect(await (await request.get(`${site.url}/blogs`)).text()).toContain(edited);

  // Escape closes the modal without saving.
  await editedRow.getByRole("button", { name: `Edit ${edited}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Blog Title").fill("Not saved");
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row(admin, "Not saved")).toHaveCount(0);

  await editedRow.getByRole("button", { name: `Delete ${edited}` }).click();
  await confirmDeletion(admin, "This blog will be permanently deleted!", "Blog has been removed.");
  await expect(row(admin, edited)).toHaveCount(0);
  expect(await (await request.get(`${site.url}/blogs`)).text()).not.toContain(edited);

  // The activity log names who did what.
  await gotoHydrated(admin, "/dashboard/activity");
  const log = admin.getByRole("table", { name: "Activity log" });
  expect(await columnHeaders(log)).toEqual(["When", "Who", "Action", "What"]);
  const entries = log.getByRole("row").filter({ hasText: site.admin.email });
  await expect(entries.filter({ hasText: "Created" }).filter({ hasText: `Blog: ${title}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: "Updated" }).filter({ hasText: `Blog: ${edited}` })).toHaveCount(1);
  // Newest first: the deletion is on top.
  await expect(entries.first().getByRole("cell")).toHaveText([
    /^\d{1,2} \w{3} \d{4}, \d\d:\d\d \(Dhaka time\)$/,
    site.admin.email,
    "Deleted",
    /^Blog: /,
  ]);
});

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

test(
  "reviews: the form starts empty, create → list and home, edit, delete",
  { tag: "@desktop" },
  async ({ admin, site, request }, testInfo) => {
    const role = unique(testInfo, "CEO of Brand");
    await logIn(admin, site.admin, { path: "/dashboard/addReviews" });
    await expect(admin.getByRole("heading", { level: 1, name: "Add a Review" })).toBeVisible();
    const form = {
      name: admin.getByLabel("Your Name"),
      role: admin.getByLabel("Your Position"),
      image: admin.getByLabel("Client Image URL"),
      logo: admin.getByLabel("Company Logo URL"),
      feedback: admin.getByLabel("Your Feedback"),
    };
    // The client's review: nothing comes from the admin's own account (issue 22 item 14).
    await expect(form.name).toHaveValue("");
    await expect(form.image).toHaveValue("");
    await expect(form.role).toHaveAttribute("placeholder", "CEO of Brand");
    await expect(form.feedback).toHaveJSProperty("tagName", "TEXTAREA");

    await admin.getByRole("button", { name: "Submit Review" }).click();
    await expectMessageUnder(form.name, "Name is required");
    await expectMessageUnder(form.role, "Position is required");
    await expectMessageUnder(form.image, "Client image URL is required");
    await expectMessageUnder(form.logo, "Company logo URL is required");
    await expectMessageUnder(form.feedback, "Feedback is required");

    await form.name.fill("Rafi Rahman");
    await form.role.fill(role);
    await form.image.fill(`${site.url}/images/placeholder-avatar.svg`);
    await form.logo.fill(`${site.url}/images/logo.svg`);
    await form.feedback.fill("They shipped our shop in two weeks.");

    // A server error (the page's action, as React Router posts to it) shows the Error dialog.
    await admin.route("**/dashboard/allReviews.data", (route) => route.fulfill({ status: 500, body: "" }), {
      times: 1,
    });
    await admin.getByRole("button", { name: "Submit Review" }).click();
    await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to submit review");
    await alertDialog(admin).getByRole("button", { name: "OK" }).click();

    await admin.getByRole("button", { name: "Submit Review" }).click();
    await expectSuccess(admin, "Review submitted successfully!");
    await expect(form.role).toHaveValue("");
    await expect(form.feedback).toHaveValue("");

    await gotoHydrated(admin, "/dashboard/allReviews");
    const table = admin.getByRole("table", { name: "All Reviews" });
    expect(await columnHeaders(table)).toEqual(["#", "Reviewer", "Feedback", "Action"]);
    const reviewRow = row(admin, role);
    await expect(reviewRow).toContainText("Rafi Rahman");
    await expect(reviewRow).toContainText("They shipped our shop in two weeks.");
    await expect(reviewRow.locator("img")).toHaveAttribute("src", `${site.url}/images/placeholder-avatar.svg`);
    expect(await (await request.get(`${site.url}/`)).text()).toContain(role);

    await reviewRow.getByRole("button", { name: "Edit review by Rafi Rahman" }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Review" });
    await dialog.getByLabel("Your Feedback").fill("Fast, friendly and on budget.");
    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectSuccess(admin, "Review updated successfully");
    await expect(reviewRow).toContainText("Fast, friendly and on budget.");

    await reviewRow.getByRole("button", { name: "Delete review by Rafi Rahman" }).click();
    await confirmDeletion(admin, "This review will be permanently deleted!", "The review has been removed.");
    await expect(row(admin, role)).toHaveCount(0);
  },
);

// ---------------------------------------------------------------------------------------------
// Review videos
// ---------------------------------------------------------------------------------------------

test(
  "review videos: create → list with a click-to-load 160×90 preview and home, edit, delete",
  { tag: "@desktop" },
  async ({ admin, site, request }, testInfo) => {
    const title = unique(testInfo, "Client story");
    const external: string[] = [];
    await admin.route(
      (url) => url.origin !== site.url,
      (route) => {
        external.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await logIn(admin, site.admin, { path: "/dashboard/addReviewVideo" });
    await expect(admin.getByRole("heading", { level: 1, name: "Add Client Review Video" })).toBeVisible();
    const videoTitle = admin.getByLabel("Video Title");
    const videoUrl = admin.getByLabel("YouTube Video Link");

    await videoTitle.fill(title);
    // A channel's address is not a video.
    await videoUrl.fill("https://www.youtube.com/@SkylineIT");
    await admin.getByRole("button", { name: "Add Video" }).click();
    await expectMessageUnder(videoUrl, VIDEO_URL_MESSAGE);

    await videoUrl.fill("https://www.youtube.com/embed/dQw4w9WgXcQ");
    await admin.getByRole("button", { name: "Add Video" }).click();
    await expectSuccess(admin, "Video review added successfully!");
    await expect(videoTitle).toHaveValue("");
    await expect(videoUrl).toHaveValue("");

    await gotoHydrated(admin, "/dashboard/allReviewVideos");
    const table = admin.getByRole("table", { name: "All Review Videos" });
    expect(await columnHeaders(table)).toEqual(["#", "Title", "Preview", "Action"]);
    const videoRow = row(admin, title);
    const play = videoRow.getByRole("button", { name: `Play video: ${title}` });
    const box = await play.boundingBox();
    expect(box?.width).toBeCloseTo(160, 0);
    expect(box?.height).toBeCloseTo(90, 0);
    expect(external.filter((url) => url.includes("youtube"))).toEqual([]);
    await play.click();
    await expect(videoRow.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?autoplay=1$/,
    );
    expect(await (await request.get(`${site.url}/`)).text()).toContain(title);

    await videoRow.getByRole("button", { name: `Edit ${title}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Video" });
    const renamed = `${title} (renamed)`;
    await dialog.getByLabel("Video Title").fill(renamed);
    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectSuccess(admin, "Video updated successfully");
    await expect(row(admin, renamed)).toHaveCount(1);

    await row(admin, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await confirmDeletion(admin, "This video will be permanently deleted!", "The video has been removed.");
    await expect(row(admin, renamed)).toHaveCount(0);
  },
);

// ---------------------------------------------------------------------------------------------
// Team members
// ---------------------------------------------------------------------------------------------

test(
  "team: upload with progress → list and /about; the edit modal keeps the old image; delete",
  { tag: "@desktop" },
  async ({ admin, site, request }, testInfo) => {
    const name = unique(testInfo, "Tanvir Hasan");
    await logIn(admin, site.admin, { path: "/dashboard/addMember" });
    await expect(admin.getByRole("heading", { level: 1, name: "Add Team Member" })).toBeVisible();
    const form = {
      name: admin.getByLabel("Full Name"),
      position: admin.getByRole("textbox", { name: "Position", exact: true }),
      image: admin.getByLabel("Profile Image"),
      facebook: admin.getByLabel("Facebook URL"),
      github: admin.getByLabel("GitHub URL"),
      linkedin: admin.getByLabel("LinkedIn URL"),
    };
    await expect(form.image).toHaveAttribute("type", "file");
    await expect(form.image).toHaveAttribute("accept", "image/*");

    await admin.getByRole("button", { name: "Add Member" }).click();
    await expectMessageUnder(form.name, "Full name is required");
    await expectMessageUnder(form.position, "Position is required");
    await expectMessageUnder(form.image, "Profile image is required");

    await form.name.fill(name);
    await form.position.fill("Laravel Developer");
    await form.image.setInputFiles(await pngFile());
    await form.github.fill("https://github.com/tanvir");

    // The server's field messages show under the fields, with the Error dialog.
    await admin.route(
      "**/api/team",
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: "Invalid request", fields: { image: "The file is not a valid image" } },
        }),
      { times: 1 },
    );
    await admin.getByRole("button", { name: "Add Member" }).click();
    await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to add member");
    await alertDialog(admin).getByRole("button", { name: "OK" }).click();
    await expectMessageUnder(form.image, "The file is not a valid image");

    // Upload progress shows while the request is under way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route(
      "**/api/team",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    const posted = admin.waitForRequest((req) => req.url().endsWith("/api/team") && req.method() === "POST");
    await admin.getByRole("button", { name: "Add Member" }).click();
    await expect(admin.getByRole("progressbar", { name: /Uploading/ })).toBeVisible();
    const body = (await posted).postDataBuffer()?.toString("latin1") ?? "";
    expect(body).toMatch(/name="image"; filename="portrait\.png"\r\nContent-Type: image\/png/);
    expect(body).toContain(`name="name"\r\n\r\n${name}\r\n`);
    release();
    await expectSuccess(admin, "Team member added successfully!");
    await expect(admin.getByRole("progressbar")).toHaveCount(0);
    await expect(form.name).toHaveValue("");
    await expect(form.image).toHaveValue("");

    await gotoHydrated(admin, "/dashboard/allMembers");
    const table = admin.getByRole("table", { name: "All Team Members" });
    expect(await columnHeaders(table)).toEqual(["#", "Image", "Name", "Position", "Actions"]);
    const memberRow = row(admin, name);
    await expect(memberRow).toContainText("Laravel Developer");
    const photo = memberRow.getByRole("img", { name: `Photo of ${name}` });
    const imagePath = (await photo.getAttribute("src")) ?? "";
    expect(imagePath).toMatch(/^\/media\//);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const about = await (await request.get(`${site.url}/about`)).text();
    expect(about).toContain(name);
    expect(about).toContain(imagePath);

    // Edit without a new file: the old image path is sent, the modal closes after the update.
    await memberRow.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Team Member" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
    await expect(dialog.getByLabel("GitHub URL")).toHaveValue("https://github.com/tanvir");
    await dialog.getByRole("textbox", { name: "Position", exact: true }).fill("Lead Developer");
    const put = admin.waitForRequest((req) => req.method() === "PUT" && req.url().includes("/api/team/"));
    await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
    expect((await put).postDataBuffer()?.toString("latin1")).toContain(`name="image"\r\n\r\n${imagePath}\r\n`);
    await expect(dialog).toBeHidden();
    await expectSuccess(admin, "Member updated successfully");
    await expect(memberRow).toContainText("Lead Developer");
    await expect(photo).toHaveAttribute("src", imagePath);

    // A failed update keeps the modal open, with the Error dialog inside it.
    await memberRow.getByRole("button", { name: `Edit ${name}` }).click();
    await admin.route(
      "**/api/team/*",
      (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }),
      { times: 1 },
    );
    await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
    await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to update member");
    await alertDialog(admin).getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeVisible();

    // With a new file, the image changes.
    await dialog.getByLabel("New Profile Image (optional)").setInputFiles(await pngFile("#0f766e"));
    await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectSuccess(admin, "Member updated successfully");
    await expect(photo).not.toHaveAttribute("src", imagePath);

    await memberRow.getByRole("button", { name: `Delete ${name}` }).click();
    await confirmDeletion(admin, "This member will be deleted!", "Team member removed.");
    await expect(row(admin, name)).toHaveCount(0);
  },
);

// ---------------------------------------------------------------------------------------------
// Empty states, on a site of its own
// ---------------------------------------------------------------------------------------------

test("the lists' empty states", { tag: "@desktop" }, async ({ browser, viewport }, testInfo) => {
  test.setTimeout(120_000);
  const site = await startAdminSite(`empty.${testInfo.project.name}`);
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ baseURL: site.url, viewport });
    const page = await context.newPage();
    await logIn(page, site.admin, { path: "/dashboard/allReviews" });
    await expect(page.getByText("No reviews found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allReviewVideos");
    await expect(page.getByText("No review videos found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allMembers");
    await expect(page.getByText("No members found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allBlogs");
    await expect(page.getByText("No blogs available yet.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context?.close();
    await site.stop();
  }
});

test("the inbox pages through every message: 25 a page with the count, Next and Previous in the address, back and forward work", async ({
  browser,
  viewport,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await startSiteWithAdmin(adminAccount(`inbox.${testInfo.project.name}`), {}, (db) =>
    storeContactMessages(db, 30),
  );
  const context = await browser.newContext({ baseURL: site.url, viewport });
  try {
    const page = await context.newPage();
    await logIn(page, site.admin, { path: "/dashboard/messages" });
    const pages = page.getByRole("navigation", { name: "Message pages" });
    await expect(page.getByText("Messages 1–25 of 30", { exact: true })).toBeVisible();
    await expect(page.getByText("Message number 30", { exact: true })).toBeVisible();
    await expect(page.getByText("Message number 5", { exact: true })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    // Only the page shown is the current one (every page link has the list's path).
    await expect(pages.locator("[aria-current]")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
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
  } finally {
    await context.close();
    await site.stop();
  }
});

test("the oldest of 100,000 messages is found by searching for its sender", async ({ browser, viewport }, testInfo) => {
  test.setTimeout(180_000);
  // Issue 25's volume, written as the dashboard benchmark writes it (client1@example.com the oldest).
  const site = await startSiteWithAdmin(adminAccount(`inbox-volume.${testInfo.project.name}`), {}, async (db) => {
    for (const { sql: statement } of volumeStatements("sqlite", "messages")) await sql.raw(statement).execute(db);
  });
  const context = await browser.newContext({ baseURL: site.url, viewport });
  try {
    const page = await context.newPage();
    await logIn(page, site.admin, { path: "/dashboard/messages" });
    // One in eight is spam (in its own folder).
    await expect(page.getByText("Messages 1–25 of 87,500", { exact: true })).toBeVisible();
    const filters = page.getByRole("search", { name: "Filter messages" });
    await filters.getByRole("searchbox", { name: "Search" }).fill("client1@example.com");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/[?&]q=client1%40example\.com/);
    await expect(page.getByText("Message 1 of 1", { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Hello, this is client 1. We need a new website");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
  } finally {
    await context.close();
    await site.stop();
  }
});

test(
  "a search found in more than 1,000 messages says so: the count, the download, the selection; its last page is counted",
  { tag: "@desktop" },
  async ({ browser, viewport }, testInfo) => {
    test.setTimeout(120_000);
    const site = await startSiteWithAdmin(adminAccount(`inbox-many.${testInfo.project.name}`), {}, (db) =>
      db.transaction().execute((trx) => storeContactMessages(trx, 1010)),
    );
    const context = await browser.newContext({ baseURL: site.url, viewport });
    try {
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
    } finally {
      await context.close();
      await site.stop();
    }
  },
);

test(
  "the inbox's filters work without JavaScript: search, a day range in Dhaka, page links that keep them, no match with a way to clear, the CSV of a filter (axe, no overflow at 375 and 1280)",
  { tag: "@desktop" },
  async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const site = await startSiteWithAdmin(adminAccount(`filters.${testInfo.project.name}`), {}, (db) =>
      storeContactMessages(db, 30),
    );
    const noScript = await signedInPage(browser, site, site.admin, { javaScriptEnabled: false });
    try {
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
      await filters.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("Messages 1–11 of 11", { exact: true })).toBeVisible();

      // Received from tomorrow (in Dhaka) on: nothing, and a way back.
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Dhaka" });
      await filters.getByLabel("Received from (Dhaka time)").fill(tomorrow);
      await filters.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("No messages match these filters.", { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Clear filters" }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/messages$/);
      await expect(page.getByText("Messages 1–25 of 30", { exact: true })).toBeVisible();
      await expect(filters.getByLabel("Search")).toHaveValue("");

      // With JavaScript: the filtered inbox is accessible and fits a phone and a laptop.
      const admin = await signedInPage(browser, site, site.admin);
      await gotoHydrated(admin, "/dashboard/messages?q=number+1&read=unread");
      await expect(admin.getByText("Messages 1–11 of 11", { exact: true })).toBeVisible();
      for (const width of [375, 1280]) {
        await admin.setViewportSize({ width, height: 800 });
        expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await expectNoAxeViolations(admin);
      // The same messages as a CSV file: UTF-8 with a byte-order mark, admins only.
      const download = admin.getByRole("link", { name: "Download these 11 as CSV" });
      await expect(download).toHaveAttribute("href", "/dashboard/messages.csv?q=number+1&read=unread");
      const csv = await admin.request.get((await download.getAttribute("href"))!);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.body());
      expect(text.startsWith('\uFEFF"Received (Dhaka time)"')).toBe(true);
      expect(text.trimEnd().split("\r\n")).toHaveLength(12);
      expect((await noScript.request.fetch("/dashboard/messages.csv", { maxRedirects: 0 })).status()).toBe(200);
      const anonymous = await browser.newContext({ baseURL: site.url });
      expect((await anonymous.request.get("/dashboard/messages.csv")).status()).toBe(403);
      await anonymous.close();
      await admin.context().close();
    } finally {
      await noScript.context().close();
      await site.stop();
    }
  },
);

test(
  "the activity log pages through every entry with the count and the page links",
  { tag: "@desktop" },
  async ({ browser, viewport }, testInfo) => {
    test.setTimeout(120_000);
    const site = await startSiteWithAdmin(adminAccount(`log.${testInfo.project.name}`), {}, (db) =>
      storeActivityEntries(db, 30),
    );
    const context = await browser.newContext({ baseURL: site.url, viewport });
    try {
      const page = await context.newPage();
      await logIn(page, site.admin, { path: "/dashboard/activity" });
      // Signing in made no entry: the 30 stored ones are all there is.
      await expect(page.getByText("Entries 1–25 of 30", { exact: true })).toBeVisible();
      await expect(page.getByText("Blog: Blog 30", { exact: true })).toBeVisible();
      await page.getByRole("navigation", { name: "Activity pages" }).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/dashboard\/activity\?page=2$/);
      await expect(page.getByText("Entries 26–30 of 30", { exact: true })).toBeVisible();
      await expect(page.getByText("Blog: Blog 1", { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
      await site.stop();
    }
  },
);

test("users page 25 at a time with the count; an action on page 2 shows there; back works", async ({
  browser,
  viewport,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await startSiteWithAdmin(adminAccount(`users.${testInfo.project.name}`));
  await fillStartedSite(site, (db) => storeAccounts(db, 30));
  const context = await browser.newContext({ baseURL: site.url, viewport });
  try {
    const page = await context.newPage();
    await logIn(page, site.admin, { path: "/dashboard/users" });
    // The admin (made after the 30 stored accounts) is the newest.
    await expect(page.getByText("Users 1–25 of 31", { exact: true })).toBeVisible();
    await expect(row(page, site.admin.email)).toHaveCount(1);
    await expect(row(page, "account1@example.com")).toHaveCount(0);
    const pages = page.getByRole("navigation", { name: "User pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\?page=2$/);
    await expect(page.getByText("Users 26–31 of 31", { exact: true })).toBeVisible();
    const oldest = row(page, "account1@example.com");
    // The # column counts on from page 1.
    await expect(oldest.getByRole("cell").first()).toHaveText("31");

    await oldest.getByRole("button", { name: "Make Admin (Account 1)" }).click();
    await alertDialog(page).getByRole("button", { name: "Make Admin" }).click();
    await expect(oldest.getByText("Admin", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\?page=2$/);

    await page.goBack();
    await expect(page.getByText("Users 1–25 of 31", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
    expect((await page.request.get("/dashboard/users?page=0")).status()).toBe(404);
  } finally {
    await context.close();
    await site.stop();
  }
});

test(
  "blogs, reviews, review videos and team members page 25 at a time with the count; page 2 has the oldest",
  { tag: "@desktop" },
  async ({ browser, viewport }, testInfo) => {
    test.setTimeout(120_000);
    const lists = [
      { path: "/dashboard/allBlogs", table: "blogs", one: "Blog", many: "Blogs" },
      { path: "/dashboard/allReviews", table: "reviews", one: "Review", many: "Reviews" },
      { path: "/dashboard/allReviewVideos", table: "review_videos", one: "Video", many: "Videos" },
      { path: "/dashboard/allMembers", table: "team_members", one: "Member", many: "Members" },
    ] as const;
    const site = await startSiteWithAdmin(adminAccount(`content.${testInfo.project.name}`), {}, async (db) => {
      for (const { table } of lists) await storeContent(db, table, 26);
    });
    const context = await browser.newContext({ baseURL: site.url, viewport });
    try {
      const page = await context.newPage();
      await logIn(page, site.admin, { path: "/dashboard" });
      for (const { path, one, many } of lists) {
        const oldest = page.getByRole("row").filter({ has: page.getByText(`${one} 1`, { exact: true }) });
        await gotoHydrated(page, path);
        await expect(page.getByText(`${many} 1–25 of 26`, { exact: true })).toBeVisible();
        await expect(page.getByText(`${one} 26`, { exact: true }).first()).toBeVisible();
        await expect(oldest).toHaveCount(0);
        await page
          .getByRole("navigation", { name: `${one} pages` })
          .getByRole("link", { name: "Next" })
          .click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
        await expect(page.getByText(`${one} 26 of 26`, { exact: true })).toBeVisible();
        await expect(oldest.getByRole("cell").first()).toHaveText("26");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
      }
    } finally {
      await context.close();
      await site.stop();
    }
  },
);

test(
  "the activity log filters by kind of item without JavaScript; page 2 keeps the filter; nothing matches says so (axe, no overflow)",
  { tag: "@desktop" },
  async ({ browser, viewport }, testInfo) => {
    // Two browser contexts and a dozen page loads: room for a busy machine.
    test.setTimeout(240_000);
    const site = await startSiteWithAdmin(adminAccount(`log-filters.${testInfo.project.name}`), {}, async (db) => {
      await storeActivityEntries(db, 30);
      await storeActivityEntries(db, 5, { entity: "review", name: "Review" });
    });
    const signedIn = await browser.newContext({ baseURL: site.url, viewport });
    const withoutScript = await browser.newContext({
      baseURL: site.url,
      viewport,
      javaScriptEnabled: false,
      storageState: await (async () => {
        await logIn(await signedIn.newPage(), site.admin, { path: "/dashboard/activity" });
        return signedIn.storageState();
      })(),
    });
    try {
      const page = await withoutScript.newPage();
      await page.goto("/dashboard/activity");
      await expect(page.getByText("Entries 1–25 of 35", { exact: true })).toBeVisible();
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
      await expect(page.getByText("Entries 1–25 of 35", { exact: true })).toBeVisible();

      // With JavaScript: a filtered log is accessible and nothing is wider than the screen.
      const scripted = signedIn.pages()[0]!;
      await gotoHydrated(scripted, "/dashboard/activity?kind=review&who=admin%40example.com");
      await expect(scripted.getByText("Entries 1–5 of 5", { exact: true })).toBeVisible();
      await expect(scripted.getByLabel("Who")).toHaveValue("admin@example.com");
      expect(await scripted.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
      await expectNoAxeViolations(scripted);
    } finally {
      await withoutScript.close();
      await signedIn.close();
      await site.stop();
    }
  },
);

test("users: the search and the role filter in the address, without JavaScript; page links keep them; nothing found says so", async ({
  browser,
  viewport,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await startSiteWithAdmin(adminAccount(`search.${testInfo.project.name}`));
  // Account 3, 6, 9 … are admins.
  await fillStartedSite(site, (db) => storeAccounts(db, 30, { isAdmin: (n) => n % 3 === 0 }));
  const signedIn = await browser.newContext({ baseURL: site.url, viewport });
  const withoutScript = await browser.newContext({
    baseURL: site.url,
    viewport,
    javaScriptEnabled: false,
    storageState: await (async () => {
      await logIn(await signedIn.newPage(), site.admin, { path: "/dashboard/users" });
      return signedIn.storageState();
    })(),
  });
  try {
    const page = await withoutScript.newPage();
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
    await expect(page.getByText("Users 1–25 of 31", { exact: true })).toBeVisible();

    // With JavaScript: the same form, by keyboard; axe is clean and nothing is wider than the screen.
    const scripted = signedIn.pages()[0]!;
    await gotoHydrated(scripted, "/dashboard/users?q=zzz");
    await expect(scripted.getByText("No users match “zzz”.")).toBeVisible();
    await scripted.getByLabel("Search by name or e-mail").fill("account 1");
    await scripted.getByLabel("Search by name or e-mail").press("Enter");
    await expect(scripted.getByText("Users 1–11 of 11", { exact: true })).toBeVisible();
    expect(await scripted.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
    await expectNoAxeViolations(scripted);
  } finally {
    await withoutScript.close();
    await signedIn.close();
    await site.stop();
  }
});
