import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The owner's edits of the services' plans (issue 43 item 4, decision 0057): one row per plan that
 * differs from the catalogue's original (domain/catalog/plans.ts), keyed by the service's slug and the
 * plan's tier (1–3). `edit` is JSON: only the values that differ (domain/catalog/plan-edits.ts). No row:
 * the original; "Reset to the original" deletes the row.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("plan_edits")
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("tier", "integer", (c) => c.notNull())
    .addColumn("edit", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("plan_edits_pkey", ["service", "tier"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("plan_edits").execute();
}
