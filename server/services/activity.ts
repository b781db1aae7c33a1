import type { PageOf, PageRequest } from "../../domain/paging";
import type { ActivityAction, ActivityEntity, ActivityEntry } from "../../domain/activity";
import type { Selectable } from "kysely";
import { NEWEST_FIRST, pageOfTable } from "./page-of-table";
import type { ActivityLogTable, Database } from "../db/schema";

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

/** The log of admin actions: who promoted, created, changed or deleted what, and when. */
export function createActivityService(db: Database) {
  return {
    async list({ limit = 200 }: { limit?: number } = {}): Promise<ActivityEntry[]> {
      const rows = await db.selectFrom("activity_log").selectAll().orderBy("id", "desc").limit(limit).execute();
      return rows.map(entryOf);
    },

    /** One page of the log, newest first, with how many entries there are in all: every entry can be reached. */
    async page(request: PageRequest): Promise<PageOf<ActivityEntry>> {
      return pageOfTable({ from: db.selectFrom("activity_log"), order: NEWEST_FIRST }, request, entryOf);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
