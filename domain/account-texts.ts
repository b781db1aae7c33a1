// The accounts' texts and form fields the pages' script uses too, apart from the zod schemas of ./accounts: the
// login and sign-up pages load those only when a form is first used (decision 0017).

/**
 * What a sign-in, sign-up or reset-link request past Better Auth's rate limit (429) is told in
 * English (an admin's "Send password reset" too); the account pages say it in their language
 * (`accountRefusals`, app/i18n/accounts.ts).
 */
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/** The fields of /login and /signup (their zod schemas are in ./accounts). */
export const LOGIN_FIELDS = ["email", "password"] as const;
export const SIGNUP_FIELDS = ["name", "photoURL", "email", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type SignupField = (typeof SIGNUP_FIELDS)[number];
