import { WRONG_ADDRESS } from "#domain/wrong-address";
import { ApiError } from "../../lib/api";
import type { FormErrors } from "../../enhance/form";

/**
 * What /login and /signup show when signing in or up fails: the same words whether the browser
 * called the auth endpoint (app/enhance/auth-pages.ts) or the form was posted to the page
 * (./auth-actions.ts).
 */

export const LOGIN_FIELDS = ["email", "password"] as const;
export const SIGNUP_FIELDS = ["name", "photoURL", "email", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/**
 * A wrong password and an unknown address get the same message; too many attempts, no connection,
 * or a page opened at another address than the site's (where to open it) say so.
 */
export function signInProblem(error: unknown): FormErrors<LoginField> {
  const ownWords =
    error instanceof ApiError && (error.status === 429 || error.code === "NETWORK" || error.code === WRONG_ADDRESS);
  return { root: ownWords ? error.message : "The email or password is incorrect. Please try again." };
}

/** A taken address under the e-mail field, a field the server rejected under that field, anything else above the button. */
export function signUpProblem(error: unknown): FormErrors<SignupField> {
  if (error instanceof ApiError && error.code?.startsWith("USER_ALREADY_EXISTS"))
    return { email: "An account with this email already exists. Log in instead." };
  if (error instanceof ApiError && (SIGNUP_FIELDS as readonly string[]).includes(error.field ?? ""))
    return { [error.field as SignupField]: error.message };
  return { root: error instanceof ApiError ? error.message : "We could not create your account. Please try again." };
}
