import { existsSync } from "node:fs";

/** Flags for Debian's Chromium on this closed network (no background downloads or Google look-ups). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's Chromium headless shell (or CHROMIUM_PATH); the tests never download a browser. The shell is
 * the same Chromium without its desktop UI — what Playwright itself runs headless — and takes the
 * end-to-end suite about a third less time than /usr/bin/chromium (decision 0004).
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}
