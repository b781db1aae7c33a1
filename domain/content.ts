import { type Locale, localizedPath } from "./locale";
import { SEARCH_MAX } from "./paging";
import { textField } from "./text-field";
import { z } from "./zod";

/** Spec §3 shapes as the API returns them: `_id` is a string, field names are the spec's. */

/**
 * Beyond the spec (issue 26 item 5): an item's own texts in Bangla, each "" where its admin wrote
 * none — the Bangla page then shows the English text, marked lang="en" (`contentText`, domain/locale.ts).
 */
export type BanglaTexts<Field extends string> = Record<Field, string>;

export interface Blog {
  _id: string;
  title: string;
  description: string;
  image: string;
  tag: string;
  link: string | null;
  email: string;
  createdAt: string;
  /** Beyond the spec (decision 0026): the post's address on the site, /blogs/<slug>. */
  slug: string;
  /** Whether the post is an article on the site (has a body); if not, Learn more is its external link. */
  hasArticle: boolean;
  /** Its last change. */
  updatedAt: string;
  bn: BanglaTexts<"title" | "description">;
}

/** A post with its article's Markdown (the article page and the dashboard's edit form). */
export interface BlogWithBody extends Blog {
  body: string | null;
  bn: BanglaTexts<"title" | "description" | "body">;
}

/** Where a blog card's "Learn more" goes: the article on the site, else the external link (spec), else nowhere. */
export const blogHref = (blog: Pick<Blog, "slug" | "hasArticle" | "link">): string | null =>
  blog.hasArticle ? `/blogs/${blog.slug}` : blog.link;

/** The blog's RSS feed in each language: /blogs/rss.xml, /bn/blogs/rss.xml (issue 26). */
export const feedPath = (locale: Locale) => `${localizedPath("/blogs", locale)}/rss.xml`;

export interface Review {
  _id: string;
  name: string;
  /** The reviewer's position, e.g. "CEO of Brand". */
  role: string;
  image: string;
  logo: string;
  feedback: string;
  email: string;
  bn: BanglaTexts<"role" | "feedback">;
}

export interface ReviewVideo {
  _id: string;
  title: string;
  /** A YouTube embed URL. */
  videoUrl: string;
  email: string;
  bn: BanglaTexts<"title">;
}

export interface TeamMember {
  _id: string;
  name: string;
  position: string;
  /** Server-relative image path, e.g. "/media/3f2c….webp". */
  image: string;
  facebook: string;
  github: string;
  linkedin: string;
  email: string;
  bn: BanglaTexts<"position">;
}

/**
 * Spec §3 "client logo" (id, name, logo) — beyond the spec (issue 22) content the admins manage:
 * shown in the home page's carousel in the order they give it.
 */
export interface ClientLogo {
  _id: string;
  /** The client's name (the logo's text alternative). */
  name: string;
  /** Server-relative image path, e.g. "/media/3f2c….webp". */
  logo: string;
}

/** The demo items (server/db/demo-content.ts) still on the site unchanged, per kind (GET /api/demo-content). */
export interface DemoContentCounts {
  blogs: number;
  reviews: number;
  reviewVideos: number;
  team: number;
  clientLogos: number;
}

export const MAX_LIST_LIMIT = 100;

/**
 * Query of every list endpoint: `?limit=N` (optional) returns the newest N. Where the list also
 * pages, a `page`, `perPage` or `q` asks for a page instead, and `limit` is left out of account:
 * the parameters are independent (any combination is answered), as the OpenAPI document says.
 */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_LIST_LIMIT, `limit must be at most ${MAX_LIST_LIMIT}`)
    .optional()
    .describe("The newest N; where the list pages, left out of account when `page`, `perPage` or `q` asks for a page"),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** Blogs per page on `/blogs` (three rows of the three-column grid). */
export const BLOGS_PER_PAGE = 9;
export const MAX_BLOGS_PER_PAGE = 50;

const pageNumber = z.coerce
  .number({ error: "page must be a whole number" })
  .int("page must be a whole number")
  .min(1, "page must be at least 1")
  .max(1_000_000, "page must be at most 1000000");

/** A `perPage` parameter: how many rows a page holds, from 1 to `max`. */
const perPageNumber = (max: number) =>
  z.coerce
    .number({ error: "perPage must be a whole number" })
    .int("perPage must be a whole number")
    .min(1, "perPage must be at least 1")
    .max(max, `perPage must be at most ${max}`);

/** One page of a list: `page` from 1, `perPage` rows (at most MAX_BLOGS_PER_PAGE). */
export interface BlogPageQuery {
  page: number;
  perPage: number;
}

/**
 * `GET /api/blogs`: the spec's call (every blog, newest first), `?limit=N` (the newest N), or — for
 * the site's own use — one bounded page, `?page=N&perPage=M` (page 1 and BLOGS_PER_PAGE unless they say).
 */
export const blogsQuerySchema = listQuerySchema.extend({
  page: pageNumber.optional(),
  perPage: perPageNumber(MAX_BLOGS_PER_PAGE).optional(),
});

/** Rows a page of an /api list holds when `perPage` does not say, and the most it may ask for. */
export const API_PER_PAGE = 25;
export const MAX_API_PER_PAGE = 100;

/**
 * The paging of an /api list (issue 25 item 4): `?page=N` (from 1), `?perPage=M` (1–100, default 25)
 * and `?q=` (a search, at most SEARCH_MAX characters). Any of them asks for one page (page 1 when
 * only `perPage` or `q` is given); without them the list answers as the spec's call always did.
 */
export const pageQuerySchema = z.object({
  page: pageNumber.optional(),
  perPage: perPageNumber(MAX_API_PER_PAGE).optional(),
  q: textField("q", { max: SEARCH_MAX })
    .optional()
    .describe("Words to look for (any part, any case); an empty q is no search"),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list that also takes the spec's `?limit=N` (the newest N), unless the paging asks for a page. */
export const limitOrPageQuerySchema = listQuerySchema.extend(pageQuerySchema.shape);
