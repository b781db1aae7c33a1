import type { z } from "zod";

/**
 * The first message of each field at fault, keyed by the field's path ("_" for the input as a
 * whole): what a form shows under its fields and what the API's 400 answers list.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return fields;
}
