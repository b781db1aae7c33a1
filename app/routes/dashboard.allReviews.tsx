import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import { reviewInputSchema } from "#domain/content-input";
import { contentAction } from "../features/dashboard/dashboard.server";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { firstRowNumber, loadListPage, PagedList } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { ReviewsTable } from "../features/dashboard/reviews";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.allReviews";
import { serverContext } from "#server/load-context";

export const handle: RouteHandle = { queryParams: ["page"] };

/** Spec §2 allReviews, newest first, a page at a time. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return loadListPage(url, (request) => server.services.content.reviewsPage(request));
}

/** Adds (the add page's form posts here), changes or deletes a review. */
export const action = (args: Route.ActionArgs) => contentAction(args, (content) => content.reviews, reviewInputSchema);

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Reviews", description: "Edit or delete testimonials.", noIndex: true });

export default function AllReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Reviews" />
      <PagedList list={loaderData} one="Review" many="Reviews" label="Review pages">
        <ReviewsTable reviews={loaderData.items} firstRow={firstRowNumber(loaderData.page)} />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
