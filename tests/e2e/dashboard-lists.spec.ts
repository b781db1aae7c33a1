import { expect, type Route } from "@playwright/test";
import { VIDEO_URL_MESSAGE } from "#domain/content-input";
import { alertDialog, gotoHydrated, logIn } from "./helpers";
import {
  columnHeaders,
  confirmDeletion,
  expectMessageUnder,
  expectSuccess,
  pngFile,
  postedValues,
  row,
  test,
  unique,
} from "./dashboard-site";

/**
 * The dashboard's content (spec §2 Dashboard, §8): each list's literal texts, create → list → public
 * page, edit in a modal, delete with its confirmation, the team upload, and the lists' empty states.
 * At phone width too: the blog flow (the edit modal on a phone); the others are the same flow at
 * any width (tagged @desktop). The lists' paging and searches: dashboard-paging.spec.ts.
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
    tag: admin.getByLabel("Tag", { exact: true }),
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
  await dialog.getByLabel("Tag", { exact: true }).fill("SEO");
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSuccess(admin, "Blog updated successfully");
  const editedRow = row(admin, edited);
  await expect(editedRow.getByRole("cell").nth(2)).toHaveText("SEO");
  expect(await (await request.get(`${site.url}/blogs`)).text()).toContain(edited);

  // Escape before the save answers: the modal waits for the answer, which shows. A refusal keeps
  // it open on the admin's values; a success closes it.
  const answers = [(route: Route) => route.fulfill({ status: 500 }), (route: Route) => route.fallback()];
  let held = () => {};
  let release = () => {};
  const holdSave = async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await new Promise<void>((resolve) => {
      release = resolve;
      held();
    });
    return answers.shift()!(route);
  };
  const saveHeld = () => new Promise<void>((resolve) => (held = resolve));
  await admin.route("**/dashboard/allBlogs*", holdSave);
  await editedRow.getByRole("button", { name: `Edit ${edited}` }).click();
  await dialog.getByLabel("Tag", { exact: true }).fill("Marketing");
  let sent = saveHeld();
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await sent;
  await admin.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Updating..." })).toBeVisible();
  release();
  await expect(alertDialog(admin)).toHaveAccessibleDescription("Failed to update blog");
  await alertDialog(admin).getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Tag", { exact: true })).toHaveValue("Marketing");
  sent = saveHeld();
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await sent;
  await admin.keyboard.press("Escape");
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  release();
  await expectSuccess(admin, "Blog updated successfully");
  await admin.unroute("**/dashboard/allBlogs*", holdSave);
  await expect(dialog).toBeHidden();
  await expect(editedRow.getByRole("cell").nth(2)).toHaveText("Marketing");

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
  // Two updates: the title, then the tag saved while the modal was closed (the refused try is not one).
  await expect(entries.filter({ hasText: "Updated" }).filter({ hasText: `Blog: ${edited}` })).toHaveCount(2);
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

    // The server's field messages show under the fields, with the Error dialog (here the upload's).
    await admin.route(
      "**/api/media",
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

    // Upload progress shows while the photo is uploaded; then the values go to the list's action
    // with the uploaded photo's path.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route(
      "**/api/media",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    const uploaded = admin.waitForRequest((req) => req.url().endsWith("/api/media") && req.method() === "POST");
    const posted = admin.waitForRequest(
      (req) => req.url().includes("/dashboard/allMembers") && req.method() === "POST",
    );
    await admin.getByRole("button", { name: "Add Member" }).click();
    await expect(admin.getByRole("progressbar", { name: /Uploading/ })).toBeVisible();
    const upload = (await uploaded).postDataBuffer()?.toString("latin1") ?? "";
    expect(upload).toMatch(/name="image"; filename="portrait\.png"\r\nContent-Type: image\/png/);
    release();
    const photoPath = (await (await (await uploaded).response())!.json()) as { url: string };
    expect(postedValues(await posted)).toMatchObject({ name, image: photoPath.url });
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

    // Edit without a new file: no new picture is posted (the old one stays), the modal closes after the update.
    await memberRow.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Team Member" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
    await expect(dialog.getByLabel("GitHub URL")).toHaveValue("https://github.com/tanvir");
    await dialog.getByRole("textbox", { name: "Position", exact: true }).fill("Lead Developer");
    const update = admin.waitForRequest(
      (req) => req.method() === "POST" && req.url().includes("/dashboard/allMembers"),
    );
    await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
    expect(postedValues(await update)).not.toHaveProperty("image");
    await expect(dialog).toBeHidden();
    await expectSuccess(admin, "Member updated successfully");
    await expect(memberRow).toContainText("Lead Developer");
    await expect(photo).toHaveAttribute("src", imagePath);

    // A failed update keeps the modal open, with the Error dialog inside it.
    await memberRow.getByRole("button", { name: `Edit ${name}` }).click();
    await admin.route(
      "**/dashboard/allMembers*",
      (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 500, body: "Internal server error" })
          : route.fallback(),
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
