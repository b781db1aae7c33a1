import { apiRequest } from "./api";

// The JSON client moved to app/lib/api.ts (the dashboard uses it too); re-exported for the auth pages.
export { ApiError, apiRequest } from "./api";

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
  signOut: () => apiRequest<{ success: boolean }>("/api/auth/sign-out", { body: {} }),
  async currentUser(): Promise<AuthUser | null> {
    const answer = await apiRequest<SessionAnswer | null>("/api/auth/get-session?disableCookieCache=true");
    return answer?.user
      ? { email: answer.user.email, displayName: answer.user.name || null, photoURL: answer.user.image || null }
      : null;
  },
};
