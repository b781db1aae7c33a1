import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { MembersTable } from "../features/dashboard/team";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.allMembers";
import { serverContext } from "../../server/load-context";

/** Spec §2 allMembers. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { team: await server.services.content.listTeam() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Team Members", description: "Edit or delete team members.", noIndex: true });

export default function AllMembersPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Team Members" />
      <MembersTable team={loaderData.team} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
