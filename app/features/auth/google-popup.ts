/** Google sign-in in a popup window (spec §1): the popup runs the OpenID Connect flow on our own pages. */

import { BANGLA_PREFIX, type Locale } from "#domain/locale";

export const GOOGLE_CHANNEL = "google-sign-in";
export const GOOGLE_START_PATH = "/auth/google";

/** The popup's pages in the language of the page that opened it (`/bn/auth/google…` in Bangla). */
export const googlePopupPath = (path: string, locale: Locale) => (locale === "bn" ? `${BANGLA_PREFIX}${path}` : path);

/**
 * Why a Google sign-in did not happen: the popup's own problems (Google sign-in not set up on this
 * site, Google not reached, the sign-in not completed), which it reports, and the opening page's
 * (the popup blocked, closed, or already open). The opening page says each in its language
 * (`googleSignInProblems`, app/i18n/accounts.ts).
 */
export type GoogleProblem =
  | "not-set-up"
  | "network-request-failed"
  | "sign-in-failed"
  | "popup-blocked"
  | "popup-closed-by-user"
  | "cancelled-popup-request";

/** How the popup ended; `twoStep`: the account has two-step sign-in on, so no session yet (the code page next). */
export type GoogleResult = { ok: true; twoStep?: boolean } | { ok: false; problem: GoogleProblem };

export class GoogleSignInError extends Error {
  constructor(readonly problem: GoogleProblem) {
    super(`Google sign-in: ${problem}`);
  }
}

let openPopup: Window | null = null;

/**
 * Opens the popup (must run inside the click handler), its pages in `locale`, and resolves once the
 * popup reports success (whether the code of two-step sign-in is still to come).
 */
export function openGoogleSignIn(locale: Locale): Promise<{ twoStep: boolean }> {
  if (openPopup && !openPopup.closed) {
    openPopup.focus();
    return Promise.reject(new GoogleSignInError("cancelled-popup-request"));
  }
  const width = 500;
  const height = 650;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    googlePopupPath(GOOGLE_START_PATH, locale),
    "google-sign-in",
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) {
    return Promise.reject(new GoogleSignInError("popup-blocked"));
  }
  openPopup = popup;
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(GOOGLE_CHANNEL);
    const finish = () => {
      clearInterval(watcher);
      channel.close();
      openPopup = null;
    };
    channel.onmessage = (event: MessageEvent<GoogleResult>) => {
      finish();
      if (event.data.ok) resolve({ twoStep: event.data.twoStep === true });
      else reject(new GoogleSignInError(event.data.problem));
    };
    const watcher = setInterval(() => {
      if (popup.closed) {
        // Give a message sent just before closing the chance to arrive.
        setTimeout(() => {
          if (openPopup !== popup) return;
          finish();
          reject(new GoogleSignInError("popup-closed-by-user"));
        }, 300);
      }
    }, 400);
  });
}

/** Called by the popup's last page: tells the opening tab how it went, then closes. */
export function reportGoogleResult(result: GoogleResult) {
  const channel = new BroadcastChannel(GOOGLE_CHANNEL);
  channel.postMessage(result);
  channel.close();
  window.close();
}
