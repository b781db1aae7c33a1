import { randomBytes } from "node:crypto";
import { createAuth, migrateAuthTables } from "../auth";
import type { ServerConfig } from "../config";
import { migrateToLatest } from "../db/migrate";
import { createLogger } from "../logger";
import type { Database } from "../db/schema";

/**
 * Creates every table the server creates at start — our migrations, then Better Auth's from the
 * same options — so a copy lands in exactly the schema the site will run on.
 */
export async function createSiteTables(db: Database, config: ServerConfig): Promise<void> {
  await migrateToLatest(db);
  const auth = createAuth({
    db,
    // Only the table definitions are read; nothing is signed.
    secret: randomBytes(32).toString("hex"),
    baseURL: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    google: config.google,
    rateLimit: { enabled: true, window: 60, max: config.authRateLimit },
    logger: createLogger(config.logLevel),
  });
  await migrateAuthTables(auth, db);
}
