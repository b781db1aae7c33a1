import { databasePoolStats } from "../db/connect";
import type { Database } from "../db/schema";

/** What an operator watches (GET /metrics): the contact outbox and the database pool. */
export function createStatusService(db: Database) {
  return {
    /** Contact messages per delivery status (pending = the outbox backlog). */
    async contactMessagesByStatus(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom("contact_messages")
        .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    },
    databasePool: () => databasePoolStats(db),
    /** Whether any account is an admin (a new site has none until `npm run create-admin`). */
    async hasAdmin(): Promise<boolean> {
      return Boolean(await db.selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirst());
    },
  };
}
