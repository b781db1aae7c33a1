import { createHash } from "node:crypto";
import type { Database } from "../db/schema";

/** What "Forgot password?" answers, for any address, known or not (Better Auth's own words). */
export const RESET_REQUEST_ANSWER = { status: true, message: "If this email exists in our system, check your email for the reset link" } as const;

/** How Better Auth names a reset token in its verification table: this prefix, then the token. */
const BETTER_AUTH_PREFIX = "reset-password:";
/**
 * How a reset link is stored instead: a prefix of ours, then the SHA-256 of Better Auth's name for
 * it — a copy of the database holds no working link, and an account's links can be found (its id
 * is the row's value) and ended. Not Better Auth's prefix: its lookup also tries the name as given,
 * which must never match a stored hash.
 */
const STORED_PREFIX = "password-reset:";

const stored = (identifier: string) => `${STORED_PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`;

/** Better Auth's `verification.storeIdentifier` overrides: reset tokens stored as `stored` says. */
export const RESET_TOKEN_STORAGE = { [BETTER_AUTH_PREFIX]: { hash: async (identifier: string) => stored(identifier) } };

/** The verification row's identifier for a reset link's token. */
export const storedResetIdentifier = (token: string) => stored(`${BETTER_AUTH_PREFIX}${token}`);

/**
 * Ends reset links of an account: every one (after a successful reset), or, given the token of the
 * link just made, every older one — only the newest link works. Older, not "every other": of two
 * links made at the same moment neither ends the other, and the reset with either ends both.
 */
export async function endResetLinks(db: Database, userId: string, newest?: string): Promise<void> {
  await db
    .deleteFrom("verification")
    .where("value", "=", userId)
    .where("identifier", "like", `${STORED_PREFIX}%`)
    .$if(newest !== undefined, (query) => query.where("createdAt", "<", (eb) => eb.selectFrom("verification").select("createdAt").where("identifier", "=", storedResetIdentifier(newest!))))
    .execute();
}

/**
 * True while a reset link's token would set a password: its row is there (not used, not ended by
 * a newer link) and has not expired. Only reads: opening the page checks the link without using it.
 */
export async function resetLinkWorks(db: Database, token: string): Promise<boolean> {
  const row = await db.selectFrom("verification").select("expiresAt").where("identifier", "=", storedResetIdentifier(token)).executeTakeFirst();
  return row !== undefined && new Date(row.expiresAt).getTime() > Date.now();
}
