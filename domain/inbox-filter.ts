import type { z } from "./zod";
import type { inboxFilterSchema } from "./list-query";

/**
 * The admin inbox's filters, read from and written to the address (a GET form: they work without
 * JavaScript, and back, forward and bookmarks keep them), by `inboxFilterSchema` (domain/list-query.ts).
 */
export type InboxFilter = z.output<typeof inboxFilterSchema>;

/** The query parameters of the filters, in the order the form has them. */
export const INBOX_FILTER_PARAMS = ["q", "status", "read", "delivery", "plan", "from", "to"] as const;

/** The filters as query parameters (only those that are set). */
export function inboxFilterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of INBOX_FILTER_PARAMS) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  return params;
}

export const isFiltered = (filter: InboxFilter) => INBOX_FILTER_PARAMS.some((name) => filter[name]);
