import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import { reviewVideoInputSchema } from "#domain/content-input";
import { contentAction } from "../features/dashboard/dashboard.server";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { firstRowNumber, loadListPage, PagedList } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { VideosTable } from "../features/dashboard/videos";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.allReviewVideos";
import { serverContext } from "#server/load-context";

export const handle: RouteHandle = { queryParams: ["page"] };

/** Spec §2 allReviewVideos, newest first, a page at a time. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return loadListPage(url, (request) => server.services.content.reviewVideosPage(request));
}

/** Adds (the add page's form posts here), changes or deletes a review video. */
export const action = (args: Route.ActionArgs) =>
  contentAction(args, (content) => content.reviewVideos, reviewVideoInputSchema);

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Review Videos", description: "Edit or delete client review videos.", noIndex: true });

export default function AllReviewVideosPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Review Videos" />
      <PagedList list={loaderData} one="Video" many="Videos" label="Video pages">
        <VideosTable videos={loaderData.items} firstRow={firstRowNumber(loaderData.page)} />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
