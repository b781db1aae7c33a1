import { APIError, getIP } from "better-auth/api";
import type { Auth } from "./index";

/** Better Auth's refusal of a call: its status and body (`field`: our body rules, server/auth/index.ts). */
export interface AuthRefusal {
  ok: false;
  status: number;
  code?: string;
  field?: string;
  message?: string;
}

/**
 * Better Auth's answer to a call: its value and the cookies it set (a session, the second step's,
 * a trusted device's) as Set-Cookie headers to pass on with the page's answer, or its refusal.
 */
export type AuthAnswer<Value> = { ok: true; value: Value; cookies: Headers } | AuthRefusal;

/** The Set-Cookie headers among those Better Auth set (nothing else of its answer reaches the page's). */
function cookiesOf(set: Headers | null): Headers {
  const cookies = new Headers();
  for (const cookie of set?.getSetCookie() ?? []) cookies.append("Set-Cookie", cookie);
  return cookies;
}

/** What Better Auth's own limiter answers past the limit (its rate limiter, on /api/auth). */
const TOO_MANY: AuthRefusal = { ok: false, status: 429, message: "Too many requests. Please try again later." };

/** Better Auth's own key of a rate-limit counter (`createRateLimitKey`): the client address and the endpoint's path. */
const counterKey = (address: string | null, path: string) => `${address ?? "no-trusted-ip"}|${path}`;

/**
 * Better Auth's limit on `path` for the client address our server put on `headers`
 * (CLIENT_IP_HEADER): the rule and the storage Better Auth is configured with (server/auth/index.ts
 * and ./rate-limit-storage.ts), so a page's form and the JSON call count the same attempts.
 * Its handler applies them on /api/auth; its server API does not, so this does for the pages.
 */
async function withinRateLimit(auth: Auth, headers: Headers, path: string): Promise<boolean> {
  const { enabled, window, customRules, customStorage } = auth.options.rateLimit;
  if (!enabled) return true;
  const rules: Partial<Record<string, { window: number; max: number }>> = customRules;
  const rule = rules[path] ?? { window, max: 100 };
  const { allowed } = await customStorage.consume(counterKey(getIP(headers, auth.options), path), rule);
  return allowed;
}

/**
 * Calls Better Auth's server API for a form posted to a page (decision 0051): the account forms of
 * /login, /signup, /forgot-password, /reset-password, /login/code, the profile's, and an admin's
 * "Send password reset". In-process, with the page request's headers (its session cookie, the
 * client address our server set). Better Auth's hooks run as on /api/auth (our body rules, spec §5;
 * two-step sign-in; the new-sign-in e-mail); its rate limit is applied here (`withinRateLimit`);
 * its origin check is server/app.ts's, which every page post passed.
 */
export function pageAuth(auth: Auth) {
  /** One endpoint's call: refused past its rate limit; Better Auth's refusal (APIError) as an AuthRefusal. */
  async function answer<Value>(
    headers: Headers,
    path: string,
    call: () => Promise<{ headers: Headers | null; response: Value }>,
  ): Promise<AuthAnswer<Value>> {
    if (!(await withinRateLimit(auth, headers, path))) return TOO_MANY;
    try {
      const { headers: set, response } = await call();
      return { ok: true, value: response, cookies: cookiesOf(set) };
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const body = error.body as { code?: string; field?: string; message?: string } | undefined;
      return { ok: false, status: error.statusCode, code: body?.code, field: body?.field, message: body?.message };
    }
  }
  const { api } = auth;
  type SecondStep = { code: string; trustDevice?: boolean };
  return {
    signIn: (headers: Headers, body: { email: string; password: string }) =>
      answer(headers, api.signInEmail.path, () => api.signInEmail({ body, headers, returnHeaders: true })),
    signUp: (headers: Headers, body: { name: string; email: string; password: string; image?: string }) =>
      answer(headers, api.signUpEmail.path, () => api.signUpEmail({ body, headers, returnHeaders: true })),
    requestPasswordReset: (headers: Headers, body: { email: string; redirectTo: string }) =>
      answer(headers, api.requestPasswordReset.path, () =>
        api.requestPasswordReset({ body, headers, returnHeaders: true }),
      ),
    resetPassword: (headers: Headers, body: { newPassword: string; token: string }) =>
      answer(headers, api.resetPassword.path, () => api.resetPassword({ body, headers, returnHeaders: true })),
    updateUser: (headers: Headers, body: { name?: string; image?: string | null }) =>
      answer(headers, api.updateUser.path, () => api.updateUser({ body, headers, returnHeaders: true })),
    changePassword: (headers: Headers, body: { currentPassword: string; newPassword: string }) =>
      answer(headers, api.changePassword.path, () => api.changePassword({ body, headers, returnHeaders: true })),
    enableTwoStep: (headers: Headers, body: { password: string; issuer: string }) =>
      answer(headers, api.enableTwoFactor.path, () => api.enableTwoFactor({ body, headers, returnHeaders: true })),
    /**
     * A set-up started and not confirmed (issue 43 item 2): its key again, for the password (counted
     * with the set-up's own tries), and its recovery codes — the same ones, so the entry already in
     * the authenticator app keeps working.
     */
    pendingTwoStep: (headers: Headers, body: { password: string }, userId: string) =>
      answer(headers, api.enableTwoFactor.path, async () => {
        const { headers: set, response } = await api.getTOTPURI({ body, headers, returnHeaders: true });
        const { backupCodes } = await api.viewBackupCodes({ body: { userId } });
        return { headers: set, response: { totpURI: response.totpURI, backupCodes } };
      }),
    /** Turning off: the password and a current code (our rule, server/auth/index.ts; Better Auth asks only the password). */
    disableTwoStep: (headers: Headers, body: { password: string; code: string }) =>
      answer(headers, api.disableTwoFactor.path, () => api.disableTwoFactor({ body, headers, returnHeaders: true })),
    verifyTotp: (headers: Headers, body: SecondStep) =>
      answer(headers, api.verifyTOTP.path, () => api.verifyTOTP({ body, headers, returnHeaders: true })),
    verifyRecoveryCode: (headers: Headers, body: SecondStep) =>
      answer(headers, api.verifyBackupCode.path, () => api.verifyBackupCode({ body, headers, returnHeaders: true })),
  };
}

export type PageAuth = ReturnType<typeof pageAuth>;
