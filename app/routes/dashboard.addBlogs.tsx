import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { BlogForm } from "../features/dashboard/blogs";
import { FormCard, PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.addBlogs";

/** Spec §2 addBlogs. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Add a New Blog", description: "Write a new blog post.", noIndex: true });

export default function AddBlogPage() {
  return (
    <section>
      <PageTitle title="Add a New Blog" />
      <FormCard>
        <BlogForm />
      </FormCard>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
