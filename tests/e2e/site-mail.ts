import { type Browser, expect } from "@playwright/test";
import type { SiteSettings } from "#domain/site-details";
import { mailText, type ReceivedMail } from "../support/mail-stand-ins";
import { type AdminSite, signedInPage } from "./admin-site";

/**
 * The shared site's mail (admin-site.ts `test`): its SMTP stand-in keeps every e-mail of the
 * worker's tests, so a test finds its own by a recipient or a text no other test uses.
 */

/** The e-mails the site sent to `address`, oldest first. */
export const mailTo = (site: Pick<AdminSite, "mail">, address: string): ReceivedMail[] =>
  site.mail.filter((mail) => mail.to.includes(address));

/** The e-mails whose subject or text contains `text`, oldest first. */
export const mailWith = (site: Pick<AdminSite, "mail">, text: string): ReceivedMail[] =>
  site.mail.filter((mail) => {
    const { subject, text: body } = mailText(mail);
    return subject.includes(text) || body.includes(text);
  });

/** Saves the contact inbox in Settings as the site's admin (PUT /api/settings); returns the one saved before. */
async function saveContactInbox(browser: Browser, site: AdminSite, contactInbox: string): Promise<string> {
  const page = await signedInPage(browser, site, site.admin);
  try {
    const { settings, version } = (await (await page.request.get("/api/settings")).json()) as {
      settings: SiteSettings;
      version: number;
    };
    const saved = await page.request.put("/api/settings", {
      data: { ...settings, contactInbox, version },
      headers: { Origin: site.url },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return settings.contactInbox;
  } finally {
    await page.context().close();
  }
}

/**
 * Runs `work` while the shared site's contact inbox is `inbox` (an owner's, saved in Settings), so
 * contact messages are e-mailed there; then saves back the one before (the demo company's), even
 * when `work` fails. Messages that waited for an inbox are e-mailed to `inbox` too: a test looks
 * for its own by their text.
 */
export async function withContactInbox<T>(
  browser: Browser,
  site: AdminSite,
  inbox: string,
  work: () => Promise<T>,
): Promise<T> {
  const before = await saveContactInbox(browser, site, inbox);
  try {
    return await work();
  } finally {
    await saveContactInbox(browser, site, before);
  }
}
