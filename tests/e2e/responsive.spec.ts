import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { demoReviews } from "#server/db/demo-content";
import { changeSiteContent } from "../support/site-server";
import { type AdminSite, test as sharedSiteTest } from "./admin-site";
import {
  expectFitsViewport,
  expectFocusedFieldInSight,
  gotoHydrated,
  installPausedClock,
  reachCarousels,
  LAYOUT_WIDTHS,
  SERVICE_LINKS,
  settle,
  testimonialNames,
} from "./helpers";

/*
 * Issue 8: every public page fits the screen at every width, at every moment of the carousels, with
 * the demo content and with long unbroken words; a field focused after a failed submit is not under
 * the sticky header. Tagged @desktop so it runs once (each test sets its own viewport).
 */

test.describe.configure({ mode: "parallel" });

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  ...SERVICE_LINKS.map(([, href]) => href),
  "/blogs",
  "/contact",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=x",
  "/nowhere",
];

/** A phone-, tablet- or laptop-like height for each width. */
const HEIGHTS: Record<(typeof LAYOUT_WIDTHS)[number], number> = {
  320: 568,
  360: 740,
  390: 844,
  414: 896,
  768: 1024,
  1280: 800,
};
/** Full-page screenshots of every public page are saved at these widths. */
const SCREENSHOT_WIDTHS: readonly number[] = [390, 1280];

const TESTIMONIAL_MS = 2500;
const LOGO_MS = 3000;
const LOGO_COUNT = 6;

/** The moments either carousel changes during one full turn of both (testimonials 2.5 s × reviews, logos 3 s × logos). */
function carouselMoments(reviewCount: number, logoCount: number): number[] {
  const moments = new Set<number>();
  for (let i = 1; i <= reviewCount; i++) moments.add(i * TESTIMONIAL_MS);
  for (let i = 1; i <= logoCount; i++) moments.add(i * LOGO_MS);
  return [...moments].sort((a, b) => a - b);
}

/** Moves the fake clock through a full turn of both carousels, checking the fit at every change. */
async function expectHomeFitsThroughCarousels(
  page: Page,
  reviewerNames: readonly string[],
  label: string,
  logoCount = LOGO_COUNT,
) {
  await expectFitsViewport(page, `${label} at load`);
  await reachCarousels(page);
  let now = 0;
  for (const moment of carouselMoments(reviewerNames.length, logoCount)) {
    await page.clock.runFor(moment - now);
    now = moment;
    await settle(page);
    // The sample is real: the testimonials have moved on by one per 2.5 s.
    const first = reviewerNames[Math.floor(moment / TESTIMONIAL_MS) % reviewerNames.length];
    await expect(testimonialNames(page).first(), `${label} after ${moment} ms`).toHaveText(first!);
    await expectFitsViewport(page, `${label} after ${moment} ms`);
  }
}

/** Loads every lazy image, then saves a full-page screenshot as a test artifact. */
async function saveScreenshot(page: Page, testInfo: TestInfo, path: string, suffix = "") {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLImageElement>("img[loading=lazy]").forEach((img) => (img.loading = "eager")),
  );
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), {
      message: `images of ${path} load`,
    })
    .toBe(true);
  const width = page.viewportSize()?.width;
  const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}${suffix}-${width}.png`;
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/**
 * Sends `path`'s form empty: the first field is focused and it, with its label, is in sight
 * below the sticky header (spec forms: contact, login, sign-up).
 */
async function expectFailedSubmitShowsField(page: Page, path: string, submit: string) {
  await gotoHydrated(page, path);
  const form = page
    .getByRole("main")
    .locator("form")
    .filter({ has: page.getByRole("button", { name: submit, exact: true }) });
  await form.getByRole("button", { name: submit, exact: true }).click();
  await expectFocusedFieldInSight(page, path);
}

for (const width of LAYOUT_WIDTHS) {
  test(
    `every public page fits ${width} px, the home page through both carousels, focused fields below the header`,
    { tag: "@desktop" },
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: HEIGHTS[width] });
      await installPausedClock(page);

      for (const path of PUBLIC_PAGES) {
        await test.step(path, async () => {
          await gotoHydrated(page, path);
          await expectFitsViewport(page, path, "body");
          if (SCREENSHOT_WIDTHS.includes(width)) await saveScreenshot(page, testInfo, path);
        });
      }

      await test.step("/ through a full turn of both carousels", async () => {
        await gotoHydrated(page, "/");
        await expectHomeFitsThroughCarousels(
          page,
          [...demoReviews].reverse().map((review) => review.name),
          "/",
        );
      });

      await test.step("failed submits", async () => {
        // Instant scrolling, so the position read is the final one.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await expectFailedSubmitShowsField(page, "/contact", "Send Message");
        await expectFailedSubmitShowsField(page, "/", "Send Message");
        await expectFailedSubmitShowsField(page, "/login", "Login");
        await expectFailedSubmitShowsField(page, "/signup", "Sign Up");
      });
    },
  );
}

/** Content as long as people sometimes type it: unbroken names, roles, feedback and titles. */
const LONG = {
  name: "Mohammadabdullahalmamunchowdhurysiddiquee",
  role: "Chief-Executive-Officer-and-Managing-Director-of-Rivergate-Properties-and-Holdings-Limited",
  feedback: `Skyline delivered everything we asked for. ${"Outstanding".repeat(12)} work, and the details are at https://www.rivergate-properties-and-holdings.com.bd/projects/uttara/sector-4/apartments/phase-two/brochure.pdf — ${"really ".repeat(40)}recommended.`,
  blogTitle: `Supercalifragilisticexpialidocious-search-engine-optimisation-for-Bangladeshi-businesses ${"and more ".repeat(8)}`,
  memberName: "Abulkhairmohammadshamsuddinahmedchowdhury",
};

/**
 * Runs `check` with a team member, a review, a blog and a review video of long unbroken words, the
 * site's newest while it runs (taken away after it); `check` gets the reviewers' names, newest
 * first, and how many client logos there are.
 */
async function withLongWords(
  site: AdminSite,
  check: (carousels: { reviewerNames: string[]; logoCount: number }) => Promise<void>,
) {
  const email = "long-words@example.com";
  const carousels = await changeSiteContent(site, async (db) => {
    const now = new Date().toISOString();
    const { image } = await db.selectFrom("team_members").select("image").executeTakeFirstOrThrow();
    await db
      .insertInto("team_members")
      .values({
        name: LONG.memberName,
        position: LONG.role,
        image,
        facebook: "",
        github: "",
        linkedin: "",
        email,
        created_at: now,
      })
      .execute();
    await db
      .insertInto("reviews")
      .values({
        name: LONG.name,
        role: LONG.role,
        feedback: LONG.feedback,
        image: "/images/reviewers/reviewer-1.webp",
        logo: "/images/clients/sample-1.svg",
        email,
        created_at: now,
      })
      .execute();
    await db
      .insertInto("blogs")
      .values({
        title: LONG.blogTitle,
        description: LONG.feedback,
        image: "/images/blogs/blog-1.svg",
        tag: LONG.name,
        link: "https://example.com/",
        email,
        slug: "a-long-title",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto("review_videos")
      .values({
        title: LONG.blogTitle,
        video_url: "https://www.youtube-nocookie.com/embed/q7Rk2mXvT4s",
        email,
        created_at: now,
      })
      .execute();
    // The home page's testimonials: every review, newest first; and every client logo.
    const reviews = await db.selectFrom("reviews").select("name").orderBy("id", "desc").execute();
    const logos = await db.selectFrom("client_logos").select("id").execute();
    return { reviewerNames: reviews.map((r) => r.name), logoCount: logos.length };
  });
  try {
    await check(carousels);
  } finally {
    await changeSiteContent(site, async (db) => {
      for (const table of ["team_members", "reviews", "blogs", "review_videos"] as const)
        await db.deleteFrom(table).where("email", "=", email).execute();
    });
  }
}

// On the worker's shared site: its reviews, the long ones first, are the carousel's.
sharedSiteTest.describe("with long unbroken words in reviews, blogs and team", () => {
  for (const width of LAYOUT_WIDTHS) {
    sharedSiteTest(
      `the home page, /about and /blogs fit ${width} px`,
      { tag: "@desktop" },
      async ({ sitePage: page, site }, testInfo) => {
        sharedSiteTest.setTimeout(120_000);
        await page.setViewportSize({ width, height: HEIGHTS[width] });
        await installPausedClock(page);
        await withLongWords(site, async ({ reviewerNames, logoCount }) => {
          expect(reviewerNames[0]).toBe(LONG.name);
          for (const path of ["/blogs", "/about", "/"]) {
            await gotoHydrated(page, path);
            await expectFitsViewport(page, path, "body");
            if (SCREENSHOT_WIDTHS.includes(width)) await saveScreenshot(page, testInfo, path, "-long-words");
          }
          // Name and role wrap; the card keeps the spec's 400 px.
          const card = page.getByTestId("testimonial").first();
          await expect(testimonialNames(page).first()).toHaveText(LONG.name);
          expect((await card.boundingBox())?.height).toBe(400);
          await expectHomeFitsThroughCarousels(page, reviewerNames, "/ (long words)", logoCount);
        });
      },
    );
  }
});
