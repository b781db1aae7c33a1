import type { activityFilterSchema } from "./list-query";
import type { z } from "./zod";

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
  "lead",
  "site settings",
  "service plan",
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
 * they work without JavaScript; back, forward, bookmarks and the page links keep them), by
 * `activityFilterSchema` (domain/list-query.ts).
 */
export type ActivityFilter = z.output<typeof activityFilterSchema>;

/** The query parameters of the filters, in the order the form has them. */
export const ACTIVITY_FILTER_PARAMS = ["q", "who", "kind", "from", "to"] as const;

export const isActivityFiltered = (filter: ActivityFilter) => ACTIVITY_FILTER_PARAMS.some((name) => filter[name]);
