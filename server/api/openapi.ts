import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./api-routes";

/**
 * The OpenAPI 3.1 document of /api (GET /api/openapi.json), generated from the route definitions
 * that validate each request (server/api/api-routes.ts; Better Auth's endpoints in
 * server/api/auth-routes.ts), in one registry (docs/decisions/0042).
 */

/** `deleteContactMessagesId` for DELETE /api/contact-messages/{id}. */
const operationId = (method: string, path: string) =>
  `${method}${path.replace(/^\/api/, "").replace(/[^a-z0-9]+(.)?/gi, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`;

/** The document of `api` (mounted at /api), built once on first request, after every route is registered. */
export function openApiDocument(api: OpenAPIHono<ApiEnv>) {
  let built: object | undefined;
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
