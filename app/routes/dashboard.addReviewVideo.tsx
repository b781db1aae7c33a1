import { replyOrProblem } from "../features/dashboard/actions";
import { reviewVideoInputSchema } from "#domain/content-input";
import { contentAction } from "../features/dashboard/form-action";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { FormCard, PageTitle } from "../features/dashboard/ui";
import { VideoForm } from "../features/dashboard/videos";
import type { Route } from "./+types/dashboard.addReviewVideo";

/** Spec §2 addReviewVideo. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

/** Adds a review video (intent "create", "update" or "delete"). */
export const action = (args: Route.ActionArgs) =>
  contentAction(args, (content) => content.reviewVideos, reviewVideoInputSchema);

export const clientAction = replyOrProblem;

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
