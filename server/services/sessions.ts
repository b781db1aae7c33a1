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

/** A device its owner trusted for 30 days at two-step sign-in: it skips the code until then (issue 39 item 3). */
export interface TrustedDevice {
  /** Better Auth's identifier of the trust (never sent back in a cookie by us; ending it needs the owner too). */
  id: string;
  userAgent: string;
  ipAddress: string;
  /** When it was trusted ("" when the site did not see it happen: trusted before this list existed). */
  trustedAt: string;
  /** When the trust ends unless a sign-in renews it. */
  until: string;
}

/** Better Auth's rows of an account's trusted devices (`verification`: identifier `trust-device-…`, value the account). */
const trustOf = (db: Database, userId: string) =>
  db.selectFrom("verification").where("identifier", "like", "trust-device-%").where("value", "=", userId);

/**
 * An account's sessions in Better Auth's session table, and its trusted devices (give a
 * transaction as `db` to make its changes part of another). Sessions are read from the database on
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

    /** Signs every session of the account out (its password was reset, or its two-step sign-in by the operator). */
    async endAll(userId: string): Promise<{ ended: number }> {
      const deleted = await db.deleteFrom("session").where("userId", "=", userId).executeTakeFirst();
      return { ended: Number(deleted.numDeletedRows) };
    },

    /** The devices the account trusts for 30 days, the most recently trusted first. */
    async trustedDevices(userId: string): Promise<TrustedDevice[]> {
      const rows = await trustOf(db, userId)
        .leftJoin("trusted_devices", "trusted_devices.id", "verification.identifier")
        .select(["identifier", "expiresAt", "user_agent", "ip_address", "trusted_at"])
        .execute();
      const now = new Date().toISOString();
      return rows
        .filter((row) => toIso(row.expiresAt) > now)
        .map((row) => ({
          id: row.identifier,
          userAgent: row.user_agent ?? "",
          ipAddress: row.ip_address ?? "",
          trustedAt: row.trusted_at ?? "",
          until: toIso(row.expiresAt),
        }))
        .sort((a, b) => b.trustedAt.localeCompare(a.trustedAt));
    },

    /**
     * Ends the trust of one of the account's devices (`id`), or of all of them: their next sign-in
     * asks for the code. Names of trusts that ended on their own go at the same time.
     */
    async forgetTrustedDevices(userId: string, id?: string): Promise<{ forgotten: number }> {
      const deleted = await db
        .deleteFrom("verification")
        .where("identifier", "like", "trust-device-%")
        .where("value", "=", userId)
        .$if(id !== undefined, (q) => q.where("identifier", "=", id!))
        .executeTakeFirst();
      await db
        .deleteFrom("trusted_devices")
        .where("user_id", "=", userId)
        .where("id", "not in", trustOf(db, userId).select("identifier"))
        .execute();
      return { forgotten: Number(deleted.numDeletedRows) };
    },

    /** Names a device just trusted at a second step (the browser and address it was trusted from). */
    async nameTrustedDevice(userId: string, id: string, seen: { userAgent: string; ipAddress: string }): Promise<void> {
      await db
        .insertInto("trusted_devices")
        .values({
          id,
          user_id: userId,
          user_agent: seen.userAgent,
          ip_address: seen.ipAddress,
          trusted_at: new Date().toISOString(),
        })
        .execute();
    },

    /** Better Auth renews a trust at each sign-in under a new identifier: the device keeps its name. */
    async renameTrustedDevice(userId: string, before: string, after: string): Promise<void> {
      await db
        .updateTable("trusted_devices")
        .set({ id: after })
        .where("id", "=", before)
        .where("user_id", "=", userId)
        .execute();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
