import { expect, type Page, test } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { PUBLIC_PAGES, waitForHydration } from "./helpers";

/**
 * Issue 10: the JavaScript a public page loads, as gzip bytes (decisions 0017 and 0027). Every
 * script the page fetches until it is ready (its enhancement script has run) and the network is
 * idle — the entry and anything imported on the way — is compressed here with gzip level 9 (what
 * scripts/precompress.js serves) and summed. Scripts loaded later on purpose (zod when a form is
 * first used, the dialogs when one opens, the auth calls on a click) are not part of the page.
 *
 * The limit is the issue's: 110 KB (1 KB = 1,000 bytes, as `npm run bench` counts). Since decision
 * 0027 the public pages load no React at all, so a page that starts hydrating again fails here.
 */
const KB = 1000;
const LIMIT = 110 * KB;

test.describe.configure({ mode: "parallel" });

for (const path of PUBLIC_PAGES) {
  // The scripts are the same at every width: the desktop project alone measures (@desktop).
  test(`${path} loads at most ${LIMIT / KB} KB of gzipped JavaScript @desktop`, async ({ page }, testInfo) => {
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script" && !response.url().endsWith(".js")) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const list = [...scripts]
      .sort((a, b) => b[1] - a[1])
      .map(([url, size]) => `  ${(size / KB).toFixed(1).padStart(6)} KB ${url}`);
    const summary = `${path}: ${scripts.size} scripts, ${(total / KB).toFixed(1)} KB gzip (limit ${LIMIT / KB} KB)`;
    console.log([summary, ...list].join("\n"));
    testInfo.annotations.push({ type: "js-budget", description: summary });

    expect(scripts.size, "the page loads its scripts").toBeGreaterThan(0);
    expect(total, summary).toBeLessThanOrEqual(LIMIT);
  });
}

/** The scripts `path` loads until it is ready and the network is idle: [path, text] of each. */
async function firstScripts(page: Page, path: string): Promise<(readonly [string, string])[]> {
  const names: string[] = [];
  const collect = (response: { url(): string }) => void names.push(new URL(response.url()).pathname);
  page.on("response", collect);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  page.off("response", collect);
  return Promise.all(
    names
      .filter((name) => name.endsWith(".js"))
      .map(async (name) => [name, await (await page.request.get(name)).text()] as const),
  );
}

test("zod, react-hook-form and the dialogs are not among the form pages' first scripts; zod comes when the form is first used @desktop", async ({
  page,
}) => {
  for (const path of ["/", "/contact", "/login", "/signup"]) {
    for (const [name, body] of await firstScripts(page, path)) {
      expect(body.includes("$ZodType"), `${path} loads zod (${name})`).toBe(false);
      expect(body.includes("shouldFocusError"), `${path} loads react-hook-form (${name})`).toBe(false);
      expect(body.includes("alertdialog"), `${path} loads the dialogs (${name})`).toBe(false);
    }
  }
  const zod = page.waitForResponse(
    async (response) => response.url().endsWith(".js") && (await response.text()).includes("$ZodType"),
  );
  await page.getByLabel("Email", { exact: true }).focus();
  await zod;
});

test("only the account pages load the account forms' code (the Google sign-in window's): the other public pages do not @desktop", async ({
  page,
}) => {
  const GOOGLE_POPUP_CODE = "Your browser blocked the Google sign-in window";
  const loadsAccountCode = async (path: string) =>
    (await firstScripts(page, path)).some(([, body]) => body.includes(GOOGLE_POPUP_CODE));
  for (const path of ["/", "/bn", "/services/seo", "/blogs", "/about", "/contact", "/forgot-password"])
    expect(await loadsAccountCode(path), `${path} loads the account pages' code`).toBe(false);
  for (const path of ["/login", "/signup", "/bn/login"])
    expect(await loadsAccountCode(path), `${path} loads its account code`).toBe(true);
});
