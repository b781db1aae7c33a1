import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { defaultSiteSettings } from "#domain/site-details";
import { slugify } from "#domain/slugs";
import { createMediaService } from "../services/media";
import { demoBlogs, demoClientLogos, demoReviews, demoReviewVideos, demoTeam } from "./demo-content";
import type { Database } from "./schema";

const SEEDED_KEY = "demo_content_seeded_at";
const DEMO_MEDIA_DIR = resolve("server/db/demo-media");

/**
 * Fills an empty database with demo content, once. The marker row is claimed inside the
 * transaction, so concurrent starts and restarts never seed twice, and content an admin
 * deleted later does not come back.
 */
export async function seedDemoContent(db: Database): Promise<"seeded" | "skipped"> {
  const photos = await Promise.all(demoTeam.map((m) => readFile(join(DEMO_MEDIA_DIR, m.photo))));
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("site_meta")
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return "skipped";
    for (const table of ["blogs", "reviews", "review_videos", "team_members", "client_logos"] as const) {
      const row = await trx.selectFrom(table).select("id").limit(1).executeTakeFirst();
      if (row) return "skipped";
    }

    const email = defaultSiteSettings.email;
    // Oldest first, one day apart, ending today: "newest first" lists show the last item first.
    const daysAgo = (count: number, index: number) => new Date(Date.now() - (count - index) * 86_400_000).toISOString();
    const media = createMediaService(trx);

    for (const [i, member] of demoTeam.entries()) {
      const image = await media.save(photos[i]!, "image/webp");
      const { photo: _photo, bn, ...fields } = member;
      await trx
        .insertInto("team_members")
        .values({ ...fields, position_bn: bn.position, image, email, created_at: daysAgo(demoTeam.length, i) })
        .execute();
    }
    for (const [i, { bn, ...blog }] of demoBlogs.entries()) {
      const at = daysAgo(demoBlogs.length, i);
      await trx
        .insertInto("blogs")
        .values({
          ...blog,
          body: blog.body ?? null,
          title_bn: bn.title,
          description_bn: bn.description,
          tag_bn: bn.tag,
          body_bn: bn.body ?? "",
          slug: slugify(blog.title),
          email,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    for (const [i, { bn, ...review }] of demoReviews.entries()) {
      await trx
        .insertInto("reviews")
        .values({
          ...review,
          role_bn: bn.role,
          feedback_bn: bn.feedback,
          email,
          created_at: daysAgo(demoReviews.length, i),
        })
        .execute();
    }
    for (const [i, video] of demoReviewVideos.entries()) {
      await trx
        .insertInto("review_videos")
        .values({
          title: video.title,
          title_bn: video.bn.title,
          video_url: video.videoUrl,
          email,
          created_at: daysAgo(demoReviewVideos.length, i),
        })
        .execute();
    }
    for (const [i, logo] of demoClientLogos.entries()) {
      await trx
        .insertInto("client_logos")
        .values({ ...logo, position: i + 1, email, created_at: daysAgo(demoClientLogos.length, i) })
        .execute();
    }
    return "seeded";
  });
}
