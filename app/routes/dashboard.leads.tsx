import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { InboxFolders } from "../features/dashboard/inbox";
import { LeadsTable, LeadStatusFilter } from "../features/dashboard/lead";
import { loadListPage, PagedList, readListQuery } from "../features/dashboard/paged-list";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.leads";
import { serverContext } from "#server/load-context";
import { leadTotal } from "#domain/leads";
import { leadListSchema } from "#domain/list-query";

export const handle: RouteHandle = { queryParams: ["page", "status"] };

/**
 * The leads (issue 41 item 2): one row per person, the one heard from last first, with their newest
 * message, plan and status; `status` keeps one status.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { contact } = context.get(serverContext).services;
  requireAdmin(context);
  const { page, status } = readListQuery(url, leadListSchema);
  const [list, folderCounts, statusCounts] = await Promise.all([
    loadListPage(url, (request) => contact.leadsPage({ ...request, status }), page),
    contact.folderCounts(),
    contact.leadStatusCounts(),
  ]);
  return { ...list, status, counts: { ...folderCounts, leads: leadTotal(statusCounts) }, statusCounts };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Leads", description: "The people who wrote, one row each.", noIndex: true });

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { items, counts, status, statusCounts } = loaderData;
  return (
    <section>
      <PageTitle title="Messages" lead="The people who wrote, one row each, the one heard from last first." />
      <InboxFolders current="leads" counts={counts} />
      <LeadStatusFilter status={status} counts={statusCounts} />
      <PagedList list={loaderData} one="Lead" many="Leads" label="Lead pages">
        <LeadsTable leads={items} />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
