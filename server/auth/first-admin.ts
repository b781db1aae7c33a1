import { verifyJWT } from "better-auth/crypto";
import { sql } from "kysely";
import type { Database } from "../db/schema";
import { recordActivity } from "../services/activity";

/** How long the link mailed to FIRST_ADMIN_EMAIL works. */
export const FIRST_ADMIN_LINK_SECONDS = 60 * 60;

/** Where a FIRST_ADMIN_EMAIL link leads once it no longer works (used, expired or altered): the login page says so. */
export const FIRST_ADMIN_LINK_USED = "/login?link=used";

const hasAdmin = async (db: Database) =>
  Boolean(await db.selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirst());

/**
 * Confirms the address of the account the link was made for, once: the update changes the account
 * only while it is unconfirmed, so of two opens (even at the same moment) one confirms and the other
 * finds nothing to do. In the same transaction the account becomes admin — only while the site has
 * none (so a link opened after `create-admin` changes no role) — and that is logged like any
 * promotion. False when the link had been used already.
 */
async function confirmFirstAdmin(db: Database, user: { id: string; email: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const confirmed = await trx
      .updateTable("user")
      .set({ emailVerified: sql<boolean>`true`, updatedAt: now })
      .where("id", "=", user.id)
      .where("email", "=", user.email)
      .where("emailVerified", "=", sql<boolean>`false`)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) === 0) return false;
    if (await hasAdmin(trx)) return true;
    await trx.updateTable("user").set({ role: "admin", updatedAt: now }).where("id", "=", user.id).execute();
    await recordActivity(trx, {
      actor: user.email,
      action: "promote",
      entity: "user",
      entityId: user.id,
      summary: `${user.email} is now an admin (FIRST_ADMIN_EMAIL, address confirmed by e-mail)`,
    });
    return true;
  });
}

/**
 * GET /api/auth/verify-email, in place of Better Auth's handler: the FIRST_ADMIN_EMAIL link works
 * once, within its hour. Its first open confirms the address (and makes the account admin, see
 * `confirmFirstAdmin`) and leads to the dashboard; any other open — a used, expired or altered
 * link, or any link while FIRST_ADMIN_EMAIL is unset — leads to FIRST_ADMIN_LINK_USED.
 * Returns where to redirect.
 */
export async function openFirstAdminLink(
  db: Database,
  firstAdminEmail: string | undefined,
  token: unknown,
  secret: string,
): Promise<string> {
  // Better Auth's signed token (HS256 with the auth secret; checked for its expiry too).
  const claims =
    typeof token === "string" ? await verifyJWT<{ email?: unknown; userId?: unknown }>(token, secret) : null;
  if (!firstAdminEmail || claims?.email !== firstAdminEmail || typeof claims.userId !== "string")
    return FIRST_ADMIN_LINK_USED;
  return (await confirmFirstAdmin(db, { id: claims.userId, email: firstAdminEmail }))
    ? "/dashboard"
    : FIRST_ADMIN_LINK_USED;
}

/**
 * Better Auth's e-mail verification, used for one thing (decision 0024): a sign-up with the
 * FIRST_ADMIN_EMAIL address, while the site has no admin, is mailed a link; opening it
 * (`openFirstAdminLink`) proves the address and makes the account admin. Every other sign-up gets
 * no mail and nothing changes for it.
 */
export function firstAdminVerification(
  db: Database,
  firstAdmin: { email: string; sendLink: (user: { name: string; email: string }, url: string) => void },
) {
  return {
    sendOnSignUp: true,
    expiresIn: FIRST_ADMIN_LINK_SECONDS,
    sendVerificationEmail: async ({ user, url }: { user: { name: string; email: string }; url: string }) => {
      if (user.email.toLowerCase() !== firstAdmin.email || (await hasAdmin(db))) return;
      // Where the link leads is decided when it is opened, not by the link.
      const link = new URL(url);
      link.searchParams.delete("callbackURL");
      firstAdmin.sendLink({ name: user.name, email: user.email }, link.toString());
    },
  };
}
