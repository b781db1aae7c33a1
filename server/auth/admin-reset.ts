import { TOO_MANY_ATTEMPTS } from "#domain/account-texts";
import { RESET_MAILS_PER_ADDRESS_PER_HOUR, resetMailKey } from "../mail/password-reset";
import type { RateLimitStore } from "../rate-limit";
import { UserRuleError } from "../services/users";
import type { PageAuth } from "./page-auth";

/** Why an admin cannot send a reset link (as /forgot-password says when reset by e-mail is off). */
export const RESET_MAIL_OFF = "Password reset by e-mail is not set up on this site yet, so no link can be sent.";

/** Why an admin cannot send one more: the address had the most links an hour allows (the newest still works). */
export const resetMailsSpent = (email: string) =>
  `${email} has already been sent ${RESET_MAILS_PER_ADDRESS_PER_HOUR} password-reset links in the last hour, the most one address gets. The newest of them still works; another can be sent later.`;

/**
 * An admin's "Send password reset" (issue 27: /dashboard/users and POST /api/users/{id}/password-reset):
 * the link "Forgot password?" sends, asked the same way — Better Auth's `requestPasswordReset`
 * through `pageAuth` (server/auth/page-auth.ts), so its rate limit (on the admin's address, from
 * `headers`), the per-address mail limit, our e-mail and the link to /reset-password all apply.
 * Refused (UserRuleError) when reset by e-mail is off, when the address has had its links for
 * this hour (the visitor's form answers alike either way; the admin is told), or when Better Auth
 * refuses.
 */
export async function sendResetLink(
  { pageAuth, enabled, limits }: { pageAuth: PageAuth; enabled: boolean; limits: RateLimitStore },
  headers: Headers,
  email: string,
): Promise<void> {
  if (!enabled) throw new UserRuleError(RESET_MAIL_OFF, 503);
  if ((await limits.count(resetMailKey(email))) >= RESET_MAILS_PER_ADDRESS_PER_HOUR)
    throw new UserRuleError(resetMailsSpent(email), 429);
  const answer = await pageAuth.requestPasswordReset(headers, { email, redirectTo: "/reset-password" });
  if (answer.ok) return;
  if (answer.status === 429) throw new UserRuleError(TOO_MANY_ATTEMPTS, 429);
  throw new UserRuleError(answer.message ?? "The reset link could not be sent.", 400);
}
