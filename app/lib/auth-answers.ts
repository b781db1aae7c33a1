/** Better Auth's answers to the route actions' calls (server/auth/page-auth.ts), read the same way by every form. */

export type { AuthRefusal } from "#server/auth/page-auth";

/** Better Auth's cookies (a session) among the headers its answer set, to pass on with the action's answer. */
export function cookiesOf(set: Headers) {
  const headers = new Headers();
  for (const cookie of set.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
