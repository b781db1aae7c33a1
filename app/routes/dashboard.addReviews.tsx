import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { ReviewForm } from "../features/dashboard/reviews";
import { FormCard, PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.addReviews";

/** Spec §2 addReviews. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Add a Review", description: "Add a client testimonial.", noIndex: true });

export default function AddReviewPage() {
  return (
    <section>
      <PageTitle title="Add a Review" />
      <FormCard>
        <ReviewForm />
      </FormCard>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
