import { randomUUID } from "node:crypto";
import type { Database } from "../db/schema";
import { ImageRejected } from "../media/images";

export const MEDIA_PATH_PREFIX = "/media/";

const EXTENSION_BY_TYPE: Record<string, string> = { "image/webp": "webp", "image/svg+xml": "svg", "image/png": "png" };

/** Whether any account, team member, client logo, blog or review shows this image. */
export async function isImageInUse(db: Database, path: string): Promise<boolean> {
  // One after the other: a transaction has one connection.
  if (await db.selectFrom("user").select("id").where("image", "=", path).executeTakeFirst()) return true;
  if (await db.selectFrom("team_members").select("id").where("image", "=", path).executeTakeFirst()) return true;
  if (await db.selectFrom("client_logos").select("id").where("logo", "=", path).executeTakeFirst()) return true;
  if (await db.selectFrom("blogs").select("id").where("image", "=", path).executeTakeFirst()) return true;
  return Boolean(
    await db
      .selectFrom("reviews")
      .select("id")
      .where((eb) => eb.or([eb("image", "=", path), eb("logo", "=", path)]))
      .executeTakeFirst(),
  );
}

/** Removes images we stored once nothing shows them any more (replaced, or their row deleted). */
export async function removeUnusedImages(db: Database, paths: ReadonlyArray<string | null | undefined>): Promise<void> {
  const media = createMediaService(db);
  for (const path of new Set(paths))
    if (path && path.startsWith(MEDIA_PATH_PREFIX) && !(await isImageInUse(db, path))) await media.remove(path);
}

/** Images stored in the database and served from `/media/<id>.<ext>`, so every server process shares them. */
export function createMediaService(db: Database) {
  /** Stores bytes and returns the server-relative path they are served from. */
  async function save(data: Uint8Array, contentType: string): Promise<string> {
    const extension = EXTENSION_BY_TYPE[contentType];
    if (!extension) throw new Error(`Unsupported media type ${contentType}`);
    const id = `${randomUUID()}.${extension}`;
    await db
      .insertInto("media")
      .values({ id, content_type: contentType, data, created_at: new Date().toISOString() })
      .execute();
    return MEDIA_PATH_PREFIX + id;
  }

  return {
    save,

    /**
     * The path of a new picture: WebP bytes (an upload re-encoded) stored now, or the path of an
     * image uploaded before (POST /api/media, then the dashboard's form posted its path), which must
     * be one we store: ImageRejected if it is not.
     */
    async storePicture(picture: Uint8Array | string): Promise<string> {
      if (typeof picture !== "string") return save(picture, "image/webp");
      const stored =
        picture.startsWith(MEDIA_PATH_PREFIX) &&
        (await db
          .selectFrom("media")
          .select("id")
          .where("id", "=", picture.slice(MEDIA_PATH_PREFIX.length))
          .executeTakeFirst());
      if (!stored) throw new ImageRejected("The picture must be an image uploaded to this site.");
      return picture;
    },

    /** Removes an image we stored (paths outside /media/ are left alone). */
    async remove(path: string): Promise<void> {
      if (!path.startsWith(MEDIA_PATH_PREFIX)) return;
      await db.deleteFrom("media").where("id", "=", path.slice(MEDIA_PATH_PREFIX.length)).execute();
    },

    /**
     * Removes stored images nothing shows that are older than `before` (ISO time): uploads whose form
     * was never saved. Younger ones may belong to a form being filled in right now.
     */
    async removeOrphans(before: string): Promise<number> {
      const old = await db.selectFrom("media").select("id").where("created_at", "<", before).execute();
      let removed = 0;
      for (const { id } of old) {
        const path = MEDIA_PATH_PREFIX + id;
        if (await isImageInUse(db, path)) continue;
        await db.deleteFrom("media").where("id", "=", id).where("created_at", "<", before).execute();
        removed++;
      }
      return removed;
    },

    async find(id: string): Promise<{ contentType: string; data: Uint8Array } | undefined> {
      const row = await db.selectFrom("media").select(["content_type", "data"]).where("id", "=", id).executeTakeFirst();
      return row && { contentType: row.content_type, data: row.data };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
