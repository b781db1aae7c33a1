import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "./app";
import { createAuth, migrateAuthTables } from "./auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Logger } from "pino";
import { PLACEHOLDER_PHOTO, signUpSchema } from "../domain/accounts";
import { loadConfig, type ServerConfig } from "./config";
import { openDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { seedDemoContent } from "./db/seed";
import { createLogger } from "./logger";
import { relayTransport, smtpTransport } from "./mail/transport";
import { createPageCache } from "./page-cache";
import { createServices } from "./services";
import "./load-context";

/** Opens the configured database with every migration applied, and the auth instance on it. */
async function openSiteData(config: ServerConfig, logger: Logger) {
  const { secret, generated } = resolveAuthSecret(config.authSecret, config.authSecretFile);
  if (generated) logger.warn(`No AUTH_SECRET set: generated one and saved it to ${config.authSecretFile} (set AUTH_SECRET when running several servers).`);
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const auth = createAuth({
    db,
    secret,
    baseURL: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    google: config.google,
    rateLimit: { enabled: true, window: 60, max: config.authRateLimit },
  });
  await migrateAuthTables(auth);
  return { db, auth };
}

/**
 * `npm run create-admin`: creates an admin account, or makes an existing account admin, in the
 * configured database. The password must meet the sign-up policy.
 */
export async function createAdmin({ email, password, name }: { email: string; password?: string; name?: string }): Promise<"created" | "promoted"> {
  const config = loadConfig();
  const logger = createLogger("warn");
  const { db, auth } = await openSiteData(config, logger);
  try {
    const { users } = createServices(db);
    if (!(await users.roleOf(email))) {
      if (!password) throw new Error("No account with this e-mail yet: give --password (6–20 characters, upper and lower case and a digit).");
      const parsed = signUpSchema.safeParse({ name: name ?? email.split("@")[0], photoURL: PLACEHOLDER_PHOTO, email, password });
      if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("; "));
      await auth.api.signUpEmail({ body: { email, password, name: parsed.data.name, image: PLACEHOLDER_PHOTO } });
      await users.setRoleByEmail(email, "admin");
      return "created";
    }
    await users.setRoleByEmail(email, "admin");
    return "promoted";
  } finally {
    await db.destroy();
  }
}

export interface SiteOptions {
  /** Development: loads the current server build from Vite on every request (HMR). */
  loadBuild?: () => Promise<ServerBuild>;
  /** Production: the client build folder to serve. */
  staticRoot?: string;
}

/**
 * Opens and migrates the database, seeds demo content if asked and the database is new,
 * and returns the request handler. server.js imports this from the server build.
 */
export async function createSite({ loadBuild, staticRoot }: SiteOptions = {}) {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { db, auth } = await openSiteData(config, logger);
  if (config.seedDemo) {
    const outcome = await seedDemoContent(db);
    if (outcome === "seeded") logger.info("demo content seeded");
  }
  const pageCache = createPageCache({ ttlMs: config.pageCacheSeconds * 1000, maxEntries: 500 });
  const transport = config.mail.kind === "smtp" ? smtpTransport(config.mail) : config.mail.kind === "relay" ? relayTransport(config.mail) : undefined;
  if (!transport) logger.warn("Contact messages are stored but not e-mailed: set SMTP_URL (or EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_USER_ID).");
  const services = createServices(db, { onContentChange: () => pageCache.clear(), contact: { transport, logger, rateLimit: config.contactRateLimit } });
  // The outbox: pending contact messages are retried until delivered, also after a restart.
  const deliverDue = () => void services.contact.deliverDue().catch((error) => logger.error({ err: error }, "contact outbox"));
  deliverDue();
  const outbox = setInterval(deliverDue, 15_000);
  outbox.unref();
  const getBuild = loadBuild ?? (() => import("virtual:react-router/server-build") as Promise<ServerBuild>);
  const handleRequest = createRequestHandler(getBuild, config.production ? "production" : "development");
  const app = createApp({
    services,
    logger,
    publicUrl: config.publicUrl,
    staticRoot,
    pageCache,
    auth,
    trustedOrigins: config.trustedOrigins,
    trustedProxyHeader: config.trustedProxyHeader,
    usersRateLimit: config.usersRateLimit,
    googleSignInEnabled: Boolean(config.google),
    chatScriptUrl: config.chatScriptUrl,
    chatSources: config.chatSources,
    development: Boolean(loadBuild),
    renderPage: (request, context) => handleRequest(request, context),
  });
  logger.info({ database: config.database.kind }, "database ready");
  return { config, logger, fetch: app.fetch, close: () => {
      clearInterval(outbox);
      return db.destroy();
    },
  };
}
