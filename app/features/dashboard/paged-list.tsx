import { data, redirect } from "react-router";
import type { PageOf, PageRequest } from "#domain/paging";
import { parsePageParam } from "#domain/paging";
import { Pagination } from "../../components/pagination";

/** Rows per page of a dashboard list. */
export const ROWS_PER_PAGE = 25;

/**
 * The address of a page of the list at `path`, keeping the list's other query parameters (a folder,
 * filters); page 1 has no `page` parameter.
 */
const pageHref =
  (path: string, query = "") =>
  (page: number) => {
    const params = new URLSearchParams(query);
    params.delete("page");
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };

/**
 * A loader's page of the list at `url`: the `page` the address asks for, its rows and the count. A
 * page number that is not a positive whole number is a 404; one after the last page (its last row
 * was just deleted, or the address was typed) goes to the last page.
 */
export async function loadListPage<T>(
  url: URL,
  load: (request: PageRequest) => Promise<PageOf<T>>,
): Promise<PageOf<T> & { page: number }> {
  const page = parsePageParam(url.searchParams.get("page"));
  if (page === null) throw data("Not Found", { status: 404 });
  const { items, total } = await load({ page, perPage: ROWS_PER_PAGE });
  if (page > 1 && items.length === 0)
    throw redirect(pageHref(url.pathname, url.search)(Math.max(1, Math.ceil(total / ROWS_PER_PAGE))));
  return { items, total, page };
}

/** "Messages 26–30 of 30" above a paged list (nothing when it is empty: the list says so). */
export function ListCount({
  page,
  shown,
  total,
  one,
  many,
}: {
  page: number;
  shown: number;
  total: number;
  /** The row's name, for one and for several ("Entry", "Entries"). */
  one: string;
  many: string;
}) {
  if (total === 0) return null;
  const first = (page - 1) * ROWS_PER_PAGE + 1;
  const last = first + shown - 1;
  return (
    <p className="mb-4 text-sm text-slate-600">
      {first === last ? `${one} ${first}` : `${many} ${first}–${last}`} of {total.toLocaleString("en")}
    </p>
  );
}

/**
 * The page links below a paged list at `path` (links in the address: back and forward work); they
 * keep the list's other query parameters, `query` (the address's search).
 */
export function ListPages({
  path,
  query,
  page,
  shown,
  total,
  label,
}: {
  path: string;
  query?: string;
  page: number;
  shown: number;
  total: number;
  label: string;
}) {
  const hasNext = (page - 1) * ROWS_PER_PAGE + shown < total;
  return <Pagination page={page} hasNext={hasNext} hrefFor={pageHref(path, query)} label={label} className="mt-8" />;
}
