import type { ActivityAction, ActivityEntity } from "../../domain/activity";
import type { BlogInput, ReviewInput, ReviewVideoInput, TeamMemberInput } from "../../domain/content-input";
import type { Database } from "../db/schema";
import { reencodeImage } from "../media/images";
import { bumpContentVersion } from "../content-version";
import { demoBlogs, demoReviews, demoReviewVideos, demoTeam } from "../db/demo-content";
import { recordActivity } from "./activity";
import { changeBlogSlug, slugForNewBlog } from "./blog-slugs";
import { createMediaService, removeUnusedImages } from "./media";

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
    images: ["image"],
    row: (input: BlogInput) => ({ title: input.title, description: input.description, image: input.image, tag: input.tag, link: input.link || null, body: input.body || null, updated_at: new Date().toISOString() }),
    /** The post's address: made from the title (or the one asked for) on creation; changed only when asked, the old one kept to redirect. */
    address: { create: slugForNewBlog, update: changeBlogSlug },
    summary: (input: { title: string }) => input.title,
  },
  reviews: {
    entity: "review",
    images: ["image", "logo"],
    row: (input: ReviewInput) => ({ ...input }),
    summary: (input: { name: string; role: string }) => `${input.name}, ${input.role}`,
  },
  review_videos: {
    entity: "review video",
    images: [],
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
    const { entity, row, summary, images, address } = JSON_ENTITIES[table] as unknown as {
      entity: ActivityEntity;
      row: (input: InputOf<T>) => object;
      summary: (input: InputOf<T>) => string;
      images: readonly string[];
      address?: { create: (trx: Database, input: InputOf<T>) => Promise<object>; update: (trx: Database, id: number, input: InputOf<T>) => Promise<object> };
    };
    /** The image paths a row shows (uploaded ones are removed once no row shows them). */
    const imagesOf = (stored: object | undefined) => images.map((column) => (stored as Record<string, string | null> | undefined)?.[column]);
    return {
      async create(actor: string, input: InputOf<T>): Promise<{ insertedId: string }> {
        const id = await logged(actor, "create", entity, async (trx) => {
          const inserted = await trx
            .insertInto(table as JsonTable)
            .values({ ...row(input), ...(await address?.create(trx, input)), email: actor, created_at: new Date().toISOString() } as never)
            .returning("id")
            .executeTakeFirstOrThrow();
          return { id: inserted.id, summary: summary(input) };
        });
        return { insertedId: String(id) };
      },
      async update(actor: string, id: number, input: InputOf<T>): Promise<{ modifiedCount: number }> {
        await logged(actor, "update", entity, async (trx) => {
          const before = images.length > 0 ? await trx.selectFrom(table as JsonTable).selectAll().where("id", "=", id).executeTakeFirst() : undefined;
          const values: Record<string, unknown> = { ...row(input), ...(await address?.update(trx, id, input)) };
          // A save that changes nothing is not a change: the post's last-change time (the sitemap's lastmod) stays.
          if ("updated_at" in values && before && Object.entries(values).every(([key, value]) => key === "updated_at" || (before as Record<string, unknown>)[key] === value)) delete values.updated_at;
          const result = await trx
            .updateTable(table as JsonTable)
            .set(values as never)
            .where("id", "=", id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw new NotFoundError();
          await removeUnusedImages(trx, imagesOf(before));
          return { id, summary: summary(input) };
        });
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        await logged(actor, "delete", entity, async (trx) => {
          const deleted = await trx.deleteFrom(table as JsonTable).where("id", "=", id).returningAll().executeTakeFirst();
          if (!deleted) throw new NotFoundError();
          await removeUnusedImages(trx, imagesOf(deleted));
          // The stored row has the fields the summary names (title, or name and role).
          return { id, summary: summary(deleted as unknown as InputOf<T>) };
        });
        return { deletedCount: 1 };
      },
    };
  };

  /** Each table's demo rows as seeded: an item an admin has changed no longer matches, and stays. */
  const demoRows = {
    blogs: (trx: Database) => trx.selectFrom("blogs").select(["id", "image"]).where((eb) => eb.or(demoBlogs.map((b) => eb.and([eb("title", "=", b.title), eb("description", "=", b.description)])))),
    reviews: (trx: Database) =>
      trx.selectFrom("reviews").select(["id", "image", "logo"]).where((eb) => eb.or(demoReviews.map((r) => eb.and([eb("name", "=", r.name), eb("feedback", "=", r.feedback)])))),
    review_videos: (trx: Database) =>
      trx.selectFrom("review_videos").select("id").where((eb) => eb.or(demoReviewVideos.map((v) => eb.and([eb("title", "=", v.title), eb("video_url", "=", v.videoUrl)])))),
    team_members: (trx: Database) =>
      trx.selectFrom("team_members").select(["id", "image"]).where((eb) => eb.or(demoTeam.map((m) => eb.and([eb("name", "=", m.name), eb("position", "=", m.position)])))),
  };
  const countDemo = async (trx: Database) => {
    const [blogs, reviews, reviewVideos, team] = await Promise.all([demoRows.blogs(trx).execute(), demoRows.reviews(trx).execute(), demoRows.review_videos(trx).execute(), demoRows.team_members(trx).execute()]);
    return { blogs, reviews, reviewVideos, team };
  };

  return {
    /** The demo content (server/db/demo-content.ts) still on the site, unchanged, per kind. */
    async demoContent(): Promise<{ blogs: number; reviews: number; reviewVideos: number; team: number }> {
      const rows = await countDemo(db);
      return { blogs: rows.blogs.length, reviews: rows.reviews.length, reviewVideos: rows.reviewVideos.length, team: rows.team.length };
    },
    /** Deletes exactly the unchanged demo items and the images only they showed, as one logged change. */
    async removeDemoContent(actor: string): Promise<{ deletedCount: number }> {
      let deletedCount = 0;
      await logged(actor, "delete", "demo content", async (trx) => {
        // One after the other: a transaction has one connection.
        const rows = { blogs: await demoRows.blogs(trx).execute(), reviews: await demoRows.reviews(trx).execute(), reviewVideos: await demoRows.review_videos(trx).execute(), team: await demoRows.team_members(trx).execute() };
        const ids = (list: Array<{ id: number }>) => list.map((row) => row.id);
        if (rows.blogs.length) await trx.deleteFrom("blogs").where("id", "in", ids(rows.blogs)).execute();
        if (rows.reviews.length) await trx.deleteFrom("reviews").where("id", "in", ids(rows.reviews)).execute();
        if (rows.reviewVideos.length) await trx.deleteFrom("review_videos").where("id", "in", ids(rows.reviewVideos)).execute();
        if (rows.team.length) await trx.deleteFrom("team_members").where("id", "in", ids(rows.team)).execute();
        await removeUnusedImages(trx, [...rows.blogs.map((r) => r.image), ...rows.reviews.flatMap((r) => [r.image, r.logo]), ...rows.team.map((r) => r.image)]);
        deletedCount = rows.blogs.length + rows.reviews.length + rows.reviewVideos.length + rows.team.length;
        const summary = `${deletedCount} demo items: ${rows.blogs.length} blogs, ${rows.reviews.length} reviews, ${rows.reviewVideos.length} review videos, ${rows.team.length} team members`;
        return { id: 0, summary };
      });
      return { deletedCount };
    },
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
          if (webp) await removeUnusedImages(trx, [current.image]);
          return { id, summary: `${input.name}, ${input.position}` };
        });
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        await logged(actor, "delete", "team member", async (trx) => {
          const deleted = await trx.deleteFrom("team_members").where("id", "=", id).returning(["image", "name", "position"]).executeTakeFirst();
          if (!deleted) throw new NotFoundError();
          await removeUnusedImages(trx, [deleted.image]);
          return { id, summary: `${deleted.name}, ${deleted.position}` };
        });
        return { deletedCount: 1 };
      },
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
