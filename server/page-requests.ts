import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_JSON_BODY_BYTES } from "./api";
import { CLIENT_IP_HEADER } from "./auth";

/** The encodings an HTML form posts in; React Router's actions read nothing else. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Posts to pages (the no-JavaScript contact form): only a form's encodings (else 415), and the
 * API's small body limit (413), decided from Content-Length before anything is read, or as soon as
 * a streamed body passes the limit.
 */
export function pageFormPosts(): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => c.text("Payload Too Large", 413) });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) return c.text("Unsupported Media Type", 415);
    return limit(c, next);
  };
}

/**
 * The request React Router renders: on the origin the visitor sees — the one it arrived on if that
 * is one of ours, else PUBLIC_URL (behind a TLS proxy the socket's URL says http://) — because its
 * check of a form post compares the Origin header with the request URL. Carries the client address
 * for rate limits, never a value the client sent.
 */
export function pageRequest(c: Context, { trustedOrigins, publicUrl, clientIp }: { trustedOrigins: string[]; publicUrl: string; clientIp: string }): Request {
  const arrived = new URL(c.req.url);
  const url = trustedOrigins.includes(arrived.origin) ? arrived : new URL(`${arrived.pathname}${arrived.search}`, publicUrl);
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
  return new Request(url, { method: raw.method, headers, signal: raw.signal, ...(hasBody ? { body: raw.body, duplex: "half" } : {}) } as RequestInit);
}
