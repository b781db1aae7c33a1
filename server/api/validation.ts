import type { Context } from "hono";
import type { z } from "zod";

/** The JSON body of every 400: a message and the fields at fault with their messages. */
export function validationError(c: Context, error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return c.json({ error: "Invalid request", fields }, 400);
}

/** Parses the query string with a schema; returns the data or a ready 400 response. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): { data: z.infer<S> } | { response: Response } {
  const result = schema.safeParse(c.req.query());
  return result.success ? { data: result.data } : { response: validationError(c, result.error) };
}
