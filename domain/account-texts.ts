// The accounts' texts and form fields the pages' script uses too, apart from the zod schemas of ./accounts: the
// login and sign-up pages load those only when a form is first used (decision 0017).

/** What a sign-in, sign-up or reset-link request past Better Auth's rate limit (429) is told. */
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/** The second step of signing in (/login/code): a code that is not the app's current one, nor an unused recovery code. */
export const WRONG_SECOND_STEP =
  "That code is not right. Enter the code your app shows now, or an unused recovery code.";
/** The second step's time (10 minutes) is over, or it had five wrong codes: the password again. */
export const SECOND_STEP_EXPIRED = "This sign-in is no longer open. Log in again to enter a new code.";
/** Ten wrong codes in a row for the account (Better Auth's lock, 15 minutes), or the address's rate limit. */
export const SECOND_STEP_LOCKED = "Too many wrong codes. Please wait a few minutes and try again.";

/** The fields of /login and /signup (their zod schemas are in ./accounts). */
export const LOGIN_FIELDS = ["email", "password"] as const;
export const SIGNUP_FIELDS = ["name", "photoURL", "email", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type SignupField = (typeof SIGNUP_FIELDS)[number];
