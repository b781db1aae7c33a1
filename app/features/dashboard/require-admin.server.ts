import { data, redirect, type RouterContextProvider } from "react-router";
import { serverContext } from "#server/load-context";
import { TWO_STEP_FIRST, whoAsks } from "#server/api/session";
import type { SessionUser } from "#domain/roles";
import { TWO_STEP_SET_UP_PAGE } from "#domain/two-step";

/** The one rule (`whoAsks`) for a page: an admin who must set up two-step sign-in first (ADMIN_TWO_FACTOR=required) is sent to it. */
function askedBy(context: Readonly<RouterContextProvider>, role: "admin" | "user"): SessionUser | 401 | 403 {
  const { sessionUser, adminTwoFactor } = context.get(serverContext);
  const user = whoAsks(sessionUser, role, adminTwoFactor);
  if (user === TWO_STEP_FIRST) throw redirect(TWO_STEP_SET_UP_PAGE);
  return user;
}

/**
 * Every admin page's loader and action (and the CSV export) starts with this, the pages' door to the
 * one rule: the role comes from the database on each request, so a visitor who is not (or no longer)
 * an admin gets 403 whatever the client shows.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>, role: "admin" | "user" = "admin"): SessionUser {
  const user = askedBy(context, role);
  if (typeof user !== "object") throw data("Forbidden", { status: 403 });
  return user;
}

/** The admin asking, or null for anyone else (a page that explains itself to them instead). */
export function adminOrNull(context: Readonly<RouterContextProvider>): SessionUser | null {
  const user = askedBy(context, "admin");
  return typeof user === "object" ? user : null;
}
