/**
 * The public site's two languages (issue 26, decision 0043). The language is in the address:
 * English at the site's original addresses (`/about`), Bangla under `/bn` (`/bn/about`), so a page
 * needs no cookie to know its language and the page cache keys on the address alone.
 */
export const LOCALES = ["en", "bn"] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A text (or a set of texts) in each language of the public site: the one way a text shown in both
 * languages is written (decision 0054). Its type holds every language to the same keys, so a Bangla
 * text cannot be missing; it is read by key for a known language (`texts[locale].key`).
 */
export type Translations<T> = Record<Locale, T>;

/** `build(locale)`, made once per language when first asked for (a form's schema with its messages). */
export function oncePerLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built: Partial<Translations<T>> = {};
  return (locale) => (built[locale] ??= build(locale));
}

/** Where the Bangla twin of every public page lives. */
export const BANGLA_PREFIX = "/bn";

/** The language of the page at `pathname`. */
export function localeOfPath(pathname: string): Locale {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`) ? "bn" : "en";
}

/** The address without its language prefix: the English page's path (`/bn/about` → `/about`, `/bn` → `/`). */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(BANGLA_PREFIX.length) || "/";
}

/**
 * A path of the site (with its query and fragment, if any) in `locale`: `/about` → `/bn/about`,
 * `/` → `/bn`. Paths that are not public pages in two languages (the dashboard, the API, files,
 * the Google popup) stay as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const english = englishPath(pathname);
  if (locale === "en" || !hasBanglaTwin(english)) return english + rest;
  return (english === "/" ? BANGLA_PREFIX : `${BANGLA_PREFIX}${english}`) + rest;
}

/** Addresses that only exist once: the dashboard, the API, the Google popup, files. */
const SINGLE_LANGUAGE = /^\/(dashboard|api|auth|media|images|assets|fonts)(\/|$)|\.[a-z0-9]+$/i;

/** Whether the page at an English `pathname` has a Bangla twin. */
export function hasBanglaTwin(pathname: string): boolean {
  return !SINGLE_LANGUAGE.test(pathname);
}

/** The `lang` of a page's `<html>`. */
export const htmlLang = (locale: Locale) => locale;

/** Open Graph's spelling of the language and country. */
export const ogLocale = (locale: Locale) => (locale === "bn" ? "bn_BD" : "en_US");

/** `Intl`'s locale for numbers and dates: Bengali digits on Bangla pages. */
export const intlLocale = (locale: Locale) => (locale === "bn" ? "bn-BD" : "en-US");

/** A whole number as the page's language writes it (`1,234` / `১,২৩৪`). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/**
 * A figure as the page's language writes it (the About page's "4k+", "98%"): on a Bangla page in
 * Bengali digits, and a thousands "k" written out, as Bangla does not abbreviate so ("৪,০০০+").
 */
export function localFigure(figure: string, locale: Locale): string {
  if (locale === "en") return figure;
  const thousands = /^(\d+)[kK](\+?)$/.exec(figure.trim());
  return thousands
    ? `${formatNumber(Number(thousands[1]) * 1000, locale)}${thousands[2]}`
    : localDigits(figure, locale);
}

/** Western digits turned into Bengali ones (for texts built from numbers, like dates). */
export function localDigits(text: string, locale: Locale): string {
  if (locale === "en") return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}

/**
 * An admin's text (a post's title, a review…) on a page in `locale`: its Bangla version on a Bangla
 * page when it has one; otherwise the English, with `lang: "en"` for its element on a Bangla page
 * (screen readers and search engines must know).
 */
export function contentText(english: string, bangla: string, locale: Locale): { text: string; lang?: "en" } {
  if (locale === "en") return { text: english };
  return bangla.trim() ? { text: bangla } : { text: english, lang: "en" };
}

/**
 * A name with a Bangla case ending, as a Dhaka copywriter joins it: a Bangla name ending in a vowel
 * takes র / য় ("ঢাকা" → "ঢাকার", "ঢাকায়"), one ending in a consonant ের / ে ("উত্তর" → "উত্তরের",
 * "উত্তরে"), one ending in ং য়ের / য়ে ("মার্কেটিং" → "মার্কেটিংয়ের", as Dhaka writes it); a name in
 * Latin letters takes the ending after a hyphen ("Uttara" → "Uttara-এর", "Uttara-এ").
 */
export function withBanglaEnding(name: string, ending: "genitive" | "locative"): string {
  const last = name.trimEnd().at(-1) ?? "";
  if (!/[\u0980-\u09FF]/.test(last)) return `${name}-${ending === "genitive" ? "এর" : "এ"}`;
  if (last === "ং") return `${name}${ending === "genitive" ? "য়ের" : "য়ে"}`;
  const code = last.codePointAt(0)!;
  // A vowel letter (অ–ঔ) or a vowel sign (া–ৌ, ৗ).
  const endsInVowel = (code >= 0x985 && code <= 0x994) || (code >= 0x9be && code <= 0x9cc) || code === 0x9d7;
  if (ending === "genitive") return `${name}${endsInVowel ? "র" : "ের"}`;
  return `${name}${endsInVowel ? "য়" : "ে"}`;
}
