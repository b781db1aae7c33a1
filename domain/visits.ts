// Visits counted on the server without cookies (issue 42, decision 0058): what is counted, and how
// the statistics page reads it. Shared by the counter (server/visits.ts) and the dashboard page.
// No zod here: the pages' script imports this module (a source's spelling, through visit-source.ts).

/** The periods the statistics page offers, in days ending today (Dhaka). */
export const STATISTICS_PERIODS = [7, 28, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** Raw events are kept this many days (daily totals are kept). */
export const EVENT_RETENTION_DAYS = 30;

/**
 * What a stored event is: a page view, or a click on a way to reach the company (issue 42 item 3:
 * a WhatsApp or Messenger link, through the site's redirect; a phone number, told by the pages'
 * script), its `path` then the page the link was on.
 */
export const VISIT_KINDS = ["view", "whatsapp", "messenger", "phone"] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export type ClickKind = Exclude<VisitKind, "view">;
export const CLICK_KINDS: readonly ClickKind[] = ["whatsapp", "messenger", "phone"];

/** The devices a user agent is sorted into. */
export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/**
 * The daily totals kept per dimension: all views; per page (the path, so each language's page
 * apart); language; source (the campaign's `utm_source`, else the referring site, else "" =
 * direct); referring site; campaign (`utm_source`, `utm_medium` and `utm_campaign` joined by
 * CAMPAIGN_SEPARATOR); device; and the clicks per contact channel (`channel`: whatsapp, messenger,
 * phone; counted as views).
 */
export const DIMENSIONS = ["all", "page", "locale", "source", "referrer", "campaign", "device", "channel"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const CAMPAIGN_SEPARATOR = "\t";

/**
 * The public pages whose views are counted: home, about, the services and a service, the blog and
 * an article, contact — in English and under /bn. Not the account pages (an admin opens the sign-in
 * page before having a session), the dashboard, the API, files or uploads.
 */
const COUNTED_PAGE = /^(?:\/bn)?(?:\/|\/about|\/services(?:\/[a-z0-9_-]+)?|\/blogs(?:\/[a-z0-9_-]+)?|\/contact)?$/;

export function isCountedPage(path: string): boolean {
  return path !== "" && COUNTED_PAGE.test(path);
}

/** The device a user agent names: tablets first (an Android tablet says Android without Mobile). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile|BlackBerry/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** What a view is attributed to. Empty strings mean "none". */
export interface ViewSource {
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

/** Longest utm_ value kept. */
const UTM_MAX = 64;

// The one spelling of a source, so that leads ÷ visitors compares like with like: a counted view's
// (server/visits.ts), a lead's as its contact message carries it (domain/visit-source.ts) and the
// leads counted per source (server/services/contact.ts) all go through these.

/** A utm_ value as it is counted and kept: one line, trimmed, in small letters, at most UTM_MAX characters; "" for none. */
export const cleanUtm = (value: string | null | undefined) =>
  (value ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .toLowerCase()
    .slice(0, UTM_MAX);

/** A site's host as a source: its name in small letters, without a port and "www." ("WWW.Facebook.com:8080" → "facebook.com"). */
export const hostSource = (host: string) =>
  host
    .replace(/:\d+$/, "")
    .toLowerCase()
    .replace(/^www\./, "");

/** The site an address (a Referer header) is on, as a source: "https://WWW.Facebook.com/x" → "facebook.com"; "" when it cannot be read. */
export const referrerHost = (url: string) => hostSource(URL.parse(url)?.hostname ?? "");

/** The source a view counts under: the campaign's source, else the referring site, else "" (direct). */
export const sourceOf = (visit: Pick<ViewSource, "utm_source" | "referrer">) => visit.utm_source || visit.referrer;

/** The campaign a view counts under, or "" when the address had no utm_ parameter. */
export const campaignOf = (visit: ViewSource) =>
  visit.utm_source || visit.utm_medium || visit.utm_campaign
    ? [visit.utm_source, visit.utm_medium, visit.utm_campaign].join(CAMPAIGN_SEPARATOR)
    : "";

/** One row of a ranked list on the statistics page. */
export interface StatisticsRow {
  value: string;
  views: number;
  /** Unique visitors whose first view of the day had this value (0 for pages: not counted per page). */
  visitors: number;
}

/** A day of the chart. */
export interface StatisticsDay {
  day: string;
  views: number;
  visitors: number;
}

/** What the statistics page shows for a period. */
export interface Statistics {
  days: StatisticsDay[];
  pages: StatisticsRow[];
  sources: StatisticsRow[];
  campaigns: StatisticsRow[];
  locales: StatisticsRow[];
  devices: StatisticsRow[];
  /** Clicks per contact channel (`views`: the clicks). */
  channels: StatisticsRow[];
  /** Every source's unique visitors in the period (for the conversion of the sources leads came from). */
  sourceVisitors: Record<string, number>;
}

/** The leads that began in a period, by the plan and by the source of their first message (issue 42 item 4). */
export interface LeadsBySource {
  leads: number;
  plans: { value: string; leads: number }[];
  sources: { value: string; leads: number }[];
}

/** A source's conversion: its unique visitors, the leads it brought, and leads ÷ visitors (null: no visitor counted). */
export interface SourceConversion {
  source: string;
  visitors: number;
  leads: number;
  rate: number | null;
}

/** The conversion of the top sources and of every source a lead came from, the most leads first. */
export function conversionBySource(statistics: Statistics, leads: LeadsBySource, limit = 10): SourceConversion[] {
  const leadsOf = new Map(leads.sources.map((row) => [row.value, row.leads]));
  const sources = new Set([...leads.sources.map((row) => row.value), ...statistics.sources.map((row) => row.value)]);
  return [...sources]
    .map((source) => {
      const visitors = statistics.sourceVisitors[source] ?? 0;
      const brought = leadsOf.get(source) ?? 0;
      return { source, visitors, leads: brought, rate: visitors > 0 ? brought / visitors : null };
    })
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || a.source.localeCompare(b.source))
    .slice(0, limit);
}
