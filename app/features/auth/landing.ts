import { localeOfPath, localizedPath, type Translations } from "#domain/locale";
import { isSitePath } from "#domain/urls";
import { showSuccess } from "../../components/alerts";
import { pageLocale } from "../../enhance/page-language";

// Where signing in (or signing up) leads — back to a page of this site, or on to the second step's
// code page — and the success alert the page it lands on shows.

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

/**
 * A success alert for the next page (decision 0027): login and sign-up end with a page load — by
 * the enhancement script, or by the form's own post when it ran before the script or without
 * JavaScript (the route action) — so "Login successful" (spec §4: it closes by itself after
 * 1500 ms) is shown by the page the visitor lands on. A short-lived cookie carries its name, which
 * the browser and the server can both set; the texts are fixed here, so a cookie can only choose
 * among them.
 */

/** Spec §9: the login success alert closes after 1500 ms. */
export const LOGIN_ALERT_MS = 1500;

export type FlashName = "signed-in" | "signed-up";

/** Each alert's words, the spec's in English. */
const FLASHES: Translations<Record<FlashName, { title: string; text?: string }>> = {
  en: {
    "signed-in": { title: "Login successful" },
    "signed-up": { title: "Account created successfully!", text: "Welcome aboard." },
  },
  bn: {
    "signed-in": { title: "লগইন সফল হয়েছে" },
    "signed-up": { title: "অ্যাকাউন্ট খোলা হয়েছে!", text: "আপনাকে স্বাগতম।" },
  },
};

/** How long an alert stays, if it closes by itself. */
const TIMERS: Partial<Record<FlashName, number>> = { "signed-in": LOGIN_ALERT_MS };

const COOKIE = "site-flash";

/** The Set-Cookie value that shows `name` on the next page this browser loads (within a minute). */
export function flashCookie(name: FlashName | null): string {
  return `${COOKIE}=${name ?? ""}; Path=/; Max-Age=${name ? 60 : 0}; SameSite=Lax`;
}

/** Goes to `url` and shows the alert there (`replace`: the page replaces this one in history). */
export function navigateWithFlash(url: string, name: FlashName, { replace = false } = {}) {
  document.cookie = flashCookie(name);
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** Shows the alert the previous page left, once, in the page's language. Every page calls it when it starts. */
export function showFlash() {
  const name = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!name) return;
  document.cookie = flashCookie(null);
  const flashes = FLASHES[pageLocale()];
  if (!Object.hasOwn(flashes, name)) return;
  const flash = name as FlashName;
  void showSuccess(flashes[flash].title, { text: flashes[flash].text, timer: TIMERS[flash] });
}
