import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { LookupResult } from "./content-version";
import type { RequestMetrics } from "./metrics";
import { cachedRouteLabel, type LookupHeaders, type StoredAnswer } from "./page-cache";

export interface CachedAnswerOptions {
  /** The page cache's lookup (with the content-version check when several processes share the database). */
  lookup: (method: string, url: string, headers: LookupHeaders) => LookupResult;
  metrics: RequestMetrics;
  logger: Logger;
}

/**
 * Answers a request for a stored anonymous page on node:http itself, before the app sees it
 * (decision 0022): no Request/Response objects, no middleware, the stored bytes and headers as they
 * are. Returns false when the request is not answered this way (then nothing was written and the app
 * handles it), true when answered, or a promise of either while the content version is checked.
 * The answer is counted and logged exactly as the app counts and logs its own.
 */
export function cachedAnswers({ lookup, metrics, logger }: CachedAnswerOptions) {
  const send = (req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, started: number) => {
    res.writeHead(answer.status, answer.headers.flat);
    res.end(answer.body ?? undefined);
    const ms = performance.now() - started;
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    metrics.record({ method, route: cachedRouteLabel(path), status: answer.status, seconds: ms / 1000, cache: "hit" });
    logger.info({ method, path, status: answer.status, ms: Math.round(ms) }, "request");
  };

  return (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const started = performance.now();
    const found = lookup(req.method ?? "GET", req.url ?? "/", req.headers);
    if (!found) return false;
    if (!(found instanceof Promise)) {
      send(req, res, found, started);
      return true;
    }
    return found.then(
      (answer) => {
        if (!answer) return false;
        send(req, res, answer, started);
        return true;
      },
      () => false,
    );
  };
}
