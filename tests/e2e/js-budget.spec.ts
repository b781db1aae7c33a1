import { expect, test } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { slugify } from "../../domain/slugs";
import { demoBlogs } from "../../server/db/demo-content";
import { SERVICE_LINKS, waitForHydration } from "./helpers";

/**
 * Issue 10: the JavaScript a public page loads, as gzip bytes (decision 0017). Every script the
 * page fetches until it has hydrated and the network is idle — the entry, every modulepreload and
 * anything imported on the way — is compressed here with gzip level 9 (what scripts/precompress.js
 * serves) and summed. Scripts loaded later on purpose (zod when a form is first used, SweetAlert2
 * when a dialog opens, the auth calls on a click) are not part of the page.
 *
 * GOAL is the issue's figure, 110 KiB. React 19 + React Router 7 alone are 104.9 KiB of it in this
 * build, so a page cannot meet it yet (see decision 0017 for the figures); CEILING is what each page
 * must stay under meanwhile, so a page that grows fails here.
 */
const KIB = 1024;
const GOAL = 110 * KIB;
const CEILING = 122 * KIB;
/** The home page carries every section of the site (carousels, videos, team, blogs, the form). */
const HOME_CEILING = 130 * KIB;

/** A demo article (decision 0026). */
const ARTICLE = `/blogs/${slugify(demoBlogs.find((blog) => blog.body)!.title)}`;
const PUBLIC_PAGES = ["/", "/about", "/services", ...SERVICE_LINKS.map(([, path]) => path), "/blogs", ARTICLE, "/contact", "/login", "/signup"];

test.describe.configure({ mode: "parallel" });

for (const path of PUBLIC_PAGES) {
  // The scripts are the same at every width: the desktop project alone measures (@desktop).
  test(`${path} loads at most ${path === "/" ? HOME_CEILING / KIB : CEILING / KIB} KiB of gzipped JavaScript @desktop`, async ({ page }, testInfo) => {
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
    const list = [...scripts].sort((a, b) => b[1] - a[1]).map(([url, size]) => `  ${(size / KIB).toFixed(1).padStart(6)} KiB ${url}`);
    const summary = `${path}: ${scripts.size} scripts, ${(total / KIB).toFixed(1)} KiB gzip (goal ${GOAL / KIB} KiB: ${total <= GOAL ? "met" : `${((total - GOAL) / KIB).toFixed(1)} KiB over`})`;
    console.log([summary, ...list].join("\n"));
    testInfo.annotations.push({ type: "js-budget", description: summary });

    expect(scripts.size, "the page loads its scripts").toBeGreaterThan(0);
    expect(total, summary).toBeLessThanOrEqual(path === "/" ? HOME_CEILING : CEILING);
  });
}

test("zod, react-hook-form and SweetAlert2 are not among the form pages' first scripts; zod comes when the form is first used @desktop", async ({ page }) => {
  for (const path of ["/", "/contact", "/login", "/signup"]) {
    const names: string[] = [];
    const collect = (response: { url(): string }) => names.push(new URL(response.url()).pathname);
    page.on("response", collect);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    page.off("response", collect);
    const bodies = await Promise.all(names.filter((name) => name.endsWith(".js")).map(async (name) => [name, await (await page.request.get(name)).text()] as const));
    for (const [name, body] of bodies) {
      expect(body.includes("$ZodType"), `${path} loads zod (${name})`).toBe(false);
      expect(body.includes("shouldFocusError"), `${path} loads react-hook-form (${name})`).toBe(false);
      expect(body.includes("swal2-popup"), `${path} loads SweetAlert2 (${name})`).toBe(false);
    }
  }
  const zod = page.waitForResponse(async (response) => response.url().endsWith(".js") && (await response.text()).includes("$ZodType"));
  await page.getByLabel("Email", { exact: true }).focus();
  await zod;
});
