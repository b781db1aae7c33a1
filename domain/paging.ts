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

/** A `page` parameter: a positive whole number, written as the site writes it (absent: 1; anything else: null). */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The longest search a list takes (longer ones are cut: nothing stored is longer in a searched column). */
export const SEARCH_MAX = 100;

/** A `q` parameter: the words to look for, trimmed and at most SEARCH_MAX characters ("" for none). */
export function parseSearchParam(value: string | null): string {
  return (value ?? "").trim().slice(0, SEARCH_MAX);
}

/** Whose accounts the user list shows: `role=admin`, `role=user`, or everyone (absent or anything else). */
export type RoleFilter = "all" | "admin" | "user";

export function parseRoleParam(value: string | null): RoleFilter {
  return value === "admin" || value === "user" ? value : "all";
}
