import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { defaultSiteSettings, type PublicSiteSettings, publicSettings, siteWords } from "#domain/site-details";
import { useLocale } from "./locale";
import type { PriceSpan } from "#domain/structured-data";

const SiteSettingsContext = createContext<PublicSiteSettings>(publicSettings(defaultSiteSettings));

/** The company's details for every component under the root (the root loader reads them per render). */
export const SiteSettingsProvider = SiteSettingsContext.Provider;

/** The company's name, contact details, links and figures as an admin last saved them (defaults until then). */
export const useSiteSettings = () => useContext(SiteSettingsContext);

/** The blurb and the address in the page's language (`siteWords`): each `{ text, lang }` for its element. */
export function useSiteWords() {
  const site = useSiteSettings();
  return siteWords(site, useLocale());
}

/** The root loader's data these hooks read. */
const useRootData = () => useRouteLoaderData("root") as { publicUrl?: string; prices?: PriceSpan } | undefined;

/** The site's public origin (PUBLIC_URL) as the root loader gave it, for absolute URLs in structured data. */
export const usePublicUrl = () => useRootData()?.publicUrl ?? "";

/** The span of the plans' prices as the owner edited them (the root loader reads them; the catalogue's until then). */
export const usePriceSpan = (): PriceSpan | undefined => useRootData()?.prices;
