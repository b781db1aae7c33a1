import { type Expression, type SelectQueryBuilder, sql } from "kysely";
import { type PageOf, type PageRequest, SEARCH_COUNT_LIMIT } from "#domain/paging";
import type { Database, DatabaseSchema } from "../db/schema";

/**
 * The rows of a list a dashboard page shows: `rows` is the table with the list's filter (a search)
 * applied and its columns selected (`selectAll(table)` when it joins a text index), `order` the
 * list's order (its last column unique, so that no row is on two pages): a column, or an
 * expression (a search index's order, `searchedRows`). The count of a `search` stops after
 * SEARCH_COUNT_LIMIT matches.
 */
interface ListQuery<T extends keyof DatabaseSchema, Row> {
  rows: SelectQueryBuilder<DatabaseSchema, T, Row>;
  order: ReadonlyArray<{ column: (keyof DatabaseSchema[T] & string) | Expression<unknown>; direction: "asc" | "desc" }>;
  search?: boolean;
}

/**
 * How many rows `query` has, or, when it has more than `limit`, `limit` with `more`: a search that
 * matches most of a table stops counting after `limit` + 1 rows instead of reading every match.
 */
export async function countUpTo(
  db: Database,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's (or join's) filtered rows
  query: SelectQueryBuilder<DatabaseSchema, any, object>,
  limit: number,
): Promise<{ total: number; more: boolean }> {
  const { n } = await db
    .selectFrom(
      query
        .select(sql.lit(1).as("one"))
        .limit(limit + 1)
        .as("matches"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const counted = Number(n);
  return counted > limit ? { total: limit, more: true } : { total: counted, more: false };
}

/**
 * One page of a list and how many rows the whole list has: the page's rows (LIMIT/OFFSET along
 * the order, which an index serves) and the count of the filtered table (a search's up to
 * SEARCH_COUNT_LIMIT), read at the same time.
 */
export async function pageOfTable<T extends keyof DatabaseSchema, Row, Item>(
  db: Database,
  { rows, order, search }: ListQuery<T, Row>,
  { page, perPage }: PageRequest,
  itemOf: (row: Row) => Item,
): Promise<PageOf<Item>> {
  const ordered = order.reduce((q, { column, direction }) => q.orderBy(column, direction), rows);
  const matching = rows.clearSelect();
  const [found, counted] = await Promise.all([
    ordered
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    search
      ? countUpTo(db, matching, SEARCH_COUNT_LIMIT)
      : matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items = found.map(itemOf);
  return "more" in counted ? { items, ...counted } : { items, total: Number(counted.n) };
}

/** Newest first by the primary key (an index walk): the order of every list whose ids only grow. */
export const NEWEST_FIRST = [{ column: "id", direction: "desc" }] as const;

/**
 * How many rows `table` has: the overview's figures. A count reads the table's narrowest index
 * (no rows): a few milliseconds at 100,000 rows, and every server process counts the same rows.
 */
export async function countRows(db: Database, table: keyof DatabaseSchema): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
