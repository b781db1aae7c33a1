import { expect, type Locator, type Page } from "@playwright/test";
import { signedInPage, test } from "./admin-site";
import { expectFocusedFieldInSight, gotoHydrated } from "./helpers";

/*
 * Issue 22 item 10 (and issue 8 item 3): a form sent with a mistake focuses its first wrong field,
 * and that field and its label are in sight below the sticky header: with JavaScript (from
 * wherever the visitor had scrolled to), without it (the page the server answers with), on the
 * contact, login and sign-up forms and on every dashboard form, at 390 and 1280 px.
 */

process.env.AUTH_RATE_LIMIT ??= "1000";

test.describe.configure({ mode: "parallel" });

const WIDTHS = [390, 1280] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1280: 800 };

/** The public forms: page and submit button. */
const PUBLIC_FORMS = [
  ["/contact", "Send Message"],
  ["/", "Send Message"],
  ["/login", "Login"],
  ["/signup", "Sign Up"],
] as const;

/** Every dashboard form with a required text field (the profile's name may be empty; its photo form is a file chooser). */
const DASHBOARD_FORMS = [
  ["/dashboard/addBlogs", "Add Blog"],
  ["/dashboard/addReviews", "Submit Review"],
  ["/dashboard/addReviewVideo", "Add Video"],
  ["/dashboard/addMember", "Add Member"],
  ["/dashboard/settings", "Save settings"],
  ["/dashboard/profile", "Change password"],
] as const;

const formWith = (page: Page, submit: string) =>
  page
    .getByRole("main")
    .locator("form")
    .filter({ has: page.getByRole("button", { name: submit, exact: true }) });

/**
 * Where the visitor may be when pressing the button, as the top of the form's first field in the
 * viewport: just under the header (its label hidden behind it), below the screen, and scrolled past.
 */
const PLACES = [
  ["with its label under the header", (header: number) => header + 2],
  ["below the screen", (_header: number, height: number) => height + 60],
  ["scrolled past", () => -240],
] as const;

/** Empties the form's text fields, puts its first field where `place` says and presses its button with the keyboard (no scrolling to it). */
async function sendEmptyFrom(form: Locator, submit: string, top: (header: number, height: number) => number) {
  await form.evaluate((element) => {
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input[type=text], input[type=email], input[type=url], input[type=password], input:not([type]), textarea",
    )) {
      if (field.tabIndex < 0 || field.readOnly) continue;
      // React's inputs keep their value in sync through the native setter and an input event.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
      setter.call(field, "");
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
  const screen = await form.page().evaluate(() => {
    const header = document.querySelector("header");
    return {
      header: header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0,
      height: window.innerHeight,
    };
  });
  await form.evaluate(
    (element, target) => {
      const first = [...element.querySelectorAll<HTMLElement>("input, textarea")].find(
        (field) => field.tabIndex >= 0 && field.getBoundingClientRect().width > 1,
      )!;
      window.scrollBy({ top: first.getBoundingClientRect().top - target, behavior: "instant" });
    },
    top(screen.header, screen.height),
  );
  await form
    .getByRole("button", { name: submit, exact: true })
    .evaluate((button: HTMLButtonElement) => button.focus({ preventScroll: true }));
  await form.page().keyboard.press("Enter");
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT[width] }, reducedMotion: "reduce" });

    test(
      "public forms sent with mistakes show their first wrong field and its label below the header, from wherever the visitor was",
      { tag: "@desktop" },
      async ({ sitePage: page }) => {
        for (const [path, submit] of PUBLIC_FORMS) {
          for (const [where, top] of PLACES) {
            await test.step(`${path}, ${where}`, async () => {
              await gotoHydrated(page, path);
              await sendEmptyFrom(formWith(page, submit), submit, top);
              await expectFocusedFieldInSight(page, `${path} (${where})`);
            });
          }
        }
      },
    );

    test(
      "without JavaScript, the page answering a post with mistakes focuses the first wrong field, below the header",
      { tag: "@desktop" },
      async ({ browser, site }) => {
        const context = await browser.newContext({
          baseURL: site.url,
          viewport: { width, height: HEIGHT[width] },
          javaScriptEnabled: false,
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        for (const [path, submit] of PUBLIC_FORMS) {
          await test.step(path, async () => {
            await page.goto(path);
            await formWith(page, submit).getByRole("button", { name: submit, exact: true }).click();
            await expect(page.getByRole("main").locator("[aria-invalid=true]").first()).toBeVisible();
            await expectFocusedFieldInSight(page, `${path} without JavaScript`);
          });
        }
        await context.close();
      },
    );

    test(
      "every dashboard form sent with mistakes shows its first wrong field and its label below the header",
      { tag: "@desktop" },
      async ({ browser, site }) => {
        test.setTimeout(120_000);
        const page = await signedInPage(browser, site, site.admin, {
          viewport: { width, height: HEIGHT[width] },
          reducedMotion: "reduce",
        });
        for (const [path, submit] of DASHBOARD_FORMS) {
          for (const [where, top] of PLACES) {
            await test.step(`${path} ${submit}, ${where}`, async () => {
              await gotoHydrated(page, path);
              await sendEmptyFrom(formWith(page, submit), submit, top);
              await expectFocusedFieldInSight(page, `${path} ${submit} (${where})`);
            });
          }
        }
        await page.context().close();
      },
    );
  });
}
