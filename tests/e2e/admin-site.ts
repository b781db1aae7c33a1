import { test as base, type Browser, type Page } from "@playwright/test";
import type { Database } from "#server/db/schema";
import { type AdminAccount, type RunningSite, startSiteWithAdmin } from "../support/site-server";

export interface AdminSite extends RunningSite {
  admin: AdminAccount;
}

/**
 * Playwright `test` with one site per worker (fresh database, filled by `prepare` if given, an admin
 * made with the operator's script) as `site`, and `sitePage`: a page in its own browser context on
 * that site, not signed in.
 */
export function testWithAdminSite(
  adminFor: (workerIndex: number) => AdminAccount,
  env: Record<string, string> = {},
  prepare?: (db: Database) => Promise<unknown>,
) {
  return base.extend<{ site: AdminSite; sitePage: Page }, { workerSite: AdminSite }>({
    workerSite: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide, workerInfo) => {
        const site = await startSiteWithAdmin(adminFor(workerInfo.workerIndex), env, prepare);
        await provide(site);
        await site.stop();
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

/**
 * `testWithAdminSite` with `page`: the worker site's page, not signed in, at 390 px in the mobile
 * project (the phone width the issues' acceptance names; the project's own is 375 px).
 */
export function testWithAdminSitePage(adminFor: (workerIndex: number) => AdminAccount) {
  return testWithAdminSite(adminFor).extend<{ page: Page }>({
    page: async ({ sitePage }, provide) => {
      if ((sitePage.viewportSize()?.width ?? 0) < 768) await sitePage.setViewportSize({ width: 390, height: 844 });
      await provide(sitePage);
    },
  });
}

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
