import { Hono, type MiddlewareHandler } from "hono";
import { resetLinkCheckSchema } from "../../domain/accounts";
import type { Services } from "../services";
import { validationError } from "./validation";

/**
 * POST /password-reset/check: the reset page asks on opening whether its link still works, so a
 * used or expired link says so at once instead of after a new password was typed. Reads only.
 */
export function passwordResetRoutes(services: Services, limit: MiddlewareHandler) {
  const api = new Hono();
  api.post("/password-reset/check", limit, async (c) => {
    const parsed = resetLinkCheckSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return validationError(c, parsed.error);
    return c.json({ works: await services.resetLinkWorks(parsed.data.token) });
  });
  return api;
}
