import { cleanUtm, hostSource } from "./visits";

/**
 * Where a visit that ended in a message came from (issue 42 item 2), carried without a cookie: the
 * public pages' script reads it on the page the visit started on (its address's utm_* values and
 * the other site that linked to it), keeps it in the address of every link to another page of the
 * site (`?from=`), and sends it with the contact form (its `from` field) with the page the form or
 * the link to it was on. Nothing of it is stored in the browser. No zod here: the pages' script
 * imports this module.
 */
export interface VisitSource {
  /** The page the visit started on (a path of the site). */
  landing: string | null;
  /** The other site that linked to it (a host name, without "www." and a port); null: typed in, a bookmark, an app. */
  referrer: string | null;
  /** The utm_* values of its address, in small letters (`cleanUtm`). */
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The page the contact form was on, or that linked to the contact page (a service's, a plan's). */
  page: string | null;
}

/** The address parameter and form field that carry a visit's source. */
export const VISIT_SOURCE_FIELD = "from";

/** The short names the carried text uses for each part (it rides in every link's address). */
const KEYS = { landing: "l", referrer: "r", utmSource: "s", utmMedium: "m", utmCampaign: "c", page: "p" } as const;

const PART_MAX = 120;
/** At most this long, the carried text (six parts, encoded). */
export const VISIT_SOURCE_MAX = 1000;

/**
 * A part as it is kept: one line of printable text, at most PART_MAX characters; a path starts
 * with "/"; the referrer and the utm_* values spelt as the statistics count a view's (domain/visits.ts).
 */
function cleanPart(name: keyof VisitSource, value: string | null | undefined): string | null {
  if (name === "utmSource" || name === "utmMedium" || name === "utmCampaign") return cleanUtm(value) || null;
  const text = value
    ?.replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, PART_MAX);
  if (!text) return null;
  if (name === "referrer") return /^[a-z0-9.-]+(:\d+)?$/i.test(text) ? hostSource(text) || null : null;
  if ((name === "landing" || name === "page") && !/^\/(?!\/)/.test(text)) return null;
  return text;
}

/** The text carried in `?from=` and the form field. */
export function encodeVisitSource(source: Partial<VisitSource>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(KEYS) as Array<keyof VisitSource>) {
    const value = cleanPart(name, source[name]);
    if (value) params.set(KEYS[name], value);
  }
  return params.toString();
}

/** The source a carried text names (its unknown or malformed parts left out); null when it names none. */
export function readVisitSource(text: string | null | undefined): VisitSource | null {
  if (!text) return null;
  const params = new URLSearchParams(text.slice(0, VISIT_SOURCE_MAX));
  const source = Object.fromEntries(
    (Object.keys(KEYS) as Array<keyof VisitSource>).map((name) => [name, cleanPart(name, params.get(KEYS[name]))]),
  ) as unknown as VisitSource;
  return Object.values(source).some(Boolean) ? source : null;
}

/** The source in a few words for the dashboard: "facebook / social · eid-offer", "google.com", "Direct". */
export function describeVisitSource(source: VisitSource): string {
  const campaign = [source.utmSource, source.utmMedium].filter(Boolean).join(" / ");
  const utm = [campaign, source.utmCampaign].filter(Boolean).join(" · ");
  if (utm) return source.referrer ? `${utm} (from ${source.referrer})` : utm;
  return source.referrer ?? "Direct (typed in, a bookmark or an app)";
}
