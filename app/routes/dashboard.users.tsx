import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import { posted, readPost, replyTo } from "../features/dashboard/dashboard.server";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { ListFilter, ListSearch, NoMatches } from "../features/dashboard/list-search";
import { firstRowNumber, loadListPage, PagedList, readListQuery } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { UsersTable } from "../features/dashboard/users";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.users";
import { usersListSchema } from "#domain/list-query";
import { serverContext } from "#server/load-context";
import { sendResetLink } from "#server/auth/admin-reset";

export const handle: RouteHandle = { queryParams: ["page", "q", "role"] };

const ROLE_OPTIONS = [
  { value: "all", label: "All" },
  { value: "admin", label: "Admins" },
  { value: "user", label: "Users" },
] as const;

/**
 * Spec §2 users, newest first, a page at a time (a site with 20,000 accounts reads 25 of them);
 * `q` searches names and e-mails, `role` keeps admins or users.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const me = requireAdmin(context);
  const { page, q: search, role } = readListQuery(url, usersListSchema);
  const list = await loadListPage(url, (request) => server.services.users.page(request, { search, role }), page);
  return { ...list, myId: me.id, search, role };
}

/**
 * Make Admin, Remove admin (never the last admin) and Delete, as the /api's users calls do them;
 * Send password reset, as "Forgot password?" asks for the link (issue 27).
 */
export async function action(args: Route.ActionArgs) {
  const { admin, services, post } = await readPost(args, posted.user);
  const { users } = services;
  const server = args.context.get(serverContext);
  return replyTo<object>(() =>
    post.intent === "promote"
      ? users.promote(post.id, admin)
      : post.intent === "demote"
        ? users.demote(post.id, admin)
        : post.intent === "send-reset"
          ? users.sendPasswordReset(post.id, admin, (email) =>
              sendResetLink(
                { pageAuth: server.pageAuth, enabled: server.passwordResetEnabled, limits: services.rateLimits },
                args.request.headers,
                email,
              ),
            )
          : users.remove(post.id, admin),
  );
}

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Users", description: "Manage users and admins.", noIndex: true });

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { search, role } = loaderData;
  return (
    <section>
      <PageTitle title="All Users" lead="Make users admins (or take it back), or remove accounts." />
      <ListSearch
        name="Search users"
        label="Search by name or e-mail"
        search={search}
        filters={<ListFilter label="Role" name="role" value={role} options={ROLE_OPTIONS} />}
      />
      <PagedList list={loaderData} one="User" many="Users" label="User pages">
        <UsersTable
          users={loaderData.items}
          myId={loaderData.myId}
          firstRow={firstRowNumber(loaderData.page)}
          empty={search || role !== "all" ? <NoMatches what="users" search={search} /> : undefined}
        />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
