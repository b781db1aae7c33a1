import type { GenericEndpointContext } from "better-auth";
import { randomInt } from "node:crypto";
import { getSessionFromCtx } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { z } from "zod";
import { RECOVERY_CODE, totpCodeSchema, twoFactorSetupSchema } from "#domain/accounts";
import { textField } from "#domain/text-field";
import QRCode from "qrcode";
import { SECOND_STEP_PARAM } from "#domain/two-step";
import type { Database } from "../db/schema";
import { createRateLimitStore } from "../rate-limit";

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
 * marked as having given the second step by server/auth/sign-in-plugins.ts.
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
