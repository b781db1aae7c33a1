import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { FormCard, PageTitle } from "../features/dashboard/ui";
import { VideoForm } from "../features/dashboard/videos";
import type { Route } from "./+types/dashboard.addReviewVideo";

/** Spec §2 addReviewVideo. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Add Client Review Video", description: "Add a client review video.", noIndex: true });

export default function AddReviewVideoPage() {
  return (
    <section>
      <PageTitle title="Add Client Review Video" />
      <FormCard>
        <VideoForm />
      </FormCard>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
