import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { genericOAuth } from "better-auth/plugins";
import type { Kysely } from "kysely";
import { DEFAULT_ROLE, PASSWORD_MAX, PASSWORD_MIN, signInSchema, signUpSchema } from "../../domain/accounts";
import { isPostgres } from "../db/connect";
import type { Database } from "../db/schema";

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
  google?: GoogleSettings;
  /** Better Auth's own limits on /sign-in and /sign-up (per client address). */
  rateLimit: { enabled: boolean; window: number; max: number };
}

/** Turns a zod failure into Better Auth's 400, naming the first field at fault. */
function rejectInvalid(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  if (result.success) return;
  const issue = result.error!.issues[0]!;
  throw new APIError("BAD_REQUEST", { message: issue.message, code: "INVALID_INPUT", field: String(issue.path[0] ?? "") });
}

export function createAuth({ db, secret, baseURL, trustedOrigins, google, rateLimit }: AuthSettings) {
  return betterAuth({
    appName: "Skyline IT Solutions",
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    database: { db: db as unknown as Kysely<unknown>, type: isPostgres(db) ? "postgres" : "sqlite" },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
    },
    user: {
      additionalFields: {
        // Set by the server only: sign-up can never choose a role.
        role: { type: "string", required: false, defaultValue: DEFAULT_ROLE, input: false },
        // When the spec's "save the user record" call (POST /api/users) first ran for this account.
        profileSavedAt: { type: "string", required: false, input: false },
      },
    },
    session: {
      // Roles and deletions take effect on the next request: no cookie-cached session data.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: rateLimit.enabled,
      window: rateLimit.window,
      max: 100,
      customRules: {
        "/sign-in/email": { window: rateLimit.window, max: rateLimit.max },
        "/sign-up/email": { window: rateLimit.window, max: rateLimit.max },
        "/sign-in/social": { window: rateLimit.window, max: rateLimit.max },
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
      // The same zod schemas as the forms (spec §5), on every path that sets a password.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          rejectInvalid(signUpSchema.safeParse({ name: body.name, photoURL: body.image, email: body.email, password: body.password }));
        } else if (ctx.path === "/sign-in/email") {
          rejectInvalid(signInSchema.safeParse(ctx.body ?? {}));
        }
      }),
    },
    plugins: google
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
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates Better Auth's tables (user, session, account, verification) for its options. */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
