import type { ActivityEntity } from "../../domain/activity";
import type { BlogInput, ReviewInput, ReviewVideoInput, TeamMemberInput } from "../../domain/content-input";
import type { Database } from "../db/schema";
import { reencodeImage } from "../media/images";
import type { ActivityService } from "./activity";
import { createMediaService } from "./media";

export class NotFoundError extends Error {
  constructor() {
    super("Not found");
  }
}

type JsonTable = "blogs" | "reviews" | "review_videos";

/** How each JSON entity maps its input to a row, and how the activity log names it. */
const JSON_ENTITIES = {
  blogs: {
    entity: "blog",
    row: (input: BlogInput) => ({ title: input.title, description: input.description, image: input.image, tag: input.tag, link: input.link || null }),
    summary: (input: { title: string }) => input.title,
  },
  reviews: {
    entity: "review",
    row: (input: ReviewInput) => ({ ...input }),
    summary: (input: { name: string; role: string }) => `${input.name}, ${input.role}`,
  },
  review_videos: {
    entity: "review video",
    row: (input: ReviewVideoInput) => ({ title: input.title, video_url: input.videoUrl }),
    summary: (input: { title: string }) => input.title,
  },
} as const;

type InputOf<T extends JsonTable> = Parameters<(typeof JSON_ENTITIES)[T]["row"]>[0];

/**
 * The write side of the content admins manage. Every write records who did it in the activity log
 * and tells `onChange` (the page cache) that public pages must be rendered afresh.
 */
export function createContentAdminService(db: Database, { activity, onChange }: { activity: ActivityService; onChange: () => void }) {
  const changed = async (actor: string, action: "create" | "update" | "delete", entity: ActivityEntity, entityId: number, summary: string) => {
    onChange();
    await activity.record({ actor, action, entity, entityId: String(entityId), summary });
  };

  const json = <T extends JsonTable>(table: T) => {
    const { entity, row, summary } = JSON_ENTITIES[table] as unknown as { entity: ActivityEntity; row: (input: InputOf<T>) => object; summary: (input: InputOf<T>) => string };
    return {
      async create(actor: string, input: InputOf<T>): Promise<{ insertedId: string }> {
        const inserted = await db
          .insertInto(table as JsonTable)
          .values({ ...row(input), email: actor, created_at: new Date().toISOString() } as never)
          .returning("id")
          .executeTakeFirstOrThrow();
        await changed(actor, "create", entity, inserted.id, summary(input));
        return { insertedId: String(inserted.id) };
      },
      async update(actor: string, id: number, input: InputOf<T>): Promise<{ modifiedCount: number }> {
        const result = await db.updateTable(table as JsonTable).set(row(input) as never).where("id", "=", id).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new NotFoundError();
        await changed(actor, "update", entity, id, summary(input));
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        const deleted = await db.deleteFrom(table as JsonTable).where("id", "=", id).returningAll().executeTakeFirst();
        if (!deleted) throw new NotFoundError();
        // The stored row has the fields the summary names (title, or name and role).
        await changed(actor, "delete", entity, id, summary(deleted as unknown as InputOf<T>));
        return { deletedCount: 1 };
      },
    };
  };

  return {
    blogs: json("blogs"),
    reviews: json("reviews"),
    reviewVideos: json("review_videos"),
    team: {
      /** Adds a member; the photo is decoded, re-encoded to WebP and stored with the row, or nothing is stored. */
      async create(actor: string, input: TeamMemberInput, photo: Uint8Array): Promise<{ insertedId: string }> {
        const webp = await reencodeImage(photo);
        const id = await db.transaction().execute(async (trx) => {
          const image = await createMediaService(trx).save(webp, "image/webp");
          const inserted = await trx
            .insertInto("team_members")
            .values({ ...input, image, email: actor, created_at: new Date().toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          return inserted.id;
        });
        await changed(actor, "create", "team member", id, `${input.name}, ${input.position}`);
        return { insertedId: String(id) };
      },
      /** Changes a member; with a new photo the old one is removed, without one the current photo stays. */
      async update(actor: string, id: number, input: TeamMemberInput, newPhoto: Uint8Array | undefined): Promise<{ modifiedCount: number }> {
        const webp = newPhoto && (await reencodeImage(newPhoto));
        await db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom("team_members").select("image").where("id", "=", id).executeTakeFirst();
          if (!current) throw new NotFoundError();
          const media = createMediaService(trx);
          const image = webp ? await media.save(webp, "image/webp") : current.image;
          await trx.updateTable("team_members").set({ ...input, image }).where("id", "=", id).execute();
          if (webp) await media.remove(current.image);
        });
        await changed(actor, "update", "team member", id, `${input.name}, ${input.position}`);
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        const removed = await db.transaction().execute(async (trx) => {
          const deleted = await trx.deleteFrom("team_members").where("id", "=", id).returning(["image", "name", "position"]).executeTakeFirst();
          if (!deleted) throw new NotFoundError();
          await createMediaService(trx).remove(deleted.image);
          return `${deleted.name}, ${deleted.position}`;
        });
        await changed(actor, "delete", "team member", id, removed);
        return { deletedCount: 1 };
      },
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
