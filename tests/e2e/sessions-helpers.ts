import { type Browser, expect, type Page } from "@playwright/test";
import { logIn } from "./helpers";

/**
 * The profile's list of sessions (issue 27 items 4 and 5), for sessions.spec and for the test of
 * a session ended on another process (several-processes.spec).
 */

export const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
export const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
export const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let counter = 0;
/** An admin account no other test of this process uses (made by the caller with create-admin). */
export const newSessionsAdmin = () => ({
  name: "Sara Sessions",
  email: `sessions.${process.pid}.${++counter}@example.com`,
  password: "Sessions123",
});

/** A browser of its own (its User-Agent), signed in through the login form (on the dashboard's first page). */
export async function browserSignedIn(
  browser: Browser,
  url: string,
  account: { email: string; password: string },
  userAgent: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, userAgent, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

export const sessionsSection = (page: Page) => page.getByRole("region", { name: "Sessions" });
export const sessionRows = (page: Page) => sessionsSection(page).getByRole("listitem");
export const sessionRow = (page: Page, device: string) => sessionRows(page).filter({ hasText: device });

export async function signedInEmail(page: Page): Promise<string | null> {
  const body = (await (await page.request.get("/api/auth/get-session")).json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** The one ended: its next click in the dashboard lands on /login. */
export async function expectNextClickOnLogin(page: Page) {
  await page.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fusers$/);
}
