// The JavaScript a page loads: its script tags and module preloads, the modules its inline module
// scripts import, and every module those import statically (dynamic import() is loaded later, on use).
import { gzipSync } from "node:zlib";

const ATTRIBUTE = (name) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");
const STATIC_IMPORT = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+\.m?js)["']/g;

function attribute(tag, name) {
  const m = ATTRIBUTE(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Module paths a piece of JavaScript imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

/** The fonts a page's HTML preloads (`<link rel="preload" as="font">`), absolute against `pageUrl`. */
export function preloadedFontUrls(html, pageUrl) {
  const urls = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^preload$/i.test(attribute(tag, "rel") ?? "") && /^font$/i.test(attribute(tag, "as") ?? "")) {
      const href = attribute(tag, "href");
      if (href) urls.push(new URL(href, pageUrl).href);
    }
  }
  return [...new Set(urls)];
}

/** Script URLs a page's HTML loads, absolute against `pageUrl`, without repeats. */
export function scriptUrlsInHtml(html, pageUrl) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^modulepreload$/i.test(attribute(tag, "rel") ?? "")) {
      const href = attribute(tag, "href");
      if (href) urls.push(href);
    }
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/type\s*=\s*["']?module/i.test(open) && !attribute(open, "src")) urls.push(...staticImports(body));
  }
  return [...new Set(urls.map((u) => new URL(u, pageUrl).href))];
}

/**
 * Every script a page loads before any interaction, followed through static imports.
 * `fetchText(url)` → the script's text. Resolves with [{ url, bytes, gzipBytes }] (gzip level 9, as
 * the build's precompressed files).
 */
export async function pageScripts(html, pageUrl, fetchText) {
  const queue = scriptUrlsInHtml(html, pageUrl);
  const seen = new Set(queue);
  const files = [];
  while (queue.length > 0) {
    const url = queue.shift();
    const code = await fetchText(url);
    const bytes = Buffer.byteLength(code);
    files.push({ url, bytes, gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const imported of staticImports(code)) {
      const next = new URL(imported, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return files;
}
