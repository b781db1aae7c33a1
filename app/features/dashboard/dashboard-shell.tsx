import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "../../components/icons";
import { useAuth } from "../../lib/auth-context";
import { adminMenu, DESKTOP_QUERY } from "./menu";
import { SiteLink } from "../../components/site-link";
import { headerLinks } from "../../components/navigation";
import { chromeTexts } from "../../i18n/chrome";
import { useTexts } from "../../lib/locale";

const linkBase = "block rounded-lg px-3 py-2.5 text-[15px] font-medium transition-colors";

/** Menu entries whose pages below them (a lead, a service's plans) keep the entry current. */
const SECTIONS = new Set(["/dashboard/messages", "/dashboard/plans"]);

/** The look of the "Dashboard menu" control (the button, or without JavaScript on a phone the link); each sets its own display. */
const MENU_CONTROL =
  "items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
/** Where the menu is on a phone without JavaScript: at the page's end. */
const NO_SCRIPT_MENU = "dashboard-menu-end";

const activeLink = "bg-brand-700 text-white";
const idleLink = "text-slate-700 hover:bg-slate-100 hover:text-brand-800";

/** A list of menu links, without counts: the site's pages, and the whole menu when there is no JavaScript. */
function LinkList({
  label,
  entries,
  className,
}: {
  label: string;
  entries: ReadonlyArray<{ label: string; to: string }>;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-col gap-1">
        {entries.map((link) => (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              end={!SECTIONS.has(link.to)}
              className={({ isActive }) => `${linkBase} ${isActive && link.to !== "/" ? activeLink : idleLink}`}
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Below 1024 px, where the site's header has no row of links, this menu is the page's one menu
 * (issue 43 item 11): the site's pages follow the dashboard's (Home and Profile are among those for
 * admins).
 */
function SiteEntries({ admin }: { admin: boolean }) {
  const t = useTexts(chromeTexts);
  const entries = [
    ...headerLinks(t).filter((link) => !(admin && link.to === "/")),
    ...(admin ? [] : [{ label: t.profile, to: "/dashboard/profile" }]),
  ];
  return <LinkList label="Site" entries={entries} className="mt-4 border-t border-slate-200 pt-3 lg:hidden" />;
}

/**
 * Spec §2 dashboard layout: a collapsible side menu (open by default on desktop; a drawer over the
 * content below 768 px, closed at first), toggled by the top button and by a click on the menu
 * list; the greeting; "Loading dashboard..." while the role is unknown. Admins get the menu
 * links; anyone else an empty menu.
 */
export function DashboardShell({
  children,
  unreadMessages = 0,
  newLeads = 0,
}: {
  children: React.ReactNode;
  unreadMessages?: number;
  /** Leads nobody has answered yet (issue 41 item 5). */
  newLeads?: number;
}) {
  const { user, userRole } = useAuth();
  // null until hydrated: CSS alone decides (hidden on phones, shown on desktop), so nothing jumps.
  const [open, setOpen] = useState<boolean | null>(null);
  const [desktop, setDesktop] = useState<boolean | null>(null);
  const menuId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusClose = useRef(false);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const apply = () => {
      setDesktop(query.matches);
      setOpen(query.matches);
    };
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  const isDrawer = desktop === false;
  const isOpen = open ?? desktop ?? true;

  const toggle = useCallback(() => {
    if (!isOpen && isDrawer) focusClose.current = true;
    setOpen(!isOpen);
  }, [isOpen, isDrawer]);

  const closeDrawer = useCallback(() => {
    setOpen(false);
    toggleButton.current?.focus();
  }, []);

  // The drawer takes the focus when it opens, gives it back on Escape.
  useEffect(() => {
    if (!isOpen || !isDrawer) return;
    if (focusClose.current) {
      focusClose.current = false;
      closeButton.current?.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeDrawer();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, isDrawer, closeDrawer]);

  const roleKnown = userRole !== null;
  const isAdmin = userRole === "admin";
  const visibility = open === null ? "hidden md:block" : open ? "block" : "hidden";

  return (
    <div className="flex min-h-[calc(100vh-4rem)] bg-slate-50">
      {open && isDrawer && (
        <div className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" aria-hidden="true" onClick={closeDrawer} />
      )}
      <div
        id={menuId}
        data-testid="dashboard-menu"
        className={`${visibility} fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-slate-200 bg-white p-4 shadow-xl md:sticky md:top-16 md:bottom-auto md:z-auto md:h-[calc(100vh-4rem)] md:w-64 md:shrink-0 md:shadow-none`}
      >
        <div className="mb-3 flex items-center justify-between md:hidden">
          <span className="text-lg font-bold text-slate-900">Dashboard</span>
          <button
            ref={closeButton}
            type="button"
            onClick={closeDrawer}
            aria-label="Close dashboard menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label="Dashboard">
          {roleKnown &&
            (isAdmin ? (
              // Spec §2: a click on the menu list toggles the menu too.
              <ul className="flex flex-col gap-1" onClick={toggle}>
                {adminMenu.map((item) => {
                  const messages = item.to === "/dashboard/messages";
                  const unread = messages ? unreadMessages : 0;
                  const leads = messages ? newLeads : 0;
                  return (
                    <li key={item.to}>
                      <SiteLink
                        to={item.to}
                        // A lead's page (/dashboard/messages/12) is one of Messages, a service's plans one of Services & plans.
                        end={!SECTIONS.has(item.to)}
                        className={({ isActive }) =>
                          `${linkBase} ${unread > 0 || leads > 0 ? "flex items-center justify-between gap-2" : ""} ${isActive && item.to !== "/" ? activeLink : idleLink}`
                        }
                      >
                        {item.label}
                        {/* Read out as "Messages 3 unread, 2 new leads": the name starts with the visible label (WCAG 2.5.3). */}
                        {(unread > 0 || leads > 0) && (
                          <span className="flex gap-1">
                            {unread > 0 && (
                              <span className="rounded-full bg-rose-700 px-2 py-0.5 text-xs font-bold text-white">
                                {unread}
                                <span className="sr-only"> unread{leads > 0 ? "," : ""}</span>
                              </span>
                            )}
                            {leads > 0 && (
                              <span
                                title={`${leads} new ${leads === 1 ? "lead" : "leads"}: nobody has answered yet`}
                                className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950"
                              >
                                {leads}
                                <span className="sr-only"> new {leads === 1 ? "lead" : "leads"}</span>
                              </span>
                            )}
                          </span>
                        )}
                      </SiteLink>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="px-3 py-2 text-sm text-slate-600">The dashboard tools are for administrators.</p>
            ))}
        </nav>
        {roleKnown && <SiteEntries admin={isAdmin} />}
      </div>

      <main id="main" className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-8">
          <button
            ref={toggleButton}
            type="button"
            onClick={toggle}
            aria-controls={menuId}
            aria-expanded={open === null ? undefined : open}
            className={`${MENU_CONTROL} inline-flex noscript:hidden`}
          >
            <MenuIcon size={18} />
            Dashboard menu
          </button>
          {/* Without JavaScript the button could not open anything: on a phone it is a link to the menu at the page's end. */}
          <a href={`#${NO_SCRIPT_MENU}`} className={`${MENU_CONTROL} hidden max-md:noscript:inline-flex`}>
            <MenuIcon size={18} />
            Dashboard menu
          </a>
          {roleKnown ? (
            <p className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900 md:text-lg">
              Hey, {user?.displayName || "User"}! Welcome to your Dashboard.
            </p>
          ) : (
            <p role="status" className="text-slate-700">
              Loading dashboard...
            </p>
          )}
        </div>
        <div className="px-4 py-6 md:px-8 md:py-8">{children}</div>
        {/* Without JavaScript a phone's drawer cannot open: the menu follows the page instead. */}
        {roleKnown && (
          <noscript>
            <div id={NO_SCRIPT_MENU} className="border-t border-slate-200 bg-white px-4 py-6 md:hidden">
              <h2 className="mb-3 text-lg font-bold text-slate-900">Dashboard menu</h2>
              {isAdmin && <LinkList label="Dashboard" entries={adminMenu} />}
              <SiteEntries admin={isAdmin} />
            </div>
          </noscript>
        )}
      </main>
    </div>
  );
}
