import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { Logger } from "pino";
import { companyToday } from "#domain/dates";
import {
  cleanUtm,
  type Device,
  deviceOf,
  hostSource,
  isCountedPage,
  referrerHost,
  type VisitKind,
} from "#domain/visits";
import type { SessionUser } from "#domain/accounts";
import { wasHead } from "./head-requests";
import type { CountedViews, HashedVisitor, VisitStore } from "./services/visits";

/**
 * Counting visits without cookies or third parties (issue 42, decision 0058). Each process counts
 * the page views it answers in memory — a few map updates, no await, no database, so the stored
 * answers on node:http stay as fast as they were — and writes them in one batch every
 * VISIT_FLUSH_SECONDS (and on shutdown, after the drain). A visitor is a hash of the day's salt,
 * the address and the user agent, made when the batch is written; the address is never stored.
 */

/** A request answered, as the counter needs it. */
export interface AnsweredRequest {
  method: string;
  /** The path and query as asked. */
  url: string;
  status: number;
  /** A request header (lower-case name), or undefined. */
  header: (name: string) => string | undefined;
  /** The client's address (the trusted proxy's header, else the socket's), read only for a view that counts. */
  ip: () => string;
}

export interface VisitCounterOptions {
  store: Pick<VisitStore, "saltOf" | "write" | "forgetPast">;
  logger: Logger;
  /** How often a batch is written (VISIT_FLUSH_SECONDS). */
  flushMs: number;
  /** The site's own host names (PUBLIC_URL's): a referrer from them is the site itself, not a source. */
  ownHosts: readonly string[];
  now?: () => number;
}

/** Distinct kinds of view, and visitors, a batch holds at most: beyond, views are dropped (and logged), so memory stays bounded. */
const MAX_BATCH = 50_000;
/** User agents and referrers whose reading is remembered. */
const MAX_REMEMBERED = 2_000;
/** Visitor hashes remembered per day, so a process sends each visitor once a day (the database dedupes anyway). */
const MAX_SEEN = 200_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Dhaka is UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** A prefetch or prerender: not a view (yet). */
const isPrefetch = (header: AnsweredRequest["header"]) =>
  /prefetch|prerender/i.test(
    header("sec-purpose") ?? header("purpose") ?? header("x-purpose") ?? header("x-moz") ?? "",
  );

/** A bounded memo: the first MAX_REMEMBERED keys keep their answer. */
function remembered<T>(work: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = work(key);
      if (known.size < MAX_REMEMBERED) known.set(key, value);
    }
    return value;
  };
}

interface PendingVisitor {
  day: string;
  ip: string;
  userAgent: string;
  views: CountedViews;
}

export function createVisitCounter({ store, logger, flushMs, ownHosts, now = Date.now }: VisitCounterOptions) {
  /** A browser's device, or null for a crawler (isbot) or a client that names none. */
  const browserDevice = remembered<Device | null>((userAgent) =>
    userAgent === "" || isbot(userAgent) ? null : deviceOf(userAgent),
  );
  const own = new Set(ownHosts.map(hostSource));
  /** The referring site as a source (`referrerHost`), "" for none, an unreadable one or the site itself. */
  const referrerOf = remembered((referer) => {
    const host = referrerHost(referer);
    return own.has(host) ? "" : host;
  });

  let views = new Map<string, CountedViews>();
  /** By day and address, then by user agent: the long user agent is a key of its own, hashed once (decision 0058). */
  let visitors = new Map<string, Map<string, PendingVisitor>>();
  let visitorCount = 0;
  let dropped = 0;
  /** Today in Dhaka, worked out again when the day ends. */
  let today = "";
  let todayEnds = 0;
  const day = (at: number) => {
    if (at >= todayEnds) {
      today = companyToday(at);
      todayEnds = Math.floor((at + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - DHAKA_OFFSET_MS;
    }
    return today;
  };

  /**
   * Counts a request if it is a view of a public page by a visitor: synchronous, in memory. A
   * click on a contact channel (`kind`; issue 42 item 3) is counted the same way, its `url` the page
   * the link was on, and adds no visitor.
   */
  const count = (request: AnsweredRequest, kind: VisitKind = "view") => {
    if (request.method !== "GET" || (request.status !== 200 && request.status !== 304)) return;
    const query = request.url.indexOf("?");
    const path = query === -1 ? request.url : request.url.slice(0, query);
    if (kind === "view" && !isCountedPage(path)) return;
    const userAgent = request.header("user-agent") ?? "";
    const device = browserDevice(userAgent);
    if (device === null || isPrefetch(request.header)) return;
    const referer = request.header("referer");
    let referrer = referer ? referrerOf(referer) : "";
    // The address the page was opened at is the site itself too (PUBLIC_URL unset: any of the machine's).
    if (referrer !== "" && referrer === hostSource(request.header("host") ?? "")) referrer = "";
    let utm_source = "";
    let utm_medium = "";
    let utm_campaign = "";
    if (query !== -1 && request.url.includes("utm_", query)) {
      const params = new URLSearchParams(request.url.slice(query + 1));
      utm_source = cleanUtm(params.get("utm_source"));
      utm_medium = cleanUtm(params.get("utm_medium"));
      utm_campaign = cleanUtm(params.get("utm_campaign"));
    }
    const at = now();
    const viewDay = day(at);
    const key = `${kind}\n${viewDay}\n${path}\n${referrer}\n${utm_source}\n${utm_medium}\n${utm_campaign}\n${device}`;
    let counted = views.get(key);
    if (counted) counted.count++;
    else if (views.size >= MAX_BATCH) return void dropped++;
    else {
      const locale = path === "/bn" || path.startsWith("/bn/") ? "bn" : "en";
      counted = {
        at: new Date(at).toISOString(),
        day: viewDay,
        kind,
        path,
        locale,
        referrer,
        utm_source,
        utm_medium,
        utm_campaign,
        device,
        count: 1,
      };
      views.set(key, counted);
    }
    if (kind === "view") addVisitor(viewDay, request.ip(), userAgent, counted);
  };
  /** A visitor of the batch, once (day, address, user agent), with their first view. */
  const addVisitor = (day: string, ip: string, userAgent: string, views: CountedViews) => {
    const dayAndIp = `${day}\n${ip}`;
    let byAgent = visitors.get(dayAndIp);
    if (!byAgent) visitors.set(dayAndIp, (byAgent = new Map()));
    if (byAgent.has(userAgent) || visitorCount >= MAX_BATCH) return;
    byAgent.set(userAgent, { day, ip, userAgent, views });
    visitorCount++;
  };

  /** Salts by day, as read from the database; hashes already sent, by day. */
  const salts = new Map<string, string>();
  const seen = new Map<string, Set<string>>();
  let forgottenBefore = "";

  const hashed = async (pending: readonly PendingVisitor[]): Promise<HashedVisitor[]> => {
    const result: HashedVisitor[] = [];
    for (const visitor of pending) {
      let salt = salts.get(visitor.day);
      if (salt === undefined) salts.set(visitor.day, (salt = await store.saltOf(visitor.day)));
      const hash = createHash("sha256")
        .update(`${salt}\n${visitor.ip}\n${visitor.userAgent}`)
        .digest("base64url")
        .slice(0, 22);
      let hashes = seen.get(visitor.day);
      if (!hashes) seen.set(visitor.day, (hashes = new Set()));
      if (hashes.has(hash)) continue;
      if (hashes.size < MAX_SEEN) hashes.add(hash);
      const { locale, referrer, utm_source, utm_medium, utm_campaign, device } = visitor.views;
      result.push({ day: visitor.day, hash, locale, referrer, utm_source, utm_medium, utm_campaign, device });
    }
    return result;
  };

  /** Past days' salts and hashes leave memory and the database once a day. */
  const forgetPast = async () => {
    const current = day(now());
    if (forgottenBefore === current) return;
    await store.forgetPast(current);
    forgottenBefore = current;
    for (const known of [salts, seen]) for (const past of known.keys()) if (past < current) known.delete(past);
  };

  let writing: Promise<void> | undefined;
  /** Writes what was counted since the last batch; a batch that fails is counted into the next. */
  const writeBatch = async () => {
    const batch = { views, visitors: [...visitors.values()].flatMap((byAgent) => [...byAgent.values()]) };
    views = new Map();
    visitors = new Map();
    visitorCount = 0;
    if (dropped > 0) {
      logger.warn({ dropped }, "visit counting: a batch was full; views beyond it were not counted");
      dropped = 0;
    }
    try {
      await forgetPast();
      if (batch.views.size > 0 || batch.visitors.length > 0)
        await store.write({ views: [...batch.views.values()], visitors: await hashed(batch.visitors) });
    } catch (error) {
      logger.error({ err: error }, "visit counting: writing a batch failed; it is tried again with the next");
      for (const [key, counted] of batch.views) {
        const later = views.get(key);
        if (later) later.count += counted.count;
        else if (views.size < MAX_BATCH) views.set(key, counted);
      }
      // Their hashes were remembered as sent: they are made again for the next try.
      for (const visitor of batch.visitors) {
        seen.get(visitor.day)?.clear();
        addVisitor(visitor.day, visitor.ip, visitor.userAgent, visitor.views);
      }
    }
  };
  /** One batch at a time: a flush asked for while one is written waits for it, then writes what came since. */
  const flush = async () => {
    while (writing) await writing;
    writing = writeBatch().finally(() => (writing = undefined));
    await writing;
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    count,
    flush,
    /** Writes a batch every `flushMs`. */
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    /** Shutdown, after the drain: no more timed batches; the last one is written. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
    /** Views and visitors waiting for the next batch (tests). */
    get pending() {
      return { views: [...views.values()].reduce((sum, counted) => sum + counted.count, 0), visitors: visitorCount };
    },
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;

/** A request header of node:http, the first when sent twice. */
const nodeHeader = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Counts the stored answers node:http sends (server/cached-answers.ts): anonymous requests, no cookie. */
export function countNodeVisits(counter: Pick<VisitCounter, "count">, clientIp: (req: IncomingMessage) => string) {
  return (req: IncomingMessage, status: number) =>
    counter.count({
      method: req.method ?? "GET",
      url: req.url ?? "/",
      status,
      header: nodeHeader(req),
      ip: () => clientIp(req),
    });
}

/**
 * Counts the pages the app answers (rendered, or stored meanwhile), before the page cache: a
 * request with a cookie is counted unless it is an admin's (the page's handler sets `sessionUser`).
 */
export function countAppVisits(
  counter: Pick<VisitCounter, "count">,
  clientIp: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    const method = wasHead(request) ? "HEAD" : request.method;
    const { pathname, search } = new URL(request.url);
    await next();
    if (c.get("sessionUser")?.role === "admin") return;
    counter.count({
      method,
      url: pathname + search,
      status: c.res.status,
      header: (name) => request.headers.get(name) ?? undefined,
      ip: () => clientIp(c),
    });
  };
}

declare module "hono" {
  interface ContextVariableMap {
    /** Who asked for a page (null: nobody signed in), set by the page handler for the counter. */
    sessionUser?: SessionUser | null;
  }
}
