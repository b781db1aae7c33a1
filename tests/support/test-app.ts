import pino, { type Logger } from "pino";
import { type AppOptions, createApp } from "#server/app";
import { type AuthSettings, createAuth, type GoogleSettings, migrateAuthTables } from "#server/auth/index";
import { createBackgroundWork } from "#server/background";
import type { Database } from "#server/db/schema";
import { createServices, type ServiceOptions } from "#server/services/index";

export const TEST_PUBLIC_URL = "http://site.test";

export interface TestAppOptions {
  authRateLimit?: number;
  usersRateLimit?: number;
  contact?: ServiceOptions["contact"];
  /** Google sign-in through a local OpenID provider (tests/support/oidc-provider.js). */
  google?: GoogleSettings;
  /** The pages' side of the app (a stand-in renderer, the page cache, the site's settings, a folder of files); API tests leave them out. */
  pages?: Partial<
    Pick<
      AppOptions,
      "renderPage" | "pageCache" | "publicUrl" | "chatSources" | "sitemapPaths" | "staticRoot" | "visits"
    >
  >;
  /** Site settings the environment sets (CONTACT_INBOX, CHAT_SCRIPT_URL). */
  settingsOverrides?: ServiceOptions["settingsOverrides"];
  /** METRICS_TOKEN for GET /metrics. */
  metricsToken?: string;
  /** "Forgot password?" by e-mail (unset: off); work after the answer runs in a real background runner unless given. */
  passwordReset?: Pick<NonNullable<AuthSettings["passwordReset"]>, "mailer"> &
    Partial<NonNullable<AuthSettings["passwordReset"]>>;
  /** FIRST_ADMIN_EMAIL and how its link is mailed (unset: off). */
  firstAdmin?: AuthSettings["firstAdmin"];
  /** The new-sign-in e-mail to admins (unset: off); its work runs after the answer in a real background runner. */
  newSignInMailer?: NonNullable<AuthSettings["newSignIn"]>["mailer"];
  /** ADMIN_TWO_FACTOR (default "optional"). */
  adminTwoFactor?: AppOptions["adminTwoFactor"];
  /** Where the app and Better Auth log (default: nowhere). */
  logger?: Logger;
}

/** The real Hono app (API with auth, media, SEO files) on a test database; pages only through `pages` (a stand-in renderer). */
export async function createTestApp(
  db: Database,
  {
    authRateLimit = 1000,
    usersRateLimit = 10_000,
    contact,
    google,
    pages,
    settingsOverrides,
    metricsToken,
    passwordReset,
    firstAdmin,
    newSignInMailer,
    adminTwoFactor,
    logger = pino({ level: "silent" }),
  }: TestAppOptions = {},
) {
  // As in server/entry.ts: every admin write clears the page cache.
  const services = createServices(db, { contact, settingsOverrides, onContentChange: () => pages?.pageCache?.clear() });
  const auth = createAuth({
    db,
    secret: "test-secret-test-secret-test-secret-0123456789",
    baseURL: TEST_PUBLIC_URL,
    trustedOrigins: [TEST_PUBLIC_URL],
    google,
    rateLimit: { enabled: true, window: 60, max: authRateLimit },
    logger,
    passwordReset: passwordReset && { background: createBackgroundWork(logger), ...passwordReset },
    firstAdmin,
    newSignIn: newSignInMailer && { mailer: newSignInMailer, background: createBackgroundWork(logger) },
  });
  await migrateAuthTables(auth, db);
  const app = createApp({
    services,
    auth,
    logger,
    trustedOrigins: [TEST_PUBLIC_URL],
    usersRateLimit,
    metricsToken,
    mailTransport: contact?.transport,
    passwordResetEnabled: Boolean(passwordReset),
    adminTwoFactor,
    ...pages,
    publicUrl: pages?.publicUrl ?? TEST_PUBLIC_URL,
  });
  return Object.assign(app, { auth, services });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
