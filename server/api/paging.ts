import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { API_PER_PAGE } from "#domain/content";
import type { PageQuery } from "#domain/list-query";
import { hasNextPage, type PageOf, type PageRequest, settledCount } from "#domain/paging";
import { json } from "./api-routes";

/**
 * How the /api lists page (issue 25 item 4): the answer stays the spec's array, and a `Link` header
 * (RFC 8288) names the other pages — first, prev, next and, where the list is counted, last (a search
 * that matches more than SEARCH_COUNT_LIMIT rows stops counting: no last).
 */

const linkHeader = z.object({
  Link: z
    .string()
    .optional()
    .describe(
      'With `page`, `perPage` or `q`: the addresses of the other pages (RFC 8288), e.g. `</api/users?page=2&perPage=25>; rel="next"`, with rel "first", "prev", "next" and "last" (where there are such pages)',
    ),
});

/** A list's 200 answer in the document: an array of `item`, and the Link header of its pages. */
export const listAnswer = <S extends z.ZodType>(item: S, description = "OK") => ({
  ...json(z.array(item), description),
  headers: linkHeader,
});

/**
 * The Link header of `page` of the list at `path` (its search `q` kept): first, prev (but on page 1),
 * next (while `hasNext`) and last (when `lastPage` is known: a list that is not counted has none).
 */
export function pageLinks(
  path: string,
  { page, perPage }: PageRequest,
  { q, hasNext, lastPage }: { q?: string; hasNext: boolean; lastPage?: number },
): string {
  const href = (n: number) => {
    const params = new URLSearchParams({ page: String(n), perPage: String(perPage) });
    if (q) params.set("q", q);
    return `${path}?${params}`;
  };
  const links: Array<[number, string]> = [[1, "first"]];
  if (page > 1) links.push([Math.min(page - 1, lastPage ?? page - 1), "prev"]);
  if (hasNext) links.push([page + 1, "next"]);
  if (lastPage !== undefined) links.push([lastPage, "last"]);
  return links.map(([n, rel]) => `<${href(n)}>; rel="${rel}"`).join(", ");
}

/**
 * The items a list call answers: without `page`, `perPage` or `q`, `all()` (the spec's answer, as
 * before); with any of them, one page of the list (`page` 1 and API_PER_PAGE rows unless they say)
 * whose rows match `q`, with the Link header of the other pages.
 */
export async function listItems<T>(
  c: Context,
  { page, perPage, q }: PageQuery,
  list: { all: () => Promise<T[]>; page: (request: PageRequest, search: string) => Promise<PageOf<T>> },
): Promise<T[]> {
  if (page === undefined && perPage === undefined && q === undefined) return list.all();
  const request = { page: page ?? 1, perPage: perPage ?? API_PER_PAGE };
  const search = q ?? "";
  const found = settledCount(request, await list.page(request, search));
  // A search that stopped counting (more than SEARCH_COUNT_LIMIT matches) has no known last page.
  const lastPage = found.more ? undefined : Math.max(1, Math.ceil(found.total / request.perPage));
  c.header("Link", pageLinks(c.req.path, request, { q: search, hasNext: hasNextPage(request, found), lastPage }));
  return found.items;
}
