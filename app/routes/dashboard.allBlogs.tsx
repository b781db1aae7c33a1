import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { BlogsTable } from "../features/dashboard/blogs";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.allBlogs";
import { serverContext } from "../../server/load-context";

/** Spec §2 allBlogs. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { blogs: await server.services.content.listBlogsWithBodies() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Blogs", description: "Edit or delete blog posts.", noIndex: true });

export default function AllBlogsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Blogs" />
      <BlogsTable blogs={loaderData.blogs} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
