// The zod of @hono/zod-openapi: the one zod, with `.openapi()` for what JSON Schema cannot say by itself.
import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { SessionUser } from "#domain/accounts";
import { validationError } from "./validation";
import { type Gate, requireRole } from "./session";

/**
 * How every /api route is defined (docs/decisions/0042): `apiRoute` describes it once — its path and
 * query parameters, its body and every answer (status, content type, body) as zod schemas — and an
 * `apiRouter` both validates requests with those schemas and collects them into the OpenAPI document
 * (server/api/openapi.ts). A handler can only return the answers its route declares (the compiler checks).
 */

export type ApiEnv = { Variables: { user: SessionUser } };

/** Who may call an operation: the document's `x-access`, and the 401/403 answers it adds. */
export type Access = "public" | "signed-in" | "admin";

// The error bodies the API answers with.
export const errorSchema = z
  .object({
    error: z.string().describe("A message for people"),
    code: z
      .string()
      .optional()
      .describe("A machine-readable reason where a client acts on it (WRONG_ADDRESS: open the site at its address)"),
  })
  .meta({ id: "Error" });
export const validationErrorSchema = z
  .object({
    error: z.literal("Invalid request"),
    fields: z
      .record(z.string(), z.string())
      .describe("Each field at fault (`_` for the body as a whole) with its message"),
  })
  .meta({ id: "ValidationError" });

/** A JSON answer: its description and body schema. */
export const json = <S extends z.ZodType>(schema: S, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});

export const INVALID = { 400: json(validationErrorSchema, "Invalid request") };
export const NOT_FOUND = { 404: json(errorSchema, "No such item") };
export const TOO_MANY = {
  429: json(errorSchema, "Too many requests from this address (Retry-After says when to try again)"),
};

/** The answers any operation may give besides its own: the session and origin checks, and server trouble. */
function sharedAnswers(access: Access, method: RouteConfig["method"]) {
  const notAdmin = access === "admin" ? "Signed in, but not an administrator" : undefined;
  const otherOrigin = method === "get" ? undefined : "a write from another origin than the site's";
  const refused = [notAdmin, otherOrigin].filter(Boolean).join("; or ");
  return {
    ...(method === "get" ? {} : { 400: json(validationErrorSchema, "Invalid request: a body over the size limit") }),
    ...(access === "public" ? {} : { 401: json(errorSchema, "Not signed in") }),
    ...(refused ? { 403: json(errorSchema, refused[0]!.toUpperCase() + refused.slice(1)) } : {}),
    500: json(errorSchema, "Internal server error"),
    503: json(errorSchema, "The database is briefly unavailable (Retry-After says when to try again)"),
  };
}

type SharedAnswers = ReturnType<typeof sharedAnswers>;

/** A route's definition with the answers every operation shares, its access and security requirement. */
export function apiRoute<const R extends RouteConfig>(access: Access, route: R) {
  return createRoute({
    ...route,
    "x-access": access,
    security: access === "public" ? [] : [{ sessionCookie: [] }],
    ...(access === "public"
      ? {}
      : { description: access === "admin" ? "Administrators only (role `admin`)." : "Any signed-in user." }),
    responses: { ...sharedAnswers(access, route.method), ...route.responses } as R["responses"] & SharedAnswers,
  });
}

/**
 * A router whose routes validate with their definitions: a request that does not fit answers 400 with
 * the fields at fault (a malformed `:id` is an item that does not exist: 404, as before). Each route
 * admits only the callers its access names (`apiRoute`), checked by the one rule
 * (server/api/session.ts `whoAsks`) before anything else of the route runs: a route cannot
 * say one access in the document and check another. A router of public routes needs no gate.
 */
export function apiRouter(gate?: Gate) {
  const router = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      if (result.target === "param") return c.json({ error: "Not found" }, 404);
      return validationError(c, result.error);
    },
  });
  const define = router.openapi.bind(router);
  router.openapi = ((route: RouteConfig & { "x-access"?: Access }, ...rest: unknown[]) => {
    const access = route["x-access"] ?? "public";
    if (access !== "public" && !gate)
      throw new Error(`${route.method} ${route.path} is for ${access}: give its router the gate`);
    const guard = access === "public" ? [] : [requireRole(gate!, access === "admin" ? "admin" : "user")];
    return (define as (...args: unknown[]) => unknown)(
      { ...route, middleware: [...guard, ...[route.middleware ?? []].flat()] },
      ...rest,
    );
  }) as typeof router.openapi;
  return router;
}

/** A multipart form's picture: a non-empty file (`missing` when there is none). */
export const imageFile = (missing: string) =>
  z
    .instanceof(File, { error: missing })
    .refine((file) => file.size > 0, missing)
    .openapi({ type: "string", format: "binary" });

/** The largest item id: a database integer (PostgreSQL's 4 bytes). */
const MAX_ITEM_ID = 2_147_483_647;

/**
 * An item's `:id`: a positive whole number as a database integer holds it (anything else is an item
 * that does not exist: 404, never a failed query), written in digits. The document says it as what
 * it is, an integer from 1 to MAX_ITEM_ID (a path carries it as text).
 */
export const itemIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((id) => Number(id) <= MAX_ITEM_ID)
    .meta({ type: "integer", minimum: 1, maximum: MAX_ITEM_ID, pattern: undefined })
    .describe("The item's id (a positive whole number)"),
});
