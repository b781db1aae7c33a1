import { companyToday, daysBefore, formatCompanyDay } from "#domain/dates";
import { isDemoInbox, type SiteSettings } from "#domain/site-details";
import { CAMPAIGN_SEPARATOR, type Statistics, type StatisticsRow } from "#domain/visits";
import type { Database } from "../db/schema";
import type { OutboxService } from "./outbox";
import type { VisitStore } from "./visits";

/** The hour (Dhaka) from which Sunday's summary is sent: the first working day of the week in Bangladesh. */
const SEND_FROM_HOUR = 8;
/** Rows of each list the e-mail names. */
const TOP = 5;
/** A summary not sent within two days (the mail server refused it all along) is no use any more. */
const VALID_MS = 2 * 24 * 3_600_000;

const number = (n: number) => n.toLocaleString("en");
const counted = (n: number, one: string) => `${number(n)} ${one}${n === 1 ? "" : "s"}`;

/** "/about — 120 visits" lines of a ranked list, or "none". */
function lines(rows: readonly StatisticsRow[], label: (value: string) => string): string[] {
  return rows.length === 0
    ? ["  none"]
    : rows.slice(0, TOP).map((row) => `  ${label(row.value)} — ${counted(row.views, "visit")}`);
}

/** The e-mail's subject and text for the week `stats` covers. */
export function summaryText(stats: Statistics, companyName: string, statisticsUrl: string) {
  const views = stats.days.reduce((sum, day) => sum + day.views, 0);
  const visitors = stats.days.reduce((sum, day) => sum + day.visitors, 0);
  const week = `${formatCompanyDay(stats.days[0]!.day)} – ${formatCompanyDay(stats.days.at(-1)!.day)}`;
  return {
    subject: `${companyName} website, ${week}: ${counted(views, "visit")}`,
    text: [
      `Visits to the ${companyName} website, ${week} (Dhaka time), counted without cookies.`,
      "",
      `Visits (page views): ${number(views)}`,
      `Unique visitors (each day's, added up): ${number(visitors)}`,
      "",
      "Per day:",
      ...stats.days.map(
        (day) => `  ${formatCompanyDay(day.day)}: ${counted(day.views, "visit")}, ${counted(day.visitors, "visitor")}`,
      ),
      "",
      "Top pages:",
      ...lines(stats.pages, (value) => value),
      "",
      "Sources:",
      ...lines(stats.sources, (value) => value || "Direct (no referrer)"),
      "",
      "Campaigns:",
      ...lines(
        stats.campaigns.filter((row) => row.value !== ""),
        (value) => value.split(CAMPAIGN_SEPARATOR).join(" / "),
      ),
      "",
      `More on the statistics page: ${statisticsUrl}`,
      "This e-mail is sent every Sunday; an admin can turn it off in the dashboard's Settings.",
    ].join("\n"),
  };
}

interface WeeklySummaryOptions {
  visits: Pick<VisitStore, "statistics">;
  outbox: Pick<OutboxService, "queue">;
  /** The settings the site uses now (the contact inbox, the company's name, the opt-out). */
  settings: () => Promise<SiteSettings>;
  /** The dashboard's statistics page, absolute. */
  statisticsUrl: string;
  now?: () => number;
}

/**
 * The weekly summary of the statistics (issue 42 item 4): on Sunday from 08:00 in Dhaka, the last
 * seven days (Sunday to Saturday) are e-mailed to the contact inbox through the outbox,
 * once — whichever process asks first claims the week in `site_meta` — unless an admin turned it
 * off in Settings, the inbox is still the demo company's (decision 0049) or nobody visited that week.
 */
export function createWeeklySummary(
  db: Database,
  { visits, outbox, settings, statisticsUrl, now = Date.now }: WeeklySummaryOptions,
) {
  return {
    /** Sends this week's summary if it is due; answers whether it was queued now. */
    async sendIfDue(): Promise<boolean> {
      const at = now();
      const today = companyToday(at);
      const dhaka = new Date(at + 6 * 3_600_000);
      if (dhaka.getUTCDay() !== 0 || dhaka.getUTCHours() < SEND_FROM_HOUR) return false;
      const current = await settings();
      if (!current.weeklySummary || isDemoInbox(current.contactInbox)) return false;
      // A week nobody visited (a new site) is no news.
      const stats = await visits.statistics({ days: 7, today: daysBefore(today, 1) });
      if (stats.days.every((day) => day.views === 0)) return false;
      const claimed = await db
        .insertInto("site_meta")
        .values({ key: `weekly-summary:${today}`, value: new Date(at).toISOString() })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .execute();
      if (claimed.length === 0) return false;
      await outbox.queue({
        to: { name: current.companyName, address: current.contactInbox },
        ...summaryText(stats, current.companyName, statisticsUrl),
        validForMs: VALID_MS,
      });
      return true;
    },
  };
}
