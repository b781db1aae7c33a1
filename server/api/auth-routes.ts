import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { type Auth, AUTH_BODIES, AUTH_ROUTES_IN_USE, authRefusal, CLIENT_IP_HEADER } from "../auth";
import { TWO_FACTOR_PATHS } from "../auth/two-step";
import { type Access, type ApiEnv, errorSchema, json, validationErrorSchema } from "./api-routes";

/**
 * Better Auth's endpoints in use (server/auth `AUTH_ROUTES_IN_USE`), each an /api/auth route of its
 * own, defined as every /api route is (docs/decisions/0042): its definition checks a JSON body with
 * the schema the site checks it with (server/auth `AUTH_BODIES`), answers Better Auth's
 * error body when it does not fit, and is what the OpenAPI document says. A body that fits goes on to
 * Better Auth, whose hook applies the same rules to the account forms posted to their pages.
 */

const authErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    field: z.string().optional().describe("The field at fault, for a body the site refused"),
  })
  .describe("Better Auth's error body")
  .meta({ id: "AuthError" });
const authResultSchema = z
  .record(z.string(), z.unknown())
  .describe("Better Auth's answer (e.g. `{ user, token }`); the session is the Set-Cookie header")
  .meta({ id: "AuthResult" });

const authSummaries: Record<string, string> = {
  "POST /sign-up/email": "Create an account with e-mail and password (signs in)",
  "POST /sign-in/email": "Sign in with e-mail and password",
  "POST /sign-out": "Sign out (answers success without a session too)",
  "GET /get-session": "The current session and user, or null when not signed in",
  "POST /update-user": "Change the signed-in user's name or photo",
  "POST /change-password": "Change the password (ends the other sessions)",
  "POST /request-password-reset":
    "Mail a one-hour, single-use reset link to the address if it has an account (the same answer either way, given before the link is made); only the newest link of an account works",
  "POST /reset-password": "Set a new password with a reset link's token (ends every session of the account)",
  "POST /sign-in/social": "Start Google sign-in: answers the provider's address",
  "GET /callback/google": "Google's redirect back to the site (browser only)",
  "GET /verify-email": "The first admin's link mailed at sign-up (browser only)",
  "GET /error": "Where a failed OAuth sign-in lands (browser only)",
  [`POST ${TWO_FACTOR_PATHS.enable}`]:
    "Two-step sign-in, set up: with the password, a new key (`totpURI`) and ten recovery codes; on only once a first code is verified",
  [`POST ${TWO_FACTOR_PATHS.verifyTotp}`]:
    "A code from the authenticator app: confirms the set-up (signed in), or is the second step of a sign-in (its two_factor cookie; then signs in)",
  [`POST ${TWO_FACTOR_PATHS.verifyRecoveryCode}`]:
    "A recovery code as the second step of a sign-in (each works once; then signs in)",
  [`POST ${TWO_FACTOR_PATHS.disable}`]: "Turn two-step sign-in off: the password and a current code",
};
const authAccess: Record<string, Access> = {
  "POST /update-user": "signed-in",
  "POST /change-password": "signed-in",
  [`POST ${TWO_FACTOR_PATHS.enable}`]: "signed-in",
  [`POST ${TWO_FACTOR_PATHS.disable}`]: "signed-in",
};
/** What each endpoint answers when it succeeds (JSON unless said). */
const authSuccess: Record<string, RouteConfig["responses"]> = {
  "GET /get-session": { 200: json(z.union([authResultSchema, z.null()]), "The session, or null when not signed in") },
  "GET /callback/google": { 302: { description: "Back to the site's page (signed in, or the error page)" } },
  "GET /verify-email": { 302: { description: "On to the site" } },
  "GET /error": { 200: { description: "Better Auth's error page", content: { "text/html": { schema: z.string() } } } },
};

/** The definition of one endpoint ("METHOD /path" under /api/auth). */
function authRoute(endpoint: string): RouteConfig {
  const [method, path] = endpoint.split(" ") as [string, string];
  const body = AUTH_BODIES[endpoint];
  const access = authAccess[endpoint] ?? "public";
  const authError = (description: string) => json(authErrorSchema, description);
  return createRoute({
    method: method.toLowerCase() as RouteConfig["method"],
    path,
    summary: authSummaries[endpoint] ?? endpoint,
    "x-access": access,
    security: access === "public" ? [] : [{ sessionCookie: [] }],
    ...(body ? { request: { body: { required: true, content: { "application/json": { schema: body } } } } } : {}),
    responses: {
      ...(authSuccess[endpoint] ?? { 200: json(authResultSchema) }),
      400: json(
        z.union([authErrorSchema, validationErrorSchema]),
        "Invalid request (Better Auth's error body; the API's own for unreadable JSON or a body over the size limit)",
      ),
      401: authError("Not signed in, or a wrong password"),
      403: json(
        z.union([authErrorSchema, errorSchema]),
        "Refused by Better Auth; or a write from another origin than the site's (the API's own error body)",
      ),
      404: authError("Not set up on this site (Google sign-in without its settings)"),
      415: authError("A body in another content type than JSON or a URL-encoded form"),
      422: authError("An account with this e-mail address exists already"),
      429: authError("Too many requests from this address (Retry-After says when to try again)"),
      500: authError("Internal server error"),
    },
  });
}

/** The router of Better Auth's endpoints in use, mounted at /api/auth; its rate limits key on the address set here. */
export function authRoutes(auth: Auth, clientIp: (c: Context) => string) {
  const router = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => (result.success ? undefined : c.json(authRefusal(result.error), 400)),
  });
  /** Passes the request on to Better Auth, at exactly the route's path (whatever spelling of it matched). */
  const forwardTo = (path: string) => async (c: Context) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    // A JSON body was read by the route's check: Better Auth gets the same bytes' JSON again.
    const body = c.req.raw.bodyUsed ? await c.req.arrayBuffer() : c.req.raw.body;
    const init: RequestInit & { duplex?: "half" } = { method: c.req.method, headers, body, duplex: "half" };
    const url = new URL(c.req.raw.url);
    url.pathname = `/api/auth${path}`;
    const answer = await auth.handler(new Request(url, init));
    // Better Auth's rate limit says when to try again only in its own X-Retry-After: the standard header too.
    const retryAfter = answer.headers.get("x-retry-after");
    if (answer.status === 429 && retryAfter && !answer.headers.has("retry-after"))
      answer.headers.set("Retry-After", retryAfter);
    return answer;
  };
  for (const endpoint of AUTH_ROUTES_IN_USE) {
    const route = authRoute(endpoint);
    router.openapi(route, forwardTo(route.path));
  }
  return router;
}
