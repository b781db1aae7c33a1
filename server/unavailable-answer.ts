import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { Logger } from "pino";
import { DatabaseUnavailableError } from "./db/unavailable";

/** Seconds a client is asked to wait (Retry-After) before trying again while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 1;

/** What an API call answers (JSON). */
const UNAVAILABLE_MESSAGE = "The site is briefly unavailable. Please try again in a moment.";

const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc}main{max-width:36rem;margin:18vh auto;padding:0 1.5rem;text-align:center}" +
  ".status{margin:0;font-size:3.75rem;font-weight:800;color:#4338ca}h1{font-size:1.75rem}p{color:#475569;line-height:1.6}" +
  "a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#4338ca;color:#fff;font-weight:600;text-decoration:none}";

/** A page of its own (the site's pages need the database for their header and footer): no script, one style. */
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please try again in a moment</title><style>${STYLE}</style></head><body><main id="main"><p class="status">503</p><h1>Please try again in a moment</h1><p>The site could not reach its database just now. Please try again in a few seconds; if you were sending a form, go back and send it again.</p><a href="">Try again</a></main></body></html>`;

const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The DatabaseUnavailableError behind `error` (itself, or a cause of an error that wraps it), if any. */
function unavailableCause(error: unknown): DatabaseUnavailableError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof DatabaseUnavailableError) return e;
  return undefined;
}

/**
 * The answer to a request the database could not serve (docs/decisions/0031): 503 with Retry-After,
 * logged at warn; JSON under /api/, the page above anywhere else. Undefined for any other error.
 */
export function unavailableAnswer(error: unknown, c: Context, logger: Logger): Response | undefined {
  const unavailable = unavailableCause(error);
  if (!unavailable) return undefined;
  logger.warn({ err: unavailable, path: c.req.path }, "database unavailable: answered 503");
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (c.req.path.startsWith("/api/")) return c.json({ error: UNAVAILABLE_MESSAGE }, 503, headers);
  return c.html(PAGE, 503, { ...headers, "Content-Security-Policy": PAGE_POLICY });
}
