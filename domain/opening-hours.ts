/**
 * The office's opening hours as data (issue 13: structured data needs days and times, not a
 * sentence): the days it is open and one opening and closing time, in the company's time zone.
 * The site shows them as a sentence ("Saturday – Thursday, 9:00 am – 6:00 pm"), made here; search
 * engines read them as schema.org's OpeningHoursSpecification. No zod here: pages import it.
 * Bangla pages say them the Bangla way ("শনিবার – বৃহস্পতিবার, সকাল ৯টা – সন্ধ্যা ৬টা", issue 26).
 */
import { type Locale, localDigits } from "./locale";

/** schema.org's day names (https://schema.org/DayOfWeek), Monday first as there. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningHours {
  /** The days the office is open (no repeats). */
  days: Weekday[];
  /** 24-hour "HH:MM", as schema.org and `<input type="time">` write it. */
  opens: string;
  closes: string;
}

/** "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "09:00" → "9:00 am", "12:30" → "12:30 pm", "00:15" → "12:15 am". */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** The days' Bangla names. */
const BANGLA_DAYS: Record<Weekday, string> = {
  Monday: "সোমবার",
  Tuesday: "মঙ্গলবার",
  Wednesday: "বুধবার",
  Thursday: "বৃহস্পতিবার",
  Friday: "শুক্রবার",
  Saturday: "শনিবার",
  Sunday: "রবিবার",
};

/** The part of the day a Bangla speaker names before the hour. */
function banglaDayPart(hours: number): string {
  if (hours < 4) return "রাত";
  if (hours < 6) return "ভোর";
  if (hours < 12) return "সকাল";
  if (hours < 15) return "দুপুর";
  if (hours < 18) return "বিকেল";
  if (hours < 20) return "সন্ধ্যা";
  return "রাত";
}

/** "09:00" → "সকাল ৯টা", "12:30" → "দুপুর ১২:৩০", "18:00" → "সন্ধ্যা ৬টা". */
function banglaTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const clock = minutes === 0 ? `${hour}টা` : `${hour}:${String(minutes).padStart(2, "0")}`;
  return `${banglaDayPart(hours)} ${localDigits(clock, "bn")}`;
}

/** The week as people in Bangladesh count it: from Saturday. */
const LOCAL_WEEK: readonly Weekday[] = [...WEEKDAYS.slice(5), ...WEEKDAYS.slice(0, 5)];

/**
 * The open days as runs of consecutive days around the week (Saturday – Thursday; Monday – Friday),
 * the first run the one that starts earliest in the local week: three or more days as
 * "First – Last", shorter runs day by day.
 */
export function formatDays(days: readonly Weekday[], locale: Locale = "en"): string {
  const open = new Set(days);
  if (open.size === WEEKDAYS.length) return locale === "bn" ? "প্রতিদিন" : "Every day";
  const name = (day: Weekday) => (locale === "bn" ? BANGLA_DAYS[day] : day);
  const at = (i: number) => LOCAL_WEEK[(i + LOCAL_WEEK.length) % LOCAL_WEEK.length]!;
  // Start where a run starts (an open day after a closed one), so that no run is cut in two.
  const start = LOCAL_WEEK.findIndex((day, i) => open.has(day) && !open.has(at(i - 1)));
  const runs: Weekday[][] = [];
  for (let i = 0; i < LOCAL_WEEK.length; i++) {
    const day = at(start + i);
    if (!open.has(day)) continue;
    if (open.has(at(start + i - 1)) && runs.length > 0 && i > 0) runs[runs.length - 1]!.push(day);
    else runs.push([day]);
  }
  return runs
    .map((r) => (r.length >= 3 ? `${name(r[0]!)} – ${name(r[r.length - 1]!)}` : r.map(name).join(", ")))
    .join(", ");
}

/** "Saturday – Thursday, 9:00 am – 6:00 pm"; on a Bangla page "শনিবার – বৃহস্পতিবার, সকাল ৯টা – সন্ধ্যা ৬টা". */
export function formatOpeningHours({ days, opens, closes }: OpeningHours, locale: Locale = "en"): string {
  const time = locale === "bn" ? banglaTime : formatTime;
  return `${formatDays(days, locale)}, ${time(opens)} – ${time(closes)}`;
}

const TWELVE_HOUR = /^(?<hour>1[0-2]|[1-9]):(?<minutes>[0-5]\d)\s*(?<half>am|pm)$/i;

function parseTime(text: string): string | null {
  const time = TWELVE_HOUR.exec(text.trim())?.groups;
  if (!time) return null;
  const hours = (Number(time.hour) % 12) + (time.half!.toLowerCase() === "pm" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${time.minutes}`;
}

function parseDays(text: string): Weekday[] | null {
  if (text.trim().toLowerCase() === "every day") return [...WEEKDAYS];
  const days: Weekday[] = [];
  for (const part of text.split(",").map((p) => p.trim())) {
    const [first, last = first] = part.split(/\s*[–-]\s*/) as [string, string?];
    const from = WEEKDAYS.findIndex((day) => day.toLowerCase() === first.toLowerCase());
    const to = WEEKDAYS.findIndex((day) => day.toLowerCase() === last.toLowerCase());
    if (from < 0 || to < 0) return null;
    for (let i = from; ; i = (i + 1) % WEEKDAYS.length) {
      days.push(WEEKDAYS[i]!);
      if (i === to) break;
    }
  }
  return days;
}

/**
 * The hours in a sentence as `formatOpeningHours` writes it, or null. Reads the office-hours text
 * that settings saved before the hours were structured (decision 0028).
 */
export function parseOpeningHours(text: string): OpeningHours | null {
  const match = /^(.*),\s*([^,–-]+?)\s*[–-]\s*([^,–-]+)$/.exec(text.trim());
  if (!match) return null;
  const days = parseDays(match[1]!);
  const opens = parseTime(match[2]!);
  const closes = parseTime(match[3]!);
  if (!days || !opens || !closes || opens >= closes) return null;
  return { days: WEEKDAYS.filter((day) => days.includes(day)), opens, closes };
}
