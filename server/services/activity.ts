import type { PageOf, PageRequest } from "#domain/paging";
import type { ActivityAction, ActivityEntity, ActivityEntry, ActivityFilter } from "#domain/activity";
import { companyDaysSpan } from "#domain/dates";
import type { Selectable } from "kysely";
import { NEWEST_FIRST, pageOfTable } from "./page-of-table";
import type { ActivityLogTable, Database } from "../db/schema";
import { anyContains } from "./search-text";

/** Who the activity log names for a change made from the server's command line (npm run create-admin, reset-two-factor). */
export const OPERATOR = "operator (command line)";

export interface ActivityRecord {
  actor: string;
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string;
  summary: string;
}

/**
 * Writes one entry of the log. Call it with the transaction of the change it describes, so that
 * the change and its entry are stored together or not at all.
 */
export async function recordActivity(trx: Database, entry: ActivityRecord): Promise<void> {
  await trx
    .insertInto("activity_log")
    .values({
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      summary: entry.summary.slice(0, 300),
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A stored entry as the log shows it. */
function entryOf(r: Selectable<ActivityLogTable>): ActivityEntry {
  return {
    _id: String(r.id),
    actor: r.actor,
    action: r.action as ActivityAction,
    entity: r.entity as ActivityEntity,
    entityId: r.entity_id,
    summary: r.summary,
    createdAt: r.created_at,
  };
}

/** Newest first by the time an entry was written (then by id): the order of the index of the dates. */
const NEWEST_IN_DATE_RANGE = [
  { column: "created_at", direction: "desc" },
  { column: "id", direction: "desc" },
] as const;

/** The log of admin actions: who promoted, created, changed or deleted what, and when. */
export function createActivityService(db: Database) {
  return {
    async list({ limit = 200 }: { limit?: number } = {}): Promise<ActivityEntry[]> {
      const rows = await db.selectFrom("activity_log").selectAll().orderBy("id", "desc").limit(limit).execute();
      return rows.map(entryOf);
    },

    /**
     * One page of the log, newest first, of the entries that match the filters (every one must
     * hold), with how many match: every entry can be reached.
     */
    async page(request: PageRequest, filter: ActivityFilter = {}): Promise<PageOf<ActivityEntry>> {
      const { q, who, kind } = filter;
      const { since, before } = companyDaysSpan(filter);
      const rows = db
        .selectFrom("activity_log")
        .$if(Boolean(q), (query) => query.where(anyContains(db, ["summary"], q!)))
        .$if(Boolean(who), (query) => query.where("actor", "=", who!))
        .$if(Boolean(kind), (query) => query.where("entity", "=", kind!))
        .$if(Boolean(since), (query) => query.where("created_at", ">=", since!))
        .$if(Boolean(before), (query) => query.where("created_at", "<", before!))
        .selectAll();
      // A date range is read newest first along its index (activity_log_created), not sorted.
      const order = since || before ? NEWEST_IN_DATE_RANGE : NEWEST_FIRST;
      return pageOfTable(db, { rows, order, search: Boolean(q) }, request, entryOf);
    },

    /** The admins who appear in the log (the filter's choice of people), in alphabetical order. */
    async actors(): Promise<string[]> {
      const rows = await db.selectFrom("activity_log").select("actor").distinct().orderBy("actor").execute();
      return rows.map((row) => row.actor);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
