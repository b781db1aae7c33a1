import { type Browser, expect, type Page } from "@playwright/test";
import type { SiteSettings } from "#domain/site-details";
import { mailText, type ReceivedMail } from "../support/mail-stand-ins";
import type { AdminAccount, RunningSite } from "../support/site-server";
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

/** The stored settings and their version (GET /api/settings), read by `admin`, a page signed in as an admin. */
export async function storedSettings(admin: Page): Promise<{ settings: SiteSettings; version: number }> {
  return (await (await admin.request.get("/api/settings")).json()) as { settings: SiteSettings; version: number };
}

/**
 * Saves `settings` as the site's settings (PUT /api/settings) as `admin`, a page signed in as an
 * admin, over `version` (by default the stored one).
 */
export async function putSettings(
  admin: Page,
  site: Pick<RunningSite, "url">,
  settings: object,
  version?: number,
): Promise<void> {
  const saved = await admin.request.put("/api/settings", {
    data: { ...settings, version: version ?? (await storedSettings(admin)).version },
    headers: { Origin: site.url },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Saves `changes` over the site's settings as `site.admin` (PUT /api/settings); returns what they were before. */
export async function saveSettings(
  browser: Browser,
  site: RunningSite & { admin: AdminAccount },
  changes: Partial<SiteSettings>,
): Promise<Partial<SiteSettings>> {
  const page = await signedInPage(browser, site, site.admin);
  try {
    const { settings, version } = await storedSettings(page);
    await putSettings(page, site, { ...settings, ...changes }, version);
    const keys = Object.keys(changes) as Array<keyof SiteSettings>;
    return Object.fromEntries(keys.map((key) => [key, settings[key]]));
  } finally {
    await page.context().close();
  }
}

/**
 * Runs `work` while the shared site's settings carry `changes` (saved in Settings, as an admin
 * would: a live-chat script, say); then saves back what they were, even when `work` fails.
 */
export async function withSavedSettings<T>(
  browser: Browser,
  site: AdminSite,
  changes: Partial<SiteSettings>,
  work: () => Promise<T>,
): Promise<T> {
  const before = await saveSettings(browser, site, changes);
  try {
    return await work();
  } finally {
    await saveSettings(browser, site, before);
  }
}

/**
 * Runs `work` while the shared site's contact inbox is `inbox` (an owner's, saved in Settings), so
 * contact messages are e-mailed there; then the one before (the demo company's) is saved back.
 * Messages that waited for an inbox are e-mailed to `inbox` too: a test looks for its own by their
 * text.
 */
export const withContactInbox = <T>(browser: Browser, site: AdminSite, inbox: string, work: () => Promise<T>) =>
  withSavedSettings(browser, site, { contactInbox: inbox }, work);

/**
 * Runs `work` with `admin`, a page signed in as the shared site's admin, then saves back every
 * setting as it was before (for tests that save through the form), even when `work` fails.
 */
export async function withSettingsPutBack<T>(
  browser: Browser,
  site: AdminSite,
  work: (admin: Page) => Promise<T>,
): Promise<T> {
  const admin = await signedInPage(browser, site, site.admin);
  const { settings: before } = await storedSettings(admin);
  try {
    return await work(admin);
  } finally {
    await putSettings(admin, site, before);
    await admin.context().close();
  }
}
