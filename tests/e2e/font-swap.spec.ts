import { expect, test, type Page } from "@playwright/test";

/*
 * Issue 22 item 9: when the web font (Inter, font-display: swap) arrives late, the text set in the
 * fallback until then must not move. The home page's first screen is measured twice at each width:
 * with the font file blocked (the fallback stays) and with it loaded; the hero's heading and text
 * keep their lines and the hero its height. Line boxes have fixed heights (Tailwind's leading), so
 * equal line counts mean nothing below moves either.
 */

test.describe.configure({ mode: "parallel" });

const WIDTHS = [360, 390, 414, 768, 1280];

/** The hero's heading and paragraph (lines, height) and the hero's height, once the font has loaded or failed. */
async function heroLayout(page: Page, { blockFont }: { blockFont: boolean }) {
  if (blockFont) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto("/");
  return page.evaluate(async () => {
    await document.fonts.ready;
    const inter = [...document.fonts].find((face) => face.family.replaceAll('"', "") === "Inter");
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
      ).size;
    };
    const heading = document.querySelector("#hero-heading")!;
    const text = heading.nextElementSibling!;
    return {
      font: inter?.status,
      heading: { lines: lines(heading), height: heading.getBoundingClientRect().height },
      text: { lines: lines(text), height: text.getBoundingClientRect().height },
      hero: heading.closest("section")!.getBoundingClientRect().height,
    };
  });
}

for (const width of WIDTHS) {
  test(
    `at ${width} px the hero keeps its lines and height when Inter replaces the fallback`,
    { tag: "@desktop" },
    async ({ browser, baseURL }) => {
      const measure = async (blockFont: boolean) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        const layout = await heroLayout(await context.newPage(), { blockFont });
        await context.close();
        return layout;
      };
      const fallback = await measure(true);
      const web = await measure(false);
      expect(fallback.font, "the font file was blocked").toBe("error");
      expect(web.font, "the font file was loaded").toBe("loaded");
      const { font: _fallbackFont, ...fallbackLayout } = fallback;
      const { font: _webFont, ...webLayout } = web;
      expect(fallbackLayout).toEqual(webLayout);
    },
  );
}
