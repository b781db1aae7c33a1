import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import { UsersTable } from "../features/dashboard/users";
import type { Route } from "./+types/dashboard.users";
import { serverContext } from "../../server/load-context";

/** Spec §2 users. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const me = requireAdmin(context);
  return { users: await server.services.users.list(), myId: me.id };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Users", description: "Manage users and admins.", noIndex: true });

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Users" lead="Make users admins (or take it back), or remove accounts." />
      <UsersTable users={loaderData.users} myId={loaderData.myId} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
