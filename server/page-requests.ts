import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import { MAX_JSON_BODY_BYTES } from "./api";
import { CLIENT_IP_HEADER } from "./auth";
import { isSiteOrigin, type OriginRule } from "./origins";

/** The encodings an HTML form posts in; React Router's actions read nothing else. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** What a page answers: browsers get it (HEAD: the GET's headers) and its forms post to it. */
const PAGE_METHODS = "GET, HEAD, POST";

/**
 * Posts to pages (the no-JavaScript account and contact forms), checked in this one place before
 * any page's action runs: POST only (else 405); from one of the site's own origins, which every
 * browser names in the Origin header of a POST (server/origins.ts; else 403: a missing Origin is
 * refused too, whatever the Referer says — a page opened at another address than PUBLIC_URL is told
 * where to open the site, `explain`); only a form's encodings (else 415); the API's small body limit (413), decided
 * from Content-Length before anything is read, or as soon as a streamed body passes the limit; and
 * a body that reads as the form it claims to be (else 400, logged as a warning), so an action's
 * `request.formData()` never fails.
 */
export function pageFormPosts({
  origins,
  explain,
  logger,
}: {
  origins: OriginRule;
  explain: (origin: string | undefined) => string | undefined;
  logger: Logger;
}): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => c.text("Payload Too Large", 413) });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (c.req.method !== "POST") return c.text("Method Not Allowed", 405, { Allow: PAGE_METHODS });
    const origin = c.req.header("origin");
    if (!isSiteOrigin(origin, c.req.url, origins))
      return c.text(explain(origin) ?? "Forbidden: this form was not sent from this site.", 403);
    const contentType = c.req.header("content-type") ?? "";
    if (!FORM_TYPES.includes(contentType.split(";")[0]!.trim().toLowerCase()))
      return c.text("Unsupported Media Type", 415);
    let withinLimit = false;
    const tooLarge = await limit(c, async () => void (withinLimit = true));
    if (!withinLimit) return tooLarge;
    // A clone is read: the page's action reads the request itself.
    const unreadable = await c.req.raw
      .clone()
      .formData()
      .then(
        () => null,
        (error: unknown) => error,
      );
    if (unreadable) {
      logger.warn(
        {
          path: c.req.path,
          contentType,
          reason: unreadable instanceof Error ? unreadable.message : String(unreadable),
        },
        "a page form post could not be read",
      );
      return c.text("Bad Request: the form's contents could not be read.", 400);
    }
    return next();
  };
}

/** A file's name followed by a slash (`/favicon.ico/`, `/media/<id>.webp/`): a folder, which no file of ours is. */
const FILE_AND_SLASH = /\.[a-z0-9]+\/+$/i;

/**
 * One address per page (issue 39 item 10): `/about/`, `/bn/`, `/blogs/<slug>/` answer 308 to the
 * same path without its slashes, the query kept (308: a form post is sent again as it was), so a page
 * is only ever rendered — and stored, and named by its canonical link, hreflang and og:url — at its
 * own address; `/` stays. Before the page cache, so nothing is stored under the other spelling and
 * node:http never answers one. Files and uploads are matched exactly before pages: a slash after a
 * file's name names a folder, which is not found rather than sent to the file.
 */
export function withoutTrailingSlash(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname === "/" || !pathname.endsWith("/") || FILE_AND_SLASH.test(pathname)) return next();
    // One leading slash: "//evil.example" would be another site to a browser.
    return c.redirect(`/${pathname.replace(/^\/+|\/+$/g, "")}${search}`, 308);
  };
}

/**
 * The request React Router renders: on the origin the visitor sees — the one a form post came
 * from, which pageFormPosts checked is ours; else the one it arrived on if that is one of ours;
 * else PUBLIC_URL (behind a TLS proxy the socket's URL says http://) — because its check of a
 * form post compares the Origin header with the request URL. Carries the client address for rate
 * limits, never a value the client sent.
 */
export function pageRequest(
  c: Context,
  { origins, publicUrl, clientIp }: { origins: OriginRule; publicUrl: string; clientIp: string },
): Request {
  const arrived = new URL(c.req.url);
  const origin =
    [c.req.header("origin"), arrived.origin].find((candidate) => isSiteOrigin(candidate, c.req.url, origins)) ??
    publicUrl;
  // The path set as it is: "//evil.example/x" resolved against the origin would be another host's address.
  const url = new URL(origin);
  url.pathname = arrived.pathname;
  url.search = arrived.search;
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
  return new Request(url, {
    method: raw.method,
    headers,
    signal: raw.signal,
    ...(hasBody ? { body: raw.body, duplex: "half" } : {}),
  } as RequestInit);
}
