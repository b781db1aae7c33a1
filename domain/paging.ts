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
