import { Outlet, useLocation, useMatches } from "react-router";
import { localBusiness, webPage } from "#domain/structured-data";
import { localeOfPath } from "#domain/locale";
import { JsonLd } from "../components/json-ld";
import { usePriceSpan, usePublicUrl, useSiteSettings } from "../lib/site-settings";
import { hidesSiteChrome, isDashboardPath } from "../components/navigation";
import { pageHydrates } from "../lib/hydration";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";

export default function SiteLayout() {
  const { pathname } = useLocation();
  const chrome = !hidesSiteChrome(pathname);
  const site = useSiteSettings();
  const publicUrl = usePublicUrl();
  const prices = usePriceSpan();
  // The application pages (dashboard, new password; decision 0027) are not for search engines.
  const publicPage = !pageHydrates(useMatches());
  return (
    <>
      {/* Who the company is, for search engines, on every public page (from the site settings). */}
      {publicPage && <JsonLd data={localBusiness(publicUrl, site, localeOfPath(pathname), prices)} />}
      {publicPage && <JsonLd data={webPage(publicUrl, pathname, localeOfPath(pathname))} />}
      {chrome && <SiteHeader />}
      <Outlet />
      {chrome && <SiteFooter compact={isDashboardPath(pathname)} />}
    </>
  );
}
