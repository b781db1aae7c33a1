import { planLabels } from "./catalog/plans";
import { isCalendarDay } from "./dates";

/**
 * The admin inbox's filters, read from and written to the address (a GET form: they work without
 * JavaScript, and back, forward and bookmarks keep them). A value that is not one of a filter's
 * own is ignored, as if the filter were not set.
 */
export interface InboxFilter {
  /** Words in the name, e-mail or message (case-insensitive). */
  q?: string;
  read?: "read" | "unread";
  delivery?: "delivered" | "not-delivered";
  /** A plan's label, or "none" for messages without a plan. */
  plan?: string;
  /** Received on or after this day (YYYY-MM-DD, a day in Dhaka). */
  from?: string;
  /** Received on or before this day (YYYY-MM-DD, a day in Dhaka). */
  to?: string;
}

/** The query parameters of the filters, in the order the form has them. */
export const INBOX_FILTER_PARAMS = ["q", "read", "delivery", "plan", "from", "to"] as const;

export const SEARCH_MAX = 200;

/** The filters the address asks for (unknown values dropped). */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const filter: InboxFilter = {};
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX);
  if (q) filter.q = q;
  const read = params.get("read");
  if (read === "read" || read === "unread") filter.read = read;
  const delivery = params.get("delivery");
  if (delivery === "delivered" || delivery === "not-delivered") filter.delivery = delivery;
  const plan = params.get("plan");
  if (plan && (plan === "none" || planLabels.includes(plan))) filter.plan = plan;
  const from = params.get("from");
  if (from && isCalendarDay(from)) filter.from = from;
  const to = params.get("to");
  if (to && isCalendarDay(to)) filter.to = to;
  return filter;
}

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
