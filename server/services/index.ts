import { sql } from "kysely";
import type { Database } from "../db/schema";
import { createContentService } from "./content";
import { createMediaService } from "./media";
import { createUserService } from "./users";

/** Every domain service, built on one database. The API and the SSR loaders both use this. */
export function createServices(db: Database) {
  return {
    content: createContentService(db),
    media: createMediaService(db),
    users: createUserService(db),
    /** Resolves when the database answers a trivial query. */
    async checkDatabase(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
