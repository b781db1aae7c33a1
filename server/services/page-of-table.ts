import { type Expression, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import { type PageOf, type PageRequest, SEARCH_COUNT_LIMIT } from "#domain/paging";
import type { Database, DatabaseSchema } from "../db/schema";

/**
 * The rows of a list a dashboard page shows: `from` is the table with the list's filter (a search)
 * applied, `order` the list's order (its last column unique, so that no row is on two pages): a
 * column, or an expression (a search index's order, `searchedRows`). With `search`, `from` may join
 * the table's text index: only `search.table`'s columns are read, and the count stops after
 * SEARCH_COUNT_LIMIT matches.
 */
interface ListQuery<T extends keyof DatabaseSchema> {
  from: SelectQueryBuilder<DatabaseSchema, T, object>;
  order: ReadonlyArray<{ column: (keyof DatabaseSchema[T] & string) | Expression<unknown>; direction: "asc" | "desc" }>;
  search?: { db: Database; table: T };
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
export async function pageOfTable<T extends keyof DatabaseSchema, Item>(
  { from, order, search }: ListQuery<T>,
  { page, perPage }: PageRequest,
  itemOf: (row: Selectable<DatabaseSchema[T]>) => Item,
): Promise<PageOf<Item>> {
  // Kysely cannot follow a table that is a type parameter: the rows are the table's, as selected.
  const query = from as unknown as SelectQueryBuilder<DatabaseSchema, keyof DatabaseSchema, object>;
  const columns = search ? query.selectAll(search.table as keyof DatabaseSchema) : query.selectAll();
  const ordered = order.reduce((q, { column, direction }) => q.orderBy(column as never, direction), columns);
  const [rows, counted] = await Promise.all([
    ordered
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    search
      ? countUpTo(search.db, query, SEARCH_COUNT_LIMIT)
      : query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items = (rows as unknown as Array<Selectable<DatabaseSchema[T]>>).map(itemOf);
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
