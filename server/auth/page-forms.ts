import { type Auth, CLIENT_IP_HEADER, isAuthRouteInUse } from "./index";
import type { TwoFactorPath } from "./two-factor";

/** The Better Auth endpoints of the account forms that post to their pages (/login, /signup, /forgot-password, /reset-password, the profile's name and password). */
export type AuthFormEndpoint =
  | "/sign-in/email"
  | "/sign-up/email"
  | "/request-password-reset"
  | "/reset-password"
  | "/update-user"
  | "/change-password"
  | TwoFactorPath;

/** The headers of the page's post that the auth endpoint reads: session, origin check, rate-limit address. */
const FORWARDED_HEADERS = ["cookie", "origin", "referer", "user-agent", CLIENT_IP_HEADER];

/**
 * Signs in or up, or asks for a reset link, for a form posted to a page (decision 0027: the account
 * forms work before their script has run, and without JavaScript). The call goes through Better Auth's own handler, as
 * the browser's JSON call does, so its origin check, its rate limits (keyed on the address our
 * server put on the page request, never one the client sent) and our body rules (spec §5) all
 * apply. The answer is Better Auth's: its status, JSON body and session cookies. It is asked on the
 * page request's origin (server/page-requests.ts: the one the form was posted from, checked as ours),
 * so with PUBLIC_URL unset a page opened at any address of the site passes Better Auth's check too.
 */
export function authFormEndpoint(auth: Auth) {
  return (pageRequest: Request, endpoint: AuthFormEndpoint, body: Record<string, unknown>): Promise<Response> => {
    if (!isAuthRouteInUse("POST", endpoint)) throw new Error(`${endpoint} is not an auth route in use`);
    const headers = new Headers({ "content-type": "application/json" });
    for (const name of FORWARDED_HEADERS) {
      const value = pageRequest.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return auth.handler(
      new Request(new URL(`/api/auth${endpoint}`, pageRequest.url), {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      }),
    );
  };
}
