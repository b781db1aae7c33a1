import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { BackgroundWork } from "../background";
import type { Database } from "../db/schema";
import type { NewSignInMailer } from "../mail/new-sign-in";
import type { SessionService } from "../services/sessions";
import { answerHeaders, secondStepLockedFor, TWO_FACTOR_PATHS } from "./two-factor";

// Our two Better Auth plugins on the sessions that sign-ins make, listed after its twoFactor plugin
// so that their after hooks see the session a request really made: what a session proved (the
// second step, issue 39), and an admin told of a new sign-in (issue 27 item 5).

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
