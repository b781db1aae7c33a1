import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../connect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Visits counted on the server without cookies (issue 42, decision 0058).
 *
 * - `visit_events`: what was counted, as written by each batch: one row per kind of view (the same
 *   page, language, referrer, campaign and device) within the batch, with how many (`count`) and
 *   the day in Dhaka. `kind` is "view" (a click on a contact channel can be another kind). Kept 30 days.
 * - `visit_totals`: the daily totals the statistics page reads, kept: per day, per `dimension`
 *   ("all", "page", "locale", "source", "referrer", "campaign", "device") and its `value`, the
 *   views and the unique visitors.
 * - `visitors`: the day's visitors, each a hash of the day's salt, the address and the user agent,
 *   with where their first view came from; a unique key makes every process and restart count a
 *   visitor once a day. Added up into `visit_totals` and deleted once the day is over.
 * - `visit_salts`: the salt of today and tomorrow, shared by every process; deleted with the day.
 */
/** The columns of a view's or a visitor's language, source and device, "" for none. */
const withWhereFrom = (table: CreateTableBuilder<string>) =>
  ["locale", "referrer", "utm_source", "utm_medium", "utm_campaign", "device"].reduce(
    (built, column) => built.addColumn(column, "text", (c) => c.notNull()),
    table,
  );

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("visit_events")
    .addColumn("id", isPostgres(db) ? "bigserial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .$call(withWhereFrom)
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("visit_events_day").on("visit_events").column("day").execute();
  await db.schema
    .createTable("visit_totals")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("visit_totals_key", ["dimension", "day", "value"])
    .execute();
  await db.schema
    .createTable("visitors")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("visitors_key", ["day", "hash"])
    .$call(withWhereFrom)
    .execute();
  await db.schema
    .createTable("visit_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("visit_salts").execute();
  await db.schema.dropTable("visitors").execute();
  await db.schema.dropTable("visit_totals").execute();
  await db.schema.dropTable("visit_events").execute();
}
