import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import type { SiteLoadContext } from "./load-context";
import { type ApiOptions, apiRoutes } from "./api";
import { carriesArticles, MAX_ARTICLE_BODY_BYTES, MAX_JSON_BODY_BYTES } from "./body-limits";
import { clientIpResolver, readSessionUser } from "./api/session";
import { compressResponses } from "./compression";
import { headAsGet } from "./head-requests";
import { createNonce } from "./csp";
import { createRequestRecord, type MetricsOptions, mountMetrics, type RequestRecord } from "./metrics";
import { CACHED_API_PATHS, type PageCache } from "./page-cache";
import { answerWithValidator, contentHash } from "./validators";
import { isSiteOrigin, type OriginRule, wrongAddressExplainer } from "./origins";
import { pageSecurityHeaders, securityHeaders } from "./security-headers";
import { FEED_SIZE, robotsTxt, rssXml, sitemapXml } from "./seo";
import { feedPath } from "#domain/content";
import { LOCALES } from "#domain/locale";
import { pageAuth } from "./auth/page-auth";
import { CLIENT_IP_HEADER } from "./auth";
import { siteSocialImages, socialImages } from "./social-image";
import { SITE_SOCIAL_IMAGE } from "#domain/social-image";
import { unavailableAnswer } from "./unavailable-answer";
import { countAppVisits, type VisitCounter } from "./visits";
import { chatRedirect } from "./contact-channels";
import { clientFiles, ONE_YEAR_IMMUTABLE } from "./static-files";
import type { Services } from "./services";
import type { EnhanceScripts } from "./enhance-script";

export interface AppOptions extends ApiOptions {
  services: Services;
  logger: Logger;
  /** Where the one line per request goes (server/logger.ts `createRequestLog`); `logger` when unset. */
  requestLog?: Logger;
  publicUrl: string;
  /** React Router's request handler (the SSR pages). API tests leave it out. */
  renderPage?: (request: Request, context: SiteLoadContext) => Promise<Response>;
  /** The pages the sitemap lists: those whose route's handle says so (server/route-facts.ts). */
  sitemapPaths?: readonly string[];
  /** Production: the folder of the client build, served with long-lived caching for hashed assets. */
  staticRoot?: string;
  /** The scripts the pages React does not hydrate load (server/enhance-script.ts). */
  enhanceScripts?: EnhanceScripts;
  googleSignInEnabled?: boolean;
  /** FIRST_ADMIN_EMAIL when its confirmation link can be mailed, else null. */
  firstAdminEmail?: string | null;
  /** CHAT_CSP_SOURCES: further hosts the chat widget loads from (allowed only when chat is configured). */
  chatSources?: readonly string[];
  /** `npm run dev`: the page policy lets Vite's hot-reload socket connect. */
  development?: boolean;
  /** Reuses rendered pages for anonymous visitors. */
  pageCache?: Pick<PageCache, "middleware" | "clear">;
  /** The request counters /metrics serves (made here when not given). */
  metrics?: RequestRecord;
  /** METRICS_TOKEN: bearer token for GET /metrics (admins may always read it). */
  metricsToken?: string;
  /** Under WORKERS=N: a scrape adds up every worker's numbers (server/cluster-metrics.ts). */
  metricsScrape?: MetricsOptions["scrape"];
  /** Counts the page views the app answers (server/visits.ts); unset: none are counted. */
  visits?: Pick<VisitCounter, "count">;
}

/**
 * A page rendered for one visitor (a request with cookies, or an answer that sets one) must never be
 * kept by a browser's back/forward store or a shared cache (CDN, proxy); only the page cache's
 * anonymous copies are sent as shareable (decision 0016).
 */
const PERSONAL = "private, no-store";

/**
 * How long a crawler, feed reader or CDN may use robots.txt, the sitemap or a feed before asking
 * again: five minutes, so one polling every minute costs a database read every five, and a new post
 * is listed everywhere within five. When they ask again, the tag makes the answer a 304.
 */
const SEO_FILE_CACHE = "public, max-age=300";

/**
 * An SEO file, made on each request, with a tag of its text: weak, as compression may send other
 * bytes for the same text; `Vary`, as it may be sent compressed (on its 304 too).
 */
const seoFile = (c: Context, text: string, contentType: string) =>
  answerWithValidator(c, {
    etag: `W/"${contentHash(text)}"`,
    headers: { "Cache-Control": SEO_FILE_CACHE, Vary: "Accept-Encoding" },
    contentType,
    body: text,
  });

/**
 * The whole HTTP surface: the security headers every answer carries, then cached anonymous pages
 * (before any other per-request work), static files, media, SEO files, /api, and the server-rendered pages.
 */
export function createApp(options: AppOptions) {
  const {
    services,
    logger,
    publicUrl,
    renderPage,
    sitemapPaths = [],
    staticRoot,
    enhanceScripts = { main: "", accountPages: "" },
    pageCache,
    auth,
    googleSignInEnabled = false,
    passwordResetEnabled = false,
    chatSources = [],
    development = false,
  } = options;
  const app = new Hono();
  // First, so every answer carries them, the early ones too (/metrics, errors); headers an answer
  // sets itself (pages, stored pages) stay as they are.
  const withSecurityHeaders = securityHeaders({ publicUrl });
  app.use(withSecurityHeaders);
  // Every answer counted and logged once; before the cache, so cached answers are too.
  const metrics = options.metrics ?? createRequestRecord(options.requestLog ?? logger);
  app.use(metrics.middleware);
  // Before everything that answers: HEAD is worked out as GET is, and only its body is left out.
  app.use(headAsGet());
  mountMetrics(app, {
    services,
    gate: { auth, adminTwoFactor: options.adminTwoFactor ?? "optional" },
    metricsToken: options.metricsToken,
    metrics,
    scrape: options.metricsScrape,
  });
  app.use(compressResponses());
  // The public API lists are stored with every header they are sent with but compression (stored in every
  // encoding): their security headers are added before the cache stores them, as a page's are by its
  // renderer, since node:http answers a stored answer as it is (server/cached-answers.ts).
  if (pageCache) for (const path of CACHED_API_PATHS) app.use(path, pageCache.middleware, withSecurityHeaders);
  if (staticRoot) app.use(clientFiles(staticRoot));

  app.get("/media/:file", async (c) => {
    const media = await services.media.find(c.req.param("file"));
    if (!media) return c.json({ error: "Not found" }, 404);
    // Media ids are never reused, so the bytes behind a path never change.
    return c.body(Buffer.from(media.data), 200, {
      "Content-Type": media.contentType,
      "Cache-Control": ONE_YEAR_IMMUTABLE,
    });
  });

  const socialImage = socialImages(services, [staticRoot ?? "build/client", "public"]);
  app.get("/blogs/:slug/social.jpg", async (c) => {
    const image = await socialImage(c.req.param("slug"));
    if (!image) return c.redirect(SITE_SOCIAL_IMAGE, 302);
    return c.body(new Uint8Array(image), 200, {
      "Content-Type": "image/jpeg",
      "Cache-Control": "public, max-age=3600",
    });
  });

  // The site's social preview, drawn from the settings (issue 22): one address; the ETag changes with the name.
  const siteImage = siteSocialImages();
  app.get("/og-image.png", async (c) => {
    const { png, etag } = await siteImage((await services.settings.current()).effective);
    return answerWithValidator(c, {
      etag,
      headers: { "Cache-Control": "public, max-age=0, must-revalidate" },
      contentType: "image/png",
      body: new Uint8Array(png),
    });
  });

  app.get("/robots.txt", (c) => seoFile(c, robotsTxt(publicUrl), "text/plain; charset=UTF-8"));
  app.get("/sitemap.xml", async (c) =>
    seoFile(
      c,
      sitemapXml(publicUrl, sitemapPaths, await services.content.articleAddresses()),
      "application/xml; charset=utf-8",
    ),
  );
  for (const locale of LOCALES)
    app.get(feedPath(locale), async (c) => {
      const [posts, site] = await Promise.all([
        services.content.listBlogs({ limit: FEED_SIZE }),
        services.settings.current(),
      ]);
      return seoFile(
        c,
        rssXml(publicUrl, site.effective.companyName, posts, locale),
        "application/rss+xml; charset=utf-8",
      );
    });

  app.route("/api", apiRoutes(options));

  // Chat links (issue 42 item 3): counted here, then on to WhatsApp or Messenger.
  app.get("/go/:channel", chatRedirect(services, options.visits?.count, clientIpResolver(options.trustedProxyHeader)));

  if (renderPage) {
    const origins = { trustedOrigins: options.trustedOrigins, ownHost: options.ownHostOrigins };
    app.use("*", withoutTrailingSlash());
    app.use(
      "*",
      pageFormPosts({
        origins,
        explain: wrongAddressExplainer({ ownHost: options.ownHostOrigins, publicUrl, logger }),
        logger,
      }),
    );
    const clientIp = clientIpResolver(options.trustedProxyHeader);
    // Around the page cache, so a page it answers is counted as a rendered one is.
    if (options.visits) app.use("*", countAppVisits(options.visits, clientIp));
    if (pageCache) app.use("*", pageCache.middleware);
    const withPageHeaders = pageSecurityHeaders({ publicUrl, chatSources, development });
    const accountForms = pageAuth(auth);
    app.all("*", async (c) => {
      const request = pageRequest(c, { origins, publicUrl, clientIp: clientIp(c) });
      const cspNonce = createNonce();
      const [site, sessionUser] = await Promise.all([
        services.settings.current(),
        readSessionUser(auth, request.headers),
      ]);
      const { effective } = site;
      c.set("sessionUser", sessionUser);
      // A loader's, action's or render's error that the database was unavailable: the page is answered 503 instead.
      let unavailable: Response | undefined;
      const answersError = (error: unknown) => Boolean((unavailable ??= unavailableAnswer(error, c, logger)));
      const page = await renderPage(request, {
        services,
        publicUrl,
        googleSignInEnabled,
        passwordResetEnabled,
        site: effective,
        mailDelivery: options.mailTransport?.kind ?? null,
        mailServer: options.mailTransport?.server ?? null,
        // The inbox of the settings this request read: no second read.
        contactMailWaiting: async () =>
          (await options.mailTransport?.contactInboxProblem?.(effective.contactInbox)) ?? null,
        firstAdminEmail: options.firstAdminEmail ?? null,
        adminTwoFactor: options.adminTwoFactor ?? "optional",
        sessionUser,
        cspNonce,
        enhanceScripts,
        pageAuth: accountForms,
        answersError,
      });
      if (unavailable) return unavailable;
      if (request.headers.has("cookie") || page.headers.has("set-cookie")) page.headers.set("Cache-Control", PERSONAL);
      return withPageHeaders(page, c.req.path, cspNonce, effective.chatScriptUrl || null);
    });
  }
  app.onError((error, c) => {
    const unavailable = unavailableAnswer(error, c, logger);
    if (unavailable) return unavailable;
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  return app;
}

// The pages' door: their form posts, one address per page, the request React Router renders.

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
function pageFormPosts({
  origins,
  explain,
  logger,
}: {
  origins: OriginRule;
  explain: (origin: string | undefined) => string | undefined;
  logger: Logger;
}): MiddlewareHandler {
  const tooLarge = (c: Context) => c.text("Payload Too Large", 413);
  const formLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
  const articleLimit = bodyLimit({ maxSize: MAX_ARTICLE_BODY_BYTES, onError: tooLarge });
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
    const limit = carriesArticles(c.req.path) ? articleLimit : formLimit;
    const refused = await limit(c, async () => void (withinLimit = true));
    if (!withinLimit) return refused;
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
function withoutTrailingSlash(): MiddlewareHandler {
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
function pageRequest(
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
