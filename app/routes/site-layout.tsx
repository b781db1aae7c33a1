import { Outlet, useLocation } from "react-router";
import { hidesSiteChrome } from "../components/navigation";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";

export default function SiteLayout() {
  const { pathname } = useLocation();
  const chrome = !hidesSiteChrome(pathname);
  return (
    <>
      {chrome && <SiteHeader />}
      <Outlet />
      {chrome && <SiteFooter />}
    </>
  );
}
