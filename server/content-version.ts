import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "./db/schema";
import type { LookupHeaders, StoredAnswer } from "./page-cache";

/** The site_meta row every admin content write changes, in the write's own transaction. */
const CONTENT_VERSION_KEY = "content_version";

/**
 * Marks public content as changed: a new random version, written in the caller's transaction, so
 * the version changes exactly when the change commits (docs/decisions/0019-several-processes.md).
 */
export async function bumpContentVersion(trx: Database): Promise<void> {
  await trx
    .insertInto("site_meta")
    .values({ key: CONTENT_VERSION_KEY, value: randomUUID() })
    .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
    .execute();
}

/**
 * Reads the content version, sharing reads between requests: a request waits for a read that
 * starts after it arrived (never one already under way, which may predate a commit the visitor
 * has seen). A read starts once the event loop has taken in the requests that arrived with it
 * (setImmediate), or once the read under way ends, so under load every request of a loop turn
 * shares one read and a process has at most one read in flight and one waiting (decision 0022).
 */
export function contentVersionReader(db: Database) {
  const read = async () => {
    const row = await db
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", CONTENT_VERSION_KEY)
      .executeTakeFirst();
    return row?.value ?? "";
  };
  let running: Promise<string> | undefined;
  let waiting: Promise<string> | undefined;
  const start = () => {
    waiting = undefined;
    const started = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return (): Promise<string> => {
    if (waiting) return waiting;
    const ready = running
      ? running.then(
          () => {},
          () => {},
        )
      : new Promise<void>((resolve) => setImmediate(resolve));
    waiting = ready.then(start);
    return waiting;
  };
}

interface ClearableCache {
  serveHits: MiddlewareHandler;
  middleware: MiddlewareHandler;
  lookup(method: string, url: string, headers: LookupHeaders): StoredAnswer | undefined;
  hasStored(c: Context): boolean;
  clear(): void;
}

/** A stored answer now, none, or — when the content version must be checked first — later. */
export type LookupResult = StoredAnswer | undefined | Promise<StoredAnswer | undefined>;

/**
 * The page cache, made to answer for every process: the content version is read before a stored
 * page is answered and before a page is rendered for storing, and if another process changed
 * content since the last read, this process's cache is cleared. Static files, API calls and
 * signed-in pages cost no read; a hit costs one. Everything else of `cache` is unchanged.
 */
export function sharedPageCache<C extends ClearableCache>(
  cache: C,
  currentVersion: () => Promise<string>,
): Omit<C, "lookup"> & { lookup(method: string, url: string, headers: LookupHeaders): LookupResult } {
  let seen: string | undefined;
  const syncVersion = async () => {
    try {
      const version = await currentVersion();
      if (version !== seen) {
        cache.clear();
        seen = version;
      }
    } catch {
      // The database did not answer, so no change can commit either: pages cached before the
      // outage keep being served (as without this check); the next answered read decides again.
    }
  };
  const serveHits: MiddlewareHandler = async (c, next) => {
    if (cache.hasStored(c)) await syncVersion();
    return cache.serveHits(c, next);
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method === "GET" && !c.req.header("cookie")) await syncVersion();
    return cache.middleware(c, next);
  };
  /** As `cache.lookup`, after the version check when a stored page would answer (the check may clear it). */
  const lookup = (method: string, url: string, headers: LookupHeaders): LookupResult => {
    if (!cache.lookup(method, url, headers)) return undefined;
    return syncVersion().then(() => cache.lookup(method, url, headers));
  };
  return Object.assign(Object.create(cache) as C, { serveHits, middleware, lookup });
}
