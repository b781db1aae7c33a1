import type { Database } from "../db/schema";
import { recordActivity } from "../services/activity";

/** How long the link mailed to FIRST_ADMIN_EMAIL works. */
export const FIRST_ADMIN_LINK_SECONDS = 60 * 60;

const hasAdmin = async (db: Database) => Boolean(await db.selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirst());

/**
 * Makes the account whose owner proved FIRST_ADMIN_EMAIL an admin — only while the site has none,
 * checked in the same transaction (so a second proof, or one after `create-admin`, changes nothing).
 * Logged like any promotion.
 */
export async function promoteFirstAdmin(db: Database, user: { id: string; email: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await hasAdmin(trx)) return false;
    await trx.updateTable("user").set({ role: "admin", updatedAt: new Date().toISOString() }).where("id", "=", user.id).execute();
    await recordActivity(trx, { actor: user.email, action: "promote", entity: "user", entityId: user.id, summary: `${user.email} is now an admin (FIRST_ADMIN_EMAIL, address confirmed by e-mail)` });
    return true;
  });
}

/**
 * Better Auth's e-mail verification, used for one thing (decision 0024): a sign-up with the
 * FIRST_ADMIN_EMAIL address, while the site has no admin, is mailed a link; opening it proves the
 * address and makes the account admin. Every other sign-up gets no mail and nothing changes for it.
 */
export function firstAdminVerification(db: Database, firstAdmin: { email: string; sendLink: (user: { name: string; email: string }, url: string) => void }) {
  const isFirstAdmin = (email: string) => email.toLowerCase() === firstAdmin.email;
  return {
    sendOnSignUp: true,
    expiresIn: FIRST_ADMIN_LINK_SECONDS,
    sendVerificationEmail: async ({ user, url }: { user: { name: string; email: string }; url: string }) => {
      if (!isFirstAdmin(user.email) || (await hasAdmin(db))) return;
      const link = new URL(url);
      link.searchParams.set("callbackURL", "/dashboard");
      firstAdmin.sendLink({ name: user.name, email: user.email }, link.toString());
    },
    afterEmailVerification: async (user: { id: string; email: string }) => {
      if (isFirstAdmin(user.email)) await promoteFirstAdmin(db, user);
    },
  };
}
