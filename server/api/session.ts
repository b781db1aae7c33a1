import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Role, SessionUser } from "#domain/accounts";
import type { Auth } from "../auth";
import { WRONG_ADDRESS } from "#domain/wrong-address";
import { isSiteOrigin, type OriginRule } from "../origins";
import { asRole } from "../services/users";
import { type AdminTwoFactor, TWO_STEP_REQUIRED, TWO_STEP_SET_UP_PAGE } from "#domain/two-step";

/**
 * The client's address for rate limits: the socket's, or — behind a proxy — the one header the
 * operator named (TRUSTED_PROXY_HEADER), which that proxy overwrites. Never a raw X-Forwarded-For.
 */
export function clientIpResolver(trustedProxyHeader: string | undefined) {
  return (c: Context): string =>
    clientIp(trustedProxyHeader && c.req.header(trustedProxyHeader), () => {
      try {
        return getConnInfo(c).remote.address;
      } catch {
        return undefined; // no socket: in-process requests (tests)
      }
    });
}

/** The same for a request on node:http itself (server/cached-answers.ts). */
export function nodeClientIpResolver(trustedProxyHeader: string | undefined) {
  return (req: IncomingMessage): string => {
    const value = trustedProxyHeader ? req.headers[trustedProxyHeader] : undefined;
    return clientIp(Array.isArray(value) ? value.at(-1) : value, () => req.socket.remoteAddress);
  };
}

/** The proxy header's last address when it has one, else the socket's. */
const clientIp = (proxyHeader: string | undefined | false, socket: () => string | undefined) =>
  (proxyHeader ? proxyHeader.split(",").at(-1)!.trim() : undefined) ?? socket() ?? "unknown";

/**
 * Who asks: the session's user, read from the database on every call (no cookie cache: roles and
 * deletions apply at once), or null. The one place pages, /api and /metrics read the session. An
 * account with two-step sign-in on is signed in only by a session that gave the second step (issue
 * 39 item 2): Better Auth's before hook ends any other first (server/auth/two-step.ts).
 */
export async function readSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  if (!headers.get("cookie")) return null;
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: unknown; twoFactorEnabled?: unknown };
  return {
    id: user.id,
    sessionId: session.session.id,
    email: user.email,
    displayName: user.name || null,
    photoURL: user.image || null,
    role: asRole(user.role),
    twoStep: user.twoFactorEnabled === true,
  };
}

/** An admin whose session may not use admin capabilities until two-step sign-in is on (ADMIN_TWO_FACTOR=required). */
export const TWO_STEP_FIRST = "two-step first";
/** Why a caller is refused: 401 nobody signed in, 403 not an admin, or TWO_STEP_FIRST. */
export type Refusal = 401 | 403 | typeof TWO_STEP_FIRST;

/**
 * The one rule of who may do what (issue 39 item 1), applied by every door: the pages and their
 * actions (`requireAdmin`), /api (`requireRole`, which every /api route passes through by its
 * access: server/api/api-routes.ts) and /metrics. `role` "user": anyone signed in; "admin": an
 * admin — under ADMIN_TWO_FACTOR=required only with two-step sign-in on, which every session of
 * such an account has given (`readSessionUser`).
 */
export function whoAsks(user: SessionUser | null, role: Role, adminTwoFactor: AdminTwoFactor): SessionUser | Refusal {
  if (!user) return 401;
  if (role !== "admin") return user;
  if (user.role !== "admin") return 403;
  return adminTwoFactor === "required" && !user.twoStep ? TWO_STEP_FIRST : user;
}

/** What the rule needs: the sessions (Better Auth) and ADMIN_TWO_FACTOR. */
export interface Gate {
  auth: Auth;
  adminTwoFactor: AdminTwoFactor;
}

type Env = { Variables: { user: SessionUser } };

/** A refusal as JSON, as /api and /metrics answer it. */
export function refusalAnswer(c: Context, refusal: Refusal) {
  if (refusal === 401) return c.json({ error: "Please log in first." }, 401);
  if (refusal === 403) return c.json({ error: "Only administrators can do this." }, 403);
  return c.json(
    {
      error: `Turn on two-step sign-in first, on Your Profile (${TWO_STEP_SET_UP_PAGE}): this site requires it of administrators.`,
      code: TWO_STEP_REQUIRED,
    },
    403,
  );
}

/** The /api's middleware: the signed-in user (an admin for `role` "admin") as `c.get("user")`, or the refusal as JSON. */
export function requireRole({ auth, adminTwoFactor }: Gate, role: Role): MiddlewareHandler<Env> {
  return async (c, next) => {
    const user = whoAsks(await readSessionUser(auth, c.req.raw.headers), role, adminTwoFactor);
    if (typeof user !== "object") return refusalAnswer(c, user);
    c.set("user", user);
    return next();
  };
}

/**
 * State-changing API calls must come from one of our own origins (defence in depth next to
 * SameSite=Lax; server/origins.ts). A page opened at another address than PUBLIC_URL is told where
 * to open the site (`explain`).
 */
export function sameOriginWrites(
  rule: OriginRule,
  explain: (origin: string | undefined) => string | undefined = () => undefined,
): MiddlewareHandler {
  return async (c, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (isSiteOrigin(origin, c.req.url, rule)) return next();
    const wrongAddress = explain(origin);
    if (wrongAddress) return c.json({ error: wrongAddress, code: WRONG_ADDRESS }, 403);
    return c.json({ error: "Request refused: unknown origin." }, 403);
  };
}
