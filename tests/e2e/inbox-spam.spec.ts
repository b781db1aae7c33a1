import { expect, test, type Browser } from "@playwright/test";
import { CONTACT_SUCCESS } from "#domain/contact";
import { mailText, startSmtpServer } from "../support/mail-stand-ins";
import { startSiteWithAdmin, type StartedSite } from "../support/site-server";
import { signedInPage } from "./admin-site";
import { adminAccount, issue25Viewport, row } from "./dashboard-site";
import { expectFitsViewport } from "./helpers";

// Every test signs in from 127.0.0.1; the default limit (10 per minute) is for real clients.
process.env.AUTH_RATE_LIMIT ??= "1000";

/**
 * Issue 25's spam folder end to end, with the mail going to a real SMTP stand-in: a bot's message
 * (its honeypot filled) is stored in Spam and not e-mailed; "Not spam" e-mails it. At the phone
 * width the issue names (390 px) and at 1280 px: one test per project.
 */

/** Sends the contact form without JavaScript (as a bot does, or a person whose script did not load). */
async function sendWithoutJavaScript(browser: Browser, site: StartedSite, name: string, honeypot: string) {
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("sender@client.example");
    await form.getByLabel("Message").fill(`A message from ${name}.`);
    // The field people never see (off screen, out of the tab order): bots fill it in.
    await form.locator('input[name="website"]').evaluate((input, value) => {
      (input as HTMLInputElement).value = value;
    }, honeypot);
    await form.getByRole("button", { name: "Send Message" }).click();
    // Bot or not, the sender sees the same thank-you (a bot learns nothing).
    await expect(page.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
  } finally {
    await context.close();
  }
}

test("a bot's message lands in Spam and is not e-mailed; Not spam e-mails it to the inbox", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const viewport = issue25Viewport(testInfo);
  const smtp = await startSmtpServer();
  const site = await startSiteWithAdmin(adminAccount(`spam.${testInfo.project.name}`), {
    SMTP_URL: smtp.url,
    CONTACT_INBOX: "inbox@owner-mail.example",
  });
  const subjects = () => smtp.received.map((message) => mailText(message).subject);
  try {
    await sendWithoutJavaScript(browser, site, "Bo Bot", "https://cheap-followers.example");
    // A person's message sent after it is e-mailed; the bot's, stored first, never was.
    await sendWithoutJavaScript(browser, site, "Pia Person", "");
    await expect.poll(() => subjects().some((subject) => subject.includes("Pia Person"))).toBe(true);
    expect(subjects().some((subject) => subject.includes("Bo Bot"))).toBe(false);

    const page = await signedInPage(browser, site, site.admin, { viewport });
    await page.goto("/dashboard/messages?folder=spam");
    const bot = row(page, "Bo Bot");
    await expect(bot).toContainText("Spam is not e-mailed");
    await expect(row(page, "Pia Person")).toHaveCount(0);
    await expectFitsViewport(page, `the Spam folder at ${viewport.width} px`);

    await bot.getByRole("button", { name: "Not spam: message from Bo Bot" }).click();
    await expect(bot).toHaveCount(0);
    await expect.poll(() => subjects().some((subject) => subject.includes("Bo Bot"))).toBe(true);
    const mail = mailText(smtp.received.find((message) => mailText(message).subject.includes("Bo Bot"))!);
    expect(mail.text).toContain("A message from Bo Bot.");

    await page.goto("/dashboard/messages");
    await expect(row(page, "Bo Bot")).toContainText("Delivered");
    await page.context().close();
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
