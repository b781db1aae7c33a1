import { isSitePath } from "../../../domain/urls";

/** Only same-site paths: never an absolute or protocol-relative address. */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  return target && isSitePath(target) ? target : fallback;
}

/** A link to `page` (/login or /signup) that keeps the page to return to after logging in. */
export function withReturnPath(page: string, redirectTo: string | null): string {
  const target = safeRedirect(redirectTo, "");
  return target ? `${page}?redirectTo=${encodeURIComponent(target)}` : page;
}
