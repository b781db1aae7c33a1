import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where tests/support/start-e2e-server.js keeps the demo site's SQLite file: a folder named after
 * the site's port, made anew at each start, so a test finds the database of the site it runs
 * against (tests/e2e/helpers.ts `openDemoSiteDatabase`).
 * @param {number | string} port
 */
export const demoSiteDatabaseFile = (port) => join(tmpdir(), `site-e2e-${port}`, "site.db");
