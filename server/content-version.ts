import { randomUUID } from "node:crypto";
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
