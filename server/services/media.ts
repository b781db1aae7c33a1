import { randomUUID } from "node:crypto";
import type { Database } from "../db/schema";

export const MEDIA_PATH_PREFIX = "/media/";

const EXTENSION_BY_TYPE: Record<string, string> = { "image/webp": "webp", "image/svg+xml": "svg", "image/png": "png" };

/** Images stored in the database and served from `/media/<id>.<ext>`, so every server process shares them. */
export function createMediaService(db: Database) {
  return {
    /** Stores bytes and returns the server-relative path they are served from. */
    async save(data: Uint8Array, contentType: string): Promise<string> {
      const extension = EXTENSION_BY_TYPE[contentType];
      if (!extension) throw new Error(`Unsupported media type ${contentType}`);
      const id = `${randomUUID()}.${extension}`;
      await db.insertInto("media").values({ id, content_type: contentType, data, created_at: new Date().toISOString() }).execute();
      return MEDIA_PATH_PREFIX + id;
    },

    /** Removes an image we stored (paths outside /media/ are left alone). */
    async remove(path: string): Promise<void> {
      if (!path.startsWith(MEDIA_PATH_PREFIX)) return;
      await db.deleteFrom("media").where("id", "=", path.slice(MEDIA_PATH_PREFIX.length)).execute();
    },

    async find(id: string): Promise<{ contentType: string; data: Uint8Array } | undefined> {
      const row = await db.selectFrom("media").select(["content_type", "data"]).where("id", "=", id).executeTakeFirst();
      return row && { contentType: row.content_type, data: row.data };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
