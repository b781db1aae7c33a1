import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

export const ONE_YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

/** Every file under `root`, as the URL path it is served at (`/assets/root-abc.js`). */
export function listClientFiles(root: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) paths.add(`/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
  }
  return paths;
}

/**
 * The client build (`build/client`), which does not change while the server runs: its file list is
 * read once at start, so a page request never looks on disk. Only a path in that list goes to
 * `serveStatic` (which picks the `.br`/`.gz` file written by scripts/precompress.js).
 */
export function clientFiles(root: string): MiddlewareHandler {
  const files = listClientFiles(root);
  // Hashed build assets never change; other public files (images, favicon) may, so a day.
  const cacheFor = (path: string) => (path.includes("/assets/") ? ONE_YEAR_IMMUTABLE : "public, max-age=86400");
  const serve = serveStatic({
    root,
    precompressed: true,
    onFound: (path, c) => {
      c.header("Cache-Control", cacheFor(path));
      // What a script or style of ours loads names no page: nothing of a page's address (a reset link's token, decision 0032) goes with it.
      c.header("Referrer-Policy", "no-referrer");
    },
  });
  return (c, next) => (files.has(c.req.path) ? serve(c, next) : next());
}
