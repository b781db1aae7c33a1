import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { siteConfig } from "../../domain/site-config";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { useAuth } from "../features/auth/auth-context";
import { headerLinks, isServicesPath, serviceLinks } from "./navigation";

/** Spec §2: the Dashboard entry is shown only to a signed-in admin. */
function useDashboardLink() {
  const { user, userRole } = useAuth();
  return user && userRole === "admin" ? { label: "Dashboard", to: "/dashboard" } : null;
}

/** Login for visitors; the profile for signed-in users. */
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
    <Link to={`/login?redirectTo=${encodeURIComponent(pathname + search)}`} className={`btn-primary px-4 py-2 text-[15px] ${className}`}>
      Login
    </Link>
  );
}

const linkBase = "rounded-md px-3 py-2 text-[15px] font-medium transition-colors";
const linkIdle = "text-slate-700 hover:bg-slate-100 hover:text-brand-700";
const linkActive = "bg-brand-50 text-brand-700";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `${linkBase} ${isActive ? linkActive : linkIdle}`;
}

/** Desktop Services dropdown: click or Enter/Space/ArrowDown opens, Escape or choosing an entry closes. */
function ServicesDropdown() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const active = isServicesPath(pathname);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const items = container.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]");
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(container.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]") ?? []);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(current + 1));
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  return (
    <li
      ref={container}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${linkBase} inline-flex items-center gap-1 ${active ? linkActive : linkIdle}`}
        aria-expanded={open}
        aria-controls={menuId}
        data-active={active}
        onClick={() => setOpen((o) => !o)}
      >
        Services
        <ChevronDownIcon size={16} className={`transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul id={menuId} hidden={!open} className="absolute left-0 top-full z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        {serviceLinks.map((s) => (
          <li key={s.to}>
            <NavLink
              to={s.to}
              data-menu-item
              onClick={() => setOpen(false)}
              className={({ isActive }) => `block rounded-md px-3 py-2 text-sm ${isActive ? linkActive : linkIdle}`}
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Below 768 px: a collapsible list with the same entries; choosing one closes it. */
function MobileMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const panelId = useId();
  const servicesId = useId();

  useEffect(() => {
    setOpen(false);
    setServicesOpen(false);
  }, [pathname]);

  const close = () => setOpen(false);
  const dashboard = useDashboardLink();
  return (
    <div className="md:hidden">
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </button>
      <nav id={panelId} hidden={!open} aria-label="Mobile" className="absolute inset-x-0 top-full z-30 border-t border-slate-200 bg-white shadow-lg">
        <ul className="container-page flex flex-col gap-1 py-3">
          {headerLinks.map((link) =>
            link.to === "/services" ? (
              <li key={link.to}>
                <button
                  type="button"
                  className={`${linkBase} flex w-full items-center justify-between ${isServicesPath(pathname) ? linkActive : linkIdle}`}
                  aria-expanded={servicesOpen}
                  aria-controls={servicesId}
                  data-active={isServicesPath(pathname)}
                  onClick={() => setServicesOpen((o) => !o)}
                >
                  Services
                  <ChevronDownIcon size={18} className={`transition-transform ${servicesOpen ? "rotate-180" : ""}`} />
                </button>
                <ul id={servicesId} hidden={!servicesOpen} className="ml-4 mt-1 flex flex-col gap-1 border-l border-slate-200 pl-2">
                  {serviceLinks.map((s) => (
                    <li key={s.to}>
                      <NavLink to={s.to} onClick={close} className={({ isActive }) => `block ${linkBase} ${isActive ? linkActive : linkIdle}`}>
                        {s.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
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
            <AccountLink className="flex w-full" />
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function SiteHeader() {
  const dashboard = useDashboardLink();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center" aria-label={`${siteConfig.companyName} — Home`}>
          <img src="/images/logo.svg" alt="" width={180} height={40} className="h-9 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) =>
              link.to === "/services" ? (
                <ServicesDropdown key={link.to} />
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
        <div className="hidden md:block">
          <AccountLink />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
