import { type Context, Hono } from "hono";
import type { SessionUser } from "../../domain/accounts";
import type { Auth } from "../auth";
import type { Services } from "../services";
import { NotFoundError } from "../services/content-admin";
import { requireAdmin } from "./session";
import { idParam } from "./validation";

type Env = { Variables: { user: SessionUser } };

/** POST /contact for everyone; the inbox calls for admins. */
export function contactRoutes(services: Services, auth: Auth, clientIp: (c: Context) => string) {
  const api = new Hono<Env>();
  const admin = requireAdmin(auth);

  api.post("/contact", async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const result = await services.contact.submit(body, clientIp(c));
    if (result.ok) return c.json({ ok: true });
    return c.json({ error: result.error, ...(result.fields ? { fields: result.fields } : {}) }, result.status);
  });

  api.get("/contact-messages", admin, async (c) => c.json(await services.contact.list()));

  const act = (run: (id: number) => Promise<object>) => async (c: Context) => {
    const id = idParam(c);
    if (!id) return c.json({ error: "Not found" }, 404);
    try {
      return c.json(await run(id));
    } catch (error) {
      if (error instanceof NotFoundError) return c.json({ error: "Not found" }, 404);
      throw error;
    }
  };
  api.patch(
    "/contact-messages/:id/read",
    admin,
    act((id) => services.contact.markRead(id)),
  );
  api.delete(
    "/contact-messages/:id",
    admin,
    act((id) => services.contact.remove(id)),
  );
  return api;
}
