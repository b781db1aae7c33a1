import type { Context } from "hono";
import { z } from "zod";
import { roleQuerySchema, ROLES, userRecordSchema } from "#domain/accounts";
import { CLIENT_IP_HEADER } from "../auth";
import { sendResetLink } from "../auth/admin-reset";
import { pageAuth } from "../auth/page-auth";
import { ImageRejected } from "../media/images";
import { UserRuleError, type UserService } from "../services/users";
import type { RateLimitStore } from "../rate-limit";
import { apiRoute, apiRouter, errorSchema, imageFile, INVALID, json, TOO_MANY } from "./api-routes";
import { pageQuerySchema } from "#domain/list-query";
import { deletedAnswer, insertedAnswer, modifiedAnswer, userRecordAnswer } from "./answer-schemas";
import { listAnswer, listItems } from "./paging";
import type { Gate } from "./session";

// Better Auth's ids are letters and digits; anything else (a NUL byte breaks a PostgreSQL query) is no user: 404.
const userIdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .describe("The user's id"),
});
const NO_SUCH_USER = { 404: json(errorSchema, "No such user") };

const role = apiRoute("signed-in", {
  method: "get",
  path: "/role",
  summary: "A user's role (your own; admins may ask about anyone)",
  request: { query: roleQuerySchema },
  responses: {
    200: json(z.object({ role: z.enum(ROLES) }).meta({ id: "Role" })),
    ...INVALID,
    403: json(errorSchema, "Someone else's role, asked by a user who is not an admin"),
    ...NO_SUCH_USER,
    ...TOO_MANY,
  },
});

const list = apiRoute("admin", {
  method: "get",
  path: "/",
  summary:
    "Every user, newest first; or, with `page`, `perPage` or `q` (in the name or e-mail), one page of those that match (a Link header names the other pages)",
  request: { query: pageQuerySchema },
  responses: { 200: listAnswer(userRecordAnswer), ...INVALID, ...TOO_MANY },
});

const saveRecord = apiRoute("signed-in", {
  method: "post",
  path: "/",
  summary: "Save the signed-in user's own record (after sign-up or Google sign-in)",
  request: { body: { required: true, content: { "application/json": { schema: userRecordSchema } } } },
  responses: {
    200: json(
      z.union([insertedAnswer, z.object({ message: z.literal("User already exists") })]).meta({ id: "UserSaved" }),
    ),
    ...INVALID,
    403: json(errorSchema, "Another user's record; or a write from another origin than the site's"),
    ...TOO_MANY,
  },
});

const replacePhoto = apiRoute("signed-in", {
  method: "post",
  path: "/me/photo",
  summary: "Replace the signed-in user's photo (multipart form; re-encoded to WebP like team photos)",
  request: {
    body: {
      required: true,
      content: { "multipart/form-data": { schema: z.object({ image: imageFile("Profile image is required") }) } },
    },
  },
  responses: {
    200: json(
      z.object({ photoURL: z.string().describe("The new photo's path (/media/….webp)") }).meta({ id: "Photo" }),
    ),
    ...INVALID,
    ...TOO_MANY,
  },
});

const promote = apiRoute("admin", {
  method: "patch",
  path: "/admin/{id}",
  summary: "Make a user an admin",
  request: { params: userIdParams },
  responses: { 200: json(modifiedAnswer), ...NO_SUCH_USER, ...TOO_MANY },
});

const demote = apiRoute("admin", {
  method: "delete",
  path: "/admin/{id}",
  summary: "Take the admin role back from an admin (never from the last one; logged)",
  request: { params: userIdParams },
  responses: {
    200: json(modifiedAnswer),
    ...NO_SUCH_USER,
    409: json(errorSchema, "The last admin keeps the role"),
    ...TOO_MANY,
  },
});

const remove = apiRoute("admin", {
  method: "delete",
  path: "/{id}",
  summary: "Delete a user",
  request: { params: userIdParams },
  responses: {
    200: json(deletedAnswer),
    403: json(errorSchema, "Your own account; or not an administrator; or a write from another origin than the site's"),
    ...NO_SUCH_USER,
    409: json(errorSchema, "The last admin cannot be removed"),
    ...TOO_MANY,
  },
});

const sendReset = apiRoute("admin", {
  method: "post",
  path: "/{id}/password-reset",
  summary: 'Send a user a password-reset link, as "Forgot password?" does (the same e-mail, link and limits; logged)',
  request: { params: userIdParams },
  responses: {
    200: json(z.object({ sentTo: z.string().describe("The address the link was sent to") }).meta({ id: "ResetSent" })),
    ...NO_SUCH_USER,
    429: json(errorSchema, "Too many requests (this client's reset-link requests, or its /users calls)"),
    503: json(errorSchema, "Password reset by e-mail is not set up on this site"),
  },
});

function ruleError<S extends UserRuleError["status"]>(c: Context, error: unknown, statuses: readonly S[]) {
  if (error instanceof UserRuleError && (statuses as readonly number[]).includes(error.status))
    return c.json({ error: error.message }, error.status as S);
  throw error;
}

/** Spec §7 /users calls. Every call checks who is asking, against the database. */
export function userRoutes(
  gate: Gate,
  users: UserService,
  {
    clientIp,
    passwordResetEnabled,
    limits,
  }: { clientIp: (c: Context) => string; passwordResetEnabled: boolean; limits: RateLimitStore },
) {
  const resetLinks = { pageAuth: pageAuth(gate.auth), enabled: passwordResetEnabled, limits };
  /** The call's headers for Better Auth, with the client address our server read (never the client's own header). */
  const asked = (c: Context) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    return headers;
  };
  return (
    apiRouter(gate)
      // GET /users/role?email= : your own role; admins may ask about anyone.
      .openapi(role, async (c) => {
        const me = c.get("user");
        const email = c.req.valid("query").email.toLowerCase();
        if (email !== me.email.toLowerCase() && me.role !== "admin")
          return c.json({ error: "You can only ask for your own role." }, 403);
        const found = await users.roleOf(email);
        if (!found) return c.json({ error: "User not found" }, 404);
        return c.json({ role: found }, 200);
      })
      .openapi(list, async (c) =>
        c.json(
          await listItems(c, c.req.valid("query"), {
            all: () => users.list(),
            page: (request, search) => users.page(request, { search }),
          }),
          200,
        ),
      )
      // POST /users: save the signed-in user's own record (after sign-up or Google sign-in).
      .openapi(saveRecord, async (c) => {
        const record = c.req.valid("json");
        const me = c.get("user");
        if (record.email.toLowerCase() !== me.email.toLowerCase())
          return c.json({ error: "You can only save your own record." }, 403);
        return c.json(await users.saveRecord(me.id, { name: record.name, photoURL: record.photoURL }), 200);
      })
      // POST /users/me/photo (multipart, field "image"): your own new photo, processed like team photos.
      .openapi(replacePhoto, async (c) => {
        const upload = new Uint8Array(await c.req.valid("form").image.arrayBuffer());
        try {
          return c.json({ photoURL: await users.replacePhoto(c.get("user").id, upload) }, 200);
        } catch (error) {
          if (error instanceof ImageRejected)
            return c.json({ error: "Invalid request" as const, fields: { image: error.message } }, 400);
          throw error;
        }
      })
      .openapi(promote, async (c) =>
        users.promote(c.req.valid("param").id, c.get("user")).then(
          (done) => c.json(done, 200),
          (error: unknown) => ruleError(c, error, [404]),
        ),
      )
      // DELETE /users/admin/:id: the undo of Make Admin (never the last admin).
      .openapi(demote, async (c) =>
        users.demote(c.req.valid("param").id, c.get("user")).then(
          (done) => c.json(done, 200),
          (error: unknown) => ruleError(c, error, [404, 409]),
        ),
      )
      // POST /users/:id/password-reset: the link "Forgot password?" sends (issue 27).
      .openapi(sendReset, async (c) =>
        users
          .sendPasswordReset(c.req.valid("param").id, c.get("user"), (email) =>
            sendResetLink(resetLinks, asked(c), email),
          )
          .then(
            (done) => c.json(done, 200),
            (error: unknown) => ruleError(c, error, [404, 429, 503]),
          ),
      )
      .openapi(remove, async (c) =>
        users.remove(c.req.valid("param").id, c.get("user")).then(
          (done) => c.json(done, 200),
          (error: unknown) => ruleError(c, error, [403, 404, 409]),
        ),
      )
  );
}
