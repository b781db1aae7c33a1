import { useId } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "./site-link";
import { enhanceHeader } from "../enhance/header";
import { useEnhancement } from "../lib/use-enhancement";
import { useSiteSettings } from "../lib/site-settings";
import { SiteLogo } from "./site-logo";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { useAuth } from "../features/auth/auth-context";
import { headerLinks, isServicesPath, serviceLinks } from "./navigation";
import { holdsSecretInAddress } from "../../domain/urls";

/*
 * Spec §2 header, drawn as decision 0013 explains: the full row from 1024 px (below that the
 * labels would not fit on one line), the collapsible menu under it. "Contact Us" is the header's one
 * call to action; Login is a quiet link (prospective clients have nothing to log into). Services is
 * a link to /services with its own disclosure button for the eight service pages.
 */

/** Spec §2: the Dashboard entry is shown only to a signed-in admin. */
function useDashboardLink() {
  const { user, userRole } = useAuth();
  return user && userRole === "admin" ? { label: "Dashboard", to: "/dashboard" } : null;
}

const linkBase = "whitespace-nowrap rounded-md px-3 py-2 text-[15px] font-medium transition-colors";
const linkIdle = "text-slate-700 hover:bg-slate-100 hover:text-brand-700";
const linkActive = "bg-brand-50 text-brand-700";
const ctaClass = "btn-primary whitespace-nowrap px-4 py-2 text-[15px]";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `${linkBase} ${isActive ? linkActive : linkIdle}`;
}

/** Login for visitors (back to this page afterwards); the profile for signed-in users. */
function AccountLink({ className = "" }: { className?: string }) {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  if (user) {
    return (
      <SiteLink to="/dashboard/profile" className={(state) => `${navLinkClass(state)} ${className}`}>
        Profile
      </SiteLink>
    );
  }
  // Back to this page, but never with a secret its address holds (a reset link's token).
  const back = holdsSecretInAddress(pathname) ? pathname : pathname + search;
  return (
    <SiteLink to={`/login?redirectTo=${encodeURIComponent(back)}`} className={`${linkBase} ${linkIdle} ${className}`}>
      Login
    </SiteLink>
  );
}

/** Highlighted (with its button, see `servicesEntryClass`) on every path under /services (spec §2). */
function ServicesLink({ active, className = "" }: { active: boolean; className?: string }) {
  return (
    <SiteLink to="/services" end data-active={active} className={`${linkBase} ${active ? "text-brand-700" : linkIdle} ${className}`}>
      Services
    </SiteLink>
  );
}

const servicesEntryClass = (active: boolean) => `flex items-center rounded-md ${active ? "bg-brand-50" : ""}`;

/** Opens the list of the eight service pages (app/enhance/header.ts does the opening). */
function ServicesToggle({ listId }: { listId: string }) {
  return (
    <button
      type="button"
      data-disclosure
      aria-label="Services pages"
      aria-expanded={false}
      aria-controls={listId}
      className="group inline-flex h-10 w-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      <ChevronDownIcon size={18} className="transition-transform group-aria-expanded:rotate-180" />
    </button>
  );
}

function ServiceEntries({ itemClass }: { itemClass: string }) {
  return serviceLinks.map((s) => (
    <li key={s.to}>
      <SiteLink to={s.to} data-menu-item className={({ isActive }) => `block ${itemClass} ${isActive ? linkActive : linkIdle}`}>
        {s.label}
      </SiteLink>
    </li>
  ));
}

/** Wide screens: Enter/Space on the button opens the list, arrows move through it, Escape or leaving closes it. */
function ServicesDropdown() {
  const { pathname } = useLocation();
  const listId = useId();
  const active = isServicesPath(pathname);
  return (
    <li data-dropdown data-escape-scope className={`relative ${servicesEntryClass(active)}`}>
      <ServicesLink active={active} className="pr-1" />
      <ServicesToggle listId={listId} />
      <ul id={listId} hidden className="absolute left-0 top-full z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <ServiceEntries itemClass="rounded-md px-3 py-2 text-sm" />
      </ul>
    </li>
  );
}

/** The Services entry of the collapsible menu: the link, its button, and the eight pages indented under it. */
function MobileServices() {
  const { pathname } = useLocation();
  const listId = useId();
  const active = isServicesPath(pathname);
  return (
    <li>
      <div className={`gap-1 ${servicesEntryClass(active)}`}>
        <ServicesLink active={active} className="flex-1" />
        <ServicesToggle listId={listId} />
      </div>
      <ul id={listId} hidden className="ml-4 mt-1 flex flex-col gap-1 border-l border-slate-200 pl-2">
        <ServiceEntries itemClass={linkBase} />
      </ul>
    </li>
  );
}

/** Below 1024 px: a collapsible list with the same entries; choosing one (or Escape) closes it. */
function MobileMenu() {
  const panelId = useId();
  const dashboard = useDashboardLink();
  return (
    <div className="lg:hidden" data-escape-scope>
      <button
        type="button"
        data-disclosure
        data-open-label="Close menu"
        data-closed-label="Open menu"
        className="group inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
        aria-expanded={false}
        aria-controls={panelId}
        aria-label="Open menu"
      >
        <MenuIcon size={24} className="group-aria-expanded:hidden" />
        <CloseIcon size={24} className="hidden group-aria-expanded:block" />
      </button>
      <nav
        id={panelId}
        hidden
        aria-label="Mobile"
        className="absolute inset-x-0 top-full z-30 max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {headerLinks.map((link) =>
            link.to === "/services" ? (
              <MobileServices key={link.to} />
            ) : (
              <li key={link.to}>
                <SiteLink to={link.to} end={link.to === "/"} className={(state) => `block ${navLinkClass(state)}`}>
                  {link.label}
                </SiteLink>
              </li>
            ),
          )}
          {dashboard && (
            <li>
              <SiteLink to={dashboard.to} className={(state) => `block ${navLinkClass(state)}`}>
                {dashboard.label}
              </SiteLink>
            </li>
          )}
          <li className="mt-2 border-t border-slate-200 pt-3">
            <AccountLink className="block" />
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function SiteHeader() {
  const dashboard = useDashboardLink();
  const { companyName } = useSiteSettings();
  const { pathname } = useLocation();
  // Hydrated pages run the menus' code here, afresh after each client-side navigation (all closed).
  const ref = useEnhancement<HTMLElement>(enhanceHeader, [pathname]);
  return (
    <header ref={ref} data-enhance="site-header" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <SiteLink to="/" className="flex min-w-0 items-center" aria-label={`${companyName} — Home`}>
          <SiteLogo />
        </SiteLink>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) =>
              link.to === "/services" ? (
                <ServicesDropdown key={link.to} />
              ) : link.to === "/contact" ? (
                <li key={link.to} className="ml-2">
                  <SiteLink to={link.to} className={ctaClass}>
                    {link.label}
                  </SiteLink>
                </li>
              ) : (
                <li key={link.to}>
                  <SiteLink to={link.to} end={link.to === "/"} className={navLinkClass}>
                    {link.label}
                  </SiteLink>
                </li>
              ),
            )}
            {dashboard && (
              <li>
                <SiteLink to={dashboard.to} className={navLinkClass}>
                  {dashboard.label}
                </SiteLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <AccountLink />
          </div>
          {/* Below the full row the call to action stays in sight beside the menu button (from 360 px; narrower, it is in the menu). */}
          <SiteLink to="/contact" className="btn-primary hidden whitespace-nowrap px-3 py-2 text-sm min-[360px]:inline-flex sm:px-4 sm:text-[15px] lg:hidden">
            Contact Us
          </SiteLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
