import pino from "pino";
import { createApp } from "../../server/app";
import type { Database } from "../../server/db/schema";
import { createServices } from "../../server/services";

export const TEST_PUBLIC_URL = "http://site.test";

/** The real Hono app (API, media, SEO files) on a test database, without the SSR pages. */
export function createTestApp(db: Database) {
  const services = createServices(db);
  return createApp({ services, logger: pino({ level: "silent" }), publicUrl: TEST_PUBLIC_URL });
}
