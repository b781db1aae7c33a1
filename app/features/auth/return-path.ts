import { isSitePath } from "#domain/urls";

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
