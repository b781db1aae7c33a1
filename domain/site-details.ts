/**
 * The company's details as the site shows them (issue 12 item 1; docs/decisions/0025-site-settings.md):
 * edited by admins on /dashboard/settings, checked by `siteSettingsSchema` (./site-settings), stored
 * in the database. Until an admin saves them, the defaults below are shown. No zod here: the pages
 * import this module, the schema stays with the forms and the server.
 */
import { contentText, type Locale } from "./locale";
import { formatOpeningHours, type OpeningHours, WEEKDAYS } from "./opening-hours";
export interface SiteSettings {
  companyName: string;
  shortName: string;
  blurb: string;
  phone: string;
  /** With the country code; "" hides the WhatsApp link. */
  whatsapp: string;
  email: string;
  street: string;
  area: string;
  city: string;
  country: string;
  /** When the office is open (shown as a sentence; search engines read it as data). */
  openingHours: OpeningHours;
  /** The office's "latitude, longitude" for search engines (copied from Google Maps); "" leaves it out. */
  coordinates: string;
  /** "" hides the link. */
  facebook: string;
  /** "" hides the link. */
  linkedin: string;
  /** The home hero's video, as its YouTube embed URL (loaded only when the visitor presses play). */
  heroVideoUrl: string;
  /** What Google Maps is asked to show (an address or place name). */
  mapLocation: string;
  /** The About page's four figures (spec §2: 4k+ happy customers, 13+ awards, 98% satisfaction, 250+ projects). */
  stats: Array<{ value: string; label: string }>;
  /** Where contact-form messages are e-mailed (never sent to the browser). */
  contactInbox: string;
  /** The live-chat widget's script; "" = no chat. */
  chatScriptUrl: string;
  /**
   * Issue 43 item 4: the currency of the plans' prices, as their sign ("$499" or "৳499"). The amounts
   * are the ones entered on Services & plans: changing the currency converts nothing.
   */
  currency: Currency;
  /** Issue 42: a summary of the week's statistics is e-mailed to the contact inbox every Sunday (an admin may turn it off). */
  weeklySummary: boolean;
  /** Issue 26: the Bangla pages' wording of the settings that are words; each "" when there is none. */
  bn: BanglaSettings;
}

/** The currencies a price may be in: US dollars (the spec's) or Bangladeshi taka. */
export const CURRENCIES = ["USD", "BDT"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The Bangla pages' blurb, address and opening hours (issue 26): each "" where the admin wrote none;
 * the Bangla pages then show the English (marked lang="en"), or for the hours the site's own Bangla sentence.
 */
export interface BanglaSettings {
  blurb: string;
  street: string;
  area: string;
  city: string;
  country: string;
  /** The opening hours in the admin's own words (the days and times stay the data search engines read). */
  openingHours: string;
  /** The About page's figures' labels, in the order of `stats` (each "" where there is none). */
  figures: string[];
}

/** Each Bangla setting's name, as the form labels it and the schema's messages name it. */
export const BANGLA_SETTING_LABELS = {
  blurb: "Blurb in Bangla",
  street: "Street in Bangla",
  area: "Area in Bangla",
  city: "City and postcode in Bangla",
  country: "Country in Bangla",
  openingHours: "Opening hours in Bangla",
  figures: "Figure labels in Bangla",
} as const satisfies Record<keyof BanglaSettings, string>;

/** Each setting's name, as the form labels it, the schema's messages name it and the activity log lists it. */
export const SETTING_LABELS = {
  companyName: "Company name",
  shortName: "Short name",
  blurb: "Blurb",
  phone: "Phone",
  whatsapp: "WhatsApp number",
  email: "E-mail",
  street: "Street",
  area: "Area",
  city: "City and postcode",
  country: "Country",
  openingHours: "Opening hours",
  coordinates: "Map coordinates",
  facebook: "Facebook page",
  linkedin: "LinkedIn page",
  heroVideoUrl: "Hero video",
  mapLocation: "Map location",
  stats: "About page figures",
  contactInbox: "Contact inbox",
  chatScriptUrl: "Live-chat script URL",
  currency: "Currency of the prices",
  weeklySummary: "Weekly statistics e-mail",
  bn: "Bangla texts",
} as const satisfies Record<keyof SiteSettings, string>;

/** The settings the browser may see: everything but the inbox messages are sent to. */
export type PublicSiteSettings = Omit<SiteSettings, "contactInbox">;

export const defaultSiteSettings: SiteSettings = {
  companyName: "Skyline IT Solutions",
  shortName: "Skyline IT",
  blurb:
    "Skyline IT Solutions builds websites, online shops, mobile apps and marketing that help businesses in Bangladesh and abroad grow — from our office in Uttara, Dhaka.",
  phone: "+880 1712-345678",
  whatsapp: "",
  email: "hello@skylineit.com.bd",
  street: "House 12, Road 7, Sector 4",
  area: "Uttara",
  city: "Dhaka 1230",
  country: "Bangladesh",
  openingHours: { days: WEEKDAYS.filter((day) => day !== "Friday"), opens: "09:00", closes: "18:00" },
  coordinates: "23.8616, 90.4003",
  facebook: "https://www.facebook.com/skylineitbd",
  linkedin: "https://www.linkedin.com/company/skylineitbd",
  heroVideoUrl: "https://www.youtube-nocookie.com/embed/Sk4yL1nE9iT",
  mapLocation: "Sector 4, Uttara, Dhaka 1230",
  stats: [
    { value: "4k+", label: "Happy customers" },
    { value: "13+", label: "Awards" },
    { value: "98%", label: "Satisfaction" },
    { value: "250+", label: "Projects" },
  ],
  contactInbox: "hello@skylineit.com.bd",
  chatScriptUrl: "",
  currency: "USD",
  weeklySummary: true,
  bn: {
    blurb:
      "উত্তরা, ঢাকার অফিস থেকে আমরা বাংলাদেশ ও বিদেশের ব্যবসার জন্য ওয়েবসাইট, অনলাইন শপ আর মোবাইল অ্যাপ বানাই, মার্কেটিংও করি — যাতে আপনার ব্যবসা আরও বড় হয়।",
    street: "বাড়ি ১২, রোড ৭, সেক্টর ৪",
    area: "উত্তরা",
    city: "ঢাকা ১২৩০",
    country: "বাংলাদেশ",
    // The site's own Bangla sentence from the days and times.
    openingHours: "",
    figures: ["সন্তুষ্ট ক্লায়েন্ট", "পুরস্কার", "সন্তুষ্টি", "প্রজেক্ট"],
  },
};

/**
 * Whether an address is the demo company's inbox, which the site starts with: no contact message
 * is e-mailed there (issue 44 item 1), nor sent from it.
 */
export const isDemoInbox = (address: string) =>
  address.trim().toLowerCase() === defaultSiteSettings.contactInbox.toLowerCase();

export function publicSettings({ contactInbox: _inbox, ...shown }: SiteSettings): PublicSiteSettings {
  return shown;
}

/** The phone number as a tel: link target (digits and a leading +). */
export const phoneHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

export function formatAddress(
  { street, area, city, country }: Pick<SiteSettings, "street" | "area" | "city" | "country">,
  separator = ", ",
): string {
  return [street, area, city, country].join(separator);
}

/** A location as a query value: spaces as +, commas kept (as Google Maps writes it). */
const mapQuery = (location: string) => encodeURIComponent(location).replace(/%20/g, "+").replace(/%2C/gi, ",");
/** Google Maps embed of the location (loaded only after the visitor asks, click-to-load facade). */
export const mapEmbedUrl = (location: string) => `https://www.google.com/maps?q=${mapQuery(location)}&output=embed`;
/** Google Maps page of the location, for "Open in Google Maps". */
export const mapLinkUrl = (location: string) => `https://www.google.com/maps/search/?api=1&query=${mapQuery(location)}`;

/** "23.8616, 90.4003" (as Google Maps copies a place's coordinates) as numbers, or null when it is not that. */
export function parseCoordinates(text: string): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** The city without its postcode ("Dhaka 1230" → "Dhaka", "ঢাকা ১২৩০" → "ঢাকা"). */
export const cityName = ({ city }: Pick<SiteSettings, "city">) => city.replace(/\s*[\d০-৯][\d০-৯-]*$/, "");

/** Where the company is, for a sentence ("Uttara, Dhaka"): the area and the city without its postcode. */
export const placeName = ({ area, city }: Pick<SiteSettings, "area" | "city">) => `${area}, ${cityName({ city })}`;

/**
 * The place name a page in `locale` says ("উত্তরা, ঢাকা" on a Bangla page): the admin's Bangla area
 * and city when both are written, else the English ones.
 */
export const placeNameIn = (site: PlaceSettings, locale: Locale) => placeName(placeWordsIn(site, locale));

/** The city a page in `locale` names ("ঢাকা" on a Bangla page), as `placeNameIn` chooses it. */
export const cityNameIn = (site: PlaceSettings, locale: Locale) => cityName(placeWordsIn(site, locale));

type PlaceSettings = Pick<SiteSettings, "area" | "city" | "bn">;
const placeWordsIn = (site: PlaceSettings, locale: Locale) =>
  locale === "bn" && site.bn.area.trim() && site.bn.city.trim() ? site.bn : site;

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
/** Today's code of a region code (an old one, UK or BU, stands for GB or MM). */
const currentRegion = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0]!.slice("und-".length);
/** The last answer (the settings' country seldom changes, and every page asks). */
let lastCountry: { country: string; code: string | null } | undefined;

/**
 * The ISO 3166-1 alpha-2 code of a country given by its English name or its code ("Bangladesh",
 * "bd" → "BD"), from the runtime's Unicode data; null if it is neither. The first call loads the
 * region names (tens of milliseconds), so it runs on the server (the public pages' JSON-LD).
 */
export function countryCode(country: string): string | null {
  if (lastCountry?.country === country) return lastCountry.code;
  const wanted = country.trim().toLowerCase();
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  let code: string | null = null;
  if (/^[a-z]{2}$/.test(wanted)) {
    code = names.of(wanted.toUpperCase()) ? currentRegion(wanted.toUpperCase()) : null;
  } else {
    for (const candidate of LETTERS.flatMap((first) => LETTERS.map((second) => first + second))) {
      if (names.of(candidate)?.toLowerCase() === wanted && currentRegion(candidate) === candidate) {
        code = candidate;
        break;
      }
    }
  }
  lastCountry = { country, code };
  return code;
}

/**
 * A name at the end of a sentence: one full stop, not two ("Uttara Web Works Ltd." stays as it is);
 * a Bangla sentence ends with its own "।" ("Skyline IT Solutions।").
 */
export const withFullStop = (text: string, stop: "." | "।" = ".") => (/[.!?…।]$/.test(text) ? text : `${text}${stop}`);

/** The settings that are words, as a page in `locale` shows them (`contentText`: each with its `lang`). */
export type SiteWords = Record<
  Exclude<keyof BanglaSettings, "openingHours" | "figures">,
  { text: string; lang?: "en" }
>;

/**
 * The blurb and the address on a page in `locale` (issue 26): on a Bangla page each the admin's
 * Bangla where there is one, else the English marked lang="en".
 */
export function siteWords(site: Pick<SiteSettings, keyof SiteWords | "bn">, locale: Locale): SiteWords {
  const word = (name: keyof SiteWords) => contentText(site[name], site.bn[name], locale);
  return {
    blurb: word("blurb"),
    street: word("street"),
    area: word("area"),
    city: word("city"),
    country: word("country"),
  };
}

/** The opening hours as a page in `locale` says them: the admin's Bangla wording on a Bangla page, else the site's sentence. */
export function openingHoursText(site: Pick<SiteSettings, "openingHours" | "bn">, locale: Locale): string {
  const own = locale === "bn" ? site.bn.openingHours.trim() : "";
  return own || formatOpeningHours(site.openingHours, locale);
}
