import { data, redirect, type RouterContextProvider } from "react-router";
import { serverContext, type SiteLoadContext } from "#server/load-context";
import { whoAsks } from "#server/api/session";
import type { SessionUser } from "#domain/roles";
import { TWO_STEP_SET_UP_PAGE } from "#domain/two-step";

/**
 * ADMIN_TWO_FACTOR=required and an admin without two-step sign-in: nothing of the dashboard but its
 * set-up on the profile page (issue 27 item 2).
 */
export function mustSetUpTwoStep({
  adminTwoFactor,
  sessionUser,
}: Pick<SiteLoadContext, "adminTwoFactor" | "sessionUser">) {
  return adminTwoFactor === "required" && sessionUser?.role === "admin" && sessionUser.twoStep !== true;
}

/**
 * Every admin page's loader and action starts with this: the role comes from the database on each
 * request, so a visitor who is not (or no longer) an admin gets 403 whatever the client shows; an
 * admin who must set up two-step sign-in first is sent to it.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>, role: "admin" | "user" = "admin"): SessionUser {
  const server = context.get(serverContext);
  const user = whoAsks(server.sessionUser, role);
  if (typeof user === "number") throw data("Forbidden", { status: 403 });
  if (role === "admin" && mustSetUpTwoStep(server)) throw redirect(TWO_STEP_SET_UP_PAGE);
  return user;
}
