import { useLocation } from "react-router";
import { contentText, type Locale, localeOfPath, type Translations } from "#domain/locale";

/** The language of the page being shown: it is in the address (domain/locale.ts). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The texts of `translations` in the page's language. */
export function useTexts<T>(translations: Translations<T>): T {
  return translations[useLocale()];
}

/**
 * The `lang` of a text that has no Bangla version yet (a setting or content an admin wrote in
 * English) where it shows on a Bangla page: screen readers and search engines must know (issue 26).
 */
export function useFallbackLang(): "en" | undefined {
  return useLocale() === "bn" ? "en" : undefined;
}

/** An admin's text in the page's language (`contentText`): `{ text, lang }` for its element. */
export function useContentText(): (english: string, bangla: string) => { text: string; lang?: "en" } {
  const locale = useLocale();
  return (english, bangla) => contentText(english, bangla, locale);
}
