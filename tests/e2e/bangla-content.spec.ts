import { expect, type Page } from "@playwright/test";
import { slugify } from "#domain/slugs";
import { expectSuccess, pngFile, row, test } from "./dashboard-site";
import { expectFitsViewport, expectNoAxeViolations, gotoHydrated, logIn } from "./helpers";

/**
 * Issue 26 item 5: what an admin writes in Bangla in the dashboard (a post, a team member, the
 * site settings) is what the /bn/ pages show, marked lang="bn" by the page; the English pages keep
 * the English; editing keeps the Bangla. On the dashboard's shared site (a fresh database, its
 * admin): no other spec on it reads the public pages the settings saved here change.
 */

test.describe.configure({ mode: "parallel" });

/** The text's element carries no lang of its own: it is in the page's language (html lang="bn"). */
async function expectInPageLanguage(page: Page, text: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  const element = page.getByText(text, { exact: true }).first();
  await expect(element).toBeVisible();
  expect(await element.evaluate((el) => el.closest("[lang]")?.getAttribute("lang"))).toBe("bn");
}

test("a post's Bangla title, description and a long article: written and previewed in the dashboard, shown on /bn/, kept by an edit", async ({
  sitePage: admin,
  site,
}, testInfo) => {
  const title = `Cash on delivery ${testInfo.workerIndex}-${testInfo.retry}`;
  const bangla = {
    title: "ক্যাশ অন ডেলিভারি ও বিকাশ",
    description: "ঢাকার ক্রেতারা কীভাবে টাকা দেন।",
    heading: "ক্রেতারা যা চান",
    tag: "পেমেন্ট",
  };
  // A long article: 20,000 Bangla characters are about 180 KB as the form sends them (9 bytes a letter).
  const banglaArticle = `## ${bangla.heading}\n\n${"ঢাকার ক্রেতারা ভরসা চান। ".repeat(800).trim()}`;
  await logIn(admin, site.admin, { path: "/dashboard/addBlogs" });
  await admin.getByLabel("Blog Title").fill(title);
  await admin.getByLabel("Blog Description").fill("How shoppers in Dhaka pay.");
  await admin.getByLabel("Image URL").fill(`${site.url}/images/about.svg`);
  await admin.getByLabel("Article (optional)", { exact: true }).fill("## What shoppers want\n\nTrust.");
  await admin.getByLabel("Tag", { exact: true }).fill("Payments");
  const fields = {
    title: admin.getByLabel("Title in Bangla"),
    description: admin.getByLabel("Description in Bangla"),
    tag: admin.getByLabel("Tag in Bangla"),
    article: admin.getByLabel("Article in Bangla"),
  };
  for (const field of Object.values(fields)) await expect(field).toHaveAttribute("lang", "bn");
  await fields.title.fill(bangla.title);
  await fields.description.fill(bangla.description);
  await fields.tag.fill(bangla.tag);
  await fields.article.fill(banglaArticle);

  // The preview shows either article, as its page will.
  await admin.getByRole("button", { name: "Preview Bangla article" }).click();
  const preview = admin.getByRole("region", { name: "Preview of the Bangla article" });
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText(bangla.heading);
  await expect(preview.locator(".article-body")).toHaveAttribute("lang", "bn");
  await admin.getByRole("button", { name: "Preview article", exact: true }).click();
  await expect(admin.getByRole("region", { name: "Article preview" }).getByRole("heading", { level: 2 })).toHaveText(
    "What shoppers want",
  );
  await expectNoAxeViolations(admin);

  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expectSuccess(admin, "Blog added successfully");
  await expect(fields.title).toHaveValue("");

  const slug = slugify(title);
  await admin.goto(`/bn/blogs/${slug}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(bangla.title);
  await expectInPageLanguage(admin, bangla.title);
  await expect(admin.getByRole("heading", { level: 2, name: bangla.heading })).toBeVisible();
  await expectInPageLanguage(admin, bangla.tag);
  await admin.goto("/bn/blogs");
  await expectInPageLanguage(admin, bangla.description);
  await expectInPageLanguage(admin, bangla.tag);
  await admin.goto(`/blogs/${slug}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(admin.getByRole("heading", { level: 2, name: "What shoppers want" })).toBeVisible();
  await expect(admin.getByText(bangla.title)).toHaveCount(0);
  await expect(admin.getByText("Payments", { exact: true })).toBeVisible();

  // The edit modal shows the Bangla texts and keeps them.
  await gotoHydrated(admin, "/dashboard/allBlogs");
  await row(admin, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Edit Blog" });
  await expect(dialog.getByLabel("Title in Bangla")).toHaveValue(bangla.title);
  await expect(dialog.getByLabel("Article in Bangla")).toHaveValue(banglaArticle);
  await expect(dialog.getByLabel("Tag in Bangla")).toHaveValue(bangla.tag);
  await dialog.getByLabel("Tag", { exact: true }).fill("Payments and delivery");
  await dialog.getByLabel("Description in Bangla").fill("বিকাশ ও নগদ।");
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expectSuccess(admin, "Blog updated successfully");
  await admin.goto(`/bn/blogs/${slug}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(bangla.title);
  await admin.goto("/bn/blogs");
  await expectInPageLanguage(admin, "বিকাশ ও নগদ।");

  // At a phone's width the form fits.
  await admin.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(admin, "/dashboard/addBlogs");
  await expectFitsViewport(admin, "the blog form with its Bangla fields");
});

/**
 * Issue 43 item 6: a post added without Bangla shows in English on /bn — the dashboard's overview
 * says so, naming the texts that lack it, and leads to the post in its list.
 */
test("a post added without Bangla is listed on the overview as shown in English, with the texts that lack it", async ({
  sitePage: admin,
  site,
}, testInfo) => {
  const title = `Only in English ${testInfo.workerIndex}-${testInfo.retry}`;
  await logIn(admin, site.admin, { path: "/dashboard/addBlogs" });
  await admin.getByLabel("Blog Title").fill(title);
  await admin.getByLabel("Blog Description").fill("Written in English only.");
  await admin.getByLabel("Image URL").fill(`${site.url}/images/about.svg`);
  await admin.getByLabel("Tag", { exact: true }).fill("Notes");
  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expectSuccess(admin, "Blog added successfully");

  await gotoHydrated(admin, "/dashboard");
  const missing = admin.getByRole("region", { name: "Shown in English on the Bangla pages" });
  const item = missing.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Blog · no Bangla: Title, Description, Tag");
  await expectNoAxeViolations(admin);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectFitsViewport(admin, `the overview at ${width} px`);
    await admin.screenshot({ path: testInfo.outputPath(`overview-missing-bangla-${width}.png`), fullPage: true });
  }
  await item.getByRole("link", { name: title }).click();
  await expect(admin).toHaveURL(/\/dashboard\/allBlogs\?q=/);
  await expect(row(admin, title)).toHaveCount(1);
});

test("a team member's Bangla position: on /bn/about, the English one on /about, kept by an edit", async ({
  sitePage: admin,
  site,
}, testInfo) => {
  const name = `Nusrat Jahan ${testInfo.workerIndex}-${testInfo.retry}`;
  await logIn(admin, site.admin, { path: "/dashboard/addMember" });
  await admin.getByLabel("Full Name").fill(name);
  await admin.getByRole("textbox", { name: "Position", exact: true }).fill("Frontend Developer");
  await expect(admin.getByLabel("Position in Bangla")).toHaveAttribute("lang", "bn");
  await admin.getByLabel("Position in Bangla").fill("ফ্রন্টএন্ড ডেভেলপার");
  await admin.getByLabel("Profile Image").setInputFiles(await pngFile());
  await admin.getByRole("button", { name: "Add Member" }).click();
  await expectSuccess(admin, "Team member added successfully!");

  await admin.goto("/bn/about");
  await expectInPageLanguage(admin, "ফ্রন্টএন্ড ডেভেলপার");
  await admin.goto("/about");
  await expect(admin.getByText("Frontend Developer", { exact: true })).toBeVisible();
  await expect(admin.getByText("ফ্রন্টএন্ড ডেভেলপার")).toHaveCount(0);

  await gotoHydrated(admin, "/dashboard/allMembers");
  await row(admin, name)
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Edit Team Member" });
  await expect(dialog.getByLabel("Position in Bangla")).toHaveValue("ফ্রন্টএন্ড ডেভেলপার");
  await dialog.getByRole("textbox", { name: "Position", exact: true }).fill("Lead Frontend Developer");
  await dialog.getByRole("button", { name: "Update Member", exact: true }).click();
  await expectSuccess(admin, "Member updated successfully");
  await admin.goto("/bn/about");
  await expectInPageLanguage(admin, "ফ্রন্টএন্ড ডেভেলপার");
  await admin.goto("/about");
  await expect(admin.getByText("Lead Frontend Developer", { exact: true })).toBeVisible();
});

test("the settings' Bangla blurb, address and hours appear on the /bn/ pages; the English pages keep theirs", async ({
  sitePage: admin,
  site,
}) => {
  await logIn(admin, site.admin, { path: "/dashboard/settings" });
  const field = (label: string) => admin.getByLabel(label, { exact: true });
  const blurb = "উত্তরার একটি আইটি প্রতিষ্ঠান: ওয়েবসাইট, অ্যাপ ও মার্কেটিং।";
  await field("Blurb in Bangla").fill(blurb);
  await field("Street in Bangla").fill("বাড়ি ১২, রোড ৭, সেক্টর ৪");
  await field("City and postcode in Bangla").fill("ঢাকা ১২৩০");
  await field("Opening hours in Bangla").fill("শুক্রবার ছাড়া প্রতিদিন, সকাল ৯টা থেকে সন্ধ্যা ৬টা");
  // An area left without Bangla (the demo settings have one): its English shows, marked.
  await field("Area in Bangla").fill("");
  await field("WhatsApp number (optional)").fill("+880 1811-000333");
  await expect(field("Area in Bangla")).toHaveAttribute("lang", "bn");
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expectSuccess(admin, "Settings saved");

  await admin.goto("/bn/contact");
  await expectInPageLanguage(admin, blurb);
  const address = admin.getByRole("main").locator("address");
  await expect(address).toContainText("বাড়ি ১২, রোড ৭, সেক্টর ৪");
  await expect(address).toContainText("ঢাকা ১২৩০");
  // The area has no Bangla: its English, marked as English.
  await expect(address.getByText("Uttara", { exact: true })).toHaveAttribute("lang", "en");
  await expectInPageLanguage(admin, "শুক্রবার ছাড়া প্রতিদিন, সকাল ৯টা থেকে সন্ধ্যা ৬টা");
  // The WhatsApp link says so in Bangla, its number in Bengali digits.
  await expect(admin.getByRole("main").getByRole("link", { name: "হোয়াটসঅ্যাপ +৮৮০ ১৮১১-০০০৩৩৩" })).toBeVisible();
  const structured = await admin.locator('script[type="application/ld+json"]').allTextContents();
  const business = structured
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "LocalBusiness") as { description: string; address: { streetAddress: string } };
  expect(business.description).toBe(blurb);
  expect(business.address.streetAddress).toBe("বাড়ি ১২, রোড ৭, সেক্টর ৪");

  await admin.goto("/bn/about");
  await expectInPageLanguage(admin, blurb);
  await admin.goto("/contact");
  await expect(admin.getByText(blurb)).toHaveCount(0);
  await expect(admin.getByRole("main").locator("address")).toContainText("House 12, Road 7, Sector 4");
  await expect(admin.getByRole("main").getByRole("link", { name: "WhatsApp +880 1811-000333" })).toBeVisible();

  // Saved again, the form keeps them.
  await gotoHydrated(admin, "/dashboard/settings");
  await expect(field("Blurb in Bangla")).toHaveValue(blurb);
  await expectNoAxeViolations(admin);
});
