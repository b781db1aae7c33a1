/** A page of a list: which one (from 1), and how many rows a page holds. */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** One page of a list, and how many rows the whole list has. */
export interface PageOf<T> {
  items: T[];
  total: number;
}

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
