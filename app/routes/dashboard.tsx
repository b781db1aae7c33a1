import { Outlet, redirect } from "react-router";
import { DashboardShell } from "../features/dashboard/dashboard-shell";
import type { Route } from "./+types/dashboard";

/** Everything under /dashboard needs a signed-in visitor; others are sent to log in and come back. */
export function loader({ context, request }: Route.LoaderArgs) {
  if (!context.sessionUser) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

/** The dashboard layout (side menu, greeting); each admin page's loader checks the role itself. */
export default function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
