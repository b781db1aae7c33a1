import { expect, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { type AdminSite, fillSharedSiteOnce, signedInPage, test as sharedSiteTest } from "./admin-site";
import { expectFitsViewport, gotoHydrated, LAYOUT_WIDTHS } from "./helpers";

/**
 * Issue 8 items 1–2: every dashboard page fits every width (320 px phones to a 1280 px laptop),
 * with the menu open and closed, and every row's buttons and links stay on screen, also with
 * long unbroken names, e-mails and titles in the lists; each ends with the compact dashboard footer. Full-page screenshots at 390 px (also with
 * the drawer open) and 1280 px are saved under test-results/ (and in the HTML report).
 *
 * On the worker's shared site (the demo content, an admin), with a non-admin and one entry with
 * long unbroken text in every list, added once. One page per test, resized through the widths (desktop project only: the
 * widths are the test's own).
 */

const PASSWORD = "Secret12";
const LONG_WORD = "Supercalifragilisticexpialidocious-Pneumonoultramicroscopicsilicovolcanoconiosis";
const LONG_EMAIL = "a.very.very.long.mailbox.name.without.breaks@an-extremely-long-company-domain-name.example.com";
const LONG_NAME = "Muhammad-Abdullah-Al-Mamun-Chowdhury-Rahman";

const nonAdmin = { name: LONG_NAME, email: LONG_EMAIL, password: PASSWORD };

const test = sharedSiteTest.extend<{ filled: AdminSite }>({
  // The site, with a long-worded entry in every list (added once per site, through the API).
  filled: async ({ site, playwright }, provide) => {
    await fillSharedSiteOnce(site, "long words", async () => {
      const api = await playwright.request.newContext({ baseURL: site.url, extraHTTPHeaders: { Origin: site.url } });
      const ok = async (res: Awaited<ReturnType<typeof api.post>>) =>
        expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(200);
      await ok(
        await api.post("/api/auth/sign-up/email", { data: { ...nonAdmin, image: "/images/placeholder-avatar.svg" } }),
      );
      await api.post("/api/auth/sign-out");
      await ok(
        await api.post("/api/auth/sign-in/email", { data: { email: site.admin.email, password: site.admin.password } }),
      );
      await ok(
        await api.post("/api/blogs", {
          data: {
            title: `${LONG_WORD} ${LONG_WORD}`,
            description: LONG_WORD,
            image: "/images/blogs/blog-1.svg",
            tag: LONG_WORD.slice(0, 40),
            link: "",
          },
        }),
      );
      await ok(
        await api.post("/api/reviews", {
          data: {
            name: LONG_NAME,
            role: LONG_WORD,
            image: "/images/placeholder-avatar.svg",
            logo: "/images/logo.svg",
            feedback: `${LONG_WORD} ${LONG_WORD}`,
          },
        }),
      );
      await ok(
        await api.post("/api/review-videos", {
          data: { title: `${LONG_WORD} ${LONG_WORD}`, videoUrl: "https://www.youtube.com/embed/dQw4w9WgXcQ" },
        }),
      );
      const image = {
        name: "portrait.png",
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: "#4338ca" } })
          .png()
          .toBuffer(),
      };
      await ok(
        await api.post("/api/team", {
          multipart: { name: LONG_NAME, position: LONG_WORD, facebook: "", github: "", linkedin: "", image },
        }),
      );
      await ok(
        await api.post("/api/client-logos", { multipart: { name: `${LONG_WORD} ${LONG_WORD}`.slice(0, 100), image } }),
      );
      await ok(
        await api.post("/api/contact", {
          data: { name: LONG_NAME, email: LONG_EMAIL, message: `${LONG_WORD}\n${LONG_WORD} ${LONG_WORD}`, website: "" },
        }),
      );
      await api.dispose();
    });
    await provide(site);
  },
});

test.describe.configure({ mode: "parallel" });

const ADMIN_PAGES = [
  "/dashboard",
  "/dashboard/users",
  "/dashboard/addBlogs",
  "/dashboard/allBlogs",
  "/dashboard/addReviews",
  "/dashboard/allReviews",
  "/dashboard/addReviewVideo",
  "/dashboard/allReviewVideos",
  "/dashboard/addMember",
  "/dashboard/allMembers",
  "/dashboard/addClientLogo",
  "/dashboard/allClientLogos",
  "/dashboard/plans",
  "/dashboard/plans/seo",
  "/dashboard/messages",
  "/dashboard/statistics",
  "/dashboard/activity",
  "/dashboard/profile",
  "/dashboard/settings",
] as const;

const SCREENSHOT_WIDTHS: readonly number[] = [390, 1280];
/** What the checks look at: the page content and the dashboard menu (drawer). */
const REACHABLE = "main, [data-testid='dashboard-menu']";

const menuButton = (page: Page) => page.getByRole("button", { name: "Dashboard menu", exact: true });

/**
 * Text in the lists must read as lines, not as a column one character wide: every table cell or
 * card field holding a dozen characters or more is at least 96 px wide.
 */
async function expectReadableCells(page: Page, label: string) {
  const narrow = await page
    .locator("main td")
    .evaluateAll((cells) =>
      cells
        .filter(
          (cell) =>
            (cell.textContent ?? "").trim().length >= 12 &&
            cell.getBoundingClientRect().width > 0 &&
            cell.getBoundingClientRect().width < 96,
        )
        .map(
          (cell) =>
            `"${(cell.textContent ?? "").trim().slice(0, 30)}" is ${Math.round(cell.getBoundingClientRect().width)}px wide`,
        ),
    );
  expect(narrow, `${label} at ${page.viewportSize()?.width}px`).toEqual([]);
}

/** Resizes, waits until the menu is in its default state for that width (drawer closed on phones, open on desktop). */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", width < 768 ? "false" : "true");
}

/** A full-page screenshot, kept under test-results/ (and in the HTML report) for people to look at. */
async function saveScreenshot(page: Page, testInfo: TestInfo, path: string, label: string) {
  const file = testInfo.outputPath(`${path.slice(1).replaceAll(/[^\w]+/g, "-")}-${label}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${path} at ${label}`, { path: file, contentType: "image/png" });
}

/** The dashboard ends with a compact footer, not the public one: the year's copyright, no quick links or service list. */
async function expectCompactFooter(page: Page, label: string) {
  const footer = page.getByRole("contentinfo");
  await expect(footer, label).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole("navigation"), `${label}: no quick links or service list`).toHaveCount(0);
  expect((await footer.boundingBox())!.height, `${label}: the footer's height`).toBeLessThanOrEqual(100);
}

async function checkEveryWidth(page: Page, path: string, testInfo: TestInfo) {
  for (const width of LAYOUT_WIDTHS) {
    await test.step(`${width}px`, async () => {
      await resizeTo(page, width);
      await expectFitsViewport(page, `${path}, menu ${width < 768 ? "closed" : "open"}`, REACHABLE);
      await expectReadableCells(page, path);
      if (SCREENSHOT_WIDTHS.includes(width)) {
        await saveScreenshot(page, testInfo, path, `${width}`);
        await expectCompactFooter(page, `${path} at ${width}px`);
      }

      // The other menu state: the drawer opened on a phone, the side menu collapsed on desktop.
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", width < 768 ? "true" : "false");
      await expectFitsViewport(page, `${path}, menu ${width < 768 ? "open" : "closed"}`, REACHABLE);
      await expectReadableCells(page, path);
      if (width === 390) await saveScreenshot(page, testInfo, path, "390-menu-open");
      if (width < 768) await page.keyboard.press("Escape");
      else await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", width < 768 ? "false" : "true");
    });
  }
}

for (const path of ADMIN_PAGES) {
  test(
    `${path} (admin) fits 320–1280 px with the menu open and closed`,
    { tag: "@desktop" },
    async ({ browser, filled: site }, testInfo) => {
      test.setTimeout(120_000);
      const page = await signedInPage(browser, site, site.admin);
      try {
        await gotoHydrated(page, path);
        await checkEveryWidth(page, path, testInfo);
      } finally {
        await page.context().close();
      }
    },
  );
}

test(
  "/dashboard of a signed-in non-admin (empty menu) fits 320–1280 px",
  { tag: "@desktop" },
  async ({ browser, filled: site }, testInfo) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, site, nonAdmin);
    try {
      await gotoHydrated(page, "/dashboard");
      await expect(page.getByText("The dashboard tools are for administrators.")).toBeAttached();
      await checkEveryWidth(page, "/dashboard (non-admin)", testInfo);
    } finally {
      await page.context().close();
    }
  },
);

/** How many of these links sit side by side on each line, top to bottom. */
async function perRow(page: Page, hrefs: readonly string[]): Promise<number[]> {
  const tops = await Promise.all(
    hrefs.map(async (href) => Math.round((await page.locator(`main a[href="${href}"]`).first().boundingBox())!.y)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test(
  "the overview's figures are two per row on phones, three on a laptop",
  { tag: "@desktop" },
  async ({ browser, filled: site }) => {
    const page = await signedInPage(browser, site, site.admin);
    try {
      const lists = [
        "/dashboard/users",
        "/dashboard/allBlogs",
        "/dashboard/allReviews",
        "/dashboard/allReviewVideos",
        "/dashboard/allMembers",
      ];
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, "/dashboard");
      expect(await perRow(page, lists), "figures per row at 390 px").toEqual([2, 2, 1]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await perRow(page, lists), "figures per row at 1280 px").toEqual([3, 2]);
    } finally {
      await page.context().close();
    }
  },
);
