import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useSiteSettings } from "../lib/site-settings";
import { SiteLogo } from "./site-logo";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { useAuth } from "../features/auth/auth-context";
import { headerLinks, isServicesPath, serviceLinks } from "./navigation";

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
      <NavLink to="/dashboard/profile" className={(state) => `${navLinkClass(state)} ${className}`}>
        Profile
      </NavLink>
    );
  }
  return (
    <Link to={`/login?redirectTo=${encodeURIComponent(pathname + search)}`} className={`${linkBase} ${linkIdle} ${className}`}>
      Login
    </Link>
  );
}

/** The Services entry: the link leads to /services; the button next to it opens the list of the eight pages. */
function useServicesEntry() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => setOpen(false), [pathname]);
  return { open, setOpen, listId, active: isServicesPath(pathname) };
}

/** Highlighted (with its button, see `servicesEntryClass`) on every path under /services (spec §2). */
function ServicesLink({ active, className = "", onClick }: { active: boolean; className?: string; onClick?: () => void }) {
  return (
    <NavLink to="/services" end onClick={onClick} data-active={active} className={`${linkBase} ${active ? "text-brand-700" : linkIdle} ${className}`}>
      Services
    </NavLink>
  );
}

const servicesEntryClass = (active: boolean) => `flex items-center rounded-md ${active ? "bg-brand-50" : ""}`;

function ServicesToggle({ open, listId, onClick, buttonRef }: { open: boolean; listId: string; onClick: () => void; buttonRef?: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label="Services pages"
      aria-expanded={open}
      aria-controls={listId}
      onClick={onClick}
      className="inline-flex h-10 w-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      <ChevronDownIcon size={18} className={`transition-transform ${open ? "rotate-180" : ""}`} />
    </button>
  );
}

function ServiceEntries({ onChoose, itemClass }: { onChoose: () => void; itemClass: string }) {
  return serviceLinks.map((s) => (
    <li key={s.to}>
      <NavLink to={s.to} data-menu-item onClick={onChoose} className={({ isActive }) => `block ${itemClass} ${isActive ? linkActive : linkIdle}`}>
        {s.label}
      </NavLink>
    </li>
  ));
}

/** Wide screens: Enter/Space on the button opens the list, arrows move through it, Escape or leaving closes it. */
function ServicesDropdown() {
  const { open, setOpen, listId, active } = useServicesEntry();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  const items = () => Array.from(container.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]") ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLAnchorElement);
    const onButton = document.activeElement === button.current;
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown" && (onButton || current >= 0)) {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(current + 1));
    } else if (event.key === "ArrowUp" && open && current >= 0) {
      event.preventDefault();
      focusItem(current - 1);
    } else if ((event.key === "Home" || event.key === "End") && open && current >= 0) {
      event.preventDefault();
      focusItem(event.key === "Home" ? 0 : -1);
    }
  };

  return (
    <li
      ref={container}
      className={`relative ${servicesEntryClass(active)}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <ServicesLink active={active} className="pr-1" />
      <ServicesToggle open={open} listId={listId} onClick={() => setOpen((o) => !o)} buttonRef={button} />
      <ul id={listId} hidden={!open} className="absolute left-0 top-full z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <ServiceEntries onChoose={() => setOpen(false)} itemClass="rounded-md px-3 py-2 text-sm" />
      </ul>
    </li>
  );
}

/** The Services entry of the collapsible menu: the link, its button, and the eight pages indented under it. */
function MobileServices({ onChoose }: { onChoose: () => void }) {
  const { open, setOpen, listId, active } = useServicesEntry();
  return (
    <li>
      <div className={`gap-1 ${servicesEntryClass(active)}`}>
        <ServicesLink active={active} onClick={onChoose} className="flex-1" />
        <ServicesToggle open={open} listId={listId} onClick={() => setOpen((o) => !o)} />
      </div>
      <ul id={listId} hidden={!open} className="ml-4 mt-1 flex flex-col gap-1 border-l border-slate-200 pl-2">
        <ServiceEntries onChoose={onChoose} itemClass={linkBase} />
      </ul>
    </li>
  );
}

/** Below 1024 px: a collapsible list with the same entries; choosing one (or Escape) closes it. */
function MobileMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const dashboard = useDashboardLink();

  useEffect(() => setOpen(false), [pathname]);

  const close = () => setOpen(false);
  return (
    <div
      className="lg:hidden"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label="Mobile"
        className="absolute inset-x-0 top-full z-30 max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {headerLinks.map((link) =>
            link.to === "/services" ? (
              <MobileServices key={link.to} onChoose={close} />
            ) : (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} onClick={close} className={(state) => `block ${navLinkClass(state)}`}>
                  {link.label}
                </NavLink>
              </li>
            ),
          )}
          {dashboard && (
            <li>
              <NavLink to={dashboard.to} onClick={close} className={(state) => `block ${navLinkClass(state)}`}>
                {dashboard.label}
              </NavLink>
            </li>
          )}
          <li className="mt-2 border-t border-slate-200 pt-3" onClickCapture={close}>
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
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex min-w-0 items-center" aria-label={`${companyName} — Home`}>
          <SiteLogo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) =>
              link.to === "/services" ? (
                <ServicesDropdown key={link.to} />
              ) : link.to === "/contact" ? (
                <li key={link.to} className="ml-2">
                  <NavLink to={link.to} className={ctaClass}>
                    {link.label}
                  </NavLink>
                </li>
              ) : (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
            {dashboard && (
              <li>
                <NavLink to={dashboard.to} className={navLinkClass}>
                  {dashboard.label}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <AccountLink />
          </div>
          {/* Below the full row the call to action stays in sight beside the menu button (from 360 px; narrower, it is in the menu). */}
          <Link to="/contact" className="btn-primary hidden whitespace-nowrap px-3 py-2 text-sm min-[360px]:inline-flex sm:px-4 sm:text-[15px] lg:hidden">
            Contact Us
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
