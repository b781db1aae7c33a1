import type { Selectable, SelectQueryBuilder } from "kysely";
import type { PageOf, PageRequest } from "../../domain/paging";
import type { Database, DatabaseSchema } from "../db/schema";

/**
 * The rows of a list a dashboard page shows: `from` is the table with the list's filter (a search)
 * applied, `order` the list's order (its last column unique, so that no row is on two pages).
 */
interface ListQuery<T extends keyof DatabaseSchema> {
  from: SelectQueryBuilder<DatabaseSchema, T, object>;
  order: ReadonlyArray<{ column: keyof DatabaseSchema[T] & string; direction: "asc" | "desc" }>;
}

/**
 * One page of a list and how many rows the whole list has: the page's rows (LIMIT/OFFSET along
 * the order, which an index serves) and the count of the filtered table, read at the same time.
 */
export async function pageOfTable<T extends keyof DatabaseSchema, Item>(
  { from, order }: ListQuery<T>,
  { page, perPage }: PageRequest,
  itemOf: (row: Selectable<DatabaseSchema[T]>) => Item,
): Promise<PageOf<Item>> {
  // Kysely cannot follow a table that is a type parameter: the rows are the table's, as selected.
  const query = from as unknown as SelectQueryBuilder<DatabaseSchema, keyof DatabaseSchema, object>;
  const ordered = order.reduce((q, { column, direction }) => q.orderBy(column as never, direction), query.selectAll());
  const [rows, counted] = await Promise.all([
    ordered
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: (rows as unknown as Array<Selectable<DatabaseSchema[T]>>).map(itemOf), total: Number(counted.n) };
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
