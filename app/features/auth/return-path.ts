import { localeOfPath, localizedPath } from "#domain/locale";
import { isSitePath } from "#domain/urls";

// Where signing in leads: back to a page of this site, or on to the second step's code page.

/**
 * Only same-site paths, never an absolute or protocol-relative address; spelled as a URL spells
 * them (letters beyond ASCII as UTF-8 percent escapes), because a Location header carries bytes,
 * not text. Checked again once spelled: dot segments may leave a "//" at the start ("/.//host").
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || !isSitePath(target)) return fallback;
  const url = new URL(target, "http://site.invalid");
  const spelled = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(spelled) ? spelled : fallback;
}

/** A link to `page` (/login or /signup) that keeps the page to return to after logging in. */
export function withReturnPath(page: string, redirectTo: string | null): string {
  const target = safeRedirect(redirectTo, "");
  return target ? `${page}?redirectTo=${encodeURIComponent(target)}` : page;
}

/**
 * The second step of signing in (issue 27, decision 0046): Better Auth answers a right password of
 * an account with two-step sign-in on with `twoFactorRedirect` and its own short-lived cookie
 * instead of a session; the login's action (or the page's script) then sends the visitor to the code
 * page, in the language of the page at `url`, keeping the page to return to. The code page's form
 * posts to its own action (`secondStepAction` in ./auth-actions.server.ts).
 */
export function secondStepPage(url: URL, redirectTo: string | null): string {
  return withReturnPath(localizedPath("/login/code", localeOfPath(url.pathname)), redirectTo);
}
