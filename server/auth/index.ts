import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { genericOAuth } from "better-auth/plugins";
import { firstAdminVerification, openFirstAdminLink } from "./first-admin";
import { isSiteOrigin } from "../origins";
import {
  askSecondStepAfterGoogle,
  codesGivenOnce,
  endSessionWithoutSecondStep,
  NEVER_A_CODE,
  newSignInNotice,
  type NewSignInSettings,
  SECOND_STEP_FIELD,
  secondStepSessions,
  TWO_FACTOR_BODIES,
  TWO_FACTOR_PATHS,
  TWO_FACTOR_ROUTES,
  twoFactorPlugin,
  twoFactorRateRules,
} from "./two-step";
import { endResetLinks, oneAtATime, RESET_REQUEST_ANSWER, RESET_TOKEN_STORAGE } from "./password-reset";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { z } from "zod";
import {
  DEFAULT_ROLE,
  NOTHING_TO_CHANGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RESET_LINK_SECONDS,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileFields,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
  someFieldOf,
} from "#domain/accounts";
import { isSitePath, SITE_PATH } from "#domain/urls";
import { type Locale, LOCALES, localizedPath } from "#domain/locale";
import type { BackgroundWork } from "../background";
import { isPostgres } from "../db/connect";
import type { Database } from "../db/schema";
import { createTextSearchIndex, USER_TEXT } from "../db/text-search";
import { betterAuthLogger } from "../logger";
import type { PasswordResetMailer } from "../mail/password-reset";
import { createSessionService } from "../services/sessions";
import { authRateLimitStorage } from "./rate-limit-storage";

/** Header our server sets from the socket address (never taken from the client) for rate limits. */
export const CLIENT_IP_HEADER = "x-site-client-ip";

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

export interface AuthSettings {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  /** PUBLIC_URL is unset: a request from a page at the address it was sent to is the site's own (server/origins.ts). */
  ownHostOrigins?: boolean;
  google?: GoogleSettings;
  /** Better Auth's own limits on sign-in, sign-up and password changes (per client address). */
  rateLimit: { enabled: boolean; window: number; max: number };
  /** Where Better Auth's own messages go (as JSON lines, at their level). */
  logger: Logger;
  /**
   * "Forgot password?" by e-mail: the mailer of the links (to our /reset-password page), and where
   * each request's work runs after its answer. Unset: no reset by e-mail.
   */
  passwordReset?: { mailer: PasswordResetMailer; background: BackgroundWork };
  /** FIRST_ADMIN_EMAIL: that address becomes admin once its owner opens the link mailed at sign-up, while the site has no admin. */
  firstAdmin?: { email: string; sendLink: (user: { name: string; email: string }, url: string) => void };
  /** Admins are e-mailed about each new sign-in (server/auth/two-step.ts). Unset: no such e-mail. */
  newSignIn?: NewSignInSettings;
}

/**
 * The Better Auth endpoints this site uses ("METHOD /path" under /api/auth; each one a route in
 * server/api/auth-routes.ts). Every other one (the reset link's redirect, e-mail change, account
 * linking, session lists, …) answers 404, so neither an unused feature nor one a library upgrade
 * adds is reachable without a review.
 */
export const AUTH_ROUTES_IN_USE: ReadonlySet<string> = new Set([
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "GET /get-session",
  "POST /update-user",
  "POST /change-password",
  // "Forgot password?": ask for a link (same answer for any address), then set a new password with it.
  "POST /request-password-reset",
  "POST /reset-password",
  // The Google popup: our page asks for the provider's address, the provider redirects back.
  "POST /sign-in/social",
  "GET /callback/google",
  // FIRST_ADMIN_EMAIL: the link mailed at sign-up (docs/decisions/0024).
  "GET /verify-email",
  // Where Better Auth sends an OAuth callback it cannot trace to our own error page.
  "GET /error",
  // Two-step sign-in (server/auth/two-step.ts): set up, confirm, second step, turn off.
  ...TWO_FACTOR_ROUTES,
]);

/** Whether a request to `/api/auth<path>` reaches Better Auth at all. */
export function isAuthRouteInUse(method: string, path: string): boolean {
  return AUTH_ROUTES_IN_USE.has(`${method} ${path}`);
}

/** A landing page of the popup: a path on this site (the document's pattern is the path's; the check also resolves it). */
const sitePath = z
  .string()
  .refine(isSitePath)
  .meta({ pattern: SITE_PATH.source, format: "uri-reference", examples: ["/auth/google/done"] });
/** The popup's request for Google's address: only the provider and our own landing pages. */
export const googleSignInSchema = z.strictObject({
  provider: z.literal("google"),
  callbackURL: sitePath,
  errorCallbackURL: sitePath,
});

/**
 * The JSON bodies of the endpoints that take one ("METHOD /path"), as the site checks them, with
 * Better Auth's field names (`image` for the photo): each route's definition in
 * server/api/auth-routes.ts; `checkAuthBody` applies the same schemas to the forms' calls.
 */
const { photoURL, ...signUpRest } = signUpSchema.shape;
export const AUTH_BODIES: Readonly<Record<string, z.ZodType | undefined>> = {
  "POST /sign-up/email": z.object({ ...signUpRest, image: photoURL }),
  "POST /sign-in/email": signInSchema,
  "POST /update-user": someFieldOf(
    profileFields.omit({ photoURL: true }).extend({ image: profileFields.shape.photoURL }),
    NOTHING_TO_CHANGE,
  ),
  "POST /change-password": passwordChangeSchema,
  "POST /request-password-reset": passwordResetRequestSchema,
  "POST /reset-password": passwordResetSchema,
  "POST /sign-in/social": googleSignInSchema,
  ...Object.fromEntries(Object.entries(TWO_FACTOR_BODIES).map(([path, body]) => [`POST ${path}`, body])),
};

/** Better Auth's 400 body for a refused input: the first field at fault, with the spec's message. */
export function authRefusal(error: z.ZodError) {
  const issue = error.issues[0]!;
  return { message: issue.message, code: "INVALID_INPUT", field: String(issue.path[0] ?? "") };
}

/** The parsed body, or Better Auth's 400 naming the first field at fault (`authRefusal`). */
function accept<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new APIError("BAD_REQUEST", authRefusal(result.error));
}

/**
 * The language of a reset link and its e-mail: the page it was asked from names its own reset page
 * as `redirectTo` ("/bn/reset-password" from the Bangla page); anything else is English.
 */
function resetPageLocale(body: unknown): Locale {
  const redirectTo = (body as { redirectTo?: unknown } | undefined)?.redirectTo;
  return LOCALES.find((locale) => redirectTo === localizedPath("/reset-password", locale)) ?? "en";
}

/**
 * Applies our schemas (spec §5) to every auth endpoint that takes a name, e-mail, photo or
 * password, and hands Better Auth the parsed (trimmed) values. Returns the body changes to make.
 */
function checkAuthBody(path: string, rawBody: unknown): Record<string, unknown> | undefined {
  const body = (rawBody ?? {}) as Record<string, unknown>;
  if (typeof body !== "object" || Array.isArray(body))
    throw new APIError("BAD_REQUEST", { message: "Invalid request body", code: "INVALID_INPUT" });
  switch (path) {
    case "/sign-up/email": {
      const input = accept(signUpSchema, {
        name: body.name,
        photoURL: body.image,
        email: body.email,
        password: body.password,
      });
      return { name: input.name, image: input.photoURL, email: input.email };
    }
    case "/sign-in/email":
      accept(signInSchema, body);
      return undefined;
    case "/update-user": {
      const { image, ...rest } = body;
      const input = accept(profileUpdateSchema, image === undefined ? rest : { ...rest, photoURL: image });
      return { name: input.name, image: input.photoURL };
    }
    case "/change-password":
      accept(passwordChangeSchema, { currentPassword: body.currentPassword, newPassword: body.newPassword });
      // A new password ends every other session (someone who knew the old one is signed out).
      return { revokeOtherSessions: true };
    case "/request-password-reset": {
      // Only the address: the link always leads to our own reset page (`resetPageLocale` reads its language).
      const input = accept(passwordResetRequestSchema, { email: body.email });
      return { email: input.email, redirectTo: undefined };
    }
    case "/reset-password":
      accept(passwordResetSchema, { newPassword: body.newPassword, token: body.token });
      return undefined;
    case "/sign-in/social":
      accept(googleSignInSchema, body);
      return undefined;
    case TWO_FACTOR_PATHS.enable:
      return { ...accept(TWO_FACTOR_BODIES[path], body), method: "totp" };
    case TWO_FACTOR_PATHS.verifyTotp:
    case TWO_FACTOR_PATHS.verifyRecoveryCode: {
      const { code, trustDevice } = accept(TWO_FACTOR_BODIES[path], body) as { code: string; trustDevice?: boolean };
      // "Trust this device" only when asked; a session-less check of a recovery code is not offered.
      return { code, trustDevice: trustDevice === true, disableSession: undefined };
    }
    case TWO_FACTOR_PATHS.disable:
      return accept(TWO_FACTOR_BODIES[path], body);
    default:
      return undefined;
  }
}

/** Google's profile under our rules: a photo only under the sign-up rule (an https address or a picture of this site), a clean name. */
export function profileFromProvider(profile: Record<string, unknown>): { name: string; image: string | undefined } {
  const email = typeof profile.email === "string" ? profile.email : "";
  const name = signUpSchema.shape.name.safeParse(profile.name);
  const image = signUpSchema.shape.photoURL.safeParse(profile.image);
  return { name: name.success ? name.data : email.split("@")[0]!, image: image.success ? image.data : undefined };
}

export function createAuth({
  db,
  secret,
  baseURL,
  trustedOrigins,
  ownHostOrigins = false,
  google,
  rateLimit,
  logger,
  passwordReset,
  firstAdmin,
  newSignIn,
}: AuthSettings) {
  /**
   * The work of one "Forgot password?" request, after its answer (issue 21 item 7: the answer takes
   * as long for any address). Within the address's hourly mail limit, Better Auth looks the account
   * up and makes its link (nothing for an unknown address), then calls `sendResetPassword`. Past the
   * limit nothing is made, so the last link mailed keeps working.
   */
  const resetLinkTurn = oneAtATime();
  /** The language of the link being made for an address (links for one address are made one at a time). */
  const resetLinkLocales = new Map<string, Locale>();
  const makeResetLink = (mailer: PasswordResetMailer, email: string, locale: Locale): Promise<void> =>
    resetLinkTurn(email.toLowerCase(), async () => {
      if (!(await mailer.allow(email))) {
        logger.warn("password reset link not sent: this address had several in the last hour");
        return;
      }
      resetLinkLocales.set(email.toLowerCase(), locale);
      try {
        await auth.api.requestPasswordReset({ body: { email } });
      } finally {
        resetLinkLocales.delete(email.toLowerCase());
      }
    });
  const appName = "Skyline IT Solutions";
  const sessions = createSessionService(db);
  const secondStep = twoFactorPlugin(appName);
  const codeGivenBefore = codesGivenOnce(db);
  const auth = betterAuth({
    appName,
    baseURL,
    basePath: "/api/auth",
    secret,
    // The same rule as the site's own check of writes (server/api/session.ts), asked per request.
    trustedOrigins: ownHostOrigins
      ? (request) => {
          const origin = request?.headers.get("origin");
          return request && origin && isSiteOrigin(origin, request.url, { trustedOrigins, ownHost: true })
            ? [...trustedOrigins, origin]
            : trustedOrigins;
        }
      : trustedOrigins,
    telemetry: { enabled: false },
    logger: betterAuthLogger(logger),
    // An error that is not one of its answers (a database outage, a bug) reaches our error handler
    // (server/api/index.ts: 503 with Retry-After for an unavailable database) instead of an empty 500.
    onAPIError: { throw: true },
    database: { db: db as unknown as Kysely<unknown>, type: isPostgres(db) ? "postgres" : "sqlite" },
    emailVerification: firstAdmin && firstAdminVerification(db, firstAdmin),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      // A reset ends every session of the account: whoever else was in is signed out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: passwordReset
        ? async ({ user, token }) => {
            // Only the newest link works: this one ends those mailed before.
            await endResetLinks(db, user.id, token);
            const locale = resetLinkLocales.get(user.email.toLowerCase()) ?? "en";
            try {
              await passwordReset.mailer.send(
                { name: user.name, email: user.email },
                `${baseURL}${localizedPath("/reset-password", locale)}?token=${encodeURIComponent(token)}`,
                locale,
              );
              logger.info("password reset link sent");
            } catch (error) {
              logger.error(
                { reason: error instanceof Error ? error.message : String(error) },
                "password reset link could not be sent",
              );
            }
          }
        : undefined,
      // The link used is gone; so is every other link of the account, and every device it trusted.
      onPasswordReset: async ({ user }) => {
        await endResetLinks(db, user.id);
        await sessions.forgetTrustedDevices(user.id);
      },
    },
    verification: {
      // Reset tokens are kept as SHA-256 hashes: a copy of the database holds no working link.
      storeIdentifier: { default: "plain", overrides: RESET_TOKEN_STORAGE },
    },
    user: {
      additionalFields: {
        // Set by the server only: sign-up can never choose a role.
        role: { type: "string", required: false, defaultValue: DEFAULT_ROLE, input: false },
        // The spec's "save the user record" (§4): done here, on the server, when the account is made —
        // by e-mail or by Google alike (issue 40 item 2). POST /api/users then answers "User already exists".
        profileSavedAt: { type: "string", required: false, input: false, defaultValue: () => new Date().toISOString() },
      },
    },
    session: {
      // Whether the session gave two-step sign-in's second step (server/auth/two-step.ts).
      additionalFields: SECOND_STEP_FIELD,
      // Roles and deletions take effect on the next request: no cookie-cached session data.
      cookieCache: { enabled: false },
      // The session's updatedAt (and expiry) is renewed on a request at most this often: the sessions
      // list's "last active" is right to within the hour, for one write per session an hour (decision 0047).
      updateAge: 60 * 60,
    },
    rateLimit: {
      enabled: rateLimit.enabled,
      window: rateLimit.window,
      max: 100,
      // Counted in the site's own store (server/auth/rate-limit-storage.ts), so every server process
      // counts the same attempts, and the pages' forms (server/auth/page-auth.ts) count with the JSON calls.
      customStorage: authRateLimitStorage(db),
      customRules: {
        "/sign-in/email": { window: rateLimit.window, max: rateLimit.max },
        "/sign-up/email": { window: rateLimit.window, max: rateLimit.max },
        "/sign-in/social": { window: rateLimit.window, max: rateLimit.max },
        // It checks the current password, so it is a way to guess one too.
        "/change-password": { window: rateLimit.window, max: rateLimit.max },
        "/reset-password": { window: rateLimit.window, max: rateLimit.max },
        // Each may send an e-mail; the mailer also sends one address at most 3 links an hour.
        "/request-password-reset": { window: rateLimit.window, max: rateLimit.max },
        // A code is a way to guess the second step (and the plugin locks an account after 10 wrong ones).
        ...twoFactorRateRules({ window: rateLimit.window, max: rateLimit.max }),
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Origin and CSRF checks stay on everywhere, tests included.
      disableCSRFCheck: false,
      disableOriginCheck: false,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await endSessionWithoutSecondStep(ctx, db);
        const changes = checkAuthBody(ctx.path, ctx.body);
        // A visitor's request, on /api/auth or a page (not our own call from `makeResetLink`, which has
        // no headers): answered at once, the same way for any address.
        if (ctx.path === "/request-password-reset" && ctx.headers && passwordReset) {
          const { email } = changes as { email: string };
          const locale = resetPageLocale(ctx.body);
          passwordReset.background.run("password reset link", () => makeResetLink(passwordReset.mailer, email, locale));
          return ctx.json(RESET_REQUEST_ANSWER);
        }
        if (ctx.path === "/verify-email")
          throw ctx.redirect(await openFirstAdminLink(db, firstAdmin?.email, ctx.query?.token, ctx.context.secret));
        // A code signs in once (NIST SP 800-63B): given again, it is checked as a wrong one.
        if (ctx.path === TWO_FACTOR_PATHS.verifyTotp && changes && (await codeGivenBefore(ctx, String(changes.code))))
          changes.code = NEVER_A_CODE;
        // Turning off needs a current code as well as the password (Better Auth asks only the password),
        // from a signed-in browser: checked without one, the code would complete a sign-in's pending
        // second step (its cookie) instead (issue 39 item 4).
        if (ctx.path === TWO_FACTOR_PATHS.disable) {
          if (!(await getSessionFromCtx(ctx).catch(() => null)))
            throw new APIError("UNAUTHORIZED", { message: "Unauthorized", code: "UNAUTHORIZED" });
          await auth.api.verifyTOTP({ body: { code: String(changes?.code) }, headers: ctx.headers ?? new Headers() });
        }
        if (changes) return { context: { body: { ...(ctx.body as object), ...changes } } };
      }),
      // Google sign-in of an account with two-step sign-in on: no session until the code (the popup says so).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/callback/:id") await askSecondStepAfterGoogle(ctx, secondStep);
      }),
    },
    plugins: [
      secondStep,
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  mapProfileToUser: profileFromProvider,
                },
              ],
            }),
          ]
        : []),
      // After twoFactor: marks the sessions that gave the second step, ends what a change of the way in ends.
      secondStepSessions(sessions),
      // Last: it reads the session a sign-in made after every other plugin had its say.
      ...(newSignIn ? [newSignInNotice(newSignIn)] : []),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Creates or updates Better Auth's tables (user, session, account, verification) for its options,
 * then the indexes of the dashboard's list of accounts: its order (newest first) and its search
 * (docs/decisions/0040, 0045). Better Auth makes its tables after our migrations run, so these
 * indexes cannot be among them. Returns false when the search of names and e-mails has no text
 * index (PostgreSQL without pg_trgm): it then scans the table.
 */
export async function migrateAuthTables(auth: Auth, db: Database): Promise<boolean> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  await db.schema.createIndex("user_created_at").ifNotExists().on("user").columns(["createdAt", "id"]).execute();
  // The search of names and e-mails counts its matches in this narrow index, not the table.
  await db.schema.createIndex("user_search").ifNotExists().on("user").columns(["name", "email", "role"]).execute();
  // One transaction: on SQLite the check and the making are one step for every process starting.
  return db.transaction().execute((trx) => createTextSearchIndex(trx, USER_TEXT));
}
