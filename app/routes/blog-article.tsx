import { data, redirect } from "react-router";
import { SiteLink } from "../components/site-link";
import { formatCompanyDate } from "#domain/dates";
import { isSlug } from "#domain/slugs";
import { articleSocialImage } from "#domain/social-image";
import { blogPosting, breadcrumbList } from "#domain/structured-data";
import { readingMinutes, renderMarkdown, wordCount } from "#server/markdown";
import type { ArticleLink } from "#server/services/content";
import { PageErrorBoundary } from "../components/error-pages";
import { ArrowRightIcon } from "../components/icons";
import { JsonLd } from "../components/json-ld";
import { notFoundMeta, pageMeta, siteOf } from "../components/page-meta";
import { useSiteSettings } from "../lib/site-settings";
import type { Route } from "./+types/blog-article";
import { loadAsDocument } from "../lib/hydration";
import { serverContext } from "#server/load-context";
import { articleTexts } from "../i18n/article";
import { useContentText, useLocale } from "../lib/locale";
import { contentText, localDigits, localeOfPath, localizedPath } from "#domain/locale";

/**
 * `/blogs/<slug>`: a blog post's article (decision 0026). An address the post had before answers
 * 301 to the current one; a post without an article, or no post, is a 404. The Markdown is turned
 * into safe HTML here, on the server (server/markdown.ts).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const found = isSlug(params.slug) ? await server.services.content.article(params.slug) : null;
  if (!found) throw data("Not Found", { status: 404 });
  if ("movedTo" in found) throw redirect(`/blogs/${found.movedTo}`, 301);
  const { article, older, newer } = found;
  const author = await server.services.users.findByEmail(article.email);
  const { body, ...post } = article;
  // The post in the page's language, each text falling back to the English (then marked lang="en").
  const locale = localeOfPath(url.pathname);
  const title = contentText(post.title, post.bn.title, locale);
  const description = contentText(post.description, post.bn.description, locale);
  const tag = contentText(post.tag, post.bn.tag, locale);
  const text = contentText(body ?? "", post.bn.body, locale);
  const words = wordCount(text.text);
  return {
    post: {
      ...post,
      title: title.text,
      description: description.text,
      tag: tag.text,
      // The admin who wrote it; null when no account has the post's address (the company's own posts, the demo's).
      authorName: author?.name || null,
      wordCount: words,
      // The language the article is written in: English on a Bangla page when the post has no Bangla article.
      inLanguage: text.lang ?? locale,
    },
    langs: { title: title.lang, tag: tag.lang, body: text.lang },
    html: renderMarkdown(text.text),
    minutes: readingMinutes(words),
    older,
    newer,
    publicUrl: server.publicUrl,
  };
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta(args);
  const { post } = args.loaderData;
  return pageMeta(args, {
    title: post.title,
    description: post.description,
    image: articleSocialImage(siteOf(args), post, localeOfPath(args.location.pathname)),
    type: "article",
  });
};

function Neighbour({ post, label }: { post: ArticleLink | null; label: string }) {
  const inPageLanguage = useContentText();
  if (!post) return <div />;
  const title = inPageLanguage(post.title, post.bn.title);
  return (
    <SiteLink
      to={`/blogs/${post.slug}`}
      className="block rounded-xl border border-slate-200 p-4 hover:border-brand-600"
    >
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block font-semibold text-slate-900 wrap-anywhere" lang={title.lang}>
        {title.text}
      </span>
    </SiteLink>
  );
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { post, langs, html, minutes, older, newer, publicUrl } = loaderData;
  const site = useSiteSettings();
  const locale = useLocale();
  const t = articleTexts[locale];
  const trail = [
    { name: t.home, path: localizedPath("/", locale) },
    { name: t.blogs, path: localizedPath("/blogs", locale) },
    { name: post.title, path: localizedPath(`/blogs/${post.slug}`, locale) },
  ];
  return (
    <main id="main" className="py-12 md:py-16">
      <JsonLd data={blogPosting(publicUrl, site, post, locale)} />
      <JsonLd data={breadcrumbList(publicUrl, trail)} />
      <article className="container-page max-w-3xl">
        <nav aria-label={t.breadcrumb} className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-2">
            {trail.slice(0, -1).map((step) => (
              <li key={step.path} className="flex items-center gap-2">
                <SiteLink to={step.path} className="tap-target hover:text-brand-700 hover:underline">
                  {step.name}
                </SiteLink>
                <span aria-hidden="true">›</span>
              </li>
            ))}
            <li aria-current="page" className="min-w-0 truncate" lang={langs.title}>
              {post.title}
            </li>
          </ol>
        </nav>
        <h1
          lang={langs.title}
          className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 wrap-anywhere md:text-5xl"
        >
          {post.title}
        </h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          {post.tag && (
            <span
              lang={langs.tag}
              className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 wrap-anywhere"
            >
              {post.tag}
            </span>
          )}
          <time dateTime={post.createdAt}>{formatCompanyDate(post.createdAt, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{t.minutesRead(localDigits(String(minutes), locale))}</span>
          <span aria-hidden="true">·</span>
          <span className="wrap-anywhere">{t.by(post.authorName ?? site.companyName)}</span>
        </p>
        <img
          src={post.image}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover"
        />
        {/* Safe HTML made on the server from the Markdown (no raw HTML, only checked link targets). */}
        <div className="article-body mt-10" lang={langs.body} dangerouslySetInnerHTML={{ __html: html }} />
        {post.link && (
          <p className="mt-8 text-slate-700">
            {t.furtherReading}{" "}
            <a
              href={post.link}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline wrap-anywhere"
            >
              {new URL(post.link).hostname}
              <span className="sr-only">{t.opensInNewTab}</span>
            </a>
          </p>
        )}
        <aside aria-labelledby="article-cta" className="mt-12 rounded-2xl bg-slate-900 p-6 text-white md:p-8">
          <h2 id="article-cta" className="text-2xl font-bold">
            {t.ctaHeading}
          </h2>
          <p className="mt-2 text-slate-300">{t.ctaLead(site.companyName)}</p>
          <SiteLink to="/contact" className="btn-primary mt-5 bg-white text-brand-800 hover:bg-brand-50">
            {t.contactUs} <ArrowRightIcon size={16} />
          </SiteLink>
        </aside>
        {(older || newer) && (
          <nav aria-label={t.moreArticles} className="mt-10 grid gap-4 sm:grid-cols-2">
            <Neighbour post={older} label={t.previous} />
            <Neighbour post={newer} label={t.next} />
          </nav>
        )}
      </article>
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
