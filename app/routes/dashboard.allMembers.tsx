import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import { contentPost, contentWrite, readPost, withPostedPicture } from "../features/dashboard/dashboard.server";
import { teamMemberPostSchemas } from "#domain/content-input";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { firstRowNumber, loadListPage, PagedList } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { MembersTable } from "../features/dashboard/team";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.allMembers";
import { serverContext } from "#server/load-context";

export const handle: RouteHandle = { queryParams: ["page"] };

/** Spec §2 allMembers, in the order /about shows them (newest first), a page at a time. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return loadListPage(url, (request) => server.services.content.teamPage(request));
}

/** Adds (the add page's form posts here), changes or deletes a team member; the photo was uploaded first. */
export async function action(args: Route.ActionArgs) {
  const { admin, services, post } = await readPost(args, contentPost);
  return contentWrite(admin.email, post, withPostedPicture(services.contentAdmin.team), teamMemberPostSchemas);
}

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Team Members", description: "Edit or delete team members.", noIndex: true });

export default function AllMembersPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Team Members" />
      <PagedList list={loaderData} one="Member" many="Members" label="Member pages">
        <MembersTable team={loaderData.items} firstRow={firstRowNumber(loaderData.page)} />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
