import { Outlet, useLocation } from "react-router";
import { localBusiness } from "../../domain/structured-data";
import { JsonLd } from "../components/json-ld";
import { usePublicUrl, useSiteSettings } from "../lib/site-settings";
import { hidesSiteChrome, isDashboardPath } from "../components/navigation";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";

export default function SiteLayout() {
  const { pathname } = useLocation();
  const chrome = !hidesSiteChrome(pathname);
  const site = useSiteSettings();
  const publicUrl = usePublicUrl();
  return (
    <>
      {/* Who the company is, for search engines, on every page (from the site settings). */}
      <JsonLd data={localBusiness(publicUrl, site)} />
      {chrome && <SiteHeader />}
      <Outlet />
      {chrome && <SiteFooter compact={isDashboardPath(pathname)} />}
    </>
  );
}
