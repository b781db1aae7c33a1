import { pageMeta } from "../components/page-meta";
import { MessagesTable } from "../features/dashboard/inbox";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { loadListPage, PagedList } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.messages";
import { serverContext } from "#server/load-context";

export const handle: RouteHandle = { queryParams: ["page"] };

/** The contact form's messages (beyond the spec), newest first, a page at a time: every message a client ever sent can be reached. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return loadListPage(url, (request) => server.services.contact.page(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Messages", description: "Messages sent with the contact form.", noIndex: true });

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="Messages" lead="Messages sent with the contact form, newest first." />
      <PagedList list={loaderData} one="Message" many="Messages" label="Message pages">
        <MessagesTable messages={loaderData.items} />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
