import type { Context } from "hono";
import { z } from "zod";
import { contactMessageSchema } from "#domain/contact";
import { pageQuerySchema } from "#domain/list-query";
import type { Services } from "../services";
import { NotFoundError } from "../services/not-found";
import { apiRoute, apiRouter, INVALID, itemIdParams, json, NOT_FOUND, TOO_MANY } from "./api-routes";
import { contactMessageAnswer, deletedAnswer, modifiedAnswer } from "./answer-schemas";
import { listAnswer, listItems } from "./paging";
import type { Gate } from "./session";

const submit = apiRoute("public", {
  method: "post",
  path: "/contact",
  summary: "Send a message to the company (stored, then e-mailed)",
  request: { body: { required: true, content: { "application/json": { schema: contactMessageSchema } } } },
  responses: { 200: json(z.object({ ok: z.literal(true) })), ...INVALID, ...TOO_MANY },
});

const inbox = apiRoute("admin", {
  method: "get",
  path: "/contact-messages",
  summary:
    "The contact inbox, spam included, newest first: the newest 500 messages; or, with `page`, `perPage` or `q` (in the name, e-mail or message), one page of every message that matches (a Link header names the other pages: every message can be reached)",
  request: { query: pageQuerySchema },
  responses: { 200: listAnswer(contactMessageAnswer), ...INVALID },
});

const markRead = apiRoute("admin", {
  method: "patch",
  path: "/contact-messages/{id}/read",
  summary: "Mark a message read",
  request: { params: itemIdParams },
  responses: { 200: json(modifiedAnswer), ...NOT_FOUND },
});

const remove = apiRoute("admin", {
  method: "delete",
  path: "/contact-messages/{id}",
  summary: "Delete a message",
  request: { params: itemIdParams },
  responses: { 200: json(deletedAnswer), ...NOT_FOUND },
});

/** POST /contact for everyone; the inbox calls for admins. */
export function contactRoutes(services: Services, gate: Gate, clientIp: (c: Context) => string) {
  const notFound = <T>(run: () => Promise<T>) =>
    run().catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });

  return apiRouter(gate)
    .openapi(submit, async (c) => {
      const result = await services.contact.submit(c.req.valid("json"), clientIp(c));
      if (result.ok) return c.json({ ok: true as const }, 200);
      if (result.status === 429) return c.json({ error: result.error }, 429);
      return c.json({ error: "Invalid request" as const, fields: result.fields ?? {} }, 400);
    })
    .openapi(inbox, async (c) =>
      c.json(
        await listItems(c, c.req.valid("query"), {
          all: () => services.contact.list(),
          page: (request, q) => services.contact.page({ ...request, folder: "all", filter: { q } }),
        }),
        200,
      ),
    )
    .openapi(markRead, async (c) => {
      const done = await notFound(() => services.contact.markRead(Number(c.req.valid("param").id)));
      return done ? c.json(done, 200) : c.json({ error: "Not found" }, 404);
    })
    .openapi(remove, async (c) => {
      const done = await notFound(() => services.contact.remove(Number(c.req.valid("param").id)));
      return done ? c.json(done, 200) : c.json({ error: "Not found" }, 404);
    });
}
