// The benchmark's sections, each printed as a Markdown table with the issue's goals.
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { addBlogs, startApp } from "./app.js";
import { startBareServer } from "./bare.js";
import { formatCount, formatKb, formatMs, formatShare, markdownTable, throughputCell, verdict } from "./format.js";
import { getOk, header } from "./http.js";
import { pageScripts, preloadedFontUrls } from "./js-bytes.js";
import { startNginx } from "./nginx.js";
import { tempDir } from "./processes.js";
import { alternate, sequential } from "./runs.js";
import { ACCEPT_ENCODING } from "./wrk.js";

export const CACHED_PAGES = ["/", "/services/web-development", "/blogs"];
export const API_PATHS = ["/api/blogs?limit=3", "/api/health"];
export const UNCACHED_PAGES = ["/", "/blogs"];
export const JS_BUDGET_BYTES = 110_000;

/** What the app sends wrk (Accept-Encoding as wrk sends it), per path. */
async function captureResponses(app, paths) {
  const responses = {};
  for (const path of paths) responses[path] = await getOk(`${app.url}${path}`, { "accept-encoding": ACCEPT_ENCODING });
  return responses;
}

const sent = (response) =>
  `${formatCount(response.body.length)} B ${header(response, "content-encoding") ?? "uncompressed"}`;
const share = (results, path) => results[path].app.requestsPerSecond / results[path]["bare node"].requestsPerSecond;

export async function cachedPages(app, dir, options) {
  const responses = await captureResponses(app, CACHED_PAGES);
  const files = {};
  for (const path of CACHED_PAGES) {
    const [identity, gzip] = await Promise.all([
      getOk(`${app.url}${path}`, { "accept-encoding": "identity" }),
      getOk(`${app.url}${path}`, { "accept-encoding": "gzip" }),
    ]);
    if (header(gzip, "content-encoding") !== "gzip")
      throw new Error(`${path}: the app sent no gzip body to give nginx`);
    files[path] = { identity: identity.body, gzip: gzip.body };
  }
  const bare = await startBareServer(dir, responses);
  const nginx = await startNginx(dir, files);
  try {
    const results = await alternate({ ...options, targets: [app, bare, nginx], paths: CACHED_PAGES, label: "cached" });
    const rows = CACHED_PAGES.map((path) => {
      const r = results[path];
      const s = share(results, path);
      return [
        `\`${path}\``,
        sent(responses[path]),
        throughputCell(r.app),
        throughputCell(r["bare node"]),
        throughputCell(r.nginx),
        formatShare(s),
        verdict(s >= 0.5 && r.app.p99Ms <= 10, "≥ 50 %, p99 ≤ 10 ms"),
      ];
    });
    return `Anonymous pages, page cache on, ${options.connections} connections (nginx serves gzip_static files of the same pages)\n\n${markdownTable(["page", "bytes sent", "app", "bare node", "nginx", "app / bare", "goal"], rows)}`;
  } finally {
    await Promise.all([bare.stop(), nginx.stop()]);
  }
}

/** The app against a bare node server sending the bytes the app sent; `row(path, results, share, response)` → table cells. */
async function againstBare(app, dir, options, paths, label, row) {
  const responses = await captureResponses(app, paths);
  const bare = await startBareServer(dir, responses);
  try {
    const results = await alternate({ ...options, targets: [app, bare], paths, label });
    return paths.map((path) => row(path, results[path], share(results, path), responses[path]));
  } finally {
    await bare.stop();
  }
}

export async function api(app, dir, options) {
  const rows = await againstBare(app, dir, options, API_PATHS, "api", (path, r, s, response) => [
    `\`GET ${path}\``,
    sent(response),
    throughputCell(r.app),
    throughputCell(r["bare node"]),
    formatShare(s),
    verdict(s >= 0.5, "≥ 50 %"),
  ]);
  return `API, ${options.connections} connections\n\n${markdownTable(["request", "bytes sent", "app", "bare node", "app / bare", "goal"], rows)}`;
}

/** Public pages: the sitemap's, plus sign-in and sign-up. */
export async function publicPages(app) {
  const sitemap = (await getOk(`${app.url}/sitemap.xml`, { "accept-encoding": "identity" })).body.toString("utf8");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set([...paths, "/login", "/signup"])];
}

export async function javascriptBytes(app, pages) {
  const fetchBody = async (url) => (await getOk(url, { "accept-encoding": "identity" })).body;
  const fetchText = async (url) => (await fetchBody(url)).toString("utf8");
  /** Each font's size, fetched once: most pages preload the same files. */
  const fontSizes = new Map();
  const fontSize = async (url) => {
    if (!fontSizes.has(url)) fontSizes.set(url, (await fetchBody(url)).length);
    return fontSizes.get(url);
  };
  const rows = [];
  for (const path of pages) {
    const html = await fetchText(`${app.url}${path}`);
    const scripts = await pageScripts(html, `${app.url}${path}`, fetchText);
    const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
    let fontBytes = 0;
    for (const url of preloadedFontUrls(html, `${app.url}${path}`)) fontBytes += await fontSize(url);
    rows.push([
      `\`${path}\``,
      String(scripts.length),
      formatKb(raw),
      formatKb(gzip),
      verdict(gzip <= JS_BUDGET_BYTES, `≤ ${formatKb(JS_BUDGET_BYTES)}`),
      formatKb(fontBytes),
    ]);
  }
  return `JavaScript each public page loads before any interaction (script tags, module preloads and their static imports; gzip level 9; 1 KB = 1,000 bytes), and the bytes of the fonts it preloads (woff2: sent as they are; Bangla pages add the Bengali font)\n\n${markdownTable(["page", "files", "uncompressed", "gzip", "goal", "fonts preloaded"], rows)}`;
}

/** `/` and `/blogs` rendered on every request: the app (cache off) against bare node sending the same bytes. */
export async function uncached(app, dir, options) {
  const rows = await againstBare(app, dir, options, UNCACHED_PAGES, "uncached", (path, r, s) => [
    `\`${path}\``,
    throughputCell(r.app),
    throughputCell(r["bare node"]),
    formatShare(s),
    verdict(s >= 0.01 && r.app.p99Ms <= 150, "≥ 1 %, p99 ≤ 150 ms"),
  ]);
  return `Rendered without the page cache (PAGE_CACHE_SECONDS=0), ${options.connections} connections\n\n${markdownTable(["page", "app", "bare node", "app / bare", "goal"], rows)}`;
}

/**
 * The same site with 10 and with `blogs` blogs, both rendering every request, measured in turn.
 * `app` runs on the database in `dir`; a copy of that database gets the extra blogs.
 */
export async function manyBlogs(app, dir, options, blogs) {
  const bigDir = tempDir("site-bench-blogs-");
  const source = new DatabaseSync(join(dir, "site.db"), { readOnly: true });
  try {
    source.exec(`VACUUM INTO '${join(bigDir, "site.db").replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  const before = new DatabaseSync(join(bigDir, "site.db"), { readOnly: true });
  const count = before.prepare("SELECT count(*) AS n FROM blogs").get().n;
  before.close();
  addBlogs(bigDir, blogs);
  const big = { ...(await startApp(bigDir, { pageCacheSeconds: 0 })), name: "app, many blogs" };
  try {
    const small = { ...app, name: "app" };
    const results = await sequential({
      ...options,
      targets: [small, big],
      paths: UNCACHED_PAGES,
      label: `${formatCount(blogs)} blogs`,
    });
    const cell = (r) =>
      `${formatMs(r.medianMs)} (${formatCount(r.requests)} requests${r.failures > 0 ? `, ${formatCount(r.failures)} failed` : ""})`;
    const rows = UNCACHED_PAGES.map((path) => {
      const few = results[path].app;
      const many = results[path][big.name];
      const ratio = many.medianMs / few.medianMs;
      return [
        `\`${path}\``,
        cell(few),
        cell(many),
        Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : "–",
        verdict(ratio <= 1.2, "≤ 1.2×"),
      ];
    });
    return `Server cost with ${formatCount(count)} → ${formatCount(blogs)} blogs (cache off; median time of one request at a time, the two databases in turn; cost ratio = ${formatCount(blogs)} ÷ ${formatCount(count)})\n\n${markdownTable(["page", `${formatCount(count)} blogs`, `${formatCount(blogs)} blogs`, "cost ratio", "goal"], rows)}`;
  } finally {
    await big.stop();
  }
}
