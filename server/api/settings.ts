import { Hono } from "hono";
import type { SessionUser } from "../../domain/accounts";
import { type SettingsAnswer, settingsUpdateSchema } from "../../domain/site-settings";
import type { Auth } from "../auth";
import type { Services } from "../services";
import { SettingsConflictError } from "../services/settings";
import { requireAdmin } from "./session";
import { validationError } from "./validation";

type Env = { Variables: { user: SessionUser } };

/** The company's details (/dashboard/settings): read and saved by admins only, a save over a newer version refused (409). */
export function settingsRoutes(services: Services, auth: Auth) {
  const admin = requireAdmin(auth);
  const api = new Hono<Env>();

  api.get("/settings", admin, async (c) => {
    const { settings, version, updatedAt, overridden } = await services.settings.current();
    return c.json({ settings, version, updatedAt, overridden } satisfies SettingsAnswer);
  });

  api.put("/settings", admin, async (c) => {
    const parsed = settingsUpdateSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return validationError(c, parsed.error);
    try {
      const { version, ...settings } = parsed.data;
      return c.json(await services.settings.update(c.get("user").email, settings, version));
    } catch (error) {
      if (error instanceof SettingsConflictError) return c.json({ error: error.message }, 409);
      throw error;
    }
  });
  return api;
}
