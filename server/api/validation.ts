import type { Context } from "hono";
import type { z } from "zod";
import { fieldMessages } from "../../domain/field-messages";

/** The JSON body of every 400: a message and the fields at fault with their messages. */
export function validationError(c: Context, error: z.ZodError) {
  return c.json({ error: "Invalid request", fields: fieldMessages(error) }, 400);
}

/** Parses the query string with a schema; returns the data or a ready 400 response. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): { data: z.infer<S> } | { response: Response } {
  const result = schema.safeParse(c.req.query());
  return result.success ? { data: result.data } : { response: validationError(c, result.error) };
}

/** The `:id` of an item's address: ids are positive integers; anything else is an unknown item (undefined). */
export function idParam(c: Context): number | undefined {
  const raw = c.req.param("id") ?? "";
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
}
