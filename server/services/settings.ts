import { parseOpeningHours } from "#domain/opening-hours";
import { defaultSiteSettings, SETTING_LABELS, type SiteSettings } from "#domain/site-details";
import type { EnvironmentSetting, SettingsAnswer, SettingsUpdate } from "#domain/site-settings";
import { settingsToSave, siteSettingsSchema } from "#domain/site-settings";
import { bumpContentVersion } from "../content-version";
import type { Database } from "../db/schema";
import { recordActivity } from "./activity";

const ROW_ID = "site";

/**
 * What a stored setting an older build did not know takes: its default, but no Bangla texts (a
 * site that never wrote them shows its English ones, not the demo's).
 */
const STORED_DEFAULTS: Record<string, unknown> = { ...defaultSiteSettings, bn: undefined };

/**
 * Settings saved before the opening hours were data (decision 0028) hold them as the sentence the
 * site showed ("officeHours"): read back into days and times when they are in the site's own
 * wording, otherwise left to the defaults like any field an older build did not know.
 */
function withStructuredHours(stored: Record<string, unknown>): Record<string, unknown> {
  const { officeHours, ...rest } = stored;
  if (rest.openingHours !== undefined || typeof officeHours !== "string") return rest;
  const openingHours = parseOpeningHours(officeHours);
  return openingHours ? { ...rest, openingHours } : rest;
}

/**
 * Saved values passed the schema when they were saved. A value a later build refuses (decision
 * 0032 refuses characters older builds took) falls back to its own default; the rest of the save stands.
 */
function checkedSettings(saved: Record<string, unknown>): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(saved);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(saved).filter(([key]) => !refused.has(key)));
  return siteSettingsSchema.safeParse({ ...STORED_DEFAULTS, ...kept }).data ?? defaultSiteSettings;
}

/** A save made over a version that is no longer the stored one (someone else saved in between). */
export class SettingsConflictError extends Error {
  constructor() {
    super(
      "Someone else saved the settings after you opened them. Reload the page to see their changes, then make yours again.",
    );
  }
}

/** The settings as the site uses them: the stored (or default) values with the environment's overrides applied. */
export interface CurrentSettings extends SettingsAnswer {
  /** What the site shows and uses: `settings` with the overrides applied. */
  effective: SiteSettings;
}

/**
 * The company's details edited on /dashboard/settings (docs/decisions/0025-site-settings.md). One
 * row: JSON values checked by the shared schema, and a version raised by every save. Values saved
 * by an older build get today's defaults for fields it did not know. Settings the environment sets
 * (CONTACT_INBOX, CHAT_SCRIPT_URL) win over the stored ones. A save is logged, bumps the content
 * version (every process renders its pages afresh) and calls `onChange` (this process's cache).
 */
export function createSettingsService(
  db: Database,
  {
    overrides = {},
    onChange = () => {},
  }: { overrides?: Partial<Record<EnvironmentSetting, string>>; onChange?: () => void } = {},
) {
  const overridden = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value)) as Partial<
    Record<EnvironmentSetting, string>
  >;

  const readStored = async (from: Database) => {
    const row = await from.selectFrom("site_settings").selectAll().where("id", "=", ROW_ID).executeTakeFirst();
    if (!row) return { settings: defaultSiteSettings, version: 0, updatedAt: null };
    const saved = { ...STORED_DEFAULTS, ...withStructuredHours(JSON.parse(row.settings) as Record<string, unknown>) };
    return { settings: checkedSettings(saved), version: Number(row.version), updatedAt: row.updated_at };
  };

  return {
    async current(): Promise<CurrentSettings> {
      const stored = await readStored(db);
      return { ...stored, overridden, effective: { ...stored.settings, ...overridden } };
    },

    /**
     * Saves checked values read at `version` (Bangla texts left out keep their stored values);
     * throws SettingsConflictError when someone saved since.
     */
    async update(actor: string, sent: SettingsUpdate, version: number): Promise<{ version: number }> {
      const saved = await db.transaction().execute(async (trx) => {
        const before = await readStored(trx);
        if (before.version !== version) throw new SettingsConflictError();
        const settings = settingsToSave(sent, before.settings);
        const row = {
          settings: JSON.stringify(settings),
          version: version + 1,
          updated_at: new Date().toISOString(),
          updated_by: actor,
        };
        const written =
          version === 0
            ? await trx
                .insertInto("site_settings")
                .values({ id: ROW_ID, ...row })
                .onConflict((oc) => oc.column("id").doNothing())
                .executeTakeFirst()
            : await trx
                .updateTable("site_settings")
                .set(row)
                .where("id", "=", ROW_ID)
                .where("version", "=", version)
                .executeTakeFirst();
        const count = "numInsertedOrUpdatedRows" in written ? written.numInsertedOrUpdatedRows : written.numUpdatedRows;
        if (Number(count ?? 0) !== 1) throw new SettingsConflictError();
        const changed = (Object.keys(settings) as (keyof SiteSettings)[]).filter(
          (key) => JSON.stringify(settings[key]) !== JSON.stringify(before.settings[key]),
        );
        await recordActivity(trx, {
          actor,
          action: "update",
          entity: "site settings",
          entityId: ROW_ID,
          summary:
            changed.length > 0
              ? `Changed: ${changed.map((key) => SETTING_LABELS[key]).join(", ")}`
              : "Saved without changes",
        });
        await bumpContentVersion(trx);
        return row.version;
      });
      onChange();
      return { version: saved };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
