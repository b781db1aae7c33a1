import type { Context } from "hono";
import type { z } from "zod";
import { fieldMessages } from "#domain/field-messages";

/** The JSON body of every 400: a message and the fields at fault with their messages. */
export function validationError(c: Context, error: z.ZodError) {
  return c.json({ error: "Invalid request", fields: fieldMessages(error) }, 400);
}
