import type { Selectable, SelectQueryBuilder } from "kysely";
import type {
  Blog,
  BlogPageQuery,
  BlogWithBody,
  ClientLogo,
  ListQuery,
  Review,
  ReviewVideo,
  TeamMember,
} from "../../domain/content";
import type { Database, DatabaseSchema } from "../db/schema";

type ContentTable = "blogs" | "reviews" | "review_videos" | "team_members";

const toBlog = (r: Selectable<DatabaseSchema["blogs"]>): Blog => ({
  _id: String(r.id),
  title: r.title,
  description: r.description,
  image: r.image,
  tag: r.tag,
  link: r.link || null,
  email: r.email,
  createdAt: r.created_at,
  slug: r.slug,
  hasArticle: Boolean(r.body?.trim()),
  updatedAt: r.updated_at,
});

const withBody = (r: Selectable<DatabaseSchema["blogs"]>): BlogWithBody => ({ ...toBlog(r), body: r.body });

/** The posts that have an article (a body that is not empty). */
const withArticle = <Q extends SelectQueryBuilder<DatabaseSchema, "blogs", object>>(query: Q): Q =>
  query.where("body", "is not", null).where("body", "<>", "") as Q;

/** What a link to an article needs (the previous/next article under one). */
export type ArticleLink = Pick<Blog, "title" | "slug">;

/**
 * Read side of the public content (blogs, reviews, review videos, team, client logos).
 * Lists are newest first (by the primary key, so the order is an index walk), client logos in the
 * admins' order; `limit` bounds the rows read from the database.
 */
export function createContentService(db: Database) {
  function newestFirst<T extends ContentTable>(table: T, limit: number | undefined, offset = 0) {
    const query = db
      .selectFrom(table as ContentTable)
      .selectAll()
      .orderBy("id", "desc");
    return (limit ? query.limit(limit).offset(offset) : query).execute() as Promise<
      Array<Selectable<DatabaseSchema[T]>>
    >;
  }

  return {
    async listBlogs({ limit }: ListQuery = {}): Promise<Blog[]> {
      return (await newestFirst("blogs", limit)).map(toBlog);
    },

    /** Every post with its article (the dashboard's list, whose edit form changes the body). */
    async listBlogsWithBodies(): Promise<BlogWithBody[]> {
      return (await newestFirst("blogs", undefined)).map(withBody);
    },

    /**
     * The article at /blogs/<slug> with its neighbours (the next older and newer articles), or the
     * post's current address when `slug` is one it had before, or nothing.
     */
    async article(
      slug: string,
    ): Promise<
      { article: BlogWithBody; older: ArticleLink | null; newer: ArticleLink | null } | { movedTo: string } | null
    > {
      const row = await db.selectFrom("blogs").selectAll().where("slug", "=", slug).executeTakeFirst();
      if (!row) {
        const old = await db
          .selectFrom("blog_slugs")
          .innerJoin("blogs", "blogs.id", "blog_slugs.blog_id")
          .select("blogs.slug")
          .where("blog_slugs.slug", "=", slug)
          .executeTakeFirst();
        return old ? { movedTo: old.slug } : null;
      }
      const article = withBody(row);
      if (!article.hasArticle) return null;
      const neighbours = withArticle(db.selectFrom("blogs").select(["title", "slug"]));
      const [older, newer] = await Promise.all([
        neighbours.where("id", "<", row.id).orderBy("id", "desc").limit(1).executeTakeFirst(),
        neighbours.where("id", ">", row.id).orderBy("id", "asc").limit(1).executeTakeFirst(),
      ]);
      return { article, older: older ?? null, newer: newer ?? null };
    },

    /** Every article's address and last change, newest first (the sitemap). */
    async articleAddresses(): Promise<Array<Pick<Blog, "slug" | "updatedAt">>> {
      const rows = await withArticle(db.selectFrom("blogs").select(["slug", "updated_at"]))
        .orderBy("id", "desc")
        .execute();
      return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
    },

    /**
     * One page of blogs, newest first (`page` counts from 1). Reads `perPage + 1` rows at most — the
     * extra row only tells whether a next page exists — and never counts the table, so its cost
     * does not grow with the number of blogs (apart from the offset walk on deep pages).
     */
    async blogsPage({ page, perPage }: BlogPageQuery): Promise<{ blogs: Blog[]; hasNext: boolean }> {
      const rows = await newestFirst("blogs", perPage + 1, (page - 1) * perPage);
      return { blogs: rows.slice(0, perPage).map(toBlog), hasNext: rows.length > perPage };
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

    /** The client logos in the carousel's order (the admins' order; the first `limit` of it). */
    async listClientLogos({ limit }: ListQuery = {}): Promise<ClientLogo[]> {
      const query = db.selectFrom("client_logos").select(["id", "name", "logo"]).orderBy("position").orderBy("id");
      const rows = await (limit ? query.limit(limit) : query).execute();
      return rows.map((r) => ({ _id: String(r.id), name: r.name, logo: r.logo }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
