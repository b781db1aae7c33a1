import { ARTICLE_MAX_CHARS, MAX_IMAGE_BYTES } from "#domain/content-input";

/** The most a write may send: a page form's fields or an API call's JSON. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * The most a write that carries articles may send: a post's two articles (English and Bangla) at
 * their longest, each character at its largest — 4 bytes of UTF-8, 12 once URL-encoded as the
 * dashboard's form sends it (a Bangla letter is 3 and 9) — plus the other fields. About 1.3 MB.
 */
export const MAX_ARTICLE_BODY_BYTES = 2 * ARTICLE_MAX_CHARS * 12 + MAX_JSON_BODY_BYTES;

/** The most a write with an image may send (team and profile photos, media uploads: multipart). */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + MAX_JSON_BODY_BYTES;

/**
 * Whether a request to `path` may carry articles: a blog post through the API or the dashboard's
 * blog pages (and their data requests, `.data`), and the article's preview.
 */
export const carriesArticles = (path: string): boolean => ARTICLE_WRITES.test(path);

const ARTICLE_WRITES =
  /^\/(?:api\/blogs(?:\/[^/]+)?|api\/markdown-preview|dashboard\/(?:allBlogs|addBlogs)(?:\.data)?)$/;

/** Whether a request to `path` may carry an image (multipart): team photos, a profile photo, media uploads. */
export const carriesImage = (path: string): boolean =>
  path.startsWith("/api/team") || path === "/api/users/me/photo" || path === "/api/media";
