import type { ActivityAction, ActivityEntity, ActivityEntry } from "../../domain/activity";
import type { Database } from "../db/schema";

/** The log of admin actions: who promoted, created, changed or deleted what, and when. */
export function createActivityService(db: Database) {
  return {
    async record(entry: { actor: string; action: ActivityAction; entity: ActivityEntity; entityId: string; summary: string }): Promise<void> {
      await db
        .insertInto("activity_log")
        .values({ actor: entry.actor, action: entry.action, entity: entry.entity, entity_id: entry.entityId, summary: entry.summary.slice(0, 300), created_at: new Date().toISOString() })
        .execute();
    },

    async list({ limit = 200 }: { limit?: number } = {}): Promise<ActivityEntry[]> {
      const rows = await db.selectFrom("activity_log").selectAll().orderBy("id", "desc").limit(limit).execute();
      return rows.map((r) => ({
        _id: String(r.id),
        actor: r.actor,
        action: r.action as ActivityAction,
        entity: r.entity as ActivityEntity,
        entityId: r.entity_id,
        summary: r.summary,
        createdAt: r.created_at,
      }));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
