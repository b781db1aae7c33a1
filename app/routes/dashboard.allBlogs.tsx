import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import { blogInputSchema } from "#domain/content-input";
import { contentAction } from "../features/dashboard/dashboard.server";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { ListSearch, NoMatches } from "../features/dashboard/list-search";
import { firstRowNumber, loadListPage, PagedList, readListQuery } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { BlogsTable } from "../features/dashboard/blogs";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.allBlogs";
import { searchedListSchema } from "#domain/list-query";
import { serverContext } from "#server/load-context";

export const handle: RouteHandle = { queryParams: ["page", "q"] };

/**
 * Spec §2 allBlogs, newest first, a page at a time (with their articles: the edit form changes
 * them); `q` searches titles and tags.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const { page, q: search } = readListQuery(url, searchedListSchema);
  const list = await loadListPage(
    url,
    (request) => server.services.content.blogsWithBodiesPage(request, { search }),
    page,
  );
  return { ...list, search };
}

/** Adds (the add page's form posts here), changes or deletes a blog. */
export const action = (args: Route.ActionArgs) => contentAction(args, (content) => content.blogs, blogInputSchema);

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Blogs", description: "Edit or delete blog posts.", noIndex: true });

export default function AllBlogsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="All Blogs" />
      <ListSearch name="Search blogs" label="Search by title or tag" search={loaderData.search} />
      <PagedList list={loaderData} one="Blog" many="Blogs" label="Blog pages">
        <BlogsTable
          blogs={loaderData.items}
          firstRow={firstRowNumber(loaderData.page)}
          empty={loaderData.search ? <NoMatches what="blogs" search={loaderData.search} /> : undefined}
        />
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
