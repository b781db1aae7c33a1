import type { Locale } from "#domain/locale";

/** The page's language, as its `<html lang>` says (issue 26). */
export const pageLocale = (): Locale => (document.documentElement.lang === "bn" ? "bn" : "en");

/**
 * A message or alert the script shows, in the page's language (app/i18n/form-messages.ts): the
 * Bangla catalogue is fetched on Bangla pages only, when a message is first shown.
 */
export async function inPageLanguage(message: string): Promise<string> {
  const locale = pageLocale();
  if (locale === "en") return message;
  return (await import("../i18n/form-messages")).formMessageIn(message, locale);
}
