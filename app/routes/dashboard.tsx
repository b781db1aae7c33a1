import { Outlet, redirect } from "react-router";
import { DashboardShell } from "../features/dashboard/dashboard-shell";
import { TWO_STEP_FIRST, whoAsks } from "#server/api/session";
import { InboxBanner, type TwoStepAdvice, TwoStepBanner } from "../features/dashboard/banners";
import { TWO_STEP_SET_UP_PAGE } from "#domain/two-step";
import type { Route } from "./+types/dashboard";
import { hydratedPage } from "../lib/hydration";
import { serverContext } from "#server/load-context";

/** An application page: React hydrates it (decision 0027). */
export const handle = hydratedPage;

/** Everything under /dashboard needs a signed-in visitor; others are sent to log in and come back. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  if (!server.sessionUser) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // ADMIN_TWO_FACTOR=required: an admin without two-step sign-in sees only its set-up (the one rule, `whoAsks`).
  const verdict = whoAsks(server.sessionUser, "admin", server.adminTwoFactor);
  if (verdict === TWO_STEP_FIRST && url.pathname !== TWO_STEP_SET_UP_PAGE) throw redirect(TWO_STEP_SET_UP_PAGE);
  const admin = typeof verdict === "object";
  const twoStepAdvice: TwoStepAdvice | null =
    verdict === TWO_STEP_FIRST ? "required" : admin && !verdict.twoStep ? "recommended" : null;
  // The unread contact messages and the new leads (nobody answered yet), shown next to "Messages" in
  // the admin menu; whether messages wait for the owner's inbox.
  const [unreadMessages, newLeads, inboxWaiting] = admin
    ? await Promise.all([
        server.services.contact.unreadCount(),
        server.services.contact.newLeadCount(),
        server.contactMailWaiting(),
      ])
    : [0, 0, null];
  return { unreadMessages, newLeads, twoStepAdvice, inboxWaiting: inboxWaiting !== null };
}

/** The dashboard layout (side menu, greeting); each admin page's loader checks the role itself. */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell unreadMessages={loaderData.unreadMessages} newLeads={loaderData.newLeads}>
      {loaderData.twoStepAdvice && <TwoStepBanner advice={loaderData.twoStepAdvice} />}
      {loaderData.inboxWaiting && <InboxBanner />}
      <Outlet />
    </DashboardShell>
  );
}
