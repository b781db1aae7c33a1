import {
  changedFields,
  editedPlan,
  originalPlan,
  type PlanOverride,
  type PlanTier,
  planEditSchema,
  planOverride,
  PLAN_TIERS,
  planValues,
  type PlanValues,
} from "#domain/catalog/plan-edits";
import { planLabel } from "#domain/catalog/plans";
import { serviceNames } from "#domain/catalog/service-names";
import type { Plan, ServiceSlug } from "#domain/catalog/types";
import { bumpContentVersion, contentVersionReader } from "../content-version";
import type { Database } from "../db/schema";
import { recordActivity } from "./activity";

/** One plan as the dashboard shows it: as the site shows it, its original, and its edit's date and author. */
export interface PlanState {
  tier: PlanTier;
  plan: Plan;
  original: Plan;
  /** null: the original (never edited, or reset). */
  edited: { at: string; by: string } | null;
}

const SLUGS = new Set<string>(serviceNames.map(({ slug }) => slug));
const isTier = (tier: number): tier is PlanTier => (PLAN_TIERS as readonly number[]).includes(tier);

/**
 * A stored edit as today's schema reads it: laid over the original and checked again. An edit a
 * later build refuses is dropped (the original shows), like a setting a later build refuses.
 */
function checkedOverride(slug: ServiceSlug, tier: PlanTier, stored: string): PlanOverride {
  const original = planValues(originalPlan(slug, tier));
  let saved: PlanOverride;
  try {
    saved = JSON.parse(stored) as PlanOverride;
  } catch {
    return {};
  }
  const parsed = planEditSchema.safeParse({ ...original, ...saved, bn: { ...original.bn, ...saved.bn } });
  return parsed.success ? planOverride(parsed.data, original) : {};
}

/**
 * The services' plans as the owner edited them on /dashboard/plans (issue 43 item 4, decision 0057):
 * the catalogue's originals with the stored edits laid over them. A save or a reset is logged,
 * bumps the content version (every process renders its pages afresh) and calls `onChange` (this
 * process's page cache), like every admin write of public content.
 *
 * The plans as shown are kept in memory with the content version they were read at, and read again
 * only when it has moved: a render reads the version (as the page cache does; the same reader,
 * shared in server/entry.ts), not the edits laid over the catalogue.
 */
export function createPlansService(
  db: Database,
  {
    onChange = () => {},
    contentVersion = contentVersionReader(db),
  }: {
    onChange?: () => void;
    /** The content version every process shares (server/content-version.ts). */
    contentVersion?: () => Promise<string>;
  } = {},
) {
  const readEdits = async (from: Database, slug?: ServiceSlug) => {
    let query = from.selectFrom("plan_edits").selectAll();
    if (slug) query = query.where("service", "=", slug);
    const rows = await query.execute();
    return rows.filter((row) => SLUGS.has(row.service) && isTier(Number(row.tier)));
  };

  const statesOf = (slug: ServiceSlug, rows: Awaited<ReturnType<typeof readEdits>>): PlanState[] =>
    PLAN_TIERS.map((tier) => {
      const original = originalPlan(slug, tier);
      const row = rows.find((r) => r.service === slug && Number(r.tier) === tier);
      const override = row ? checkedOverride(slug, tier, row.edit) : {};
      const edited = row && Object.keys(override).length > 0 ? { at: row.updated_at, by: row.updated_by } : null;
      return { tier, original, plan: edited ? editedPlan(original, override) : original, edited };
    });

  const allStatesOf = (rows: Awaited<ReturnType<typeof readEdits>>) =>
    Object.fromEntries(serviceNames.map(({ slug }) => [slug, statesOf(slug, rows)])) as Record<
      ServiceSlug,
      PlanState[]
    >;

  /**
   * Every service's plans as shown, read at the current content version or later. The edits are
   * read after the version: what is kept is never older than the version it is kept with, and a
   * save or a reset (in any process) moves the version, so the next call reads them again.
   */
  let shown: { version: string; states: Promise<Record<ServiceSlug, PlanState[]>> } | undefined;
  const current = async () => {
    const version = await contentVersion();
    if (shown?.version !== version) {
      const states = readEdits(db).then(allStatesOf);
      shown = { version, states };
      // A failed read is not kept: the next call tries again.
      states.catch(() => {
        if (shown?.states === states) shown = undefined;
      });
    }
    return shown.states;
  };

  /** Writes (or deletes, when `values` is the original's) one plan's edit, logged; answers whether an edit is stored. */
  const write = async (actor: string, slug: ServiceSlug, tier: PlanTier, values: PlanValues | null) => {
    const stored = await db.transaction().execute(async (trx) => {
      const [before] = statesOf(slug, await readEdits(trx, slug)).filter((state) => state.tier === tier);
      const original = planValues(before!.original);
      const override = values ? planOverride(values, original) : {};
      const key = trx.deleteFrom("plan_edits").where("service", "=", slug).where("tier", "=", tier);
      await key.execute();
      const keep = Object.keys(override).length > 0;
      if (keep)
        await trx
          .insertInto("plan_edits")
          .values({
            service: slug,
            tier,
            edit: JSON.stringify(override),
            updated_at: new Date().toISOString(),
            updated_by: actor,
          })
          .execute();
      const changed = values ? changedFields(planOverride(values, planValues(before!.plan))) : [];
      const title = serviceNames.find((service) => service.slug === slug)!.title;
      await recordActivity(trx, {
        actor,
        action: "update",
        entity: "service plan",
        entityId: `${slug}/${tier}`,
        summary: `${planLabel(title, before!.original.title)}: ${
          values === null
            ? "reset to the original"
            : changed.length > 0
              ? `changed ${changed.join(", ")}`
              : "saved without changes"
        }`,
      });
      await bumpContentVersion(trx);
      return keep;
    });
    onChange();
    return { edited: stored };
  };

  return {
    /** Every service's three plans as the site shows them, by slug. */
    async catalogue(): Promise<Record<ServiceSlug, Plan[]>> {
      const states = await current();
      return Object.fromEntries(
        serviceNames.map(({ slug }) => [slug, states[slug].map((state) => state.plan)]),
      ) as Record<ServiceSlug, Plan[]>;
    },

    /** A service's three plans as the site shows them. */
    async ofService(slug: ServiceSlug): Promise<Plan[]> {
      return (await current())[slug].map((state) => state.plan);
    },

    /** A service's plans for the dashboard: each as shown, its original, and whether (when, by whom) it is edited. */
    async statesOf(slug: ServiceSlug): Promise<PlanState[]> {
      return (await current())[slug];
    },

    /** Every service's plans for the dashboard's overview. */
    allStates: current,

    /** Saves a plan's checked values: what differs from the original is stored; all the same, the edit is gone. */
    save: (actor: string, slug: ServiceSlug, tier: PlanTier, values: PlanValues) => write(actor, slug, tier, values),

    /** "Reset to the original": the plan's edit deleted. */
    reset: (actor: string, slug: ServiceSlug, tier: PlanTier) => write(actor, slug, tier, null),
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
