import { sql } from "kysely";
import type { UserRecord } from "#domain/accounts";
import type { Database } from "../db/schema";
import { OPERATOR, recordActivity } from "../services/activity";
import { createSessionService } from "../services/sessions";
import type { UserService } from "../services/users";
import { describeAccount } from "./admin-account";

export interface TwoFactorResetOutcome {
  /** "off" without `confirm`: nothing was changed. */
  outcome: "would turn off" | "turned off" | "was off";
  account: UserRecord;
}

/** The operator's request was refused; the message says why. */
export class TwoFactorResetRefused extends Error {}

/** "name (e-mail), role admin, created …": whose account this is, for the operator to judge. */
export const whoseAccount = (account: UserRecord) =>
  `${account.email} (${describeAccount(account)}, role ${account.role})`;

/**
 * `npm run reset-two-factor` (issue 27 item 7): for an account whose owner lost both the phone and
 * the recovery codes. Says whose account it is; only with `confirm` turns two-step sign-in off (the
 * key, the recovery codes and the devices trusted for 30 days are deleted, every session of the
 * account ends; the password still works) and logs it in the activity log, in one transaction.
 */
export async function resetTwoFactor(
  db: Database,
  users: UserService,
  { email, confirm }: { email: string; confirm: boolean },
): Promise<TwoFactorResetOutcome> {
  const account = await users.findByEmail(email);
  if (!account) throw new TwoFactorResetRefused(`No account has the e-mail ${email}. Nothing was changed.`);
  const [user, key] = await Promise.all([
    db.selectFrom("user").select("twoFactorEnabled").where("id", "=", account._id).executeTakeFirst(),
    db.selectFrom("twoFactor").select("id").where("userId", "=", account._id).executeTakeFirst(),
  ]);
  if (!user?.twoFactorEnabled && !key) return { outcome: "was off", account };
  if (!confirm) return { outcome: "would turn off", account };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("twoFactor").where("userId", "=", account._id).execute();
    await trx
      .updateTable("user")
      .set({ twoFactorEnabled: sql<boolean>`false`, updatedAt: new Date().toISOString() })
      .where("id", "=", account._id)
      .execute();
    // Whoever is signed in (the person who lost the phone, or whoever has it) signs in again, and
    // devices trusted for 30 days no longer skip the code.
    const sessions = createSessionService(trx);
    await sessions.endAll(account._id);
    await sessions.forgetTrustedDevices(account._id);
    await recordActivity(trx, {
      actor: OPERATOR,
      action: "update",
      entity: "user",
      entityId: account._id,
      summary: `Two-step sign-in turned off for ${account.email} (npm run reset-two-factor)`,
    });
  });
  return { outcome: "turned off", account };
}
