import type { MiddlewareHandler } from "hono";

/**
 * HEAD answered with the headers GET sends (RFC 9110 §9.3.2), whatever answers it: the app behind
 * this middleware sees a GET — the page cache renders and stores the page (React Router answers a
 * HEAD it is given with no body, which must not be stored), compression picks the encoding it picks
 * for GET, static files are found as for GET — and only here is the body dropped, its length kept
 * as the Content-Length GET sends. The request keeps its own method for the log and the metrics.
 */
/** The GET requests made of a HEAD here (a HEAD is no page view: server/visits.ts). */
const madeOfHead = new WeakSet<Request>();

/** Whether the app's request is a HEAD worked out as a GET. */
export const wasHead = (request: Request) => madeOfHead.has(request);

export function headAsGet(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "HEAD") return next();
    const head = c.req.raw;
    c.req.raw = new Request(head, { method: "GET" });
    madeOfHead.add(c.req.raw);
    try {
      await next();
    } finally {
      c.req.raw = head;
    }
    const res = c.res;
    const headers = new Headers(res.headers);
    if (res.body && !headers.has("content-length") && !headers.has("transfer-encoding"))
      headers.set("content-length", String((await res.arrayBuffer()).byteLength));
    else await res.body?.cancel();
    // Assigning c.res copies the old response's headers over the new one: drop it first.
    c.res = undefined;
    c.res = new Response(null, { status: res.status, statusText: res.statusText, headers });
  };
}
