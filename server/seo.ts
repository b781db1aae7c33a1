import { services as serviceCatalog } from "#domain/catalog/services";
import { type Blog, blogHref, feedPath } from "#domain/content";
import { contentText, type Locale, LOCALES, localeOfPath, localizedPath } from "#domain/locale";

/**
 * Characters XML 1.0 cannot hold (outside its Char production): most C0 controls, U+FFFE and
 * U+FFFF, and halves of surrogate pairs. Fields refuse them since decision 0032; text stored
 * before is written without them, so the feed stays well-formed.
 */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text for XML: what XML cannot hold left out, the five characters that could end or change markup escaped. */
const xmlText = (value: string) => value.replace(NOT_XML, "").replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * The sitemap: the pages whose route says so (`handle.sitemap`), the service pages from the
 * catalogue, then every article with its last change as lastmod (decision 0026). Each page is
 * listed in both languages, each entry naming both and English as the default (issue 26).
 */
export function sitemapXml(
  publicUrl: string,
  pagePaths: readonly string[],
  articles: ReadonlyArray<Pick<Blog, "slug" | "updatedAt">> = [],
): string {
  const englishPages = pagePaths.filter((path) => localeOfPath(path) === "en");
  const entries = [
    ...[...englishPages, ...serviceCatalog.map((s) => s.link)].map((path) => ({ path, lastmod: undefined })),
    ...articles.map((a) => ({ path: `/blogs/${a.slug}`, lastmod: a.updatedAt })),
  ];
  const url = (path: string) => xmlText(`${publicUrl}${path}`);
  const alternates = (path: string) =>
    [...LOCALES.map((locale) => [locale, localizedPath(path, locale)]), ["x-default", path]].map(
      ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(href!)}"/>`,
    );
  const lines = entries.flatMap(({ path, lastmod }) =>
    LOCALES.map(
      (locale) =>
        `  <url><loc>${url(localizedPath(path, locale))}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ""}${alternates(path).join("")}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join("\n")}\n</urlset>\n`;
}

/** Posts in the feed. */
export const FEED_SIZE = 20;

/** The feed's own words in each language. */
const FEED_TEXTS = {
  en: {
    title: (companyName: string) => `${companyName} — Blogs`,
    description: (companyName: string) =>
      `Guides and news on websites, apps, SEO, branding and digital marketing from ${companyName}.`,
  },
  bn: {
    title: (companyName: string) => `${companyName} — ব্লগ`,
    description: (companyName: string) =>
      `ওয়েবসাইট, অ্যাপ, এসইও, ব্র্যান্ডিং আর ডিজিটাল মার্কেটিং নিয়ে ${companyName}-এর গাইড ও খবর।`,
  },
} satisfies Record<Locale, unknown>;

/**
 * The blog as an RSS 2.0 feed, newest first: each post links to its article, or to its external
 * link. The Bangla feed (issue 26) has each post's Bangla texts, or its English ones where it has none.
 */
export function rssXml(publicUrl: string, companyName: string, posts: readonly Blog[], locale: Locale): string {
  const absolute = (href: string) => (href.startsWith("/") ? `${publicUrl}${localizedPath(href, locale)}` : href);
  const texts = FEED_TEXTS[locale];
  const items = posts.map((post) => {
    const link = absolute(blogHref(post) ?? "/blogs");
    return [
      "    <item>",
      `      <title>${xmlText(contentText(post.title, post.bn.title, locale).text)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="${post.hasArticle}">${xmlText(post.hasArticle ? link : `${absolute("/blogs")}#post-${post._id}`)}</guid>`,
      `      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
      `      <description>${xmlText(contentText(post.description, post.bn.description, locale).text)}</description>`,
      ...(post.tag ? [`      <category>${xmlText(contentText(post.tag, post.bn.tag, locale).text)}</category>`] : []),
      "    </item>",
    ].join("\n");
  });
  const updated = posts[0]?.updatedAt ?? new Date(0).toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlText(texts.title(companyName))}</title>`,
    `    <link>${xmlText(absolute("/blogs"))}</link>`,
    `    <atom:link href="${xmlText(`${publicUrl}${feedPath(locale)}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlText(texts.description(companyName))}</description>`,
    `    <language>${locale}</language>`,
    `    <lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
