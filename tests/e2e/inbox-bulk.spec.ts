import { expect } from "@playwright/test";
import type { Database } from "#server/db/schema";
import { signedInPage } from "./admin-site";
import { confirmDeletion, issue25Viewport, row, test } from "./dashboard-site";
import { expectNoAxeViolations } from "./helpers";
import { withRowsSetAside } from "../support/site-server";

/*
 * On the worker's dashboard site, which the dashboard's other files share: each test's 40 messages
 * are the inbox's only ones while it runs (the site's own are put aside meanwhile and put back,
 * with their ids, after it), so its counts are its own.
 */

/** 40 unread messages, "Sender 1" the oldest, each with its own name (the checkboxes are named after it). */
async function storeSenders(db: Database) {
  for (let i = 1; i <= 40; i++) {
    const at = new Date(Date.now() - (40 - i) * 60_000).toISOString();
    await db
      .insertInto("contact_messages")
      .values({
        name: `Sender ${i}`,
        email: `sender${i}@client.example`,
        message: `Message number ${i}`,
        created_at: at,
        status: "not-configured",
        next_attempt_at: at,
      })
      .execute();
  }
}

test("bulk actions in the inbox: select two and mark them read; select all that match a filter and delete them after a confirmation naming how many; the counts follow (keyboard, axe, no overflow)", async ({
  browser,
  site,
}, testInfo) => {
  test.setTimeout(300_000);
  const viewport = issue25Viewport(testInfo);
  const width = viewport.width;
  const page = await signedInPage(browser, site, site.admin, { viewport });
  await withRowsSetAside(site, "contact_messages", storeSenders, async () => {
    await page.goto("/dashboard/messages");
    const toolbar = page.getByRole("form", { name: "Selected messages" });
    const status = toolbar.locator("[aria-live=polite]");
    const markRead = toolbar.getByRole("button", { name: "Mark read", exact: true });
    await expect(status).toHaveText("No messages selected.");
    await expect(markRead).toHaveAttribute("aria-disabled", "true");
    const inbox = page.getByRole("navigation", { name: "Message folders" }).getByRole("link", { name: /^Inbox / });
    await expect(inbox).toHaveAccessibleName("Inbox 40");

    // Two, one with the mouse and one with the keyboard: the toolbar says how many.
    await page.getByRole("checkbox", { name: "Select the message from Sender 40" }).check();
    await page.getByRole("checkbox", { name: "Select the message from Sender 39" }).focus();
    await page.keyboard.press("Space");
    await expect(status).toHaveText("2 selected.");
    await expect(markRead).not.toHaveAttribute("aria-disabled");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`inbox-selection-${width}.png`), fullPage: false });

    await markRead.click();
    await expect(status).toHaveText("2 messages marked read.");
    await expect(row(page, "Sender 40")).not.toHaveAttribute("data-unread");
    await expect(row(page, "Sender 39")).not.toHaveAttribute("data-unread");
    await expect(row(page, "Sender 38")).toHaveAttribute("data-unread", "true");
    await expect(page.getByRole("checkbox", { name: "Select the message from Sender 40" })).not.toBeChecked();

    // The unread ones: more than a page. The page first, then all that match the filter.
    const filters = page.getByRole("search", { name: "Filter messages" });
    // On a phone the filters besides the search are folded behind "Filters" (issue 43 item 11).
    const more = filters.getByRole("button", { name: "Filters", exact: true });
    if (width < 640) {
      await expect(filters.getByLabel("Read")).toBeHidden();
      await more.click();
      await expect(filters.getByRole("button", { name: "Fewer filters" })).toHaveAttribute("aria-expanded", "true");
    } else await expect(more).toBeHidden();
    await filters.getByLabel("Read").selectOption("unread");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByText("Messages 1–25 of 38", { exact: true })).toBeVisible();
    await toolbar.getByRole("checkbox", { name: "Select all on this page" }).check();
    await expect(status).toHaveText("25 selected.");
    await toolbar.getByRole("button", { name: "Select all 38 messages matching the filter" }).click();
    await expect(status).toHaveText("All 38 messages matching the filter are selected.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`inbox-all-matching-${width}.png`), fullPage: false });

    await toolbar.getByRole("button", { name: "Delete", exact: true }).click();
    await confirmDeletion(page, "38 messages will be permanently deleted!", "38 messages have been removed.");
    await expect(page.getByText("No messages match these filters.", { exact: true })).toBeVisible();
    await expect(inbox).toHaveAccessibleName("Inbox 2");
    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page.getByText("Messages 1–2 of 2", { exact: true })).toBeVisible();
    await expect(row(page, "Sender 40")).toHaveCount(1);
    await expect(row(page, "Sender 39")).toHaveCount(1);

    // One to Spam, and the folder counts follow.
    await page.getByRole("checkbox", { name: "Select the message from Sender 40" }).check();
    await toolbar.getByRole("button", { name: "Spam", exact: true }).click();
    await expect(status).toHaveText("1 message moved to Spam.");
    await expect(inbox).toHaveAccessibleName("Inbox 1");
    await expect(
      page.getByRole("navigation", { name: "Message folders" }).getByRole("link", { name: /^Spam / }),
    ).toHaveAccessibleName("Spam 1");
  }).finally(() => page.context().close());
});

test("without JavaScript the checked messages are marked read by the toolbar's form, and nothing checked is refused with a message", async ({
  browser,
  site,
}) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, site, site.admin, { javaScriptEnabled: false });
  await withRowsSetAside(site, "contact_messages", storeSenders, async () => {
    await page.goto("/dashboard/messages");
    const toolbar = page.getByRole("form", { name: "Selected messages" });
    await toolbar.getByRole("button", { name: "Mark read", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Select at least one message first.");
    await page.getByRole("checkbox", { name: "Select the message from Sender 40" }).check();
    await page.getByRole("checkbox", { name: "Select the message from Sender 38" }).check();
    await toolbar.getByRole("button", { name: "Mark read", exact: true }).click();
    await expect(toolbar.locator("[aria-live=polite]")).toHaveText("2 messages marked read.");
    await expect(row(page, "Sender 40")).not.toHaveAttribute("data-unread");
    await expect(row(page, "Sender 39")).toHaveAttribute("data-unread", "true");
    await expect(row(page, "Sender 38")).not.toHaveAttribute("data-unread");
  }).finally(() => page.context().close());
});
