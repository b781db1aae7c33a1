import { Hono } from "hono";
import type { Context } from "hono";
import { roleQuerySchema, type SessionUser, userRecordSchema } from "../../domain/accounts";
import type { Auth } from "../auth";
import { ImageRejected } from "../media/images";
import { UserRuleError, type UserService } from "../services/users";
import { readSessionUser, requireAdmin, requireUser } from "./session";
import { parseQuery, validationError } from "./validation";

type Env = { Variables: { user: SessionUser } };

function ruleError(c: Context, error: unknown) {
  if (error instanceof UserRuleError) return c.json({ error: error.message }, error.status);
  throw error;
}

/** Spec §7 /users calls. Every call checks who is asking, against the database. */
export function userRoutes(auth: Auth, users: UserService) {
  const api = new Hono<Env>();

  // GET /users/role?email= : your own role; admins may ask about anyone.
  api.get("/role", async (c) => {
    const me = await readSessionUser(auth, c.req.raw.headers);
    if (!me) return c.json({ error: "Please log in first." }, 401);
    const query = parseQuery(c, roleQuerySchema);
    if ("response" in query) return query.response;
    const email = query.data.email.toLowerCase();
    if (email !== me.email.toLowerCase() && me.role !== "admin")
      return c.json({ error: "You can only ask for your own role." }, 403);
    const role = await users.roleOf(email);
    if (!role) return c.json({ error: "User not found" }, 404);
    return c.json({ role });
  });

  api.get("/", requireAdmin(auth), async (c) => c.json(await users.list()));

  // POST /users: save the signed-in user's own record (after sign-up or Google sign-in).
  api.post("/", requireUser(auth), async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const parsed = userRecordSchema.safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    const me = c.get("user");
    if (parsed.data.email.toLowerCase() !== me.email.toLowerCase())
      return c.json({ error: "You can only save your own record." }, 403);
    return c.json(await users.saveRecord(me.id, { name: parsed.data.name, photoURL: parsed.data.photoURL }));
  });

  // POST /users/me/photo (multipart, field "image"): your own new photo, processed like team photos.
  api.post("/me/photo", requireUser(auth), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (!(form.image instanceof File) || form.image.size === 0)
      return c.json({ error: "Invalid request", fields: { image: "Profile image is required" } }, 400);
    try {
      return c.json({
        photoURL: await users.replacePhoto(c.get("user").id, new Uint8Array(await form.image.arrayBuffer())),
      });
    } catch (error) {
      if (error instanceof ImageRejected)
        return c.json({ error: "Invalid request", fields: { image: error.message } }, 400);
      throw error;
    }
  });

  api.patch("/admin/:id", requireAdmin(auth), async (c) => {
    try {
      return c.json(await users.promote(c.req.param("id"), c.get("user")));
    } catch (error) {
      return ruleError(c, error);
    }
  });

  // DELETE /users/admin/:id: the undo of Make Admin (never the last admin).
  api.delete("/admin/:id", requireAdmin(auth), async (c) => {
    try {
      return c.json(await users.demote(c.req.param("id"), c.get("user")));
    } catch (error) {
      return ruleError(c, error);
    }
  });

  api.delete("/:id", requireAdmin(auth), async (c) => {
    try {
      return c.json(await users.remove(c.req.param("id"), c.get("user")));
    } catch (error) {
      return ruleError(c, error);
    }
  });

  return api;
}
