import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import {
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
} from "../../domain/accounts";
import { AUTH_ROUTES_IN_USE, googleSignInSchema } from "../auth";
import { TWO_FACTOR_BODIES, TWO_FACTOR_PATHS } from "../auth/two-factor";
import { type Access, type ApiEnv, errorSchema, json, validationErrorSchema } from "./api-routes";

/**
 * The OpenAPI 3.1 document of /api (GET /api/openapi.json), generated from the route definitions
 * (server/api/api-routes.ts) that validate each request, plus Better Auth's endpoints in use, which
 * are not Hono routes: they are described here with the same schemas the site checks their bodies
 * with (server/auth), in the same registry (docs/decisions/0042).
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

/** Better Auth's bodies as the site checks them (server/auth: the same schemas, `image` for the photo). */
const { photoURL, ...signUpRest } = signUpSchema.shape;
const authBodies: Record<string, z.ZodType | undefined> = {
  "POST /sign-up/email": z.object({ ...signUpRest, image: photoURL }),
  "POST /sign-in/email": signInSchema,
  "POST /update-user": profileUpdateSchema
    .omit({ photoURL: true })
    .extend({ image: profileUpdateSchema.shape.photoURL }),
  "POST /change-password": passwordChangeSchema,
  "POST /request-password-reset": passwordResetRequestSchema,
  "POST /reset-password": passwordResetSchema,
  "POST /sign-in/social": googleSignInSchema,
  ...Object.fromEntries(Object.entries(TWO_FACTOR_BODIES).map(([path, body]) => [`POST ${path}`, body])),
};
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

function registerAuthEndpoints(api: OpenAPIHono<ApiEnv>) {
  const authError = (description: string) => json(authErrorSchema, description);
  for (const route of AUTH_ROUTES_IN_USE) {
    const [method, path] = route.split(" ") as [string, string];
    const body = authBodies[route];
    const access = authAccess[route] ?? "public";
    api.openAPIRegistry.registerPath({
      method: method.toLowerCase() as RouteConfig["method"],
      path: `/auth${path}`,
      summary: authSummaries[route] ?? route,
      "x-access": access,
      security: access === "public" ? [] : [{ sessionCookie: [] }],
      ...(body ? { request: { body: { required: true, content: { "application/json": { schema: body } } } } } : {}),
      responses: {
        ...(authSuccess[route] ?? { 200: json(authResultSchema) }),
        400: json(
          z.union([authErrorSchema, validationErrorSchema]),
          "Invalid request (Better Auth's error body; the API's own for a body over the size limit)",
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
}

/** `deleteContactMessagesId` for DELETE /api/contact-messages/{id}. */
const operationId = (method: string, path: string) =>
  `${method}${path.replace(/^\/api/, "").replace(/[^a-z0-9]+(.)?/gi, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`;

/** The document of `api` (mounted at /api), built once on first request, after every route is registered. */
export function openApiDocument(api: OpenAPIHono<ApiEnv>) {
  let built: object | undefined;
  registerAuthEndpoints(api);
  api.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The session cookie (named __Secure-better-auth.session_token on an https:// site).",
  });
  return () => (built ??= buildDocument(api));
}

function buildDocument(api: OpenAPIHono<ApiEnv>): object {
  const document = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Skyline IT Solutions website API",
      version: "1",
      description:
        "JSON API of the site. Writes (anything but GET) must carry an Origin header of the site's public address. " +
        "Signed-in calls use the session cookie set by /api/auth/sign-in/email or sign-up. Every error body is JSON.",
    },
    servers: [{ url: "/" }],
  });
  // The routes' paths are the API's own (it is mounted at /api); each operation gets a readable id.
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => {
      const full = `/api${path.replace(/\/$/, "")}`;
      const operations = Object.entries(item).map(([method, op]: [string, object]) => [
        method,
        { operationId: operationId(method, full), ...op },
      ]);
      return [full, Object.fromEntries(operations)];
    }),
  );
  return { ...document, paths };
}
