import { useLocation } from "react-router";
import { SiteLink } from "./site-link";
import { enhanceHeader } from "../enhance/header";
import { useEnhancement } from "../lib/use-enhancement";
import { useSiteSettings } from "../lib/site-settings";
import { SiteLogo } from "./site-logo";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { useAuth } from "../lib/auth-context";
import { headerLinks, isDashboardPath, isServicesPath, serviceLinks } from "./navigation";
import { holdsSecretInAddress } from "#domain/urls";
import { englishPath, hasBanglaTwin, localizedPath } from "#domain/locale";
import { chromeTexts } from "../i18n/chrome";
import { useLocale, useTexts } from "../lib/locale";

/*
 * Spec §2 header, drawn as decision 0013 explains: the full row from 1024 px (below that the
 * labels would not fit on one line), the collapsible menu under it. "Contact Us" is the header's one
 * call to action; Login is a quiet link (prospective clients have nothing to log into). Services is
 * a link to /services with its own disclosure for the eight service pages. Both menus are
 * `<details>` (decision 0034): they open without JavaScript; app/enhance/header.ts adds the
 * keyboard, hover and closing behaviour.
 */

/** Spec §2: the Dashboard entry is shown only to a signed-in admin. */
function useDashboardLink() {
  const { user, userRole } = useAuth();
  const t = useTexts(chromeTexts);
  return user && userRole === "admin" ? { label: t.dashboard, to: "/dashboard" } : null;
}

const linkBase =
  "flex min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 text-[15px] font-medium transition-colors";
const linkIdle = "text-slate-700 hover:bg-slate-100 hover:text-brand-700";
const linkActive = "bg-brand-50 text-brand-700";
const ctaClass = "btn-primary min-h-11 whitespace-nowrap px-4 py-2 text-[15px]";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `${linkBase} ${isActive ? linkActive : linkIdle}`;
}

/** An entry of the header's lists (Home is active only on /). */
function NavEntry({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <SiteLink to={to} end={to === "/"} className={navLinkClass}>
        {label}
      </SiteLink>
    </li>
  );
}

/** Login for visitors (back to this page afterwards); the profile for signed-in users. */
function AccountLink({ className = "" }: { className?: string }) {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const t = useTexts(chromeTexts);
  if (user) {
    return (
      <SiteLink to="/dashboard/profile" className={(state) => `${navLinkClass(state)} ${className}`}>
        {t.profile}
      </SiteLink>
    );
  }
  // Back to this page, but never with a secret its address holds (a reset link's token).
  const back = holdsSecretInAddress(pathname) ? pathname : pathname + search;
  return (
    <SiteLink to={`/login?redirectTo=${encodeURIComponent(back)}`} className={`${linkBase} ${linkIdle} ${className}`}>
      {t.login}
    </SiteLink>
  );
}

/**
 * The same page in the other language (issue 26): a plain link, so it works without JavaScript and
 * without a cookie; named in the language it leads to.
 */
export function LanguageSwitch({ asListItem = false }: { asListItem?: boolean }) {
  const { pathname, search } = useLocation();
  const other = useLocale() === "bn" ? "en" : "bn";
  const t = useTexts(chromeTexts);
  // The dashboard exists in English only: no switch there.
  if (!hasBanglaTwin(englishPath(pathname))) return null;
  const link = (
    <a
      href={localizedPath(holdsSecretInAddress(pathname) ? pathname : pathname + search, other)}
      hrefLang={other}
      lang={other}
      aria-label={t.otherLanguageLabel}
      data-language-switch
      className={`${linkBase} ${linkIdle}`}
    >
      {t.otherLanguage}
    </a>
  );
  return asListItem ? <li>{link}</li> : link;
}

/** Highlighted, with its arrow, on every path under /services (spec §2). */
function ServicesLink({ active, className = "" }: { active: boolean; className?: string }) {
  const t = useTexts(chromeTexts);
  return (
    <SiteLink
      to="/services"
      end
      data-active={active}
      className={`${linkBase} ${active ? "text-brand-700" : linkIdle} ${className}`}
    >
      {t.services}
    </SiteLink>
  );
}

/**
 * A disclosure: the summary (named by its hidden text, switched to `openLabel` while open by the
 * script) and what it opens. `className` places the `<details>` and names its group (the icon turns
 * with `group-open/<name>`); the summary is a 44 × 44 px target at least.
 */
function Disclosure({
  label,
  openLabel,
  className,
  summaryClass,
  icon,
  children,
}: {
  label: string;
  openLabel?: string;
  className: string;
  summaryClass: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <details data-disclosure data-closed-label={openLabel && label} data-open-label={openLabel} className={className}>
      <summary
        className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md ${summaryClass}`}
      >
        <span className="sr-only" data-label>
          {label}
        </span>
        {icon}
      </summary>
      {children}
    </details>
  );
}

const arrowClass = "text-slate-700 hover:text-brand-700";
const chevron = <ChevronDownIcon size={18} className="transition-transform group-open/services:rotate-180" />;

function ServiceEntries({ itemClass }: { itemClass: string }) {
  return serviceLinks(useLocale()).map((s) => (
    <li key={s.to}>
      <SiteLink
        to={s.to}
        data-menu-item
        className={({ isActive }) => `${itemClass} ${isActive ? linkActive : linkIdle}`}
      >
        {s.label}
      </SiteLink>
    </li>
  ));
}

/**
 * Wide screens: the list of the eight pages opens from the arrow (the header's full height), and on
 * hover after a short delay; arrows move through it, Escape or leaving closes it.
 */
function ServicesDropdown() {
  const { pathname } = useLocation();
  const active = isServicesPath(pathname);
  const t = useTexts(chromeTexts);
  return (
    // Highlighted (on every path under /services) behind the link and the arrow, at the links' height.
    <li
      data-dropdown
      data-escape-scope
      className={`relative isolate flex h-full items-center ${active ? "before:absolute before:inset-x-0 before:inset-y-2.5 before:-z-10 before:rounded-md before:bg-brand-50" : ""}`}
    >
      <ServicesLink active={active} className="pr-1" />
      <Disclosure
        label={t.servicesPages}
        className="group/services h-full"
        summaryClass={`h-full ${arrowClass}`}
        icon={chevron}
      >
        <ul className="absolute left-0 top-full z-30 w-64 rounded-b-xl border border-slate-200 bg-white p-2 shadow-xl">
          <ServiceEntries itemClass="flex min-h-11 items-center rounded-md px-3 text-sm" />
        </ul>
      </Disclosure>
    </li>
  );
}

/** The Services entry of the collapsible menu: the link with its arrow beside it, and the eight pages indented under them. */
function MobileServices() {
  const { pathname } = useLocation();
  const active = isServicesPath(pathname);
  const t = useTexts(chromeTexts);
  return (
    <li className="relative">
      <ServicesLink active={active} className={`absolute left-0 right-12 top-0 ${active ? "bg-brand-50" : ""}`} />
      <Disclosure
        label={t.servicesPages}
        className="group/services"
        summaryClass={`ml-auto w-11 hover:bg-slate-100 ${arrowClass}`}
        icon={chevron}
      >
        <ul className="ml-4 mt-1 flex flex-col gap-1 border-l border-slate-200 pl-2">
          <ServiceEntries itemClass={linkBase} />
        </ul>
      </Disclosure>
    </li>
  );
}

/** Below 1024 px: a collapsible list with the same entries; choosing one (or Escape) closes it. */
function MobileMenu() {
  const dashboard = useDashboardLink();
  const t = useTexts(chromeTexts);
  const icons = (
    <>
      <MenuIcon size={24} className="group-open/menu:hidden" />
      <CloseIcon size={24} className="hidden group-open/menu:block" />
    </>
  );
  return (
    <div className="lg:hidden" data-escape-scope>
      <Disclosure
        label={t.openMenu}
        openLabel={t.closeMenu}
        className="group/menu"
        summaryClass="text-slate-800 hover:bg-slate-100"
        icon={icons}
      >
        <nav
          aria-label={t.mobileNavigation}
          className="absolute inset-x-0 top-full z-30 max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
        >
          <ul className="container-page flex flex-col gap-1 py-3">
            {headerLinks(t).map((link) =>
              link.to === "/services" ? <MobileServices key={link.to} /> : <NavEntry key={link.to} {...link} />,
            )}
            {dashboard && <NavEntry {...dashboard} />}
            <li className="mt-2 border-t border-slate-200 pt-3">
              <AccountLink />
            </li>
            <LanguageSwitch asListItem />
          </ul>
        </nav>
      </Disclosure>
    </div>
  );
}

export function SiteHeader() {
  const dashboard = useDashboardLink();
  const { companyName } = useSiteSettings();
  const { pathname } = useLocation();
  const t = useTexts(chromeTexts);
  // Hydrated pages run the menus' code here, afresh after each client-side navigation (all closed).
  const ref = useEnhancement<HTMLElement>(enhanceHeader, [pathname]);
  return (
    <header
      ref={ref}
      data-enhance="site-header"
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t.skipToContent}
      </a>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <SiteLink to="/" className="flex min-h-11 min-w-0 items-center" aria-label={t.homeOf(companyName)}>
          <SiteLogo />
        </SiteLink>
        <nav aria-label={t.mainNavigation} className="hidden self-stretch lg:block">
          <ul className="flex h-full items-center gap-1">
            {headerLinks(t).map((link) =>
              link.to === "/services" ? (
                <ServicesDropdown key={link.to} />
              ) : link.to === "/contact" ? (
                <li key={link.to} className="ml-2">
                  <SiteLink to={link.to} className={ctaClass}>
                    {link.label}
                  </SiteLink>
                </li>
              ) : (
                <NavEntry key={link.to} {...link} />
              ),
            )}
            {dashboard && <NavEntry {...dashboard} />}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center lg:flex">
            <LanguageSwitch />
            <AccountLink />
          </div>
          {/*
           * Below the full row the call to action stays in sight beside the menu button (from 360 px;
           * narrower, it is in the menu). On dashboard pages the dashboard's menu is the one menu: it
           * carries the site's links too (issue 43 item 11), and staff have no need of the call to action.
           */}
          {!isDashboardPath(pathname) && (
            <>
              <SiteLink
                to="/contact"
                className="btn-primary hidden min-h-11 whitespace-nowrap px-3 py-2 text-sm min-[360px]:inline-flex sm:px-4 sm:text-[15px] lg:hidden"
              >
                {t.contactUs}
              </SiteLink>
              <MobileMenu />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
