import { type Locale, localDigits } from "./locale";

/**
 * Every date and time the site shows is the company's (Dhaka), whatever the visitor's or the
 * server's own zone: the server's HTML and the browser's render then agree (no hydration mismatch),
 * and an admin in another country still reads the time the office read.
 *
 * The text is built from numbers, not from the locale's wording, which differs between ICU
 * versions (Node's and the browser's: "Sep" or "Sept", "," or "at").
 */
export const COMPANY_TIME_ZONE = "Asia/Dhaka";
export const COMPANY_TIME_LABEL = "Dhaka time";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const numbers = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** The calendar fields of an instant in the company's time zone, or null for an unreadable date. */
function inCompanyZone(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const part = Object.fromEntries(numbers.formatToParts(date).map(({ type, value }) => [type, Number(value)]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute! };
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

const MONTHS_BANGLA = [
  "জানুয়ারি",
  "ফেব্রুয়ারি",
  "মার্চ",
  "এপ্রিল",
  "মে",
  "জুন",
  "জুলাই",
  "আগস্ট",
  "সেপ্টেম্বর",
  "অক্টোবর",
  "নভেম্বর",
  "ডিসেম্বর",
];

/** "22 November 2026" ("২২ নভেম্বর ২০২৬" on Bangla pages): a day (e.g. a blog's date) as it was in Dhaka. */
export function formatCompanyDate(iso: string, locale: Locale = "en"): string {
  const at = inCompanyZone(iso);
  if (!at) return iso;
  const months = locale === "bn" ? MONTHS_BANGLA : MONTHS_LONG;
  return localDigits(`${at.day} ${months[at.month - 1]} ${at.year}`, locale);
}

/** "22 Nov 2026, 14:05 (Dhaka time)": a moment (a message, an admin action), labelled with its zone. */
export function formatCompanyDateTime(iso: string): string {
  const at = inCompanyZone(iso);
  return at
    ? `${at.day} ${MONTHS[at.month - 1]} ${at.year}, ${twoDigits(at.hour)}:${twoDigits(at.minute)} (${COMPANY_TIME_LABEL})`
    : iso;
}

/**
 * The instant a day in Dhaka begins ("2026-11-26" → "2026-11-25T18:00:00.000Z"), as stored dates
 * are written (ISO-8601 in UTC), so a day's messages are those from its start to the next day's.
 * Dhaka keeps UTC+6 all year (no daylight saving since 2009).
 */
export function companyDayStart(day: string): string {
  return new Date(`${day}T00:00:00+06:00`).toISOString();
}

/** A day (YYYY-MM-DD, a day in Dhaka) as the site writes dates ("28 November 2026"). */
export const formatCompanyDay = (day: string, locale: Locale = "en") =>
  formatCompanyDate(`${day}T12:00:00+06:00`, locale);

/** Today in Dhaka, as a date field writes a day (YYYY-MM-DD). Dhaka keeps UTC+6 all year. */
export function companyToday(now = Date.now()): string {
  return new Date(now + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The day after a YYYY-MM-DD day ("2026-12-31" → "2027-01-01"). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The day `days` before a YYYY-MM-DD day ("2026-01-01", 1 → "2025-12-31"). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (what a date field sends). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The instants a range of Dhaka days spans, as stored dates are written: `since` the start of day
 * `from`, `before` the start of the day after `to` (either left out when its day is).
 */
export function companyDaysSpan({ from, to }: { from?: string; to?: string }): { since?: string; before?: string } {
  return {
    ...(from && { since: companyDayStart(from) }),
    ...(to && { before: companyDayStart(nextDay(to)) }),
  };
}
