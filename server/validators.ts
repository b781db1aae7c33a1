import { createHash } from "node:crypto";
import type { Context } from "hono";

/** The opaque part of an entity tag made from content: 27 base64url characters (160 bits) of its SHA-256. */
export const contentHash = (content: string | Uint8Array) =>
  createHash("sha256").update(content).digest("base64url").slice(0, 27);

/**
 * Whether an `If-None-Match` header names this entity tag. RFC 9110 §13.1.2: the weak comparison
 * (a `W/` prefix is ignored on either side, since proxies that re-encode weaken tags), and `*` matches any.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/**
 * An answer made on request with a validator: a 304 without a body when the client's If-None-Match
 * names its tag, else the body. Both carry the tag and `headers` (RFC 9110 §15.4.5: a 304 sends the
 * Cache-Control, ETag and Vary the 200 would).
 */
export function answerWithValidator(
  c: Context,
  answer: {
    etag: string;
    headers: Record<string, string>;
    contentType: string;
    body: string | Uint8Array<ArrayBuffer>;
  },
): Response {
  const headers = { ...answer.headers, ETag: answer.etag };
  if (matchesIfNoneMatch(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, "Content-Type": answer.contentType });
}
