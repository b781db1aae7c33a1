import { data } from "react-router";
import { BLOGS_PER_PAGE, feedPath } from "#domain/content";
import { listPageSchema, readListAddress } from "#domain/list-query";
import { PageErrorBoundary } from "../components/error-pages";
import { cityNameIn } from "#domain/site-details";
import { notFoundMeta, pageMeta, siteOf } from "../components/page-meta";
import { BlogGrid } from "../features/blogs/blog-card";
import { pageHref, Pagination } from "../components/pagination";
import type { Route } from "./+types/blogs";
import { loadAsDocument } from "../lib/hydration";
import { serverContext } from "#server/load-context";
import type { RouteHandle } from "../lib/route-handle";
import { blogListTexts } from "../i18n/blogs";
import { useTexts } from "../lib/locale";
import { localDigits, localeOfPath } from "#domain/locale";

/**
 * `/blogs?page=N`: one bounded page of blogs (decision 0016). A page number that is not a plain
 * positive number, or a page after the last one, is a 404 rather than a copy of another page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const read = readListAddress(listPageSchema, url.searchParams);
  if (!read.success) throw data("Not Found", { status: 404 });
  const { page } = read.data;
  const { blogs, hasNext } = await server.services.content.blogsPage({ page, perPage: BLOGS_PER_PAGE });
  if (page > 1 && blogs.length === 0) throw data("Not Found", { status: 404 });
  return { blogs, page, hasNext };
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const handle: RouteHandle = { queryParams: ["page"], sitemap: true };

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta(args);
  const { page } = args.loaderData;
  const locale = localeOfPath(args.location.pathname);
  const t = blogListTexts[locale];
  return [
    ...pageMeta(args, {
      title: page > 1 ? t.pageTitle(localDigits(String(page), locale)) : t.title,
      description: t.metaDescription(cityNameIn(siteOf(args), locale)),
      search: page > 1 ? `?page=${page}` : "",
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: t.feedTitle, href: feedPath(locale) },
  ];
};

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { blogs, page, hasNext } = loaderData;
  const t = useTexts(blogListTexts);
  return (
    <main id="main" className="py-16">
      <div className="container-page">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t.title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-600">{t.lead}</p>
        <div className="mt-10">
          {blogs.length === 0 ? (
            <p className="text-slate-600">{t.empty}</p>
          ) : (
            <BlogGrid blogs={blogs} headingLevel={2} priority />
          )}
        </div>
        <Pagination page={page} hasNext={hasNext} hrefFor={pageHref("/blogs")} label={t.pagesLabel} className="mt-12" />
      </div>
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
