import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import {
  campaignOf,
  type Dimension,
  EVENT_RETENTION_DAYS,
  type Statistics,
  type StatisticsRow,
  sourceOf,
  type VisitKind,
  type ViewSource,
} from "#domain/visits";
import { daysBefore } from "#domain/dates";
import type { Database } from "../db/schema";

/** What a batch holds of one kind of view: where it was, where it came from, how many. */
export interface CountedViews extends ViewSource {
  /** The first of them (ISO-8601). */
  at: string;
  day: string;
  kind: VisitKind;
  path: string;
  locale: string;
  device: string;
  count: number;
}

/** A visitor of a day, hashed, with what their first view in the batch was. */
export interface HashedVisitor extends ViewSource {
  day: string;
  hash: string;
  locale: string;
  device: string;
}

/** Rows a statement writes at a time (well inside both databases' limits on parameters). */
const CHUNK = 400;
/** How many rows each ranked list of the statistics page shows. */
const TOP = 10;

const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** The values a visitor or a view counts under, by dimension ("page" for views only). */
function valuesOf(row: ViewSource & { locale: string; device: string }): [Dimension, string][] {
  return [
    ["all", ""],
    ["locale", row.locale],
    ["source", sourceOf(row)],
    ["referrer", row.referrer],
    ["campaign", campaignOf(row)],
    ["device", row.device],
  ];
}

/**
 * The visit tables (decision 0058): each batch of counted views is written in one transaction —
 * its events, its new visitors (a visitor already counted that day by any process is left out by
 * the unique key) and what both add to the daily totals.
 */
export function createVisitStore(db: Database) {
  return {
    /**
     * The salt of a day, the same for every process: made by the first to ask (a random one),
     * read by the others. Deleted by `forgetPast` once the day is over.
     */
    async saltOf(day: string): Promise<string> {
      await db
        .insertInto("visit_salts")
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflict((oc) => oc.column("day").doNothing())
        .execute();
      const { salt } = await db
        .selectFrom("visit_salts")
        .select("salt")
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      return salt;
    },

    /** Writes one batch, all or nothing. */
    async write({ views, visitors }: { views: readonly CountedViews[]; visitors: readonly HashedVisitor[] }) {
      if (views.length === 0 && visitors.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const part of chunks(views)) await trx.insertInto("visit_events").values(part).execute();
        const added: HashedVisitor[] = [];
        for (const part of chunks(visitors)) {
          // Only the rows inserted come back: a visitor this day already had is not counted again.
          const rows = await trx
            .insertInto("visitors")
            .values(part)
            .onConflict((oc) => oc.columns(["day", "hash"]).doNothing())
            .returning(["day", "hash", "locale", "referrer", "utm_source", "utm_medium", "utm_campaign", "device"])
            .execute();
          added.push(...rows);
        }
        const totals = new Map<
          string,
          { day: string; dimension: Dimension; value: string; views: number; visitors: number }
        >();
        const add = (day: string, dimension: Dimension, value: string, views: number, visitors: number) => {
          const key = `${day}\n${dimension}\n${value}`;
          const total = totals.get(key);
          if (total) {
            total.views += views;
            total.visitors += visitors;
          } else totals.set(key, { day, dimension, value, views, visitors });
        };
        for (const view of views) {
          // A click counts only under its channel.
          if (view.kind !== "view") {
            add(view.day, "channel", view.kind, view.count, 0);
            continue;
          }
          add(view.day, "page", view.path, view.count, 0);
          for (const [dimension, value] of valuesOf(view)) add(view.day, dimension, value, view.count, 0);
        }
        for (const visitor of added)
          for (const [dimension, value] of valuesOf(visitor)) add(visitor.day, dimension, value, 0, 1);
        for (const part of chunks([...totals.values()]))
          await trx
            .insertInto("visit_totals")
            .values(part)
            .onConflict((oc) =>
              oc.columns(["dimension", "day", "value"]).doUpdateSet((eb) => ({
                views: eb("visit_totals.views", "+", eb.ref("excluded.views")),
                visitors: eb("visit_totals.visitors", "+", eb.ref("excluded.visitors")),
              })),
            )
            .execute();
      });
    },

    /**
     * What is kept no longer than its day (the visitors' hashes and the salt, before `today`) or
     * EVENT_RETENTION_DAYS (the events); the daily totals stay.
     */
    async forgetPast(today: string) {
      await db.deleteFrom("visitors").where("day", "<", today).execute();
      await db.deleteFrom("visit_salts").where("day", "<", today).execute();
      await db
        .deleteFrom("visit_events")
        .where("day", "<", daysBefore(today, EVENT_RETENTION_DAYS - 1))
        .execute();
    },

    /** The statistics page's numbers for the `days` days ending `today`. */
    async statistics({ days, today }: { days: number; today: string }): Promise<Statistics> {
      const since = daysBefore(today, days - 1);
      const [daily, ranked] = await Promise.all([
        db
          .selectFrom("visit_totals")
          .select(["day", "views", "visitors"])
          .where("dimension", "=", "all")
          .where("day", ">=", since)
          .where("day", "<=", today)
          .execute(),
        db
          .selectFrom("visit_totals")
          .select([
            "dimension",
            "value",
            sql<number>`sum(views)`.as("views"),
            sql<number>`sum(visitors)`.as("visitors"),
          ])
          .where("dimension", "in", ["page", "source", "campaign", "locale", "device", "channel"])
          .where("day", ">=", since)
          .where("day", "<=", today)
          .groupBy(["dimension", "value"])
          .execute(),
      ]);
      const byDay = new Map(daily.map((row) => [row.day, row]));
      const top = (dimension: Dimension, limit = TOP): StatisticsRow[] =>
        ranked
          .filter((row) => row.dimension === dimension)
          .map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }))
          .sort((a, b) => b.views - a.views || b.visitors - a.visitors || a.value.localeCompare(b.value))
          .slice(0, limit);
      return {
        days: Array.from({ length: days }, (_, i) => {
          const day = daysBefore(today, days - 1 - i);
          const row = byDay.get(day);
          return { day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
        }),
        pages: top("page"),
        sources: top("source"),
        campaigns: top("campaign"),
        locales: top("locale"),
        devices: top("device"),
        channels: top("channel"),
        sourceVisitors: Object.fromEntries(top("source", Infinity).map((row) => [row.value, row.visitors])),
      };
    },
  };
}

export type VisitStore = ReturnType<typeof createVisitStore>;
