import { type AuthUser, authApi, saveUserRecord } from "../lib/auth-api";
import { LOGIN_FIELDS, SIGNUP_FIELDS, signInProblem, signUpProblem } from "../features/auth/auth-forms";
import { GoogleSignInError, openGoogleSignIn } from "../features/auth/google-popup";
import { safeRedirect } from "../features/auth/return-path";
import { navigateWithFlash } from "./flash";
import { enhanceForm } from "./form";

/**
 * /login and /signup (spec §2, §4), which React does not hydrate (decision 0027): the e-mail form
 * checked with the server's schema (fetched on first use), and "Continue with Google". Both end
 * with a full page load that shows the success alert (./flash.ts). Posted before this script has
 * run, or without JavaScript, the forms reach the routes' actions instead (auth-actions.ts).
 */

const loadSignInSchema = () => import("../../domain/accounts").then((m) => m.signInSchema);
const loadSignUpSchema = () => import("../../domain/accounts").then((m) => m.signUpSchema);

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
  const say = (message: string | null) => {
    button.parentElement?.querySelector("[data-google-message]")?.remove();
    if (!message) return;
    const alert = Object.assign(document.createElement("p"), {
      className: "mt-2 text-sm text-rose-700",
      textContent: message,
    });
    alert.setAttribute("role", "alert");
    alert.dataset.googleMessage = "";
    button.after(alert);
  };
  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    if (text) text.textContent = busy ? (button.dataset.busyLabel ?? idleLabel) : idleLabel;
  };
  button.addEventListener("click", async () => {
    say(null);
    if (button.dataset.googleSignIn !== "enabled") {
      say("Google sign-in is not set up on this site yet. Please use your email and password.");
      return;
    }
    setBusy(true);
    try {
      await openGoogleSignIn();
      await then(await signedInUser());
    } catch (error) {
      console.error("Google sign-in failed", error);
      say(error instanceof GoogleSignInError ? error.message : "Google sign-in did not complete. Please try again.");
    } finally {
      setBusy(false);
    }
  });
}

/** /login: back to the page the visitor came from (otherwise /), replacing this one in history. */
export function enhanceLoginPage(page: HTMLElement) {
  const form = page.querySelector("form");
  const redirectTo = safeRedirect(new URLSearchParams(window.location.search).get("redirectTo"));
  const done = () => navigateWithFlash(redirectTo, "signed-in", { replace: true });
  if (form) {
    enhanceForm(form, {
      fields: LOGIN_FIELDS,
      loadSchema: loadSignInSchema,
      async onValid({ email, password }, { showErrors }) {
        try {
          await authApi.signIn({ email, password });
          done();
        } catch (error) {
          showErrors(signInProblem(error));
        }
      },
    });
  }
  enhanceGoogleButton(page, async (user) => {
    if (await saveUserRecord(user)) done();
  });
}

/** /signup (spec §4): create the account with name and photo, save the user record, then / with a welcome. */
export function enhanceSignupPage(page: HTMLElement) {
  const form = page.querySelector("form");
  const finish = async (user: AuthUser, clear?: () => void) => {
    if (!(await saveUserRecord(user))) throw new Error("The user record was not saved");
    clear?.();
    navigateWithFlash("/", "signed-up");
  };
  if (form) {
    enhanceForm(form, {
      fields: SIGNUP_FIELDS,
      loadSchema: loadSignUpSchema,
      async onValid({ name, photoURL, email, password }, { showErrors, clear }) {
        try {
          await authApi.signUp({ email, password, name, image: photoURL });
          await finish(await signedInUser(), clear);
        } catch (error) {
          console.error("Sign-up failed", error);
          showErrors(signUpProblem(error));
        }
      },
    });
  }
  enhanceGoogleButton(page, (user) => finish(user));
}
