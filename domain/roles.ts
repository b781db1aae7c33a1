// Account constants and types without the zod schemas of ./accounts, so code that every page
// loads (the auth context, the header) does not pull zod into the browser (decision 0017).

/** Spec §9: the fixed picture shown when a profile has no photo (shipped in public/images). */
export const PLACEHOLDER_PHOTO = "/images/placeholder-avatar.svg";

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];
/** Spec §6: user is the default role. */
export const DEFAULT_ROLE: Role = "user";

/** Spec §3 User (server record) as the API returns it. */
export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  photoURL: string;
  role: Role;
  createdAt: string;
}

/** The signed-in user as pages see it (spec §3 "signed-in user"). */
export interface SessionUser {
  id: string;
  /** The id (not the token) of the session this request came with: "This device" in the sessions list. */
  sessionId: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  role: Role;
  /** Two-step sign-in is on for the account (issue 27; server only, never sent to the browser's auth state). */
  twoStep?: boolean;
}
