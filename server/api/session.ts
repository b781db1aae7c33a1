import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Role, SessionUser } from "../../domain/accounts";
import type { Auth } from "../auth";
import { WRONG_ADDRESS } from "../../domain/wrong-address";
import { isSiteOrigin, type OriginRule } from "../origins";
import { asRole } from "../services/users";

/**
 * The client's address for rate limits: the socket's, or — behind a proxy — the one header the
 * operator named (TRUSTED_PROXY_HEADER), which that proxy overwrites. Never a raw X-Forwarded-For.
 */
export function clientIpResolver(trustedProxyHeader: string | undefined) {
  return (c: Context): string => {
    if (trustedProxyHeader) {
      const value = c.req.header(trustedProxyHeader);
      if (value) return value.split(",").at(-1)!.trim();
    }
    try {
      return getConnInfo(c).remote.address ?? "unknown";
    } catch {
      return "unknown"; // no socket: in-process requests (tests)
    }
  };
}

/** Reads the session from the database on every call (no cookie cache): roles and deletions apply at once. */
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

type Env = { Variables: { user: SessionUser } };

/** The one check of who asks (the /api's and the pages'): the user, 401 nobody signed in, 403 not an admin. */
export function whoAsks(user: SessionUser | null, role: Role = "admin"): SessionUser | 401 | 403 {
  if (!user) return 401;
  return role === "admin" && user.role !== "admin" ? 403 : user;
}

const API_REFUSALS = { 401: "Please log in first.", 403: "Only administrators can do this." } as const;

/** The /api's middleware: the signed-in user (an admin for `role` "admin") as `c.get("user")`, or the refusal as JSON. */
export function requireRole(auth: Auth, role: Role): MiddlewareHandler<Env> {
  return async (c, next) => {
    const user = whoAsks(await readSessionUser(auth, c.req.raw.headers), role);
    if (typeof user === "number") return c.json({ error: API_REFUSALS[user] }, user);
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
