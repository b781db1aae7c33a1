import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import { UsersTable } from "../features/dashboard/users";
import type { Route } from "./+types/dashboard.users";

/** Spec §2 users. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { users: await context.services.users.list() };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "All Users", description: "Manage users and admins.", noIndex: true });

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Users" lead="Promote users to admin or remove accounts." />
      <UsersTable users={loaderData.users} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
