import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { firstRowNumber, ListCount, ListPages, loadListPage } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import { UsersTable } from "../features/dashboard/users";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.users";
import { serverContext } from "#server/load-context";

export const handle: RouteHandle = { queryParams: ["page"] };

/** Spec §2 users, newest first, a page at a time (a site with 20,000 accounts reads 25 of them). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const me = requireAdmin(context);
  return { ...(await loadListPage(url, (request) => server.services.users.page(request))), myId: me.id };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Users", description: "Manage users and admins.", noIndex: true });

export default function UsersPage({ loaderData: { items, total, page, myId } }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Users" lead="Make users admins (or take it back), or remove accounts." />
      <ListCount page={page} shown={items.length} total={total} one="User" many="Users" />
      <UsersTable users={items} myId={myId} firstRow={firstRowNumber(page)} />
      <ListPages page={page} shown={items.length} total={total} label="User pages" />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
