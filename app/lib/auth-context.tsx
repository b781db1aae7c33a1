import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import type { Role, SessionUser } from "#domain/roles";
import type { AuthUser } from "./auth-api";

// The calls and the Google popup are fetched when first used (a click or a changed user), not
// with every page (decision 0017).
const api = () => import("./auth-api").then((m) => m.authApi);

/**
 * Spec §3 "signed-in user (client view)" on the hydrated pages: the user, their role, a loading flag
 * and the operations they use. Signing in and up happen on /login and /signup, which are not
 * hydrated (app/enhance/auth-pages.ts, decision 0027) and end with a page load.
 */
export interface AuthState {
  user: AuthUser | null;
  userRole: Role | null;
  loading: boolean;
  /** Signs out; then loads `leaveFor` as a new document, or, without it, stays and reloads the page's data. */
  logOut: (leaveFor?: string) => Promise<void>;
  /** Reads the signed-in user again (after a change the server made, e.g. a new photo). */
  reloadUser: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

function fromSession(sessionUser: SessionUser | null): AuthUser | null {
  return sessionUser
    ? { email: sessionUser.email, displayName: sessionUser.displayName, photoURL: sessionUser.photoURL }
    : null;
}

/**
 * Holds who is signed in. The server-rendered page already knows the session (no flicker); after
 * that the transitions of spec §4 apply: every operation sets loading; the role is the server's,
 * read with the session by the root loader on every load and revalidation (`sessionUser`), so when
 * the user changes it is read again (null until it has been, and with no user); sign-out clears it
 * at once.
 */
export function AuthProvider({
  sessionUser,
  children,
}: {
  sessionUser: SessionUser | null;
  children: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  const [user, setUser] = useState<AuthUser | null>(() => fromSession(sessionUser));
  const [signingOut, setSigningOut] = useState(false);
  const [loading, setLoading] = useState(false);
  // The server's role: it reads the account's, "user" by default (the database's, never missing).
  const userRole: Role | null = user && !signingOut && sessionUser?.email === user.email ? sessionUser.role : null;

  const track = useCallback(async <T,>(operation: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await operation();
    } finally {
      setLoading(false);
    }
  }, []);

  const refresh = useCallback(async () => {
    const current = await (await api()).currentUser();
    setUser(current);
    revalidator.revalidate();
    if (!current) throw new Error("Not signed in");
    return current;
  }, [revalidator]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      userRole,
      loading,
      logOut: (leaveFor) =>
        track(async () => {
          setSigningOut(true);
          try {
            await (await api()).signOut();
          } catch (error) {
            setSigningOut(false);
            throw error;
          }
          // Leaving: a revalidation now would send this signed-in page to /login, racing the load of `leaveFor`.
          if (leaveFor) return window.location.assign(leaveFor);
          setUser(null);
          setSigningOut(false);
          revalidator.revalidate();
        }),
      reloadUser: () =>
        track(async () => {
          await refresh();
        }),
    }),
    [user, userRole, loading, track, refresh, revalidator],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthProvider>");
  return auth;
}
