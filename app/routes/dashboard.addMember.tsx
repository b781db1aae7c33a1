import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { MemberForm } from "../features/dashboard/team";
import { FormCard, PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.addMember";

/** Spec §2 addMember. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Add Team Member", description: "Add a team member.", noIndex: true });

export default function AddMemberPage() {
  return (
    <section>
      <PageTitle title="Add Team Member" />
      <FormCard>
        <MemberForm />
      </FormCard>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
