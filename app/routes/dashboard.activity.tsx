import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { loadListPage, PagedList, readListQuery } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { ActivityFilters, ActivityTable } from "../features/dashboard/activity";
import { NoMatches } from "../features/dashboard/list-search";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.activity";
import { serverContext } from "#server/load-context";
import { ACTIVITY_FILTER_PARAMS, isActivityFiltered } from "#domain/activity";
import { activityListSchema } from "#domain/list-query";

export const handle: RouteHandle = { queryParams: ["page", ...ACTIVITY_FILTER_PARAMS] };

/**
 * The log of admin actions (beyond the spec), newest first, a page at a time: every entry can be
 * reached. Filtered by what was done, who did it, the kind of item and the days (in the address).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const { page, ...filter } = readListQuery(url, activityListSchema);
  const [list, actors] = await Promise.all([
    loadListPage(url, (request) => server.services.activity.page(request, filter), page),
    server.services.activity.actors(),
  ]);
  return { ...list, filter, actors };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Activity Log", description: "Who changed what, and when.", noIndex: true });

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { filter } = loaderData;
  return (
    <section>
      <PageTitle
        title="Activity Log"
        lead="Every promotion, creation, change and deletion by an admin, newest first."
      />
      <ActivityFilters filter={filter} actors={loaderData.actors} />
      <PagedList list={loaderData} one="Entry" many="Entries" label="Activity pages">
        <ActivityTable
          entries={loaderData.items}
          empty={isActivityFiltered(filter) ? <NoMatches what="entries" search={filter.q ?? ""} /> : undefined}
        />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
