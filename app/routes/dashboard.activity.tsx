import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { ActivityTable } from "../features/dashboard/activity";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.activity";
import { serverContext } from "../../server/load-context";

/** The log of admin actions (beyond the spec). */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { entries: await server.services.activity.list() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Activity Log", description: "Who changed what, and when.", noIndex: true });

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle
        title="Activity Log"
        lead="Every promotion, creation, change and deletion by an admin, newest first."
      />
      <ActivityTable entries={loaderData.entries} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
