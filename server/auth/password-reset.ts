import { createHash } from "node:crypto";
import type { Database } from "../db/schema";

/** What "Forgot password?" answers, for any address, known or not (Better Auth's own words). */
export const RESET_REQUEST_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
} as const;

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
 * link just made, every other one made before it or in the same millisecond — only the newest link
 * works. Links for one address are made one at a time (`oneAtATime` in server/auth/index.ts), so
 * the link just made is the newest; a link made later, in another process, is never ended.
 */
export async function endResetLinks(db: Database, userId: string, newest?: string): Promise<void> {
  await db
    .deleteFrom("verification")
    .where("value", "=", userId)
    .where("identifier", "like", `${STORED_PREFIX}%`)
    .$if(newest !== undefined, (query) =>
      query
        .where("identifier", "!=", storedResetIdentifier(newest!))
        .where("createdAt", "<=", (eb) =>
          eb.selectFrom("verification").select("createdAt").where("identifier", "=", storedResetIdentifier(newest!)),
        ),
    )
    .execute();
}

/**
 * Runs work for one key after the work already queued for it ends (however it ends): requests for
 * the same address take turns, each seeing what the one before it did.
 */
export function oneAtATime() {
  const queues = new Map<string, Promise<void>>();
  return (key: string, work: () => Promise<void>): Promise<void> => {
    const turn = (queues.get(key) ?? Promise.resolve()).then(work);
    const settled = turn.catch(() => {});
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return turn;
  };
}

/**
 * True while a reset link's token would set a password: its row is there (not used, not ended by
 * a newer link) and has not expired. Only reads: opening the page checks the link without using it.
 */
export async function resetLinkWorks(db: Database, token: string): Promise<boolean> {
  const row = await db
    .selectFrom("verification")
    .select("expiresAt")
    .where("identifier", "=", storedResetIdentifier(token))
    .executeTakeFirst();
  return row !== undefined && new Date(row.expiresAt).getTime() > Date.now();
}
