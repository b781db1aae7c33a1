import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "./db/schema";

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
 * started after it arrived (never one already under way, which may predate a commit the visitor
 * has seen), so under load a process has at most one read in flight and one queued.
 */
export function contentVersionReader(db: Database) {
  const read = async () => {
    const row = await db.selectFrom("site_meta").select("value").where("key", "=", CONTENT_VERSION_KEY).executeTakeFirst();
    return row?.value ?? "";
  };
  let running: Promise<string> | undefined;
  let queued: Promise<string> | undefined;
  const current = (): Promise<string> => {
    if (!running) {
      running = read().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return current();
      });
    return queued;
  };
  return current;
}

interface ClearableCache {
  serveHits: MiddlewareHandler;
  middleware: MiddlewareHandler;
  hasStored(c: Context): boolean;
  clear(): void;
}

/**
 * The page cache, made to answer for every process: the content version is read before a stored
 * page is answered and before a page is rendered for storing, and if another process changed
 * content since the last read, this process's cache is cleared. Static files, API calls and
 * signed-in pages cost no read; a hit costs one. Everything else of `cache` is unchanged.
 */
export function sharedPageCache<C extends ClearableCache>(cache: C, currentVersion: () => Promise<string>): C {
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
  return Object.assign(Object.create(cache) as C, { serveHits, middleware });
}
