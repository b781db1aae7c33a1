import { expect } from "@playwright/test";
import { CONTACT_SUCCESS, MIN_FILL_MS } from "#domain/contact";
import { signedInPage, test } from "./admin-site";
import { expectMessageUnder, issue25Viewport, row, signedUpUser, unique } from "./dashboard-site";
import { closeAlert, expectFitsViewport, expectNoAxeViolations, installPausedClock, waitForHydration } from "./helpers";
import { companyToday } from "#domain/dates";
import { CALL_LOGGED, LOST_REASON_REQUIRED } from "#domain/leads";
import { mailText } from "../support/mail-stand-ins";
import type { LeadWebhookBody } from "#server/services/lead-webhook";
import { mailTo, withContactInbox } from "./site-mail";

/**
 * One lead per person (issue 41 item 2), at 390 and 1280 px (one test per project): two messages
 * from the same address — one sent through the API, one written on the Bangla contact page with a
 * phone number in Bengali digits — are one lead, whose page shows both, oldest first, with the
 * person's e-mail, call and WhatsApp links (the greeting in Bangla); its status, follow-up day and a
 * note survive a reload, and the overview lists the follow-up. The owner's webhook gets a signed post
 * of each, whose link opens the lead. A non-admin gets 403 there.
 */
test("a second message from the same address joins the lead; the lead's page shows both in order, with call and WhatsApp links", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  const name = unique(testInfo, "Rahim Lead");
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@client.example`;
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
  try {
    const visitor = await context.newPage();
    const first = await visitor.request.post("/api/contact", {
      data: { name, email, message: "We need a shop for our clothes." },
      headers: { Origin: site.url },
    });
    expect(first.status(), await first.text()).toBe(200);
    // The second from the Bangla page, the address in capitals, with a number in Bengali digits.
    await visitor.goto("/bn/contact");
    const form = visitor.getByRole("form", { name: "যোগাযোগের ফর্ম" });
    await form.getByLabel("নাম").fill(name);
    await form.getByLabel("ইমেইল").fill(email.toUpperCase());
    await form.getByLabel("ফোন / হোয়াটসঅ্যাপ (ঐচ্ছিক)").fill("০১৭১২-৩৪৫৬৭৮");
    await form.getByLabel("বার্তা").fill("Can you also make the Facebook page?");
    await form.getByRole("button", { name: "বার্তা পাঠান" }).click();
    await expect(visitor.getByRole("status")).not.toBeEmpty();
  } finally {
    await context.close();
  }

  // The owner's webhook heard of both at once, signed (the stand-in checks it as a receiver does).
  const posts = () => site.webhookPosts.filter((post) => post.body.includes(name));
  await expect.poll(() => posts().map((post) => post.answered)).toEqual([204, 204]);
  const [created, next] = posts().map((post) => post.verified as LeadWebhookBody);
  expect(created).toMatchObject({
    type: "lead.created",
    lead: { status: "new", messages: 1 },
    message: { name, email },
  });
  expect(next).toMatchObject({
    type: "lead.message",
    lead: { id: created!.lead.id, messages: 2 },
    message: { phone: "+8801712345678", whatsApp: "https://wa.me/8801712345678", language: "bn" },
  });

  const page = await signedInPage(browser, site, site.admin, { viewport });
  try {
    // The post's link opens the lead.
    await page.goto(new URL(next!.lead.url).pathname);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.goto(`/dashboard/messages?q=${encodeURIComponent(email)}`);
    const rows = row(page, name);
    await expect(rows).toHaveCount(2);
    // Each of the two links to the lead of both.
    const toLead = page.getByRole("link", { name: `All 2 messages from ${name}` });
    await expect(toLead).toHaveCount(2);
    await toLead.first().click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("New lead · 2 messages since")).toBeVisible();
    // The menu keeps Messages as the current section, and counts the leads nobody has answered yet.
    const messagesLink = page.locator('nav[aria-label="Dashboard"] a[href="/dashboard/messages"]');
    await expect(messagesLink).toHaveAttribute("aria-current", "page");
    if (viewport.width < 768) await page.getByRole("button", { name: "Dashboard menu", exact: true }).click();
    await expect(messagesLink).toHaveAccessibleName(/^Messages \d+ unread, \d+ new leads?$/);
    if (viewport.width < 768) await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: email.toUpperCase(), exact: true })).toHaveAttribute(
      "href",
      `mailto:${email.toUpperCase()}`,
    );
    await expect(page.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute("href", "tel:+8801712345678");
    const whatsApp = page.getByRole("link", { name: "WhatsApp" });
    const href = new URL((await whatsApp.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/8801712345678");
    expect(href.searchParams.get("text")).toContain(`আসসালামু আলাইকুম ${name}`);
    await expect(page.getByText("Writes on the Bangla pages")).toBeVisible();

    const messages = page.getByRole("list", { name: "Conversation, oldest first" }).getByRole("listitem");
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText("We need a shop for our clothes.");
    await expect(messages.nth(1)).toContainText("Can you also make the Facebook page?");
    // The older one was written under the address as first typed.
    await expect(messages.nth(0)).toContainText(`${name} <${email}>`);
    await expectFitsViewport(page, `the lead's page at ${viewport.width} px`);
    await expectNoAxeViolations(page);

    // Where we stand (issue 41 item 3): Lost needs its reason.
    await waitForHydration(page);
    const standing = page.getByRole("form", { name: "Where we stand" });
    await standing.getByRole("radio", { name: "Lost" }).check();
    await standing.getByRole("button", { name: "Save" }).click();
    await expectMessageUnder(standing.getByLabel("Why it was lost"), LOST_REASON_REQUIRED);
    // Quoted, to follow up yesterday (so overdue, whatever the hour in Dhaka), with a note.
    await standing.getByRole("radio", { name: "Quoted" }).check();
    await expect(standing.getByLabel("Why it was lost")).toHaveCount(0);
    const yesterday = new Date(Date.parse(`${companyToday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await standing.getByLabel("Follow up on (Dhaka time)").fill(yesterday);
    await standing.getByRole("button", { name: "Save" }).click();
    await closeAlert(page, "Lead updated");
    const notes = page.getByRole("form", { name: "Add a note" });
    await notes.getByLabel("A note for the team").fill("Called him: sends the photos by Sunday.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Called him: sends the photos by Sunday.")).toBeVisible();
    await expect(notes.getByLabel("A note for the team")).toHaveValue("");

    await page.reload();
    await expect(page.getByText(`Quoted lead · 2 messages since`)).toBeVisible();
    await expect(standing.getByRole("radio", { name: "Quoted" })).toBeChecked();
    await expect(standing.getByLabel("Follow up on (Dhaka time)")).toHaveValue(yesterday);
    const note = page.getByRole("listitem").filter({ hasText: "Called him: sends the photos by Sunday." });
    await expect(note).toContainText(site.admin.email);
    await expectFitsViewport(page, `the lead's page with its status and a note at ${viewport.width} px`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`lead-${viewport.width}.png`), fullPage: true });

    // The overview lists it among the follow-ups due.
    await page.goto("/dashboard");
    const due = page.getByRole("region", { name: "Follow-ups due" });
    await expect(due.getByRole("listitem").filter({ hasText: name })).toContainText(/Overdue since .* · Quoted/);
    await expect(due).toContainText("Time to a first answer:");
    await expectFitsViewport(page, `the overview at ${viewport.width} px`);
    await page.screenshot({ path: testInfo.outputPath(`overview-${viewport.width}.png`), fullPage: true });
    await due.getByRole("link", { name }).click();
    await page.getByRole("link", { name: "Back to Messages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

    // The inbox filters by the lead's status, each counted; its messages say where it stands.
    await page.goto(`/dashboard/messages?q=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    const filters = page.getByRole("search", { name: "Filter messages" });
    if (viewport.width < 640) await filters.getByRole("button", { name: "Filters" }).click();
    const status = filters.getByLabel("Lead status");
    await expect(status.getByRole("option", { name: /^Quoted \(\d[\d,]* leads?\)$/ })).toHaveCount(1);
    await status.selectOption("quoted");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/status=quoted/);
    await expect(row(page, name)).toHaveCount(2);
    for (const message of await row(page, name).all()) await expect(message).toContainText("Quoted");
    await page.goto(`/dashboard/messages?q=${encodeURIComponent(email)}&status=won`);
    await expect(row(page, name)).toHaveCount(0);

    // The list of leads: one row for the person, with the newest message, the status and the count.
    await page
      .getByRole("navigation", { name: "Message folders" })
      .getByRole("link", { name: /^Leads/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/leads$/);
    await page
      .getByRole("navigation", { name: "Lead status" })
      .getByRole("link", { name: /^Quoted/ })
      .click();
    await expect(page).toHaveURL(/status=quoted/);
    const leadRow = row(page, name);
    await expect(leadRow).toHaveCount(1);
    await expect(leadRow).toContainText("Can you also make the Facebook page?");
    await expect(leadRow).toContainText("Quoted");
    await expectFitsViewport(page, `the list of leads at ${viewport.width} px`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`leads-${viewport.width}.png`), fullPage: true });
    await leadRow.getByRole("link", { name: `Open the lead of ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

/**
 * Leads carry their source (issue 42 item 2), without a cookie: a visitor comes from a Facebook
 * campaign to a service page, goes on to the contact page by a plan's Get Started and writes; the
 * lead shows the campaign, the page the visit started on and the page it wrote from. No page set a
 * cookie on the way.
 */
test("a lead sent after a campaign visit shows where it came from and its first page", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  const name = unique(testInfo, "Campaign Lead");
  const context = await browser.newContext({ baseURL: site.url, viewport });
  try {
    const visitor = await context.newPage();
    await installPausedClock(visitor);
    await visitor.goto("/services/web-development?utm_source=facebook&utm_medium=social&utm_campaign=eid", {
      referer: "https://l.facebook.com/",
    });
    await visitor.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await visitor
      .getByRole("link", { name: /^Get Started/ })
      .first()
      .click();
    await expect(visitor).toHaveURL(/\/contact\?plan=.*&from=/);
    const form = visitor.getByRole("form", { name: "Contact form" });
    await visitor.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form
      .getByRole("textbox", { name: "Email" })
      .fill(`${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@client.example`);
    await form.getByRole("textbox", { name: "Message" }).fill("We saw your Eid offer. Can you build our shop?");
    // As long as a person takes to write it (sooner is a bot's speed).
    await visitor.clock.runFor(MIN_FILL_MS);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.getByRole("status")).toHaveText(CONTACT_SUCCESS);
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }

  const page = await signedInPage(browser, site, site.admin, { viewport });
  try {
    const answer = await page.request.get("/api/contact-messages", { headers: { Origin: site.url } });
    const mine = ((await answer.json()) as Array<{ name: string; leadId: string; source: unknown }>).find(
      (message) => message.name === name,
    );
    expect(mine?.source).toEqual({
      landing: "/services/web-development",
      referrer: "l.facebook.com",
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "eid",
      page: "/services/web-development",
    });
    await page.goto(`/dashboard/messages/${mine!.leadId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const facts = page.locator("dl").filter({ hasText: "Came from" });
    await expect(facts).toContainText("Came fromfacebook / social · eid (from l.facebook.com)");
    await expect(facts).toContainText("First page/services/web-development");
    await expect(facts).toContainText("Wrote from/services/web-development");
    await expectFitsViewport(page, `the lead's page at ${viewport.width} px`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`lead-source-${viewport.width}.png`), fullPage: true });
  } finally {
    await page.context().close();
  }
});

test("a lead's page is for admins: another signed-in user gets 403, an unknown lead 404 @desktop", async ({
  browser,
  site,
  viewport,
}, testInfo) => {
  const sent = await browser.newContext({ baseURL: site.url });
  let leadPath: string;
  try {
    const name = unique(testInfo, "Karim Lead");
    const answer = await sent.request.post("/api/contact", {
      data: { name, email: `${testInfo.workerIndex}.${Date.now()}@karim.example`, message: CONTACT_SUCCESS },
      headers: { Origin: site.url },
    });
    expect(answer.status()).toBe(200);
  } finally {
    await sent.close();
  }
  const admin = await signedInPage(browser, site, site.admin, { viewport });
  try {
    const answer = await admin.request.get("/api/contact-messages", { headers: { Origin: site.url } });
    const [newest] = (await answer.json()) as Array<{ leadId: string }>;
    leadPath = `/dashboard/messages/${newest!.leadId}`;
    expect((await admin.goto(leadPath))?.status()).toBe(200);
    expect((await admin.goto("/dashboard/messages/999999999"))?.status()).toBe(404);
  } finally {
    await admin.context().close();
  }
  const { context } = await signedUpUser(browser, site, unique(testInfo, "Nosy User"), viewport);
  try {
    const page = await context.newPage();
    expect((await page.goto(leadPath))?.status()).toBe(403);
  } finally {
    await context.close();
  }
});

test("a reply from the lead's page reaches the person by e-mail, Reply-To the company inbox, and stays in the conversation; a logged call makes the lead Contacted", async ({
  browser,
  site,
}, testInfo) => {
  const viewport = issue25Viewport(testInfo);
  const name = unique(testInfo, "Nila Reply");
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@client.example`;
  const inbox = "inbox@owner-mail.example";
  const page = await signedInPage(browser, site, site.admin, { viewport });
  try {
    const sent = await page.request.post("/api/contact", {
      data: { name, email, message: "How much is a shop?" },
      headers: { Origin: site.url },
    });
    expect(sent.status()).toBe(200);
    await page.goto(`/dashboard/messages?q=${encodeURIComponent(email)}`);
    await row(page, name).getByRole("link", { name: "Open lead" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // While the contact inbox is the demo company's, the person's answer would go astray: no reply box.
    const replying = page.getByRole("region", { name: "Reply by e-mail" });
    await expect(replying).toContainText("Set your own contact inbox in Settings first");
    const leadUrl = page.url();

    await withContactInbox(browser, site, inbox, async () => {
      await page.goto(leadUrl);
      await waitForHydration(page);
      const form = replying.getByRole("form", { name: "Reply by e-mail" });
      await form.getByLabel("Start from a template").selectOption({ label: "Our quote" });
      await expect(form.getByLabel("Subject")).toHaveValue(/^Our quote for you — /);
      await expect(form.getByLabel("Message")).toHaveValue(new RegExp(`^Dear ${name},`));
      await form.getByLabel("Message").fill(`Dear ${name},\n\nA shop with bKash is ৳40,000, ready in three weeks.`);
      await form.getByRole("button", { name: "Send reply" }).click();
      await closeAlert(page, "Reply on its way");
      await expect.poll(() => mailTo(site, email).length).toBe(1);
      const [mail] = mailTo(site, email);
      expect(mail!.raw).toMatch(new RegExp(`^Reply-To: ${inbox.replace(".", "\\.")}`, "im"));
      expect(mailText(mail!)).toMatchObject({
        subject: expect.stringMatching(/^Our quote for you — /),
        text: expect.stringContaining("A shop with bKash is ৳40,000, ready in three weeks."),
      });
      await page.reload();
      const conversation = page.getByRole("list", { name: "Conversation, oldest first" }).getByRole("listitem");
      await expect(conversation).toHaveCount(2);
      await expect(conversation.nth(1)).toContainText(`Reply from ${site.admin.email}`);
      await expect(conversation.nth(1)).toContainText("A shop with bKash is ৳40,000, ready in three weeks.");
      await expect(conversation.nth(1)).toContainText("Sent");
      // A reply moved the New lead to Contacted.
      await expect(page.getByText("Contacted lead · 1 message since")).toBeVisible();
      await expectFitsViewport(page, `the lead's page with a reply at ${viewport.width} px`);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`lead-reply-${viewport.width}.png`), fullPage: true });
    });

    await page.getByRole("button", { name: "Log a call" }).click();
    await closeAlert(page, "Call logged");
    await expect(page.getByRole("region", { name: "Notes" })).toContainText(CALL_LOGGED);
  } finally {
    await page.context().close();
  }
});
