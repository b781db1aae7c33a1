import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createApp } from "./app";
import { isClusterWorker, runPrimary, speaksForTheSite } from "./cluster";
import { scrapeWholeServer } from "./cluster-metrics";
import { type AuthSettings, createAuth, migrateAuthTables } from "./auth";
import { type AdminOutcome, type AdminRequest, makeAdmin } from "./auth/admin-account";
import { resolveAuthSecret } from "./auth/secret";
import type { Logger } from "pino";
import { loadConfig, type ServerConfig } from "./config";
import { describeDatabase, openDatabase } from "./db/connect";
import { postgresStartProblem } from "./db/location";
import { isDatabaseUnreachable } from "./db/unavailable";
import { migrateToLatest } from "./db/migrate";
import { seedDemoContent } from "./db/seed";
import { createLogger, createRequestLog, logConsoleTo } from "./logger";
import { firstAdminMailer } from "./mail/first-admin";
import { passwordResetMailer } from "./mail/password-reset";
import { newSignInMailer } from "./mail/new-sign-in";
import { SESSIONS_PATH } from "#domain/sessions";
import { defaultSiteSettings } from "#domain/site-details";
import {
  type MailTransport,
  NoSenderAddressError,
  relayTransport,
  siteSender,
  smtpServerName,
  smtpTransport,
  verifySmtpLogin,
} from "./mail/transport";
import { throughAccountOutbox } from "./services/outbox";
import { API_ANSWER_HEADERS, cachedAnswers } from "./cached-answers";
import { healthCheck } from "./health";
import { nonPageSecurityHeaders } from "./security-headers";
import { createRequestRecord } from "./metrics";
import { createPageCache } from "./page-cache";
import { routeFacts } from "./route-facts";
import { contentVersionReader } from "./content-version";
import { portProblem, serveSite } from "./serve";
import { builtEnhanceScripts, DEVELOPMENT_ENHANCE_SCRIPTS } from "./enhance-script";
import { createServices } from "./services";
import { createBackgroundWork } from "./background";
import { serverContext } from "./load-context";
import { countNodeVisits, createVisitCounter } from "./visits";
import { createWeeklySummary } from "./services/weekly-summary";
import { nodeClientIpResolver } from "./api/session";
import { resetTwoFactor, type TwoFactorResetOutcome } from "./auth/two-factor-reset";

export { backupSite, migrateSiteToPostgres, restoreSite } from "./ops";

/** Pauses between start-up tries while the database is unreachable: 0.5 s, 1 s, 2 s … at most 15 s. */
const startRetryDelayMs = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 15_000);

/**
 * Opens the configured database with every migration applied, and the auth instance on it.
 * With `waitForDatabase` (the server), an unreachable database is tried again with backoff,
 * each try logged, until it answers; any other failure (wrong password, no such database) stops
 * the start with its message.
 */
/** What the auth instance mails: reset links, and the FIRST_ADMIN_EMAIL confirmation. */
type AuthMail = Pick<AuthSettings, "passwordReset" | "firstAdmin" | "newSignIn">;

async function openSiteData(
  config: ServerConfig,
  logger: Logger,
  { waitForDatabase = false, passwordReset, firstAdmin, newSignIn }: { waitForDatabase?: boolean } & AuthMail = {},
) {
  const { secret, generated } = resolveAuthSecret(config.authSecret, config.authSecretFile);
  if (generated)
    logger.warn(
      `No AUTH_SECRET set: generated one and saved it to ${config.authSecretFile} (set AUTH_SECRET when running several servers).`,
    );
  for (let attempt = 1; ; attempt++) {
    const db = openDatabase(config.database, {
      onConnectionError: (error) => logger.warn({ err: error }, "database connection lost"),
    });
    try {
      const { newerThanBuild, created } = await migrateToLatest(db);
      if (newerThanBuild.length > 0)
        logger.warn(
          { migrations: newerThanBuild },
          "the database has migrations of a newer version of the site; starting anyway (rolling upgrade)",
        );
      const auth = createAuth({
        db,
        secret,
        baseURL: config.publicUrl,
        trustedOrigins: config.trustedOrigins,
        ownHostOrigins: config.ownHostOrigins,
        google: config.google,
        rateLimit: { enabled: true, window: 60, max: config.authRateLimit },
        logger,
        passwordReset,
        firstAdmin,
        newSignIn,
      });
      if (!(await migrateAuthTables(auth, db)))
        logger.warn(
          "PostgreSQL has no pg_trgm extension (CREATE EXTENSION pg_trgm needs a privilege this role lacks): the dashboard's searches scan their tables (docs/decisions/0045)",
        );
      return { db, auth, created };
    } catch (error) {
      await db.destroy().catch(() => {});
      const problem =
        config.database.kind === "postgres" ? postgresStartProblem(error, config.database.url) : undefined;
      if (problem) throw new Error(problem, { cause: error });
      if (!waitForDatabase || !isDatabaseUnreachable(error)) throw error;
      const retryInMs = startRetryDelayMs(attempt);
      logger.warn(
        { attempt, retryInMs, reason: error instanceof Error ? error.message : String(error) },
        "database unreachable; retrying",
      );
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    }
  }
}

/** The database ready to serve: migrated, with Better Auth's tables, and demo content if asked and new. */
async function prepareSiteData(config: ServerConfig, logger: Logger, mail: AuthMail = {}) {
  const data = await openSiteData(config, logger, { waitForDatabase: true, ...mail });
  const database = describeDatabase(config.database);
  // A mistyped DATABASE_URL in a folder that exists makes a new database: the log says so.
  logger.info(
    { database, created: data.created },
    data.created ? `created a new, empty ${database}` : `using the ${database}`,
  );
  if (config.seedDemo) {
    const outcome = await seedDemoContent(data.db);
    if (outcome === "seeded") logger.info("demo content seeded");
  }
  return data;
}

/**
 * `node server.js` in production: this process serves alone, or with WORKERS > 1 it prepares the
 * database once and runs that many workers (server/cluster.ts), each of which serves here too.
 */
export async function startServer(options: SiteOptions): Promise<void> {
  const config = loadConfig();
  // A port in use stops the start before the database is opened (with WORKERS=N, in the primary).
  const portTaken = isClusterWorker() ? undefined : await portProblem(config.port, config.host);
  if (portTaken) {
    createLogger(config.logLevel).fatal({ port: config.port }, portTaken);
    process.exit(1);
  }
  if (config.workers > 1 && !isClusterWorker()) {
    const logger = createLogger(config.logLevel);
    if (config.mail.kind === "smtp") checkSmtpLogin(config.mail.url, logger);
    await runPrimary({
      workers: config.workers,
      logger,
      prepare: async () => void (await (await prepareSiteData(config, logger)).db.destroy()),
    });
    return;
  }
  serveSite(await createSite(options));
}

/**
 * Logs whether SMTP_URL's server takes the login, without delaying the start or stopping it: a
 * wrong password otherwise shows only when the first message fails. One process checks (with
 * WORKERS=N, the primary).
 */
function checkSmtpLogin(url: string, logger: Logger): void {
  const server = smtpServerName(url);
  const login = new URL(url).username !== "";
  verifySmtpLogin(url).then(
    () =>
      logger.info(
        { server },
        login
          ? "the mail server took the SMTP login"
          : "the mail server answered; SMTP_URL names no user, so no login was tried (a server that wants one refuses each e-mail)",
      ),
    (error: unknown) =>
      logger.warn(
        { server, reason: error instanceof Error ? error.message : String(error) },
        "The mail server did not take the SMTP login: contact messages wait in the outbox until it does. Check SMTP_URL (special characters in the password must be URL-encoded, e.g. @ as %40) and restart the site.",
      ),
  );
}

/**
 * Says at start what e-mail is waiting for, in the words the dashboard uses (issue 44 items 1 and
 * 6): contact messages for the owner's contact inbox (the demo company's is never mailed), and every
 * e-mail for an address to send from. Both wait in their outbox and go once the cause is fixed.
 */
async function reportWhatMailWaitsFor(
  transport: MailTransport | undefined,
  sender: (() => Promise<string>) | string | undefined,
  logger: Logger,
): Promise<void> {
  const inboxProblem = await transport?.contactInboxProblem?.();
  if (inboxProblem)
    logger.warn(
      { contactInbox: defaultSiteSettings.contactInbox },
      "Contact messages are kept, not e-mailed: the contact inbox is still the demo company's address. Set your own in the dashboard's Settings (or CONTACT_INBOX on the server); the messages that waited are e-mailed then.",
    );
  if (typeof sender !== "function") return;
  try {
    await sender();
  } catch (error) {
    if (!(error instanceof NoSenderAddressError)) throw error;
    logger.warn(
      `${error.message} Until then every e-mail (contact messages, reset links, new-sign-in notices) waits in the outbox.`,
    );
  }
}

/** `npm run create-admin` (scripts/create-admin.js): see `makeAdmin`; runs on the configured database. */
export async function createAdmin(request: AdminRequest): Promise<AdminOutcome> {
  const config = loadConfig();
  const logger = createLogger("warn");
  const { db, auth } = await openSiteData(config, logger);
  try {
    return await makeAdmin(auth, createServices(db).users, request);
  } finally {
    await db.destroy();
  }
}

export { describeAccount } from "./auth/admin-account";

/** `npm run reset-two-factor` (scripts/reset-two-factor.js): see `resetTwoFactor`; runs on the configured database. */
export async function resetTwoFactorOf(request: { email: string; confirm: boolean }): Promise<TwoFactorResetOutcome> {
  const config = loadConfig();
  const logger = createLogger("warn");
  const { db } = await openSiteData(config, logger);
  try {
    return await resetTwoFactor(db, createServices(db).users, request);
  } finally {
    await db.destroy();
  }
}

export { whoseAccount } from "./auth/two-factor-reset";

export interface SiteOptions {
  /** Development: loads the current server build from Vite on every request (HMR). */
  loadBuild?: () => Promise<ServerBuild>;
  /** Production: the client build folder to serve. */
  staticRoot?: string;
  /** Production: the manifest naming the built enhancement script (decision 0027). */
  enhanceManifest?: string;
}

/**
 * Opens and migrates the database, seeds demo content if asked and the database is new,
 * and returns the request handler. server.js imports this from the server build.
 */
export async function createSite({ loadBuild, staticRoot, enhanceManifest }: SiteOptions = {}) {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // Production writes JSON lines only; development leaves Vite's messages as they are.
  if (!loadBuild) logConsoleTo(logger);
  const requestLog = createRequestLog(config.logLevel);
  const enhanceScripts = enhanceManifest ? builtEnhanceScripts(enhanceManifest) : DEVELOPMENT_ENHANCE_SCRIPTS;
  if (loadBuild && config.workers > 1)
    logger.warn("WORKERS applies to the production server (npm start); development runs one process.");
  // The company's name and inbox are site settings (read when sending), on the services made below on the database this opens.
  const settingsNow = async () => (await services.settings.current()).effective;
  const companyName = async () => (await settingsNow()).companyName;
  const inbox = async () => (await settingsNow()).contactInbox;
  const sender =
    config.mail.kind === "smtp" ? (config.mail.from ?? siteSender(config.mail.url, settingsNow)) : undefined;
  const transport =
    config.mail.kind === "smtp"
      ? smtpTransport({ url: config.mail.url, to: inbox, from: sender! })
      : config.mail.kind === "relay"
        ? relayTransport(config.mail)
        : undefined;
  // Reset links, new-sign-in notices and the first admin's link go through their outbox: nothing is lost to a refusal.
  const accountTransport = throughAccountOutbox(transport, () => services.outbox);
  // Work requests leave for after their answer (a reset link is made and mailed); shutdown waits for it.
  const background = createBackgroundWork(logger);
  // Counted in the services' store.
  const resetMailer = passwordResetMailer(accountTransport, { limits: () => services.rateLimits, companyName });
  const passwordReset = resetMailer && { mailer: resetMailer, background };
  const sendFirstAdminLink = config.firstAdminEmail
    ? firstAdminMailer(accountTransport, logger, companyName)
    : undefined;
  if (config.firstAdminEmail && !sendFirstAdminLink)
    logger.warn(
      "FIRST_ADMIN_EMAIL needs e-mail that reaches account holders (SMTP_URL, or EMAILJS_ACCOUNT_TEMPLATE_ID); until then make the first admin with npm run create-admin.",
    );
  const firstAdmin =
    config.firstAdminEmail && sendFirstAdminLink
      ? { email: config.firstAdminEmail, sendLink: sendFirstAdminLink }
      : undefined;
  // Admins are told of each new sign-in, with a link to their sessions (decision 0047).
  const signInMailer = newSignInMailer(accountTransport, {
    sessionsUrl: `${config.publicUrl}${SESSIONS_PATH}`,
    companyName,
    logger,
  });
  const newSignIn = signInMailer && { mailer: signInMailer, background };
  const { db, auth } = await prepareSiteData(config, logger, { passwordReset, firstAdmin, newSignIn });
  // Production: the build object itself, so React Router derives its routes and handler once; given
  // a function it does that again on every request (dev needs that, for hot reload). Decision 0016.
  const build = loadBuild ?? ((await import("virtual:react-router/server-build")) as ServerBuild);
  // What each route's handle says (query parameters, sitemap); in development read once, at start.
  const routes = routeFacts((typeof build === "function" ? await build() : build).routes);
  // Read before stored pages answer, and by the plans kept in memory (server/services/plans.ts).
  const contentVersion = contentVersionReader(db);
  // Cleared here on this process's own changes, and on every process when the content version moves.
  const pageCache = createPageCache({
    ttlMs: config.pageCacheSeconds * 1000,
    maxEntries: 500,
    pageQueryParams: routes.pageQueryParams,
    currentVersion: contentVersion,
  });
  if (!passwordReset)
    logger.warn(
      "Password reset by e-mail is off: set SMTP_URL (or EMAILJS_ACCOUNT_TEMPLATE_ID with the EMAILJS_* settings).",
    );
  if (!transport)
    logger.warn(
      "Contact messages are stored but not e-mailed: set SMTP_URL (or EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_USER_ID).",
    );
  const services = createServices(db, {
    onContentChange: () => pageCache.clear(),
    contentVersion,
    contact: { transport, logger, rateLimit: config.contactRateLimit },
    settingsOverrides: config.settingsOverrides,
    leadWebhook: config.leadWebhook && { ...config.leadWebhook, publicUrl: config.publicUrl },
  });
  // Whatever waited may go now: this start may be what fixed it.
  await services.requeueWaitingMail();
  if (config.mail.kind === "smtp" && !isClusterWorker()) checkSmtpLogin(config.mail.url, logger);
  if (speaksForTheSite()) await reportWhatMailWaitsFor(transport, sender, logger);
  // The outboxes: contact messages and e-mails to account holders are retried until sent, also after a restart.
  const deliverDue = () =>
    void services.deliverDueMail().catch((error) => logger.error({ err: error }, "e-mail outbox"));
  deliverDue();
  const outbox = setInterval(deliverDue, 15_000);
  outbox.unref();
  // The week's statistics to the contact inbox on Sundays (issue 42), when e-mail reaches it; once, whichever process.
  const weeklySummary = createWeeklySummary(db, {
    visits: services.visits,
    outbox: services.outbox,
    settings: settingsNow,
    statisticsUrl: `${config.publicUrl}/dashboard/statistics?days=7`,
  });
  const sendWeeklySummary = () =>
    void weeklySummary.sendIfDue().catch((error) => logger.error({ err: error }, "weekly statistics e-mail"));
  const summaries = transport?.sendToAccount ? setInterval(sendWeeklySummary, 15 * 60 * 1000) : undefined;
  summaries?.unref();
  if (summaries) sendWeeklySummary();
  // Images uploaded for a blog or review whose form was never saved: removed after a day.
  const sweepUploads = () =>
    void services.media
      .removeOrphans(new Date(Date.now() - ORPHAN_UPLOAD_AGE_MS).toISOString())
      .catch((error) => logger.error({ err: error }, "removing unused uploads"));
  sweepUploads();
  setInterval(sweepUploads, 60 * 60 * 1000).unref();
  const metrics = createRequestRecord(requestLog);
  // Page views counted in memory and written in batches (decision 0058); the last batch after the drain.
  const visits = createVisitCounter({
    store: services.visits,
    logger,
    flushMs: config.visitFlushSeconds * 1000,
    ownHosts: [new URL(config.publicUrl).hostname],
  });
  visits.start();
  const handleRequest = createRequestHandler(build, config.production ? "production" : "development");
  let draining = false;
  const health = healthCheck({ checkDatabase: services.checkDatabase, isDraining: () => draining, logger });
  const app = createApp({
    services,
    logger,
    publicUrl: config.publicUrl,
    sitemapPaths: routes.sitemapPaths,
    staticRoot,
    enhanceScripts,
    pageCache,
    auth,
    trustedOrigins: config.trustedOrigins,
    ownHostOrigins: config.ownHostOrigins,
    trustedProxyHeader: config.trustedProxyHeader,
    usersRateLimit: config.usersRateLimit,
    googleSignInEnabled: Boolean(config.google),
    passwordResetEnabled: Boolean(passwordReset),
    firstAdminEmail: firstAdmin?.email ?? null,
    adminTwoFactor: config.adminTwoFactor,
    isDraining: () => draining,
    chatSources: config.chatSources,
    development: Boolean(loadBuild),
    metricsToken: config.metricsToken,
    metrics,
    metricsScrape: isClusterWorker() ? scrapeWholeServer(metrics.registry, logger) : undefined,
    health,
    mailTransport: transport,
    visits,
    renderPage: (request, context) =>
      handleRequest(request, new RouterContextProvider(new Map([[serverContext, context]]))),
  });
  logger.info({ database: config.database.kind }, "database ready");
  return {
    config,
    logger,
    fetch: app.fetch,
    /** Stored anonymous pages, answered on node:http before the app (server/cached-answers.ts). */
    answerCached: cachedAnswers({
      lookup: pageCache.lookup,
      metrics,
      countVisit: countNodeVisits(visits, nodeClientIpResolver(config.trustedProxyHeader)),
      health: {
        check: health,
        headers: [...API_ANSWER_HEADERS, ...nonPageSecurityHeaders({ publicUrl: config.publicUrl })],
      },
    }),
    /** Shutdown begins: /api/health answers 503 and the outbox starts no new deliveries. */
    startDraining() {
      draining = true;
      clearInterval(outbox);
      clearInterval(summaries);
    },
    /** Shutdown ends: waits for deliveries and reset links in progress (until `deadline`, epoch ms), then closes the database. */
    async close(deadline = Date.now()) {
      clearInterval(outbox);
      await Promise.all([
        services.contact.settle(deadline - Date.now()),
        services.outbox.settle(deadline - Date.now()),
        background.settle(deadline - Date.now()),
      ]);
      await visits.stop();
      await db.destroy();
    },
  };
}

/** How long an uploaded image nothing shows is kept (a form may still be open). */
const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

export type Site = Awaited<ReturnType<typeof createSite>>;

export { serveSite };
