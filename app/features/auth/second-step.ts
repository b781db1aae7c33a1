import { localeOfPath, localizedPath } from "#domain/locale";
import { withReturnPath } from "./return-path";

/**
 * The second step of signing in (issue 27, decision 0046). Better Auth answers a right password of
 * an account with two-step sign-in on with `twoFactorRedirect` and its own short-lived cookie
 * instead of a session; the login page's action then sends the visitor here, to /login/code, keeping
 * the page to return to. The code page's form posts to its own action (with or without JavaScript):
 * a code from the app or a recovery code, checked by Better Auth, which then makes the session
 * (`secondStepAction` in ./auth-actions.server.ts).
 */

export const SECOND_STEP_FIELDS = ["code", "trustDevice"] as const;

/** Whether Better Auth's answer to a right password (the plugin's, in place of a session) asks for the second step. */
export function asksSecondStep(value: object): boolean {
  return "twoFactorRedirect" in value && value.twoFactorRedirect === true;
}

/** The code page in the language of the page at `url`, with the page to return to. */
export function secondStepPage(url: URL, redirectTo: string | null): string {
  return withReturnPath(localizedPath("/login/code", localeOfPath(url.pathname)), redirectTo);
}
