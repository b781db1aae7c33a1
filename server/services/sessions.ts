import type { Database } from "../db/schema";
import { toIso } from "./users";

/** One signed-in browser of an account, as its owner sees it on the profile page (decision 0047). */
export interface AccountSession {
  id: string;
  /** The request's User-Agent header when it signed in ("" when it sent none). */
  userAgent: string;
  /** The client address when it signed in ("" when unknown). */
  ipAddress: string;
  signedInAt: string;
  /** Sign-in, or the last time Better Auth extended the session (at most hourly: `updateAge`). */
  lastActiveAt: string;
}

/**
 * An account's sessions in Better Auth's session table. Sessions are read from the database on
 * every request (no cookie cache), so a row deleted here is signed out at its next request, on
 * every server process. Every write names the owner: an id of someone else's session matches nothing.
 */
export function createSessionService(db: Database) {
  return {
    /** The account's sessions that have not expired, the most recently active first. */
    async list(userId: string): Promise<AccountSession[]> {
      const rows = await db
        .selectFrom("session")
        .select(["id", "userAgent", "ipAddress", "createdAt", "updatedAt", "expiresAt"])
        .where("userId", "=", userId)
        .execute();
      const now = new Date().toISOString();
      return rows
        .filter((row) => toIso(row.expiresAt) > now)
        .map((row) => ({
          id: row.id,
          userAgent: row.userAgent ?? "",
          ipAddress: row.ipAddress ?? "",
          signedInAt: toIso(row.createdAt),
          lastActiveAt: toIso(row.updatedAt),
        }))
        .sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt) || b.signedInAt.localeCompare(a.signedInAt));
    },

    /** Signs one of the account's own sessions out; how many ended (0: not one of its sessions). */
    async end(userId: string, sessionId: string): Promise<{ ended: number }> {
      const deleted = await db
        .deleteFrom("session")
        .where("userId", "=", userId)
        .where("id", "=", sessionId)
        .executeTakeFirst();
      return { ended: Number(deleted.numDeletedRows) };
    },

    /** Signs every session of the account out but `currentId` (the one asking); how many ended. */
    async endOthers(userId: string, currentId: string): Promise<{ ended: number }> {
      const deleted = await db
        .deleteFrom("session")
        .where("userId", "=", userId)
        .where("id", "!=", currentId)
        .executeTakeFirst();
      return { ended: Number(deleted.numDeletedRows) };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
