import { test as base, type Page } from "@playwright/test";
import { type AdminAccount, type RunningSite, startSiteWithAdmin } from "../support/site-server";

export interface AdminSite extends RunningSite {
  admin: AdminAccount;
}

/**
 * Playwright `test` with one site per worker (fresh database, an admin made with the operator's
 * script) as `site`, and `sitePage`: a page in its own browser context on that site, not signed in.
 */
export function testWithAdminSite(adminFor: (workerIndex: number) => AdminAccount, env: Record<string, string> = {}) {
  return base.extend<{ site: AdminSite; sitePage: Page }, { workerSite: AdminSite }>({
    workerSite: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide, workerInfo) => {
        const site = await startSiteWithAdmin(adminFor(workerInfo.workerIndex), env);
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
