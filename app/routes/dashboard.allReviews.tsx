import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { ReviewsTable } from "../features/dashboard/reviews";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.allReviews";
import { serverContext } from "../../server/load-context";

/** Spec §2 allReviews. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { reviews: await server.services.content.listReviews() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Reviews", description: "Edit or delete testimonials.", noIndex: true });

export default function AllReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Reviews" />
      <ReviewsTable reviews={loaderData.reviews} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
