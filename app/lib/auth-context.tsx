import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { DEFAULT_ROLE, type Role, type SessionUser } from "#domain/roles";
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
 * that the transitions of spec §4 apply: every operation sets loading, the role is fetched again
 * whenever the user changes (null with no user, "user" if the answer has none or the call fails),
 * and sign-out clears the role at once.
 */
export function AuthProvider({
  initialUser,
  children,
}: {
  initialUser: SessionUser | null;
  children: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  const [user, setUser] = useState<AuthUser | null>(() => fromSession(initialUser));
  const [userRole, setUserRole] = useState<Role | null>(initialUser?.role ?? null);
  const [loading, setLoading] = useState(false);
  const roleKnownFor = useRef<string | null>(initialUser?.email ?? null);

  useEffect(() => {
    if (!user) {
      roleKnownFor.current = null;
      setUserRole(null);
      return;
    }
    if (roleKnownFor.current === user.email) return;
    let current = true;
    api()
      .then((authApi) => authApi.role(user.email))
      .then((answer) => current && setUserRole(answer.role ?? DEFAULT_ROLE))
      .catch((error: unknown) => {
        console.error("Could not load the role", error);
        if (current) setUserRole(DEFAULT_ROLE);
      })
      .finally(() => {
        if (current) roleKnownFor.current = user.email;
      });
    return () => {
      current = false;
    };
  }, [user]);

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
          setUserRole(null);
          await (await api()).signOut();
          // Leaving: a revalidation now would send this signed-in page to /login, racing the load of `leaveFor`.
          if (leaveFor) return window.location.assign(leaveFor);
          setUser(null);
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
