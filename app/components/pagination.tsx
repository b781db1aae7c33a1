import { SiteLink } from "./site-link";
import { paginationTexts } from "../i18n/blogs";
import { useLocale } from "../lib/locale";
import { localDigits } from "#domain/locale";

/**
 * The addresses of the pages of the list at `list` (a path, or a location with its query): page 1
 * is the list's own address without `page`; every other query parameter (a search) is kept, but
 * for empty ones.
 */
export function pageHref(list: string | { pathname: string; search: string }): (page: number) => string {
  const { pathname, search } = typeof list === "string" ? new URL(list, "http://list.invalid") : list;
  return (page) => {
    const params = new URLSearchParams(search);
    // A search form sends its empty fields too: an empty filter is no filter, and no part of the address.
    for (const [name, value] of [...params]) if (value === "") params.delete(name);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/**
 * The page numbers to show: the first, the two before the current one, the current one and the
 * next one when it exists. Where the number of pages is not counted (the public blog list), the
 * last page is not linked until a visitor gets near it.
 */
export function visiblePages(page: number, hasNext: boolean): Array<number | "gap"> {
  const from = Math.max(1, page - 2);
  const pages: Array<number | "gap"> = from > 1 ? [1, ...(from > 2 ? ["gap" as const] : [])] : [];
  for (let n = from; n <= page; n++) pages.push(n);
  if (hasNext) pages.push(page + 1);
  return pages;
}

const linkClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold";

interface PaginationProps {
  page: number;
  hasNext: boolean;
  /** The address of a page (page 1 is usually the list's own address). */
  hrefFor: (page: number) => string;
  /** The navigation's name, e.g. "Blog pages". */
  label: string;
  className?: string;
}

/**
 * Plain links (they work without JavaScript, and with the browser's back button): Previous, page
 * numbers with the current one marked, Next. Nothing when there is only one page.
 */
export function Pagination({ page, hasNext, hrefFor, label, className = "" }: PaginationProps) {
  const locale = useLocale();
  if (page === 1 && !hasNext) return null;
  const t = paginationTexts[locale];
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <SiteLink
              to={hrefFor(page - 1)}
              current={false}
              rel="prev"
              className={`${linkClass} border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              {t.previous}
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
                to={hrefFor(n)}
                current={n === page}
                className={`${linkClass} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
              >
                <span className="sr-only">{t.page}</span>
                {localDigits(String(n), locale)}
              </SiteLink>
            </li>
          ),
        )}
        {hasNext && (
          <li>
            <SiteLink
              to={hrefFor(page + 1)}
              current={false}
              rel="next"
              className={`${linkClass} border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              {t.next}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
