import { showSuccess } from "../components/alerts";
import { inPageLanguage } from "./page-language";

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

const FLASHES = {
  "signed-in": { title: "Login successful", timer: LOGIN_ALERT_MS },
  "signed-up": { title: "Account created successfully!", text: "Welcome aboard." },
} satisfies Record<string, { title: string; text?: string; timer?: number }>;

export type FlashName = keyof typeof FLASHES;

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
export async function showFlash() {
  const name = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!name) return;
  document.cookie = flashCookie(null);
  const flash: { title: string; text?: string; timer?: number } | undefined = Object.hasOwn(FLASHES, name)
    ? FLASHES[name as FlashName]
    : undefined;
  if (!flash) return;
  const [title, text] = await Promise.all([inPageLanguage(flash.title), flash.text && inPageLanguage(flash.text)]);
  void showSuccess(title, { text, timer: flash.timer });
}
