import { sql } from "kysely";
import type { Database } from "../db/schema";
import { createActivityService } from "./activity";
import { createContentService } from "./content";
import { createContentAdminService } from "./content-admin";
import { createMediaService } from "./media";
import { createUserService } from "./users";

/** Every domain service, built on one database. The API and the SSR loaders both use this. */
export function createServices(db: Database, { onContentChange = () => {} }: { onContentChange?: () => void } = {}) {
  const activity = createActivityService(db);
  return {
    activity,
    contentAdmin: createContentAdminService(db, { activity, onChange: onContentChange }),
    content: createContentService(db),
    media: createMediaService(db),
    users: createUserService(db, activity),
    /** Resolves when the database answers a trivial query. */
    async checkDatabase(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
