import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { bodyLimit } from "hono/body-limit";
import {
  carriesArticles,
  carriesImage,
  MAX_ARTICLE_BODY_BYTES,
  MAX_JSON_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "../body-limits";
import type { Logger } from "pino";
import type { Auth } from "../auth";
import { authRoutes } from "./auth-routes";
import { rateLimit } from "../rate-limit";
import type { Services } from "../services";
import { contactRoutes } from "./contact";
import { passwordResetRoutes } from "./password-reset";
import { contentRoutes } from "./content";
import { settingsRoutes } from "./settings";
import { setupRoutes } from "./setup";
import { type HealthCheck, healthCheck } from "../health";
import type { MailTransport } from "../mail/transport";
import { unavailableAnswer } from "../unavailable-answer";
import { openApiDocument } from "./openapi";
import { clientIpResolver, type Gate, sameOriginWrites } from "./session";
import type { AdminTwoFactor } from "#domain/two-step";
import { wrongAddressExplainer } from "../origins";
import { userRoutes } from "./users";
import { allowedMethods } from "./allowed-methods";
import { type ApiEnv, apiRoute, json } from "./api-routes";

export interface ApiOptions {
  services: Services;
  logger: Logger;
  auth: Auth;
  trustedOrigins: string[];
  /** PUBLIC_URL is unset: a request from a page at the address it was sent to is the site's own (server/origins.ts). */
  ownHostOrigins?: boolean;
  /** The address a page opened elsewhere is told to use (PUBLIC_URL). */
  publicUrl?: string;
  /** The one proxy header to read the client address from, if the operator named one. */
  trustedProxyHeader?: string;
  /** Requests per minute per client address on the /users calls. */
  usersRateLimit: number;
  /** True once the process is shutting down: /api/health then answers 503 so load balancers move on. */
  isDraining?: () => boolean;
  /** The health check (shared with the answers on node:http, server/cached-answers.ts); made here when not given. */
  health?: HealthCheck;
  /** The site's mail transport (SMTP or the relay), for the dashboard's test e-mail; none when not configured. */
  mailTransport?: MailTransport;
  /** Whether "Forgot password?" (and an admin's "Send password reset") can mail reset links (a transport that reaches account holders). */
  passwordResetEnabled?: boolean;
  /** ADMIN_TWO_FACTOR (default "optional"): "required" admits admins only with two-step sign-in on, at every door. */
  adminTwoFactor?: AdminTwoFactor;
}

const healthSchema = z
  .object({ status: z.enum(["ok", "draining", "error"]), error: z.string().optional() })
  .meta({ id: "Health" });
const healthRoute = apiRoute("public", {
  method: "get",
  path: "/health",
  summary:
    "200 while this process can serve the site (database answers, schema complete); 503 while draining or when the database is unavailable",
  responses: { 200: json(healthSchema), 503: json(healthSchema, "Draining, or the database is unavailable") },
});
const documentRoute = apiRoute("public", {
  method: "get",
  path: "/openapi.json",
  summary: "This description",
  responses: { 200: json(z.record(z.string(), z.unknown()).describe("This document")) },
});

const unreadableBody = (error: HTTPException) =>
  error.status === 415 ? "Send the body in the content type this call takes (see /api/openapi.json)." : error.message;

/** Everything under /api: JSON only, never the HTML app. */
export function apiRoutes({
  services,
  logger,
  auth,
  trustedOrigins,
  ownHostOrigins,
  publicUrl,
  trustedProxyHeader,
  usersRateLimit,
  isDraining = () => false,
  mailTransport,
  passwordResetEnabled = false,
  adminTwoFactor = "optional",
  health = healthCheck({ checkDatabase: services.checkDatabase, isDraining, logger }),
}: ApiOptions) {
  const clientIp = clientIpResolver(trustedProxyHeader);
  const gate: Gate = { auth, adminTwoFactor };
  const api = new OpenAPIHono<ApiEnv>();
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  const tooLarge = (field: string, message: string) => (c: Context) =>
    c.json({ error: "Invalid request", fields: { [field]: message } }, 400);
  const bodyTooLarge = tooLarge("_", "The request body is too large.");
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: bodyTooLarge });
  const articleLimit = bodyLimit({ maxSize: MAX_ARTICLE_BODY_BYTES, onError: bodyTooLarge });
  // Team and profile photos come as multipart: the 5 MB image plus the text fields.
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: tooLarge("image", "The image is larger than 5 MB."),
  });
  api.use((c, next) => {
    const path = c.req.path;
    const limit = carriesImage(path) ? uploadLimit : carriesArticles(path) ? articleLimit : jsonLimit;
    return limit(c, next);
  });
  api.use(
    sameOriginWrites(
      { trustedOrigins, ownHost: ownHostOrigins },
      publicUrl ? wrongAddressExplainer({ ownHost: ownHostOrigins, publicUrl, logger }) : undefined,
    ),
  );

  api.openapi(healthRoute, async (c) => {
    const { status, body } = await health();
    return status === 200 ? c.json(body, 200) : c.json(body, 503);
  });

  api.openapi(documentRoute, (c) => c.json(document() as Record<string, unknown>, 200));

  // Better Auth: sign-up, sign-in, sign-out, session, OAuth, two-step sign-in (the endpoints in use only).
  api.route("/auth", authRoutes(auth, clientIp));

  // "/users/*" also matches "/users" itself.
  api.use(
    "/users/*",
    rateLimit({ name: "users", window: 60, max: usersRateLimit, clientIp, store: services.rateLimits }),
  );
  api.route(
    "/users",
    userRoutes(gate, services.users, { clientIp, passwordResetEnabled, limits: services.rateLimits }),
  );
  api.route("/", contentRoutes(services, gate));
  api.route("/", contactRoutes(services, gate, clientIp));
  api.route(
    "/",
    passwordResetRoutes(
      services,
      rateLimit({ name: "reset-link-check", window: 60, max: usersRateLimit, clientIp, store: services.rateLimits }),
    ),
  );
  api.route("/", setupRoutes(services, gate, mailTransport));
  api.route("/", settingsRoutes(services, gate));
  // After every route: the document describes them all.
  const document = openApiDocument(api);

  // An address the API has, asked with a method it does not answer: 405 naming the ones it does.
  api.all("*", (c) => {
    // The API is mounted at /api (server/app.ts): its own routes' paths start after it.
    const allowed = allowedMethods(api.routes, c.req.path.slice("/api".length));
    if (allowed.length === 0) return c.json({ error: "Not found" }, 404);
    return c.json({ error: `${c.req.method} is not allowed here; use ${allowed.join(", ")}.` }, 405, {
      Allow: allowed.join(", "),
    });
  });
  api.onError((error, c) => {
    // A body the validators could not read (malformed JSON or multipart, or a content type the call
    // does not take: 415 in @hono/zod-openapi): a 400 like any invalid body, as the API always answered.
    if (error instanceof HTTPException && (error.status === 400 || error.status === 415))
      return c.json({ error: "Invalid request", fields: { _: unreadableBody(error) } }, 400);
    const unavailable = unavailableAnswer(error, c, logger);
    if (unavailable) return unavailable;
    logger.error({ err: error, path: c.req.path }, "API error");
    return c.json({ error: "Internal server error" }, 500);
  });
  return api;
}
