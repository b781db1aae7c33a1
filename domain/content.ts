import { type Locale, localizedPath } from "./locale";

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
  bn: BanglaTexts<"title" | "description" | "tag">;
}

/** A post with its article's Markdown (the article page and the dashboard's edit form). */
export interface BlogWithBody extends Blog {
  body: string | null;
  bn: BanglaTexts<"title" | "description" | "tag" | "body">;
}

/** Where a blog card's "Learn more" goes: the article on the site, else the external link (spec), else nowhere. */
export const blogHref = (blog: Pick<Blog, "slug" | "hasArticle" | "link">): string | null =>
  blog.hasArticle ? `/blogs/${blog.slug}` : blog.link;

/** The blog's RSS feed in each language: /blogs/rss.xml, /bn/blogs/rss.xml (issue 26). */
export const feedPath = (locale: Locale) => `${localizedPath("/blogs", locale)}/rss.xml`;

/** The kinds of content with Bangla texts, as the dashboard lists them. */
export type BanglaContentKind = "blogs" | "reviews" | "reviewVideos" | "team";

/**
 * An item whose Bangla is missing (issue 43 item 6): the Bangla pages show these of its texts in
 * English. `name` finds it in its list (the list's search).
 */
export interface MissingBangla {
  kind: BanglaContentKind;
  id: string;
  name: string;
  /** The texts without Bangla, as the form labels them ("Title", "Tag"). */
  fields: string[];
}

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

/** The most rows a list's `?limit=N` asks for. */
export const MAX_LIST_LIMIT = 100;

/** Blogs per page on `/blogs` (three rows of the three-column grid). */
export const BLOGS_PER_PAGE = 9;
export const MAX_BLOGS_PER_PAGE = 50;

/** One page of a list: `page` from 1, `perPage` rows (at most MAX_BLOGS_PER_PAGE). */
export interface BlogPageQuery {
  page: number;
  perPage: number;
}

/** Rows a page of an /api list holds when `perPage` does not say, and the most it may ask for. */
export const API_PER_PAGE = 25;
export const MAX_API_PER_PAGE = 100;
