/** A page of a list: which one (from 1), and how many rows a page holds. */
export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * One page of a list, and how many rows the whole list has: `total`, or, with `more`, more than
 * `total` (a search's count stops after SEARCH_COUNT_LIMIT matches, docs/decisions/0045).
 */
export interface PageOf<T> {
  items: T[];
  total: number;
  more?: boolean;
}

/** A search counts its matches up to this many; more are shown as "more than 1,000". */
export const SEARCH_COUNT_LIMIT = 1000;

/** A list's count as the dashboard writes it: "87,500", or "more than 1,000" when it was cut. */
export const countText = ({ total, more }: Pick<PageOf<unknown>, "total" | "more">) =>
  `${more ? "more than " : ""}${total.toLocaleString("en")}`;

/**
 * A page with its count settled where the page itself tells it: a search counted only up to its
 * limit (`more`) whose page is the last one (some rows, fewer than a page) has exactly the rows
 * before it and on it.
 */
export function settledCount<T>({ page, perPage }: PageRequest, found: PageOf<T>): PageOf<T> {
  const { items, more } = found;
  if (!more || items.length === 0 || items.length >= perPage) return found;
  return { items, total: (page - 1) * perPage + items.length, more: false };
}

/** Whether `page` of `perPage` rows is followed by another page of the list counted `total` (`more`: at least). */
export const hasNextPage = ({ page, perPage }: PageRequest, { items, total, more }: PageOf<unknown>) =>
  (page - 1) * perPage + items.length < total || (Boolean(more) && items.length === perPage);
