import { TOO_MANY_ATTEMPTS } from "../../domain/account-texts";
import { UserRuleError } from "../services/users";
import type { AuthFormEndpoint } from "./page-forms";

/** Why an admin cannot send a reset link (as /forgot-password says when reset by e-mail is off). */
export const RESET_MAIL_OFF = "Password reset by e-mail is not set up on this site yet, so no link can be sent.";

type AuthForm = (request: Request, endpoint: AuthFormEndpoint, body: Record<string, unknown>) => Promise<Response>;

/**
 * An admin's "Send password reset" (issue 27: /dashboard/users and POST /api/users/{id}/password-reset):
 * the link "Forgot password?" sends, asked the same way — Better Auth's /request-password-reset
 * through `authForm` (server/auth/page-forms.ts), so its rate limit (on the admin's address, from
 * `request`), the per-address mail limit, our e-mail and the link to /reset-password all apply.
 * Refused (UserRuleError) when reset by e-mail is off or Better Auth refuses.
 */
export async function sendResetLink(
  { authForm, enabled }: { authForm: AuthForm; enabled: boolean },
  request: Request,
  email: string,
): Promise<void> {
  if (!enabled) throw new UserRuleError(RESET_MAIL_OFF, 503);
  const answer = await authForm(request, "/request-password-reset", { email, redirectTo: "/reset-password" });
  if (answer.ok) return;
  if (answer.status === 429) throw new UserRuleError(TOO_MANY_ATTEMPTS, 429);
  const body = (await answer.json().catch(() => null)) as { message?: string } | null;
  throw new UserRuleError(body?.message ?? "The reset link could not be sent.", 400);
}
