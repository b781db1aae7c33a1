import { isCalendarDay } from "./dates";
import { parseSearchParam } from "./paging";

export type ActivityAction = "create" | "update" | "delete" | "promote" | "demote" | "send-reset";

/** The kinds of item an admin action is about, in the order the log's filter offers them. */
export const ACTIVITY_ENTITIES = [
  "blog",
  "review",
  "review video",
  "team member",
  "client logo",
  "user",
  "contact message",
  "site settings",
  "demo content",
] as const;

export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** One admin action, as GET /api/activity returns it. */
export interface ActivityEntry {
  _id: string;
  actor: string;
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string;
  summary: string;
  createdAt: string;
}

/**
 * The activity log's filters (issue 25 item 2), read from and written to the address (a GET form:
 * they work without JavaScript; back, forward, bookmarks and the page links keep them). A value
 * that is not one of a filter's own is ignored, as if the filter were not set.
 */
export interface ActivityFilter {
  /** Words in what was done (the entry's summary; any case). */
  q?: string;
  /** The admin who did it (their e-mail, as the log stores it). */
  who?: string;
  /** The kind of item. */
  kind?: ActivityEntity;
  /** Done on or after this day (YYYY-MM-DD, a day in Dhaka). */
  from?: string;
  /** Done on or before this day (YYYY-MM-DD, a day in Dhaka). */
  to?: string;
}

/** The query parameters of the filters, in the order the form has them. */
export const ACTIVITY_FILTER_PARAMS = ["q", "who", "kind", "from", "to"] as const;

/** The longest e-mail address there is (RFC 5321): a longer `who` is no admin's. */
const ACTOR_MAX = 320;

/** The filters the address asks for (unknown values dropped). */
export function parseActivityFilter(params: URLSearchParams): ActivityFilter {
  const filter: ActivityFilter = {};
  const q = parseSearchParam(params.get("q"));
  if (q) filter.q = q;
  const who = params.get("who")?.trim();
  if (who && who.length <= ACTOR_MAX) filter.who = who;
  const kind = ACTIVITY_ENTITIES.find((entity) => entity === params.get("kind"));
  if (kind) filter.kind = kind;
  const from = params.get("from");
  if (from && isCalendarDay(from)) filter.from = from;
  const to = params.get("to");
  if (to && isCalendarDay(to)) filter.to = to;
  return filter;
}

export const isActivityFiltered = (filter: ActivityFilter) => ACTIVITY_FILTER_PARAMS.some((name) => filter[name]);
