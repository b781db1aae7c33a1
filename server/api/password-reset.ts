import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { resetLinkCheckSchema } from "#domain/accounts";
import type { Services } from "../services";
import { apiRoute, apiRouter, INVALID, json, TOO_MANY } from "./api-routes";

const check = apiRoute("public", {
  method: "post",
  path: "/password-reset/check",
  summary: "Whether a password reset link still works (the reset page asks on opening; the link is not used)",
  request: { body: { required: true, content: { "application/json": { schema: resetLinkCheckSchema } } } },
  responses: {
    200: json(
      z
        .object({ works: z.boolean().describe("False once the link is used, replaced by a newer one, or expired") })
        .meta({ id: "ResetLinkState" }),
    ),
    ...INVALID,
    ...TOO_MANY,
  },
});

/**
 * POST /password-reset/check: the reset page asks on opening whether its link still works, so a
 * used or expired link says so at once instead of after a new password was typed. Reads only.
 */
export function passwordResetRoutes(services: Services, limit: MiddlewareHandler) {
  return apiRouter().openapi({ ...check, middleware: [limit] }, async (c) =>
    c.json({ works: await services.resetLinkWorks(c.req.valid("json").token) }, 200),
  );
}
