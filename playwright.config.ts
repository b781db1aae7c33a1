import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium";

/** The demo site every e2e test reads: production build, fresh SQLite file, demo content seeded. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Flows whose behaviour does not depend on the screen's width run once, at desktop width: the phone
 * project skips these files. What a phone shows differently — layout, menus and the dashboard's
 * drawer, carousels, dialogs, tables, accessibility at 375 px, sign-in state in the collapsible
 * header — stays in both projects (and header.spec, responsive.spec, form-focus.spec and
 * tap-targets.spec measure every page at 320–1280 px themselves).
 */
const SAME_AT_EVERY_WIDTH = [
  "auth-return",
  "bangla-content",
  "contact",
  "dashboard-content",
  "failures",
  "feed",
  "first-run",
  "forms-forgive",
  "pages",
  "password-reset",
  "security",
  "sessions",
  "two-factor",
  "users-admin",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Generous bounds: they only matter when something is wrong, and the machine may be busy.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    // Tests tagged @desktop (inline header navigation, or a flow of a file that is otherwise width-dependent
    // whose own steps are not) or @mobile (collapsible menu) run only at their width.
    {
      name: "desktop",
      grepInvert: /@mobile/,
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      testIgnore: SAME_AT_EVERY_WIDTH,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        viewport: { width: 375, height: 740 },
        isMobile: false,
        hasTouch: false,
      },
    },
  ],
  webServer: {
    command: "node tests/support/start-e2e-server.js",
    url: `${baseURL}/api/health`,
    // Never a server left on the port by an earlier run (it may serve an older build): Playwright
    // stops with "… is already used" instead, and the stale process is to be stopped first.
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(E2E_PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  },
});
