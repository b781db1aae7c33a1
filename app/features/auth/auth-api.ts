import type { Role } from "../../../domain/accounts";

/** An error from our server, with the status and — when the server named one — the field at fault. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** JSON request to our own server (same origin, cookies included). */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError("We could not reach the server. Check your connection and try again.", 0, "NETWORK");
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const fields = data?.fields as Record<string, string> | undefined;
    const firstField = fields ? Object.keys(fields)[0] : undefined;
    const message =
      res.status === 429
        ? "Too many attempts. Please wait a minute and try again."
        : String(data?.message ?? data?.error ?? (firstField && fields?.[firstField]) ?? "Something went wrong. Please try again.");
    throw new ApiError(message, res.status, data?.code as string | undefined, (data?.field as string | undefined) ?? firstField);
  }
  return data as T;
}

export interface AuthUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

interface SessionAnswer {
  user: { email: string; name: string | null; image: string | null };
}

/** Better Auth's endpoints, under /api/auth. */
export const authApi = {
  signUp: (input: { name: string; email: string; password: string; image: string }) => apiRequest<SessionAnswer>("/api/auth/sign-up/email", { body: input }),
  signIn: (input: { email: string; password: string }) => apiRequest<SessionAnswer>("/api/auth/sign-in/email", { body: input }),
  signOut: () => apiRequest<{ success: boolean }>("/api/auth/sign-out", { body: {} }),
  updateUser: (input: { name?: string; image?: string }) => apiRequest<{ status: boolean }>("/api/auth/update-user", { body: input }),
  async currentUser(): Promise<AuthUser | null> {
    const answer = await apiRequest<SessionAnswer | null>("/api/auth/get-session?disableCookieCache=true");
    return answer?.user ? { email: answer.user.email, displayName: answer.user.name || null, photoURL: answer.user.image || null } : null;
  },
  /** Spec §7 GET /users/role; the role field is read. */
  role: (email: string) => apiRequest<{ role?: Role }>(`/api/users/role?email=${encodeURIComponent(email)}`),
  /** Spec §7 POST /users: insertedId or message are read. */
  saveUser: (record: { name: string; email: string; photoURL: string; role: Role; createdAt: string }) =>
    apiRequest<{ insertedId?: string; message?: string }>("/api/users", { body: record }),
};

/** Spec §4: save the user record after sign-up or Google sign-in; success is insertedId or "User already exists". */
export async function saveUserRecord(user: AuthUser): Promise<boolean> {
  const answer = await authApi.saveUser({
    name: user.displayName ?? "",
    email: user.email,
    photoURL: user.photoURL ?? "",
    role: "user",
    createdAt: new Date().toISOString(),
  });
  return Boolean(answer.insertedId) || answer.message === "User already exists";
}
