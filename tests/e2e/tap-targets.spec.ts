import { expect, test, type Page } from "@playwright/test";
import { slugify } from "#domain/slugs";
import { demoBlogs } from "#server/db/demo-content";
import { gotoHydrated, menuToggle, SERVICE_LINKS } from "./helpers";

/*
 * Issue 22 item 8: on a phone (390 px) every control of a public page — in its header, main and
 * footer, and in the opened menu — is a target of at least 44 × 44 px (WCAG 2.5.5), except links
 * inside running text (WCAG's "inline" exception).
 *
 * A control is an `a[href]`, `button`, `summary`, `input` (not hidden), `select` or `textarea` that
 * is shown (not hidden, not inside a closed <details>, not visually hidden: a box over 1 px; the
 * contact form's honeypot, hidden from people on purpose, is not one).
 * A link is inside running text when it is laid out inline (`display: inline`) and the nearest
 * block around it (the closest ancestor that is not inline) holds text of its own besides the
 * link's: the link is a few words of a sentence or paragraph, as in an article's body or "Please
 * contact us and we will help".
 */

const ARTICLE = `/blogs/${slugify(demoBlogs.find((blog) => blog.body)!.title)}`;
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  ...SERVICE_LINKS.map(([, href]) => href),
  "/blogs",
  ARTICLE,
  "/contact",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=x",
  "/nowhere",
];
const MIN = 44;

/** Every control inside `regions` smaller than 44 × 44 px, with its size. */
async function smallTargets(page: Page, regions: string): Promise<string[]> {
  return page.evaluate(
    ([min, regions]) => {
      /** The text on the lines around `el` inside `container`: text and inline elements, not blocks beside it. */
      const lineText = (container: Node, el: Element): string =>
        [...container.childNodes]
          .map((node) => {
            if (node === el) return "";
            if (node.contains(el)) return lineText(node, el);
            if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
            return node instanceof Element && getComputedStyle(node).display.startsWith("inline")
              ? (node.textContent ?? "")
              : "";
          })
          .join("");
      const inRunningText = (el: Element) => {
        if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        return !!block && lineText(block, el).trim().length > 0;
      };
      const problems: string[] = [];
      const selector = "a[href], button, summary, input:not([type=hidden]), select, textarea";
      for (const region of document.querySelectorAll(regions)) {
        for (const el of region.querySelectorAll<HTMLElement>(selector)) {
          const box = el.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1 || !el.checkVisibility({ visibilityProperty: true })) continue;
          // Kept from people on purpose (the contact form's honeypot: hidden from assistive technology, off screen).
          if (el.closest("[aria-hidden=true]")) continue;
          if (inRunningText(el)) continue;
          if (box.width < min - 0.5 || box.height < min - 0.5) {
            const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || el.tagName)
              .trim()
              .replace(/\s+/g, " ")
              .slice(0, 40);
            problems.push(
              `${el.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
            );
          }
        }
      }
      return problems;
    },
    [MIN, regions] as const,
  );
}

test(
  "every control of every public page is at least 44 × 44 px at 390 px, links in running text excepted",
  { tag: "@desktop" },
  async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await gotoHydrated(page, path);
      found.push(...(await smallTargets(page, "header, main, footer")).map((problem) => `${path}: ${problem}`));
      // The opened menu and its Services list, where the page has a header.
      const menu = menuToggle(page, "Open menu");
      if ((await menu.count()) > 0) {
        await menu.click();
        await menuToggle(page.getByRole("navigation", { name: "Mobile" }), "Services pages").click();
        found.push(...(await smallTargets(page, "header")).map((problem) => `${path} (menu open): ${problem}`));
      }
    }
    expect([...new Set(found)]).toEqual([]);
  },
);
