export type ActivityAction = "create" | "update" | "delete" | "promote" | "demote";
export type ActivityEntity =
  | "blog"
  | "review"
  | "review video"
  | "team member"
  | "client logo"
  | "user"
  | "demo content"
  | "site settings"
  | "contact message";

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
