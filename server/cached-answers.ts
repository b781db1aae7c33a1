import type { IncomingMessage, ServerResponse } from "node:http";
import type { HealthCheck } from "./health";
import type { RequestRecord } from "./metrics";
import { cachedRouteLabel, type LookupHeaders, type LookupResult, type StoredAnswer } from "./page-cache";

export interface CachedAnswerOptions {
  /** The page cache's lookup (with the content-version check when several processes share the database). */
  lookup: (method: string, url: string, headers: LookupHeaders) => LookupResult;
  /** Where every answer is counted and logged, as the app's own are. */
  metrics: RequestRecord;
  /** Counts a stored page's answer as a visit when it is one (server/visits.ts): in memory, synchronous. */
  countVisit?: (req: IncomingMessage, status: number) => void;
  /** GET /api/health answered here too: the app's check, and the headers the app sends with it. */
  health?: { check: HealthCheck; headers: ReadonlyArray<readonly [string, string]> };
}

const HEALTH_PATH = "/api/health";

/** The headers of the app's JSON answers under /api before the security headers (`c.json` and the API's no-store); a test compares both paths. */
export const API_ANSWER_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["content-type", "application/json"],
  ["cache-control", "no-store"],
];

/**
 * Answers a request for a stored anonymous page on node:http itself, before the app sees it
 * (decision 0022): no Request/Response objects, no middleware, the stored bytes and headers as they
 * are. Returns false when the request is not answered this way (then nothing was written and the app
 * handles it), true when answered, or a promise of either while the content version is checked.
 * The answer is counted and logged by the same record as the app's own.
 */
export function cachedAnswers({ lookup, metrics, health, countVisit }: CachedAnswerOptions) {
  /** Writes an answer, then counts and logs it. */
  const finish = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: string[],
    body: Uint8Array | null,
    started: number,
    route: (path: string) => string,
    cache?: string,
  ) => {
    res.writeHead(status, headers);
    res.end(body ?? undefined);
    const ms = performance.now() - started;
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    metrics.record({ method, path, route: route(path), status, ms, cache });
  };
  const send = (req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, started: number) => {
    finish(req, res, answer.status, answer.headers.flat, answer.body, started, cachedRouteLabel, "hit");
    countVisit?.(req, answer.status);
  };

  const healthHeaders = health?.headers.flat() ?? [];
  const answerHealth = async (req: IncomingMessage, res: ServerResponse, started: number, check: HealthCheck) => {
    const { status, body } = await check();
    const bytes = Buffer.from(JSON.stringify(body));
    finish(
      req,
      res,
      status,
      [...healthHeaders, "content-length", String(bytes.length)],
      req.method === "HEAD" ? null : bytes,
      started,
      () => HEALTH_PATH,
    );
    return true;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const started = performance.now();
    if (health && req.url === HEALTH_PATH && (req.method === "GET" || req.method === "HEAD"))
      return answerHealth(req, res, started, health.check);
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
