import type { ReactNode } from "react";
import { data, redirect, useLocation } from "react-router";
import type { PageOf, PageRequest } from "#domain/paging";
import { countText, hasNextPage, settledCount } from "#domain/paging";
import { listPageSchema, readListAddress } from "#domain/list-query";
import type { z } from "#domain/zod";
import { pageHref, Pagination } from "../../components/pagination";

/** Rows per page of a dashboard list. */
export const ROWS_PER_PAGE = 25;

/** The number of the first row on `page` (the list's # column counts on from the pages before). */
export const firstRowNumber = (page: number) => (page - 1) * ROWS_PER_PAGE + 1;

/**
 * A dashboard list's address read by the list's schema (domain/list-query.ts): the search as its
 * field shows it (invisible characters taken out, cut at SEARCH_MAX), a filter's unknown value
 * ignored. A page number that is not a positive whole number, or a folder there is not, is a 404:
 * the address names no page.
 */
export function readListQuery<S extends z.ZodObject>(url: URL, schema: S): z.output<S> {
  const read = readListAddress(schema, url.searchParams);
  if (!read.success) throw data("Not Found", { status: 404 });
  return read.data;
}

/**
 * A loader's `page` of the list at `url` (read from the address unless the loader read it with the
 * rest of its query): its rows and the count. A page after the last one (its last row was just
 * deleted, or the address was typed) goes to the last page.
 */
export async function loadListPage<T>(
  url: URL,
  load: (request: PageRequest) => Promise<PageOf<T>>,
  page = readListQuery(url, listPageSchema).page,
): Promise<PageOf<T> & { page: number }> {
  const request = { page, perPage: ROWS_PER_PAGE };
  const { items, total, more = false } = settledCount(request, await load(request));
  if (page > 1 && items.length === 0) throw redirect(pageHref(url)(Math.max(1, Math.ceil(total / ROWS_PER_PAGE))));
  return { items, total, more, page };
}

/**
 * "Messages 26–30 of 30" above a paged list ("of more than 1,000" when a search stopped counting;
 * nothing when it is empty: the list says so).
 */
function ListCount({
  page,
  shown,
  total,
  more,
  one,
  many,
}: {
  page: number;
  shown: number;
  total: number;
  more?: boolean;
  /** The row's name, for one and for several ("Entry", "Entries"). */
  one: string;
  many: string;
}) {
  if (total === 0) return null;
  const first = firstRowNumber(page);
  const last = first + shown - 1;
  return (
    <p className="mb-4 text-sm text-slate-600">
      {first === last ? `${one} ${first}` : `${many} ${first}–${last}`} of {countText({ total, more })}
    </p>
  );
}

/** The page links below the paged list of this address (links in the address, its search kept: back and forward work). */
function ListPages({ list, label }: { list: PageOf<unknown> & { page: number }; label: string }) {
  const location = useLocation();
  const { page } = list;
  const hasNext = hasNextPage({ page, perPage: ROWS_PER_PAGE }, list);
  return <Pagination page={page} hasNext={hasNext} hrefFor={pageHref(location)} label={label} className="mt-8" />;
}

/**
 * A loader's page of a list as the dashboard shows it: the count above ("Users 1–25 of 20,000"),
 * with `beside` it what acts on the whole list (the inbox's download), `children` (the table of the
 * page's rows) and the page links below.
 */
export function PagedList({
  list,
  one,
  many,
  label,
  beside,
  children,
}: {
  list: PageOf<unknown> & { page: number };
  /** The row's name, for one and for several ("Entry", "Entries"). */
  one: string;
  many: string;
  /** The page links' name ("User pages"). */
  label: string;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const { items, total, more, page } = list;
  const count = <ListCount page={page} shown={items.length} total={total} more={more} one={one} many={many} />;
  return (
    <>
      {beside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          {count}
          {beside}
        </div>
      ) : (
        count
      )}
      {children}
      <ListPages list={list} label={label} />
    </>
  );
}
