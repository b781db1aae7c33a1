import { databasePoolStats } from "../db/connect";
import type { Database } from "../db/schema";

/** The site_meta row of the last test e-mail a mail server took. */
const MAIL_TEST_KEY = "mail_test";

/** A test e-mail that went through: when, to whom, and through which server (MailTransport's `server`). */
export interface MailTest {
  server: string;
  at: string;
  sentTo: string;
}

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
    /** Records that `test.server` took a test e-mail (the dashboard's "E-mail delivery" step is then done). */
    async recordMailTest(test: MailTest): Promise<void> {
      const value = JSON.stringify(test);
      await db
        .insertInto("site_meta")
        .values({ key: MAIL_TEST_KEY, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    },
    /** The last test e-mail that went through `server`, or null (none yet, or only through another server). */
    async mailTest(server: string): Promise<Omit<MailTest, "server"> | null> {
      const row = await db.selectFrom("site_meta").select("value").where("key", "=", MAIL_TEST_KEY).executeTakeFirst();
      const test = row ? (JSON.parse(row.value) as MailTest) : undefined;
      return test?.server === server ? { at: test.at, sentTo: test.sentTo } : null;
    },
    /** Whether any account is an admin (a new site has none until `npm run create-admin`). */
    async hasAdmin(): Promise<boolean> {
      return Boolean(await db.selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirst());
    },
  };
}
