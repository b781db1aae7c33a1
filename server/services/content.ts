import type { Selectable, SelectQueryBuilder } from "kysely";
import type { Blog, BlogPageQuery, BlogWithBody, ClientLogo, Review, ReviewVideo, TeamMember } from "#domain/content";
import type { ListQuery } from "#domain/list-query";
import type { PageOf, PageRequest } from "#domain/paging";
import type { Database, DatabaseSchema } from "../db/schema";
import { countRows, NEWEST_FIRST, pageOfTable } from "./page-of-table";
import { anyContains, searchedRows } from "./search-text";
import { BLOG_TEXT } from "../db/text-search";

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
  bn: { title: r.title_bn, description: r.description_bn, tag: r.tag_bn },
});

const withBody = (r: Selectable<DatabaseSchema["blogs"]>): BlogWithBody => {
  const blog = toBlog(r);
  return { ...blog, body: r.body, bn: { ...blog.bn, body: r.body_bn } };
};

const toReview = (r: Selectable<DatabaseSchema["reviews"]>): Review => ({
  _id: String(r.id),
  name: r.name,
  role: r.role,
  image: r.image,
  logo: r.logo,
  feedback: r.feedback,
  email: r.email,
  bn: { role: r.role_bn, feedback: r.feedback_bn },
});

const toReviewVideo = (r: Selectable<DatabaseSchema["review_videos"]>): ReviewVideo => ({
  _id: String(r.id),
  title: r.title,
  videoUrl: r.video_url,
  email: r.email,
  bn: { title: r.title_bn },
});

const toMember = (r: Selectable<DatabaseSchema["team_members"]>): TeamMember => ({
  _id: String(r.id),
  name: r.name,
  position: r.position,
  image: r.image,
  facebook: r.facebook,
  github: r.github,
  linkedin: r.linkedin,
  email: r.email,
  bn: { position: r.position_bn },
});

const toClientLogo = (r: Pick<Selectable<DatabaseSchema["client_logos"]>, "id" | "name" | "logo">): ClientLogo => ({
  _id: String(r.id),
  name: r.name,
  logo: r.logo,
});

/** The carousel's order: the admins' positions (the id settles ties). */
const CAROUSEL_ORDER = [
  { column: "position", direction: "asc" },
  { column: "id", direction: "asc" },
] as const;

/** A search of a list: the rows where one of its text columns contains `search` (any case; "" is every row). */
interface ListSearch {
  search?: string;
}

/** The posts that have an article (a body that is not empty). */
const withArticle = <Q extends SelectQueryBuilder<DatabaseSchema, "blogs", object>>(query: Q): Q =>
  query.where("body", "is not", null).where("body", "<>", "") as Q;

/** What a link to an article needs (the previous/next article under one). */
export type ArticleLink = Pick<Blog, "title" | "slug"> & { bn: Pick<Blog["bn"], "title"> };

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

    /**
     * A page of the dashboard's list of posts, with their articles (its edit form changes the body),
     * and the count: those whose title or tag contains `search` (any case).
     */
    blogsWithBodiesPage(
      request: PageRequest,
      { search = "" }: { search?: string } = {},
    ): Promise<PageOf<BlogWithBody>> {
      const { from, byId } = searchedRows(db, BLOG_TEXT, search);
      const order = [{ column: byId, direction: "desc" }] as const;
      return pageOfTable(db, { rows: from.selectAll("blogs"), order, search: search !== "" }, request, withBody);
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
      const neighbours = withArticle(db.selectFrom("blogs").select(["title", "slug", "title_bn"]));
      const [older, newer] = await Promise.all([
        neighbours.where("id", "<", row.id).orderBy("id", "desc").limit(1).executeTakeFirst(),
        neighbours.where("id", ">", row.id).orderBy("id", "asc").limit(1).executeTakeFirst(),
      ]);
      const link = (found: typeof older): ArticleLink | null =>
        found ? { title: found.title, slug: found.slug, bn: { title: found.title_bn } } : null;
      return { article, older: link(older), newer: link(newer) };
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

    /** How many posts, reviews, review videos, team members and client logos there are (the dashboard's overview). */
    async counts(): Promise<Record<ContentTable | "client_logos", number>> {
      const tables = ["blogs", "reviews", "review_videos", "team_members", "client_logos"] as const;
      const counted = await Promise.all(tables.map((table) => countRows(db, table)));
      return Object.fromEntries(tables.map((table, i) => [table, counted[i]])) as Record<
        (typeof tables)[number],
        number
      >;
    },

    async listReviews({ limit }: ListQuery = {}): Promise<Review[]> {
      return (await newestFirst("reviews", limit)).map(toReview);
    },

    /** A page of the dashboard's list of reviews, and the count (those whose name, role or feedback contains `search`). */
    reviewsPage(request: PageRequest, { search = "" }: ListSearch = {}): Promise<PageOf<Review>> {
      const from = db
        .selectFrom("reviews")
        .$if(search !== "", (q) => q.where(anyContains(db, ["name", "role", "feedback"], search)));
      return pageOfTable(db, { rows: from.selectAll(), order: NEWEST_FIRST }, request, toReview);
    },

    async listReviewVideos({ limit }: ListQuery = {}): Promise<ReviewVideo[]> {
      return (await newestFirst("review_videos", limit)).map(toReviewVideo);
    },

    /** A page of the dashboard's list of review videos, and the count (those whose title contains `search`). */
    reviewVideosPage(request: PageRequest, { search = "" }: ListSearch = {}): Promise<PageOf<ReviewVideo>> {
      const from = db
        .selectFrom("review_videos")
        .$if(search !== "", (q) => q.where(anyContains(db, ["title"], search)));
      return pageOfTable(db, { rows: from.selectAll(), order: NEWEST_FIRST }, request, toReviewVideo);
    },

    /** The team, newest first: the order /about shows it in (members have no order of their own). */
    async listTeam({ limit }: ListQuery = {}): Promise<TeamMember[]> {
      return (await newestFirst("team_members", limit)).map(toMember);
    },

    /**
     * A page of the dashboard's list of team members (in /about's order), and the count (those whose
     * name or position contains `search`).
     */
    teamPage(request: PageRequest, { search = "" }: ListSearch = {}): Promise<PageOf<TeamMember>> {
      const from = db
        .selectFrom("team_members")
        .$if(search !== "", (q) => q.where(anyContains(db, ["name", "position"], search)));
      return pageOfTable(db, { rows: from.selectAll(), order: NEWEST_FIRST }, request, toMember);
    },

    /** The client logos in the carousel's order (the admins' order; the first `limit` of it). */
    async listClientLogos({ limit }: ListQuery = {}): Promise<ClientLogo[]> {
      const query = db.selectFrom("client_logos").select(["id", "name", "logo"]).orderBy("position").orderBy("id");
      const rows = await (limit ? query.limit(limit) : query).execute();
      return rows.map(toClientLogo);
    },

    /** A page of the client logos in the carousel's order, and the count (those whose name contains `search`). */
    clientLogosPage(request: PageRequest, { search = "" }: ListSearch = {}): Promise<PageOf<ClientLogo>> {
      const from = db.selectFrom("client_logos").$if(search !== "", (q) => q.where(anyContains(db, ["name"], search)));
      return pageOfTable(db, { rows: from.selectAll(), order: CAROUSEL_ORDER }, request, toClientLogo);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
