import { Outlet, redirect } from "react-router";
import { DashboardShell } from "../features/dashboard/dashboard-shell";
import type { Route } from "./+types/dashboard";
import { hydratedPage } from "../lib/hydration";
import { serverContext } from "../../server/load-context";

/** An application page: React hydrates it (decision 0027). */
export const handle = hydratedPage;

/** Everything under /dashboard needs a signed-in visitor; others are sent to log in and come back. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  if (!server.sessionUser) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // The unread contact messages, shown next to "Messages" in the admin menu.
  return { unreadMessages: server.sessionUser.role === "admin" ? await server.services.contact.unreadCount() : 0 };
}

/** The dashboard layout (side menu, greeting); each admin page's loader checks the role itself. */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell unreadMessages={loaderData.unreadMessages}>
      <Outlet />
    </DashboardShell>
  );
}
