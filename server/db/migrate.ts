import { sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as content from "./migrations/0001-content";
import * as activityLog from "./migrations/0002-activity-log";
import * as contactMessages from "./migrations/0003-contact-messages";
import * as rateLimits from "./migrations/0004-rate-limits";
import * as siteSettings from "./migrations/0005-site-settings";
import * as articles from "./migrations/0006-articles";
import * as clientLogos from "./migrations/0007-client-logos";
import * as contactSubmissionIds from "./migrations/0008-contact-submission-ids";
import * as blogSearch from "./migrations/0009-blog-search";
import * as contactSpamAndPlans from "./migrations/0010-contact-spam-and-plans";
import * as searchAtScale from "./migrations/0011-search-at-scale";
import * as banglaContent from "./migrations/0012-bangla-content";
import * as activityFilters from "./migrations/0013-activity-filters";
import * as trustedDevices from "./migrations/0014-trusted-devices";
import * as accountMail from "./migrations/0015-account-mail";
import * as contactPhone from "./migrations/0016-contact-phone";
import * as contactLanguage from "./migrations/0017-contact-language";
import * as leads from "./migrations/0018-leads";
import * as outbox from "./migrations/0019-outbox";
import * as planEdits from "./migrations/0020-plan-edits";
import * as visits from "./migrations/0021-visits";
import * as messageSources from "./migrations/0022-message-sources";
import * as blogTagBangla from "./migrations/0023-blog-tag-bangla";
import type { Database, DatabaseSchema } from "./schema";

/** Migrations are imported statically so they are part of the server bundle. Append new ones here. */
export const migrations: Record<string, Migration> = {
  "0001-content": content,
  "0002-activity-log": activityLog,
  "0003-contact-messages": contactMessages,
  "0004-rate-limits": rateLimits,
  "0005-site-settings": siteSettings,
  "0006-articles": articles,
  "0007-client-logos": clientLogos,
  "0008-contact-submission-ids": contactSubmissionIds,
  "0009-blog-search": blogSearch,
  "0010-contact-spam-and-plans": contactSpamAndPlans,
  "0011-search-at-scale": searchAtScale,
  "0012-bangla-content": banglaContent,
  "0013-activity-filters": activityFilters,
  "0014-trusted-devices": trustedDevices,
  "0015-account-mail": accountMail,
  "0016-contact-phone": contactPhone,
  "0017-contact-language": contactLanguage,
  "0018-leads": leads,
  "0019-outbox": outbox,
  "0020-plan-edits": planEdits,
  "0021-visits": visits,
  "0022-message-sources": messageSources,
  "0023-blog-tag-bangla": blogTagBangla,
};

/** The names Kysely has recorded as applied ([] on a new database). */
async function appliedMigrations(db: Database): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === "kysely_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/** Stands for a migration a newer build applied: already recorded, so it never runs here. */
const appliedByNewerBuild: Migration = { up: async () => {} };

/**
 * Applies the migrations of this build that are not applied yet. Migrations a newer build already
 * applied (a rolling restart: the new version started first, an old one starts again) are accepted
 * and left alone — Kysely on its own refuses to start with "previously executed migration … is
 * missing". Returns their names so the caller can log them, and whether the database was new
 * (no migration applied before: its tables were just made).
 */
export async function migrateToLatest(db: Database): Promise<{ newerThanBuild: string[]; created: boolean }> {
  const applied = await appliedMigrations(db);
  const newerThanBuild = applied.filter((name) => !Object.hasOwn(migrations, name));
  const provider: MigrationProvider = {
    getMigrations: async () => ({
      ...migrations,
      ...Object.fromEntries(newerThanBuild.map((name) => [name, appliedByNewerBuild])),
    }),
  };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration${failed ? ` ${failed.migrationName}` : ""} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return { newerThanBuild, created: applied.length === 0 };
}

/** Every table of the schema (Better Auth's included); the compiler keeps this list complete. */
const TABLES = Object.keys({
  user: true,
  session: true,
  account: true,
  verification: true,
  twoFactor: true,
  team_members: true,
  blogs: true,
  reviews: true,
  review_videos: true,
  media: true,
  activity_log: true,
  contact_messages: true,
  leads: true,
  lead_notes: true,
  lead_replies: true,
  site_meta: true,
  rate_limits: true,
  site_settings: true,
  plan_edits: true,
  blog_slugs: true,
  client_logos: true,
  trusted_devices: true,
  outbox: true,
  visit_events: true,
  visit_totals: true,
  visitors: true,
  visit_salts: true,
} satisfies Record<keyof DatabaseSchema, true>);

/**
 * The health check: throws unless the database answers, every migration of this build is applied
 * and every table can be read (one round trip each, no rows read).
 */
export async function checkSchema(db: Database): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  if (missing.length > 0) throw new Error(`Database migrations not applied: ${missing.join(", ")}`);
  await sql`${sql.join(
    TABLES.map((table) => sql`select 1 from ${sql.table(table)} where 1 = 0`),
    sql` union all `,
  )}`.execute(db);
}
