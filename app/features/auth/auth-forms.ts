import type { AuthRefusal } from "../../lib/auth-answers";
import type { FormProblem } from "#domain/form-reply";
import { TOO_MANY_ATTEMPTS } from "#domain/account-texts";

/** What /login and /signup show when signing in or up fails (the route actions, ./auth-actions.server.ts). */

export const LOGIN_FIELDS = ["email", "password"] as const;
export const SIGNUP_FIELDS = ["name", "photoURL", "email", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** A wrong password and an unknown address get the same message; too many attempts says so. */
export function signInProblem({ status }: AuthRefusal): FormProblem<LoginField> {
  return { formError: status === 429 ? TOO_MANY_ATTEMPTS : "The email or password is incorrect. Please try again." };
}

/** A taken address under the e-mail field, a field the server rejected under that field, anything else above the button. */
export function signUpProblem({ status, code, field, message }: AuthRefusal): FormProblem<SignupField> {
  if (status === 429) return { formError: TOO_MANY_ATTEMPTS };
  if (code?.startsWith("USER_ALREADY_EXISTS"))
    return { fieldErrors: { email: "An account with this email already exists. Log in instead." } };
  if (field && message && (SIGNUP_FIELDS as readonly string[]).includes(field))
    return { fieldErrors: { [field as SignupField]: message } };
  return { formError: message ?? "We could not create your account. Please try again." };
}

/** A reset link not sent: Better Auth's own words. */
export function resetRequestProblem({ status, message }: AuthRefusal): FormProblem<"email"> {
  return { formError: status === 429 ? TOO_MANY_ATTEMPTS : (message ?? "Something went wrong. Please try again.") };
}
