import type { ActivityAction, ActivityEntity } from "../../domain/activity";
import type { BlogInput, ReviewInput, ReviewVideoInput, TeamMemberInput } from "../../domain/content-input";
import type { Database } from "../db/schema";
import { reencodeImage } from "../media/images";
import { bumpContentVersion } from "../content-version";
import { recordActivity } from "./activity";
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
 * The write side of the content admins manage. Every write and its activity-log entry (who did
 * it) are one transaction; after it commits, `onChange` (the page cache) learns that public pages
 * must be rendered afresh.
 */
export function createContentAdminService(db: Database, { onChange }: { onChange: () => void }) {
  /** Runs `work` and logs what it names, both in one transaction; answers the changed row's id. */
  const logged = async (actor: string, action: ActivityAction, entity: ActivityEntity, work: (trx: Database) => Promise<{ id: number; summary: string }>): Promise<number> => {
    const id = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      await recordActivity(trx, { actor, action, entity, entityId: String(done.id), summary: done.summary });
      // Other processes see the change on their next request (their page caches check the version).
      await bumpContentVersion(trx);
      return done.id;
    });
    onChange();
    return id;
  };

  const json = <T extends JsonTable>(table: T) => {
    const { entity, row, summary } = JSON_ENTITIES[table] as unknown as { entity: ActivityEntity; row: (input: InputOf<T>) => object; summary: (input: InputOf<T>) => string };
    return {
      async create(actor: string, input: InputOf<T>): Promise<{ insertedId: string }> {
        const id = await logged(actor, "create", entity, async (trx) => {
          const inserted = await trx
            .insertInto(table as JsonTable)
            .values({ ...row(input), email: actor, created_at: new Date().toISOString() } as never)
            .returning("id")
            .executeTakeFirstOrThrow();
          return { id: inserted.id, summary: summary(input) };
        });
        return { insertedId: String(id) };
      },
      async update(actor: string, id: number, input: InputOf<T>): Promise<{ modifiedCount: number }> {
        await logged(actor, "update", entity, async (trx) => {
          const result = await trx.updateTable(table as JsonTable).set(row(input) as never).where("id", "=", id).executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw new NotFoundError();
          return { id, summary: summary(input) };
        });
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        await logged(actor, "delete", entity, async (trx) => {
          const deleted = await trx.deleteFrom(table as JsonTable).where("id", "=", id).returningAll().executeTakeFirst();
          if (!deleted) throw new NotFoundError();
          // The stored row has the fields the summary names (title, or name and role).
          return { id, summary: summary(deleted as unknown as InputOf<T>) };
        });
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
        const id = await logged(actor, "create", "team member", async (trx) => {
          const image = await createMediaService(trx).save(webp, "image/webp");
          const inserted = await trx
            .insertInto("team_members")
            .values({ ...input, image, email: actor, created_at: new Date().toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          return { id: inserted.id, summary: `${input.name}, ${input.position}` };
        });
        return { insertedId: String(id) };
      },
      /** Changes a member; with a new photo the old one is removed, without one the current photo stays. */
      async update(actor: string, id: number, input: TeamMemberInput, newPhoto: Uint8Array | undefined): Promise<{ modifiedCount: number }> {
        const webp = newPhoto && (await reencodeImage(newPhoto));
        await logged(actor, "update", "team member", async (trx) => {
          const current = await trx.selectFrom("team_members").select("image").where("id", "=", id).executeTakeFirst();
          if (!current) throw new NotFoundError();
          const media = createMediaService(trx);
          const image = webp ? await media.save(webp, "image/webp") : current.image;
          await trx.updateTable("team_members").set({ ...input, image }).where("id", "=", id).execute();
          if (webp) await media.remove(current.image);
          return { id, summary: `${input.name}, ${input.position}` };
        });
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        await logged(actor, "delete", "team member", async (trx) => {
          const deleted = await trx.deleteFrom("team_members").where("id", "=", id).returning(["image", "name", "position"]).executeTakeFirst();
          if (!deleted) throw new NotFoundError();
          await createMediaService(trx).remove(deleted.image);
          return { id, summary: `${deleted.name}, ${deleted.position}` };
        });
        return { deletedCount: 1 };
      },
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
