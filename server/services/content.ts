import type { Selectable } from "kysely";
import type { Blog, ListQuery, Review, ReviewVideo, TeamMember } from "../../domain/content";
import type { Database, DatabaseSchema } from "../db/schema";

type ContentTable = "blogs" | "reviews" | "review_videos" | "team_members";

/**
 * Read side of the public content (blogs, reviews, review videos, team).
 * Lists are newest first; `limit` bounds the rows read from the database.
 */
export function createContentService(db: Database) {
  function newestFirst<T extends ContentTable>(table: T, limit: number | undefined) {
    const query = db.selectFrom(table as ContentTable).selectAll().orderBy("id", "desc");
    return (limit ? query.limit(limit) : query).execute() as Promise<Array<Selectable<DatabaseSchema[T]>>>;
  }

  return {
    async listBlogs({ limit }: ListQuery = {}): Promise<Blog[]> {
      const rows = await newestFirst("blogs", limit);
      return rows.map((r) => ({
        _id: String(r.id),
        title: r.title,
        description: r.description,
        image: r.image,
        tag: r.tag,
        link: r.link || null,
        email: r.email,
        createdAt: r.created_at,
      }));
    },

    async listReviews({ limit }: ListQuery = {}): Promise<Review[]> {
      const rows = await newestFirst("reviews", limit);
      return rows.map((r) => ({
        _id: String(r.id),
        name: r.name,
        role: r.role,
        image: r.image,
        logo: r.logo,
        feedback: r.feedback,
        email: r.email,
      }));
    },

    async listReviewVideos({ limit }: ListQuery = {}): Promise<ReviewVideo[]> {
      const rows = await newestFirst("review_videos", limit);
      return rows.map((r) => ({ _id: String(r.id), title: r.title, videoUrl: r.video_url, email: r.email }));
    },

    async listTeam({ limit }: ListQuery = {}): Promise<TeamMember[]> {
      const rows = await newestFirst("team_members", limit);
      return rows.map((r) => ({
        _id: String(r.id),
        name: r.name,
        position: r.position,
        image: r.image,
        facebook: r.facebook,
        github: r.github,
        linkedin: r.linkedin,
        email: r.email,
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
