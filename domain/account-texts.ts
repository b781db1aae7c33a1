// The accounts' texts the pages' script shows too, apart from the zod schemas of ./accounts: the
// login and sign-up pages load those only when a form is first used (decision 0017).

/** What a sign-in, sign-up or reset-link request past Better Auth's rate limit (429) is told. */
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
