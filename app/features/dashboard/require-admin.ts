import { data, type RouterContextProvider } from "react-router";
import { serverContext } from "#server/load-context";
import { whoAsks } from "#server/api/session";
import type { SessionUser } from "#domain/roles";

/**
 * Every admin page's loader starts with this: the role comes from the database on each request,
 * so a visitor who is not (or no longer) an admin gets 403 whatever the client shows.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>, role: "admin" | "user" = "admin"): SessionUser {
  const user = whoAsks(context.get(serverContext).sessionUser, role);
  if (typeof user === "number") throw data("Forbidden", { status: 403 });
  return user;
}
