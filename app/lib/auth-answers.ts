/** Better Auth's answers to the route actions' calls (server/auth/page-forms.ts), read the same way by every form. */

/** Better Auth's answer to a refused call: its status and body (`field`: our body rules, server/auth). */
export interface AuthRefusal {
  status: number;
  code?: string;
  field?: string;
  message?: string;
}

/** Better Auth's refusal as it answered it. */
export async function refusal(answer: Response): Promise<AuthRefusal> {
  const body = (await answer.json().catch(() => null)) as Omit<AuthRefusal, "status"> | null;
  return { status: answer.status, code: body?.code, field: body?.field, message: body?.message };
}

/** Better Auth's cookies (a session), to pass on with the action's answer. */
export function cookiesOf(answer: Response) {
  const headers = new Headers();
  for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
