import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import { VideosTable } from "../features/dashboard/videos";
import type { Route } from "./+types/dashboard.allReviewVideos";
import { serverContext } from "../../server/load-context";

/** Spec §2 allReviewVideos. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { videos: await server.services.content.listReviewVideos() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Review Videos", description: "Edit or delete client review videos.", noIndex: true });

export default function AllReviewVideosPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Review Videos" />
      <VideosTable videos={loaderData.videos} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
