import { createContext, useContext } from "react";
import { defaultSiteSettings, type PublicSiteSettings, publicSettings } from "../../domain/site-details";

const SiteSettingsContext = createContext<PublicSiteSettings>(publicSettings(defaultSiteSettings));

/** The company's details for every component under the root (the root loader reads them per render). */
export const SiteSettingsProvider = SiteSettingsContext.Provider;

/** The company's name, contact details, links and figures as an admin last saved them (defaults until then). */
export const useSiteSettings = () => useContext(SiteSettingsContext);
