import { Duplex } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { preferredEncoding } from "./page-cache";

/** Below this, compression costs more than it saves (hono's threshold). */
const MIN_BYTES = 1024;
/** Answers up to this size that are not streamed (JSON, text, XML) are compressed in one step. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** Pages React hydrates stream (no length): they are compressed as they are written. */
const STREAMED_TYPE = /^text\/html/i;
/**
 * Brotli quality 3: on the 80 KB home page half of gzip level 6's time (0.27 against 0.55 ms) for a
 * 4 % smaller body; quality 4 took 0.46 ms for 5 % less again (decision 0016, measured again for
 * docs/performance.md). Stored pages are compressed once, harder (server/page-cache.ts).
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 3,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

function addVaryAcceptEncoding(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses what is rendered per request (pages for signed-in visitors, uncached pages, API
 * answers), with brotli where the client takes it, else gzip. Answers that are already encoded
 * (cached pages, pre-compressed files) pass untouched. Answers that are not streamed (API JSON, the
 * pages React does not hydrate, which arrive whole with their length: decision 0027) are compressed
 * in one synchronous step, or sent as they are below MIN_BYTES: a stream through zlib's thread pool
 * costs more in waiting, chunk after chunk, than the whole body costs to compress (decision 0022).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    if (encoding === "identity") return next();
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    if (!res.body || res.status === 206 || res.headers.has("content-encoding") || res.headers.has("transfer-encoding"))
      return;
    if (
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
    )
      return;
    const length = res.headers.get("content-length");
    if (length && Number(length) < MIN_BYTES) return;

    if (length ? Number(length) <= MAX_BUFFERED_BYTES : !STREAMED_TYPE.test(type)) {
      const body = Buffer.from(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      if (body.length >= MIN_BYTES) {
        const encoded =
          encoding === "br"
            ? brotliCompressSync(body, {
                params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
              })
            : gzipSync(body, { level: 6 });
        headers.set("content-encoding", encoding);
        headers.set("content-length", String(encoded.length));
        addVaryAcceptEncoding(headers);
        c.res = undefined;
        c.res = new Response(encoded, { status: res.status, statusText: res.statusText, headers });
      } else {
        headers.set("content-length", String(body.length));
        c.res = undefined;
        c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      }
      return;
    }

    const compressor = encoding === "br" ? createBrotliCompress({ params: BROTLI_PARAMS }) : createGzip({ level: 6 });
    const body = res.body.pipeThrough(Duplex.toWeb(compressor) as ReadableWritablePair<Uint8Array, Uint8Array>);
    c.res = new Response(body, res);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
    addVaryAcceptEncoding(c.res.headers);
  };
}
