import { test as base, type Browser, type Page } from "@playwright/test";
import type { Database } from "#server/db/schema";
import { seedDemoContent } from "#server/db/seed";
import { type ReceivedMail, startSmtpServer } from "../support/mail-stand-ins";
import { type AdminAccount, type RunningSite, type StartedSite, startSiteWithAdmin } from "../support/site-server";
import { type ReceivedPost, startWebhookStandIn } from "../support/webhook-stand-in";

/** A worker's site: its server process (its address, its database, what it logs), its admin and its mail. */
export interface AdminSite extends StartedSite {
  admin: AdminAccount;
  /**
   * Every e-mail the site sent, as its SMTP stand-in received it (empty when the site has no
   * mail): tests find theirs by a recipient or a text of their own.
   */
  mail: ReceivedMail[];
  /** Every post to the lead webhook, as its stand-in took it (empty when the site has no webhook). */
  webhookPosts: ReceivedPost[];
}

/**
 * Playwright `test` with one site per worker (fresh database, filled by `prepare` if given, an admin
 * made with the operator's script) as `site`, and `sitePage`: a page in its own browser context on
 * that site, not signed in. With `smtp`, the site sends its e-mail to an SMTP stand-in of the
 * worker's own (SMTP_URL, its login an address to send from), which keeps it in `site.mail`; with
 * `webhook`, it posts new leads to a webhook stand-in of the worker's own (LEAD_WEBHOOK_URL), which
 * keeps them in `site.webhookPosts`.
 */
export function testWithAdminSite(
  adminFor: (workerIndex: number) => AdminAccount,
  env: Record<string, string> = {},
  prepare?: (db: Database) => Promise<unknown>,
  { smtp = false, webhook = false } = {},
) {
  return base.extend<{ site: AdminSite; sitePage: Page }, { workerSite: AdminSite }>({
    workerSite: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide, workerInfo) => {
        const mail = smtp ? await startSmtpServer() : undefined;
        const receiver = webhook ? await startWebhookStandIn() : undefined;
        try {
          const siteEnv = {
            ...env,
            ...(mail && { SMTP_URL: mail.url }),
            ...(receiver && { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: receiver.secret }),
          };
          const site = await startSiteWithAdmin(adminFor(workerInfo.workerIndex), siteEnv, prepare);
          await provide({ ...site, mail: mail?.received ?? [], webhookPosts: receiver?.received ?? [] });
          await site.stop();
        } finally {
          await mail?.stop();
          await receiver?.stop();
        }
      },
      { scope: "worker", timeout: 90_000 },
    ],
    site: async ({ workerSite }, provide) => provide(workerSite),
    sitePage: async ({ browser, site, viewport }, provide) => {
      const context = await browser.newContext({ baseURL: site.url, viewport });
      await provide(await context.newPage());
      await context.close();
    },
  });
}

/** The admin of each worker's shared site. */
export const sharedSiteAdmin = (workerIndex: number): AdminAccount => ({
  name: "Sadia Site Admin",
  email: `site.admin.${workerIndex}@example.com`,
  password: "Secret12",
});

/** The contact messages the shared site takes from one address in an hour (every test's address is 127.0.0.1). */
export const SHARED_SITE_CONTACT_LIMIT = 1000;

/**
 * The site the end-to-end files share (issue 40 item 5): one per worker, kept from file to file —
 * every file imports this one `test`, so Playwright runs them in the same worker with the same
 * site. It has the demo content, an admin made by the operator's script (`site.admin`), the
 * rate limits raised, since every test comes from 127.0.0.1, and mail: an SMTP stand-in receives
 * what it sends (`site.mail`), and a webhook stand-in the posts of new leads (`site.webhookPosts`). Its contact inbox is the demo company's, so contact messages wait
 * unsent until a test saves an inbox of its own (`withContactInbox`). Tests on it add what they
 * need under names of their own and never take away what others read (the demo content, the
 * company's name): a test that must start from another state starts a site of its own.
 */
export const test = testWithAdminSite(
  sharedSiteAdmin,
  // Counted visits are written every second, so the statistics page shows them soon (decision 0058).
  { AUTH_RATE_LIMIT: "1000", CONTACT_RATE_LIMIT: String(SHARED_SITE_CONTACT_LIMIT), VISIT_FLUSH_SECONDS: "1" },
  seedDemoContent,
  { smtp: true, webhook: true },
);

/** What the tests of this worker added to its shared site for good, by site and label. */
const sharedSiteFills = new Map<string, Promise<void>>();

/**
 * Adds content to the worker's shared site once, for the file's tests to read (entries with long
 * words, say): the first test that asks runs `fill`, the others wait for it. It stays for the
 * files that come after, so it must not change what they read.
 */
export function fillSharedSiteOnce(site: AdminSite, label: string, fill: () => Promise<void>): Promise<void> {
  const key = `${site.url} ${label}`;
  let filled = sharedSiteFills.get(key);
  if (!filled) {
    filled = fill();
    sharedSiteFills.set(key, filled);
  }
  return filled;
}

/**
 * The shared site's `test` with `page`: the site's page, not signed in, at 390 px in the mobile
 * project (the phone width the issues' acceptance names; the project's own is 375 px).
 */
export const testWithSitePage = test.extend<{ page: Page }>({
  page: async ({ sitePage }, provide) => {
    if ((sitePage.viewportSize()?.width ?? 0) < 768) await sitePage.setViewportSize({ width: 390, height: 844 });
    await provide(sitePage);
  },
});

/**
 * A page in a new browser context that is signed in as `account` (through the sign-in API, which
 * is faster than the form: for tests about what a signed-in person sees, not about logging in).
 */
export async function signedInPage(
  browser: Browser,
  site: RunningSite,
  account: { email: string; password: string },
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url, ...options });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { Origin: site.url },
  });
  if (res.status() !== 200) throw new Error(`sign-in of ${account.email} failed: ${res.status()} ${await res.text()}`);
  return context.newPage();
}
