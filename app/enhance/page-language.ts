import type { Locale } from "#domain/locale";

/** The page's language, as its `<html lang>` says (issue 26): the script's texts are read for it. */
export const pageLocale = (): Locale => (document.documentElement.lang === "bn" ? "bn" : "en");
