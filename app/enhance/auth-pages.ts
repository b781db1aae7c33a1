import { type AuthUser, authApi } from "../lib/auth-api";
import { LOGIN_FIELDS, SIGNUP_FIELDS } from "#domain/account-texts";
import { GoogleSignInError, openGoogleSignIn } from "../features/auth/google-popup";
import { safeRedirect, secondStepPage } from "../features/auth/landing";
import { googleSignInProblems } from "../i18n/accounts";
import { formAlerts } from "../i18n/form-alerts";
import { navigateWithFlash } from "../features/auth/landing";
import { drawFormError } from "../components/form-messages-dom";
import { type ActionAnswer, enhanceForm } from "./form";
import { postForm } from "./post-form";
import type { z } from "zod";
import { pageLocale } from "./page-language";
import { localizedPath } from "#domain/locale";

/**
 * /login and /signup (spec §2, §4), which React does not hydrate (decision 0027): the e-mail form
 * checked with the server's schema (fetched on first use) and posted to the page's action, as it is
 * without JavaScript (decision 0044), and "Continue with Google". Both end with a full page load
 * that shows the success alert (app/features/auth/landing.ts).
 */

/** The server's own schemas (domain/accounts.ts) with the page's language's messages, fetched on first use. */
const accountSchemas = () => import("#domain/accounts").then((m) => m.accountSchemasFor(pageLocale()));
const loadSignInSchema = () => accountSchemas().then((schemas) => schemas.signIn);
const loadSignUpSchema = () => accountSchemas().then((schemas) => schemas.signUp);
const loadResetSchema = () => accountSchemas().then((schemas) => schemas.passwordReset.pick({ newPassword: true }));

/** The account now signed in (the session cookie the last call set). */
async function signedInUser(): Promise<AuthUser> {
  const user = await authApi.currentUser();
  if (!user) throw new Error("Not signed in");
  return user;
}

/**
 * "Continue with Google": the popup (opened within the click, so no popup blocker), then `then`
 * with the account. Problems show under the button.
 */
function enhanceGoogleButton(page: HTMLElement, then: (user: AuthUser) => Promise<void>) {
  const button = page.querySelector<HTMLButtonElement>("[data-google-sign-in]");
  if (!button) return;
  const text = button.querySelector("[data-text]");
  const idleLabel = text?.textContent ?? "";
  // Under the button, in its own frame (GoogleButton's).
  const say = (message?: string) => drawFormError(button.parentElement ?? page, message);
  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    if (text) text.textContent = busy ? (button.dataset.busyLabel ?? idleLabel) : idleLabel;
  };
  button.addEventListener("click", async () => {
    say();
    setBusy(true);
    try {
      const { twoStep } = await openGoogleSignIn(pageLocale());
      // Two-step sign-in is on for the account: its code page, then where the login would have led.
      if (twoStep) return window.location.assign(secondStepPage(new URL(window.location.href), returnPath()));
      await then(await signedInUser());
    } catch (error) {
      console.error("Google sign-in failed", error);
      say(googleSignInProblems[pageLocale()][error instanceof GoogleSignInError ? error.problem : "sign-in-failed"]);
    } finally {
      setBusy(false);
    }
  });
}

/**
 * The e-mail form of /login or /signup: checked in the browser, then posted to the page's route
 * action (app/features/auth/auth-actions.server.ts), which answers a success with a redirect (the session
 * and the success alert's cookies set: the page it leads to shows the alert) and a failure with the
 * page, whose form brings the messages.
 */
function enhanceAuthForm(
  form: HTMLFormElement,
  fields: readonly string[],
  loadSchema: () => Promise<z.ZodType>,
  leave: (url: string) => void,
  { extra = {}, elsewhere = (_answer: ActionAnswer): boolean => false } = {},
) {
  enhanceForm(form, {
    fields,
    loadSchema,
    async onValid({ submit, showAnswer, showProblem }) {
      const answer = await submit(extra);
      if (answer.redirectedTo) return leave(answer.redirectedTo);
      if (answer.form) return showAnswer(answer.form);
      if (elsewhere(answer)) return;
      const says = formAlerts[pageLocale()];
      showProblem(answer.problem ?? (answer.status === 0 ? says.couldNotReachServer : says.somethingWentWrong));
    },
  });
}

/** The page to return to, as the address names it. */
const returnPath = () => new URLSearchParams(window.location.search).get("redirectTo");

/** The home page in the page's language: where signing in or up leads by default. */
const home = () => localizedPath("/", pageLocale());

/** /login: back to the page the visitor came from (otherwise home), replacing this one in history. */
export function enhanceLoginPage(page: HTMLElement) {
  const form = page.querySelector("form");
  if (form) enhanceAuthForm(form, LOGIN_FIELDS, loadSignInSchema, (url) => window.location.replace(url));
  const redirectTo = safeRedirect(returnPath(), home());
  // The user record is saved on the server with the account (spec §4): nothing more to send.
  enhanceGoogleButton(page, async () => navigateWithFlash(redirectTo, "signed-in", { replace: true }));
}

/** /signup (spec §4): create the account with name and photo (the server saves the user record with it), then home with a welcome. */
export function enhanceSignupPage(page: HTMLElement) {
  const form = page.querySelector("form");
  if (form) enhanceAuthForm(form, SIGNUP_FIELDS, loadSignUpSchema, (url) => window.location.assign(url));
  enhanceGoogleButton(page, async () => navigateWithFlash(home(), "signed-up"));
}

/**
 * /reset-password (decision 0032): the link's token is read once into memory and leaves the address
 * bar; on opening the page's action says whether the link still works (without using it), and the
 * form posts the token with the new password. An answer without the form (the link's state, the
 * password changed) takes the form's place.
 */
export function enhanceResetPage(page: HTMLElement) {
  const params = new URLSearchParams(location.search);
  const token = params.get("token") ?? "";
  params.delete("token");
  const rest = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${rest ? `?${rest}` : ""}${location.hash}`);
  const outcome = page.querySelector<HTMLElement>("[data-outcome]");
  const show = (answered: Document) => {
    const next = answered.querySelector("[data-outcome]");
    if (!outcome || !next || next.querySelector("form")) return false;
    outcome.replaceChildren(...next.childNodes);
    outcome.querySelector<HTMLElement>("a")?.focus();
    return true;
  };
  const form = page.querySelector("form");
  if (!form) return;
  const check = new FormData();
  check.set("intent", "check");
  check.set("token", token);
  void postForm(form.action || location.href, check).then(async (answer) => {
    if (answer && !answer.ok) show(new DOMParser().parseFromString(await answer.text(), "text/html"));
  });
  enhanceAuthForm(form, ["newPassword"], loadResetSchema, (url) => location.assign(url), {
    extra: { token },
    elsewhere: (answer) => answer.page !== undefined && show(answer.page),
  });
}
