import { SiteLink } from "../../components/site-link";

/** The address of a page of `/blogs`; page 1 is `/blogs` itself. */
export const blogsPageHref = (page: number) => (page > 1 ? `/blogs?page=${page}` : "/blogs");

/**
 * The page numbers to show: the first, the two before the current one, the current one and the
 * next one when it exists. The number of pages is never counted (that would read every blog), so
 * the last page is not linked until a visitor gets near it.
 */
export function visiblePages(page: number, hasNext: boolean): Array<number | "gap"> {
  const from = Math.max(1, page - 2);
  const pages: Array<number | "gap"> = from > 1 ? [1, ...(from > 2 ? ["gap" as const] : [])] : [];
  for (let n = from; n <= page; n++) pages.push(n);
  if (hasNext) pages.push(page + 1);
  return pages;
}

const linkClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold";

/** Plain links (they work without JavaScript): Previous, page numbers with the current one marked, Next. */
export function BlogPagination({ page, hasNext }: { page: number; hasNext: boolean }) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Blog pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <SiteLink
              to={blogsPageHref(page - 1)}
              rel="prev"
              className={`${linkClass} border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              Previous
            </SiteLink>
          </li>
        )}
        {visiblePages(page, hasNext).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <SiteLink
                to={blogsPageHref(n)}
                aria-current={n === page ? "page" : undefined}
                className={`${linkClass} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
              >
                <span className="sr-only">Page </span>
                {n}
              </SiteLink>
            </li>
          ),
        )}
        {hasNext && (
          <li>
            <SiteLink
              to={blogsPageHref(page + 1)}
              rel="next"
              className={`${linkClass} border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              Next
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
