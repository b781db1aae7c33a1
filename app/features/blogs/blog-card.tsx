import { SiteLink } from "../../components/site-link";
import type { Blog } from "#domain/content";
import { formatCompanyDate } from "#domain/dates";
import { ArrowRightIcon } from "../../components/icons";
import { imageLoading } from "../../components/image-priority";
import type { Translations } from "#domain/locale";
import { useContentText, useLocale } from "../../lib/locale";

/** The card's own words (the spec's "Learn more" on English pages). */
const blogCardTexts: Translations<{
  learnMore: string;
  about: (title: string) => string;
  aboutInNewTab: (title: string) => string;
}> = {
  en: {
    learnMore: "Learn more",
    about: (title) => ` about ${title}`,
    aboutInNewTab: (title) => ` about ${title} (opens in a new tab)`,
  },
  bn: {
    learnMore: "আরও পড়ুন",
    about: (title) => `: ${title}`,
    aboutInNewTab: (title) => `: ${title} (নতুন ট্যাবে খুলবে)`,
  },
};

type CardOptions = {
  /** The title's level: 3 under a page's section heading, 2 on /blogs where the grid follows the h1. */
  headingLevel?: 2 | 3;
  /** The first picture of /blogs is what a phone shows first: fetched at once, not lazily. */
  priority?: boolean;
};

const learnMoreClass = "tap-target mt-2 gap-1 self-start font-semibold text-brand-700 hover:underline";

/**
 * Spec §2 blog card; "Learn more" opens the post's article on the site when it has one, else its
 * external link. On phones the picture sits beside the text (issue 22: a shorter home page).
 */
export function BlogCard({ blog, headingLevel = 3, priority = false }: { blog: Blog } & CardOptions) {
  const Title = `h${headingLevel}` as const;
  const locale = useLocale();
  const t = blogCardTexts[locale];
  // The post in the page's language; English (marked so) where it has no Bangla.
  const inPageLanguage = useContentText();
  const title = inPageLanguage(blog.title, blog.bn.title);
  const description = inPageLanguage(blog.description, blog.bn.description);
  const tag = inPageLanguage(blog.tag, blog.bn.tag);
  return (
    <article className="flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-col">
      <img
        src={blog.image}
        alt=""
        width={640}
        height={360}
        {...imageLoading(priority)}
        decoding="async"
        className="w-28 shrink-0 bg-slate-100 object-cover sm:aspect-video sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:gap-x-3">
          {tag.text && (
            <span
              lang={tag.lang}
              className="max-w-full rounded-full bg-brand-50 px-2.5 py-0.5 font-medium sm:px-3 sm:py-1 text-brand-800 wrap-anywhere"
            >
              {tag.text}
            </span>
          )}
          <time dateTime={blog.createdAt} className="text-slate-600">
            {formatCompanyDate(blog.createdAt, locale)}
          </time>
        </div>
        <Title
          lang={title.lang}
          className="mt-2 text-base font-semibold leading-snug text-slate-900 wrap-anywhere sm:mt-3 sm:text-xl"
        >
          {title.text}
        </Title>
        {/* The box grows with its row, not the clamped text (else a taller neighbour shows one line more). */}
        <div className="flex-1">
          <p
            lang={description.lang}
            className="mt-1 line-clamp-2 text-sm text-slate-600 wrap-anywhere sm:mt-2 sm:line-clamp-3 sm:text-base"
          >
            {description.text}
          </p>
        </div>
        {blog.hasArticle ? (
          <SiteLink to={`/blogs/${blog.slug}`} className={learnMoreClass}>
            {t.learnMore}
            <span className="sr-only">{t.about(title.text)}</span>
            <ArrowRightIcon size={16} />
          </SiteLink>
        ) : (
          blog.link && (
            <a href={blog.link} target="_blank" rel="noopener noreferrer" className={learnMoreClass}>
              {t.learnMore}
              <span className="sr-only">{t.aboutInNewTab(title.text)}</span>
              <ArrowRightIcon size={16} />
            </a>
          )
        )}
      </div>
    </article>
  );
}

export function BlogGrid({
  blogs,
  headingLevel,
  priority = false,
}: {
  blogs: readonly Blog[];
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog, index) => (
        <li key={blog._id} className="min-w-0">
          <BlogCard blog={blog} headingLevel={headingLevel} priority={priority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
