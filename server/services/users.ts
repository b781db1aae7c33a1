import type { Selectable } from "kysely";
import type { RoleFilter } from "#domain/list-query";
import type { PageOf, PageRequest } from "#domain/paging";
import { DEFAULT_ROLE, type Role, ROLES, type UserRecord } from "#domain/accounts";
import type { AuthUserTable, Database } from "../db/schema";
import { isPostgres } from "../db/connect";
import { reencodeImage } from "../media/images";
import { recordActivity } from "./activity";
import { createMediaService, removeUnusedImages } from "./media";
import { countRows, pageOfTable } from "./page-of-table";
import { anyContains } from "./search-text";
import { USER_TEXT } from "../db/text-search";

/** Which accounts the dashboard's list shows: a search of names and e-mails, and a role. */
export interface UserListFilter {
  search?: string;
  role?: RoleFilter;
}

/** Account ids are random: the order is by creation, the id only settles ties (index user_created_at). */
const NEWEST_ACCOUNTS_FIRST = [
  { column: "createdAt", direction: "desc" },
  { column: "id", direction: "desc" },
] as const;

/** Who is acting: their account id and e-mail (for the rules and the activity log). */
export interface Actor {
  id: string;
  email: string;
}

export class UserRuleError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 429 | 503,
  ) {
    super(message);
  }
}

/** A date Better Auth stored (a Date, an ISO text or milliseconds, by database) as ISO-8601. */
export function toIso(value: string | number | Date | null): string {
  if (value === null) return "";
  const date =
    value instanceof Date ? value : new Date(typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value);
  return date.toISOString();
}

/** Why the last admin keeps the role (the site would have no one to run it). */
export const LAST_ADMIN_KEEPS_ROLE =
  "The site needs at least one admin: make someone else admin before removing this one.";

export function asRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : DEFAULT_ROLE;
}

/**
 * The spec's users collection (§3, §7), stored in Better Auth's user table. Public pages show no
 * account, but a role change or deletion still calls `onChange` (the page cache is cleared), so no
 * stored page can outlive a change of who is admin (decision 0016).
 */
export function createUserService(db: Database, { onChange = () => {} }: { onChange?: () => void } = {}) {
  const toRecord = (u: Selectable<AuthUserTable>): UserRecord => ({
    _id: u.id,
    name: u.name,
    email: u.email,
    photoURL: u.image ?? "",
    role: asRole(u.role),
    createdAt: toIso(u.createdAt),
  });

  /**
   * The admins, read at the start of a change that may take one away. PostgreSQL: their rows are
   * locked, so concurrent changes take turns and each counts the admins the other left. SQLite has
   * one writer, and a transaction whose reads went stale cannot write, so the count cannot be
   * outdated there.
   */
  const lockAdmins = (trx: Database) =>
    trx
      .selectFrom("user")
      .select("id")
      .where("role", "=", "admin")
      .orderBy("id")
      .$if(isPostgres(db), (query) => query.forUpdate())
      .execute();

  return {
    /** How many accounts there are (the dashboard's overview). */
    count: () => countRows(db, "user"),

    async list(): Promise<UserRecord[]> {
      const rows = await db.selectFrom("user").selectAll().orderBy("createdAt", "desc").execute();
      return rows.map(toRecord);
    },

    /**
     * One page of the accounts, newest first, with how many there are (the dashboard's list): those
     * whose name or e-mail contains `search` (any case), of the role asked for.
     */
    async page(request: PageRequest, { search = "", role = "all" }: UserListFilter = {}): Promise<PageOf<UserRecord>> {
      const rows = db
        .selectFrom("user")
        .$if(search !== "", (q) => q.where(anyContains(db, USER_TEXT, search)))
        .$if(role === "admin", (q) => q.where("role", "=", "admin"))
        .$if(role === "user", (q) => q.where((eb) => eb.or([eb("role", "is", null), eb("role", "!=", "admin")])))
        .selectAll();
      return pageOfTable(db, { rows, order: NEWEST_ACCOUNTS_FIRST, search: search !== "" }, request, toRecord);
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const row = await db.selectFrom("user").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Whether the account has a password (not only Google): Better Auth asks it to turn two-step sign-in on. */
    /**
     * Whether the account started setting up two-step sign-in and has not confirmed it yet (issue 43
     * item 2): its key waits in Better Auth's twoFactor row while two-step sign-in is still off.
     */
    async twoStepPending(id: string): Promise<boolean> {
      const row = await db
        .selectFrom("twoFactor")
        .innerJoin("user", "user.id", "twoFactor.userId")
        .select(["user.twoFactorEnabled"])
        .where("twoFactor.userId", "=", id)
        .executeTakeFirst();
      return row !== undefined && !row.twoFactorEnabled;
    },

    async hasPassword(id: string): Promise<boolean> {
      const row = await db
        .selectFrom("account")
        .select("id")
        .where("userId", "=", id)
        .where("providerId", "=", "credential")
        .executeTakeFirst();
      return row !== undefined;
    },

    async roleOf(email: string): Promise<Role | null> {
      const row = await db
        .selectFrom("user")
        .select("role")
        .where("email", "=", email.toLowerCase())
        .executeTakeFirst();
      return row ? asRole(row.role) : null;
    },

    /**
     * POST /users after sign-up or Google sign-in: the first call records the profile (name, photo)
     * and answers insertedId; later calls answer "User already exists". Role and date are the server's.
     */
    /**
     * A new profile photo (decoded, re-encoded to WebP, stored like team photos). The old one is
     * removed if it was an image we stored that nothing else shows (a user may have pointed their
     * photo at another picture of the site). Returns the new photo's path.
     */
    async replacePhoto(userId: string, upload: Uint8Array): Promise<string> {
      const webp = await reencodeImage(upload);
      return db.transaction().execute(async (trx) => {
        const media = createMediaService(trx);
        const current = await trx.selectFrom("user").select("image").where("id", "=", userId).executeTakeFirst();
        const image = await media.save(webp, "image/webp");
        await trx.updateTable("user").set({ image }).where("id", "=", userId).execute();
        await removeUnusedImages(trx, [current?.image]);
        return image;
      });
    },

    async saveRecord(
      userId: string,
      fields: { name: string; photoURL: string },
    ): Promise<{ insertedId: string } | { message: "User already exists" }> {
      const updated = await db
        .updateTable("user")
        .set({
          profileSavedAt: new Date().toISOString(),
          ...(fields.name ? { name: fields.name } : {}),
          ...(fields.photoURL ? { image: fields.photoURL } : {}),
        })
        .where("id", "=", userId)
        .where("profileSavedAt", "is", null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0 ? { insertedId: userId } : { message: "User already exists" };
    },

    async promote(id: string, actor: Actor): Promise<{ modifiedCount: number }> {
      const outcome = await db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom("user").select("email").where("id", "=", id).executeTakeFirst();
        if (!user) throw new UserRuleError("User not found", 404);
        const updated = await trx
          .updateTable("user")
          .set({ role: "admin", updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .where("role", "is distinct from", "admin")
          .executeTakeFirst();
        const modifiedCount = Number(updated.numUpdatedRows);
        if (modifiedCount > 0)
          await recordActivity(trx, {
            actor: actor.email,
            action: "promote",
            entity: "user",
            entityId: id,
            summary: `${user.email} is now an admin`,
          });
        return { modifiedCount };
      });
      onChange();
      return outcome;
    },

    /**
     * Takes the admin role back (the undo of `promote`); an admin may also step down. Never from
     * the last admin, also when two admins demote each other at the same moment.
     */
    async demote(id: string, actor: Actor): Promise<{ modifiedCount: number }> {
      const outcome = await db.transaction().execute(async (trx) => {
        const admins = await lockAdmins(trx);
        const user = await trx.selectFrom("user").select(["role", "email"]).where("id", "=", id).executeTakeFirst();
        if (!user) throw new UserRuleError("User not found", 404);
        if (asRole(user.role) !== "admin") return { modifiedCount: 0 };
        if (admins.length <= 1) throw new UserRuleError(LAST_ADMIN_KEEPS_ROLE, 409);
        const updated = await trx
          .updateTable("user")
          .set({ role: "user", updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .executeTakeFirst();
        await recordActivity(trx, {
          actor: actor.email,
          action: "demote",
          entity: "user",
          entityId: id,
          summary: `${user.email} is no longer an admin`,
        });
        return { modifiedCount: Number(updated.numUpdatedRows) };
      });
      onChange();
      return outcome;
    },

    /**
     * Deletes a user with their sessions and sign-in accounts. Admins cannot delete themselves or
     * the last admin, also when two admins delete each other at the same moment.
     */
    async remove(id: string, actor: Actor): Promise<{ deletedCount: number }> {
      if (id === actor.id) throw new UserRuleError("You cannot delete your own account", 403);
      const outcome = await db.transaction().execute(async (trx) => {
        const admins = await lockAdmins(trx);
        const user = await trx
          .selectFrom("user")
          .select(["role", "email", "image"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!user) throw new UserRuleError("User not found", 404);
        if (asRole(user.role) === "admin" && admins.length <= 1)
          throw new UserRuleError("The last admin cannot be removed", 409);
        await trx.deleteFrom("session").where("userId", "=", id).execute();
        await trx.deleteFrom("account").where("userId", "=", id).execute();
        const deleted = await trx.deleteFrom("user").where("id", "=", id).executeTakeFirst();
        await removeUnusedImages(trx, [user.image]);
        await recordActivity(trx, {
          actor: actor.email,
          action: "delete",
          entity: "user",
          entityId: id,
          summary: user.email,
        });
        return { deletedCount: Number(deleted.numDeletedRows) };
      });
      onChange();
      return outcome;
    },

    /**
     * An admin's "Send password reset" (issue 27): `send` asks for the link to the account's address
     * (as "Forgot password?" does, app/features/auth/auth-actions.server.ts); once asked, the log records it.
     */
    async sendPasswordReset(
      id: string,
      actor: Actor,
      send: (email: string) => Promise<void>,
    ): Promise<{ sentTo: string }> {
      const user = await db.selectFrom("user").select("email").where("id", "=", id).executeTakeFirst();
      if (!user) throw new UserRuleError("User not found", 404);
      await send(user.email);
      await recordActivity(db, {
        actor: actor.email,
        action: "send-reset",
        entity: "user",
        entityId: id,
        summary: `Sent a password-reset link to ${user.email}`,
      });
      return { sentTo: user.email };
    },

    /** Makes an account admin by e-mail (create-admin). */
    async setRoleByEmail(email: string, role: Role): Promise<boolean> {
      const updated = await db
        .updateTable("user")
        .set({ role })
        .where("email", "=", email.toLowerCase())
        .executeTakeFirst();
      onChange();
      return Number(updated.numUpdatedRows) > 0;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
