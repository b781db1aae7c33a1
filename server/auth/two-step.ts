import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { randomInt } from "node:crypto";
import { twoFactor } from "better-auth/plugins";
import { z } from "zod";
import { RECOVERY_CODE, totpCodeSchema, twoFactorSetupSchema } from "#domain/accounts";
import { textField } from "#domain/text-field";
import QRCode from "qrcode";
import { SECOND_STEP_PARAM } from "#domain/two-step";
import type { Database } from "../db/schema";
import { createRateLimitStore } from "../rate-limit";
import type { BackgroundWork } from "../background";
import type { NewSignInMailer } from "../mail/new-sign-in";
import type { SessionService } from "../services/sessions";

// The second step of signing in, all of it: Better Auth's `twoFactor` plugin under this site's rules
// (its endpoints, limits, recovery codes, the set-up's QR code), then our two plugins on the sessions
// that sign-ins make (listed after its plugin so that their after hooks see the session a request
// really made): what a session proved (the second step, issue 39), and an admin told of a new
// sign-in (issue 27 item 5).

/**
 * Two-step sign-in (issue 27, docs/decisions/0046): Better Auth's own `twoFactor` plugin with TOTP
 * (any authenticator app) and ten one-time recovery codes. Its endpoints this site uses are listed
 * here; every other one of the plugin (e-mailed codes, the URI again, new recovery codes) answers 404.
 */
export const TWO_FACTOR_PATHS = {
  /** With the password: a new key (not yet on) and its recovery codes. */
  enable: "/two-factor/enable",
  /** A code from the app: confirms the set-up, checks a code before turning off, or is the second step of a sign-in. */
  verifyTotp: "/two-factor/verify-totp",
  /** A recovery code as the second step of a sign-in (each works once). */
  verifyRecoveryCode: "/two-factor/verify-backup-code",
  /** With the password: off (the key and the recovery codes are deleted). */
  disable: "/two-factor/disable",
} as const;

export type TwoFactorPath = (typeof TWO_FACTOR_PATHS)[keyof typeof TWO_FACTOR_PATHS];

/** A recovery code as Better Auth makes them (domain/accounts.ts `RECOVERY_CODE`). */
const recoveryCodeSchema = textField("Code", {
  required: "Invalid backup code",
  form: { pattern: RECOVERY_CODE, examples: ["abcde-12345"] },
  notForm: "Invalid backup code",
});
/** A second step's code and whether to trust the device for 30 days (nothing else). */
const secondStep = (code: z.ZodType<string>) => z.strictObject({ code, trustDevice: z.boolean().optional() });

/**
 * The bodies each endpoint takes, as the site checks them (server/auth/index.ts `checkAuthBody`)
 * and describes them (server/api/openapi.ts). Turning off takes a current code as well as the password.
 */
export const TWO_FACTOR_BODIES: Record<TwoFactorPath, z.ZodObject> = {
  [TWO_FACTOR_PATHS.enable]: twoFactorSetupSchema.extend({
    // The name an authenticator app shows for the account (the profile sends the company's).
    issuer: textField("Issuer", { required: "Issuer is required", max: 100 }).optional(),
  }),
  [TWO_FACTOR_PATHS.verifyTotp]: secondStep(totpCodeSchema),
  [TWO_FACTOR_PATHS.verifyRecoveryCode]: secondStep(recoveryCodeSchema),
  [TWO_FACTOR_PATHS.disable]: twoFactorSetupSchema.extend({ code: totpCodeSchema }),
};

/** "POST <path>" of each, for AUTH_ROUTES_IN_USE. */
export const TWO_FACTOR_ROUTES = Object.values(TWO_FACTOR_PATHS).map((path) => `POST ${path}`);

/** How long a trusted device skips the second step, when the person ticks "Trust this device for 30 days". */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;

/** How long the code page waits for the second step after the password was right (Better Auth's cookie). */
export const SECOND_STEP_SECONDS = 10 * 60;

/**
 * Recovery codes people copy by hand (issue 43 item 3): one case, and none of the letters and
 * digits that look alike (0/O, 1/I/L): `7KQ3M-XW9PD`. Ten, of 10 characters from 31 (about 50 bits
 * each), shown as five, a dash, five. Codes made before, in Better Auth's mixed case, still work as
 * they were shown.
 */
export const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function recoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return Array.from({ length: 10 }, () => `${part()}-${part()}`);
}

/** The plugin under this site's rules; `issuer` is the name an authenticator app shows (the site's name). */
export function twoFactorPlugin(issuer: string) {
  return twoFactor({
    issuer,
    backupCodeOptions: { storeBackupCodes: "encrypted", customBackupCodesGenerate: recoveryCodes },
    trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
    twoFactorCookieMaxAge: SECOND_STEP_SECONDS,
    // Ten wrong codes in a row (on any sign-in) lock the second step for 15 minutes: 429.
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });
}

/** The rate limits of the plugin's endpoints: like passwords (AUTH_RATE_LIMIT a minute per address). */
export function twoFactorRateRules(rule: { window: number; max: number }) {
  return Object.fromEntries(Object.values(TWO_FACTOR_PATHS).map((path) => [path, rule]));
}

/**
 * Better Auth's otpauth:// address with spaces as %20: its query writes them as "+", which some
 * authenticator apps show as a plus ("Skyline+IT+Solutions"). A "+" of the text itself is %2B there.
 */
export const authenticatorUri = (totpURI: string) => totpURI.replace(/\+/g, "%20");

/** A QR code as the page draws it: its size in modules and one SVG path of its dark modules (no markup from elsewhere). */
export interface QrPicture {
  size: number;
  path: string;
}

/**
 * What the profile page shows to set up an app: the key as text, its QR code (made here: no third
 * party sees the key) and its otpauth:// address, which opens the authenticator app on the phone
 * that shows the page — the phone that would have to scan its own screen (issue 43 item 1).
 */
export async function setUpPicture(totpURI: string): Promise<{ key: string; qr: QrPicture; appLink: string }> {
  const key = new URL(totpURI).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(authenticatorUri(totpURI), { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="[^"]*" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  return { key, qr: { size, path }, appLink: authenticatorUri(totpURI) };
}

/** The headers an endpoint's answer has gathered so far (Better Auth keeps them on its context; not in its types). */
export function answerHeaders(ctx: GenericEndpointContext): Headers {
  const context = ctx.context as { responseHeaders?: Headers };
  return (context.responseHeaders ??= new Headers());
}

/**
 * After Google's callback: an account with two-step sign-in on gets no session yet. The plugin's
 * own step after a password sign-in runs (the session just made is deleted, its short-lived
 * second-step cookie set), and the popup's last page is told to ask for the code. A device trusted
 * for 30 days is let through as after a password (the plugin renews its trust); the session is
 * marked as having given the second step by `secondStepSessions` below.
 */
export async function askSecondStepAfterGoogle(
  ctx: GenericEndpointContext,
  plugin: ReturnType<typeof twoFactorPlugin>,
): Promise<void> {
  if (!ctx.context.newSession?.user.twoFactorEnabled) return;
  const returned = (ctx.context as { returned?: unknown }).returned as { headers?: Headers } | undefined;
  const landing = new URL(returned?.headers?.get("location") ?? "/auth/google/done", "http://site");
  landing.searchParams.set(SECOND_STEP_PARAM, "1");
  const step = (await plugin.hooks.after[0]!.handler({ ...ctx, returnHeaders: true } as Parameters<
    (typeof plugin.hooks.after)[0]["handler"]
  >[0])) as { headers?: Headers | null };
  const cookies = step.headers?.getSetCookie() ?? [];
  if (ctx.context.newSession) {
    // A trusted device: signed in, with its trust renewed.
    for (const cookie of cookies) answerHeaders(ctx).append("set-cookie", cookie);
    return;
  }
  const redirect = ctx.redirect(`${landing.pathname}${landing.search}`);
  // The plugin's cookies: the session's taken away, the second step's set.
  for (const cookie of cookies) (redirect.headers as Headers).append("set-cookie", cookie);
  throw redirect;
}

/**
 * How long a code given for an account is remembered: longer than Better Auth accepts it (its
 * 30-second step, one step either side for a phone's clock).
 */
const CODE_REMEMBERED_MS = 3 * 60_000;

/** The account whose password was just right and whose second step is under way (Better Auth's signed cookie), if any. */
async function secondStepAccount(ctx: GenericEndpointContext): Promise<string | null> {
  const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
  if (!pending) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value ?? null;
}

/**
 * How long the account of a pending second step stays locked after ten wrong codes in a row (the
 * plugin's lock answers 429 without saying): for its Retry-After, in whole seconds; null when not locked.
 */
export async function secondStepLockedFor(ctx: GenericEndpointContext): Promise<number | null> {
  const account = await secondStepAccount(ctx);
  if (!account) return null;
  const key = await ctx.context.adapter.findOne<{ lockedUntil?: Date | string | null }>({
    model: "twoFactor",
    where: [{ field: "userId", value: account }],
  });
  const until = key?.lockedUntil ? new Date(key.lockedUntil).getTime() : 0;
  return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : null;
}

/**
 * NIST SP 800-63B: a time-based code signs in once. Better Auth's plugin keeps no record of the
 * codes it took, so a code seen over someone's shoulder (or caught by a phishing page) would sign
 * in again for the rest of its minute. Each code given as a sign-in's second step is counted for
 * its account (in the database: every process sees it) before the plugin checks it; true when it
 * was given before. Counted right or wrong, so two requests with one code cannot both pass. The
 * codes that confirm a set-up or turning off come from a signed-in browser and are not counted.
 */
export function codesGivenOnce(db: Database) {
  const given = createRateLimitStore(db);
  return async (ctx: GenericEndpointContext, code: string): Promise<boolean> => {
    if (await getSessionFromCtx(ctx).catch(() => null)) return false;
    const account = await secondStepAccount(ctx);
    if (!account) return false; // The plugin refuses it itself (no second step under way).
    return (await given.hit(`totp-code:${account}:${code}`, CODE_REMEMBERED_MS)).count > 1;
  };
}

/** What a code given before is checked as: no app shows it, so the plugin counts a wrong code (towards its lock). */
export const NEVER_A_CODE = "used";

/**
 * The session's own field that says it gave the second step (Better Auth's `session.additionalFields`,
 * made by `migrateAuthTables`; never taken from a request's input).
 */
export const SECOND_STEP_FIELD = {
  secondStep: { type: "boolean", required: false, defaultValue: false, input: false },
} as const;

/** Better Auth's cookie of a device trusted for 30 days (its value: `<hmac>!<identifier>`, signed). */
const TRUST_COOKIE = "trust_device";
/** A trusted device's identifier in Better Auth's `verification` table, as it appears in that cookie. */
const TRUSTED_ID = /trust-device-[A-Za-z0-9_-]+/;

/** The identifier of the device trust the answer sets (a new one, or one renewed at sign-in), if any. */
function trustSetByAnswer(ctx: GenericEndpointContext): string | null {
  const name = ctx.context.createAuthCookie(TRUST_COOKIE).name;
  const cookie = answerHeaders(ctx)
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`) && !/max-age=0/i.test(line));
  return cookie ? (TRUSTED_ID.exec(decodeURIComponent(cookie))?.[0] ?? null) : null;
}

/** The identifier of the trusted device the request came from (its signed cookie), if any. */
async function trustSentByRequest(ctx: GenericEndpointContext): Promise<string | null> {
  const value = await ctx.getSignedCookie(ctx.context.createAuthCookie(TRUST_COOKIE).name, ctx.context.secret);
  return value ? (TRUSTED_ID.exec(value)?.[0] ?? null) : null;
}

/**
 * Issue 39 item 2: an account with two-step sign-in on is signed in only by a session that gave the
 * second step. Run first by the before hook of every Better Auth endpoint, which every door reaches
 * (pages and /api read the session with `auth.api.getSession`, the account forms and /api/auth call
 * Better Auth's handler): the request's session, if it is of such an account and never gave the
 * step (one from before two-step sign-in was turned on elsewhere, or from before this rule), is
 * ended, so nothing after reads it. A read first: most requests have nothing to end.
 */
export async function endSessionWithoutSecondStep(ctx: GenericEndpointContext, db: Database): Promise<void> {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return;
  const found = await db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select(["session.secondStep", "user.twoFactorEnabled"])
    .where("session.token", "=", token)
    .executeTakeFirst();
  if (found && Boolean(found.twoFactorEnabled) && !found.secondStep)
    await db.deleteFrom("session").where("token", "=", token).execute();
}

const isAPIError = (value: unknown): value is APIError => value instanceof APIError;

const WATCHED = new Set<string>([
  "/sign-in/email",
  "/callback/:id",
  TWO_FACTOR_PATHS.verifyTotp,
  TWO_FACTOR_PATHS.verifyRecoveryCode,
  TWO_FACTOR_PATHS.disable,
  "/change-password",
]);

/**
 * Issue 39 items 2 and 3: what a session proved, and what ends when the way in changes. A plugin
 * listed after Better Auth's `twoFactor`, so its after hook sees the session a request really made
 * (`newSession`; the twoFactor plugin clears it while a sign-in waits for its code):
 * - a session made by a second step's code or recovery code, by a password sign-in from a device
 *   trusted for 30 days (which gave a code when it was trusted), or by the first code that turns
 *   two-step sign-in on, is marked as having given the second step (`secondStep`); a new password's
 *   session keeps the mark of the session that changed it;
 * - turning two-step sign-in on or off ends the account's other sessions, and with a password
 *   change every device it trusted (the plugin itself forgets only the one asking);
 * - a device trusted at a second step is named (browser, address, time) for the profile's list,
 *   and keeps its name when the plugin renews its trust at a sign-in.
 * A password reset ends the sessions and trusted devices through `onPasswordReset` (server/auth/index.ts).
 */
export function secondStepSessions(sessions: SessionService): BetterAuthPlugin {
  return {
    id: "second-step-sessions",
    hooks: {
      after: [
        {
          matcher: (ctx) => WATCHED.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const made = ctx.context.newSession;
            const refused = ctx.context.returned;
            // Ten wrong codes in a row lock the second step: the 429 says for how long (issue 39 item 6).
            if (isAPIError(refused) && refused.statusCode === 429) {
              const seconds = await secondStepLockedFor(ctx);
              if (seconds) ctx.setHeader("Retry-After", String(seconds));
            }
            if (!made) return;
            const userId = made.user.id;
            // The request's own session: a signed-in browser turning two-step sign-in on or off, or changing its password.
            const asked = ctx.context.session;
            const mark = () => ctx.context.internalAdapter.updateSession(made.session.token, { secondStep: true });
            /** Every other session and every trusted device of the account end. */
            const endTheRest = async () => {
              await sessions.endOthers(userId, made.session.id);
              await sessions.forgetTrustedDevices(userId);
            };
            switch (ctx.path) {
              case "/sign-in/email":
              case "/callback/:id": {
                // Let through with two-step sign-in on: a device trusted for 30 days, whose trust was renewed.
                if (!(made.user as { twoFactorEnabled?: unknown }).twoFactorEnabled) return;
                await mark();
                const [before, after] = [await trustSentByRequest(ctx), trustSetByAnswer(ctx)];
                if (before && after) await sessions.renameTrustedDevice(userId, before, after);
                return;
              }
              case TWO_FACTOR_PATHS.verifyTotp:
              case TWO_FACTOR_PATHS.verifyRecoveryCode: {
                await mark();
                // The first code of a set-up: two-step sign-in is on now, for every way in.
                if (asked) await endTheRest();
                const trusted = trustSetByAnswer(ctx);
                if (trusted)
                  await sessions.nameTrustedDevice(userId, trusted, {
                    userAgent: made.session.userAgent ?? "",
                    ipAddress: made.session.ipAddress ?? "",
                  });
                return;
              }
              case TWO_FACTOR_PATHS.disable:
                await endTheRest();
                return;
              case "/change-password":
                // Better Auth ended the other sessions already (revokeOtherSessions).
                await endTheRest();
                if ((asked?.session as { secondStep?: unknown } | undefined)?.secondStep === true) await mark();
                return;
            }
          }),
        },
      ],
    },
  };
}

/** The settings of the new-sign-in e-mail: the mailer, and where its work runs after the answer. */
export interface NewSignInSettings {
  mailer: NewSignInMailer;
  background: BackgroundWork;
}

/**
 * The endpoints whose new session is a sign-in (a password, Google's callback, a second step's
 * code). A sign-up is not (a new account is never an admin yet), nor a password change or
 * two-step sign-in turned on or off, which replace the session of a browser already signed in.
 */
const isSignInPath = (path: string | undefined) =>
  Boolean(path && ["/sign-in/", "/callback/", "/two-factor/verify"].some((start) => path.startsWith(start)));

/**
 * Issue 27 item 5 (decision 0047): an admin is e-mailed about every new session (device, address,
 * time, a link to the sessions list). A plugin's after hook, so it sees the session a sign-in
 * really made: listed after a plugin that holds a sign-in back for a second step (twoFactor),
 * it finds none until the code is given. A session made for a request that already had one (the
 * first code that turns two-step sign-in on, on the same path as the second step) is no sign-in.
 * The mail leaves after the answer (background work); a failure to send is logged there and never
 * touches the sign-in.
 */
export function newSignInNotice({ mailer, background }: NewSignInSettings): BetterAuthPlugin {
  return {
    id: "new-sign-in-notice",
    hooks: {
      after: [
        {
          matcher: (ctx) => isSignInPath(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const made = ctx.context.newSession;
            // A request that came with a session (confirming two-step sign-in's set-up) only replaces its own.
            if (!made || ctx.context.session || (made.user as { role?: unknown }).role !== "admin") return;
            const { user, session } = made;
            background.run("new sign-in e-mail", () =>
              mailer(
                { name: user.name, email: user.email },
                {
                  userAgent: session.userAgent ?? null,
                  ipAddress: session.ipAddress ?? null,
                  at: new Date(session.createdAt).toISOString(),
                },
              ),
            );
          }),
        },
      ],
    },
  };
}
