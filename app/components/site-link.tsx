import { Link, NavLink, useLocation } from "react-router";
import { localeOfPath, localizedPath } from "#domain/locale";

type SiteLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> & {
  /** A path on this site, with its query if any. */
  to: string;
  /** Active only on exactly this path (otherwise also on the paths under it), as React Router's NavLink. */
  end?: boolean;
  /**
   * Whether the link is the current page, when the caller knows better than the path can tell
   * (page links of a list: every one has the list's path). Unset: decided by the path.
   */
  current?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** Whether `to` is the page at `pathname` (or, unless `end`, one above it), by React Router's NavLink rule. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const target = to.split(/[?#]/)[0] || "/";
  if (pathname === target) return true;
  const boundary = target === "/" ? 1 : target.length;
  return !end && pathname.startsWith(target) && pathname.charAt(boundary) === "/";
}

/**
 * Every link to a page of this site. A dashboard page is a React Router NavLink: from one hydrated
 * page to another it is a client-side navigation. Every other page is not hydrated (decision
 * 0027), so it is a plain `<a>`: the browser loads it as a document from any page, and the server
 * renders it without resolving it through the router (on a page of ninety links that resolution
 * was a fifth of the render). Either way the current page's link is marked `aria-current="page"`
 * and gets the active class. On a Bangla page a link to a public page leads to its Bangla twin
 * (`/about` → `/bn/about`): pages name their links once, in English paths.
 */
export function SiteLink({ to, end = false, current, className, children, ...anchor }: SiteLinkProps) {
  const { pathname } = useLocation();
  if (to.startsWith("/dashboard") && current !== undefined) {
    return (
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={typeof className === "function" ? className({ isActive: current }) : className}
        {...anchor}
      >
        {children}
      </Link>
    );
  }
  if (to.startsWith("/dashboard")) {
    return (
      <NavLink to={to} end={end} className={className} {...anchor}>
        {children}
      </NavLink>
    );
  }
  const href = localizedPath(to, localeOfPath(pathname));
  const isActive = current ?? isActivePath(pathname, href, end);
  return (
    <a
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...anchor}
    >
      {children}
    </a>
  );
}
