import type { TestApp } from "./test-app";
import { TEST_PUBLIC_URL } from "./test-app";

export const ORIGIN = { Origin: TEST_PUBLIC_URL };

let counter = 0;
export function newAccount(overrides: Partial<{ name: string; email: string; password: string; image: string }> = {}) {
  counter++;
  return {
    name: `Person ${counter}`,
    email: `person${counter}.${Date.now()}@example.com`,
    password: "Secret12",
    image: "https://example.com/p.png",
    ...overrides,
  };
}

/** The session cookie(s) of a response, ready for a Cookie header. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function postJson(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Signs up through Better Auth's real endpoint; returns the account, its id and session cookie. */
export async function signUp(app: TestApp, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const res = await postJson(app, "/api/auth/sign-up/email", account);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { ...account, id: body.user.id, cookie: cookieOf(res) };
}

export async function signUpAdmin(app: TestApp) {
  const admin = await signUp(app);
  await app.services.users.setRoleByEmail(admin.email, "admin");
  return admin;
}

export function asUser(cookie: string, method = "GET", extra: RequestInit = {}): RequestInit {
  return { method, ...extra, headers: { cookie, ...ORIGIN, ...(extra.headers as Record<string, string> | undefined) } };
}
