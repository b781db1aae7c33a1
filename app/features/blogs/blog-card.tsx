import { SiteLink } from "../../components/site-link";
import type { Blog } from "../../../domain/content";
import { formatCompanyDate } from "../../../domain/dates";
import { ArrowRightIcon } from "../../components/icons";
import { imageLoading } from "../../components/image-priority";

type CardOptions = {
  /** The title's level: 3 under a page's section heading, 2 on /blogs where the grid follows the h1. */
  headingLevel?: 2 | 3;
  /** The first picture of /blogs is what a phone shows first: fetched at once, not lazily. */
  priority?: boolean;
};

const learnMoreClass = "tap-target mt-2 gap-1 self-start font-semibold text-brand-700 hover:underline";

/** Spec §2 blog card; "Learn more" opens the post's article on the site when it has one, else its external link. */
export function BlogCard({ blog, headingLevel = 3, priority = false }: { blog: Blog } & CardOptions) {
  const Title = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img src={blog.image} alt="" width={640} height={360} {...imageLoading(priority)} decoding="async" className="aspect-video w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {blog.tag && <span className="max-w-full rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 wrap-anywhere">{blog.tag}</span>}
          <time dateTime={blog.createdAt} className="text-slate-600">
            {formatCompanyDate(blog.createdAt)}
          </time>
        </div>
        <Title className="mt-3 text-xl font-semibold text-slate-900 wrap-anywhere">{blog.title}</Title>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-600 wrap-anywhere">{blog.description}</p>
        {blog.hasArticle ? (
          <SiteLink to={`/blogs/${blog.slug}`} className={learnMoreClass}>
            Learn more<span className="sr-only"> about {blog.title}</span>
            <ArrowRightIcon size={16} />
          </SiteLink>
        ) : (
          blog.link && (
            <a href={blog.link} target="_blank" rel="noopener noreferrer" className={learnMoreClass}>
              Learn more<span className="sr-only"> about {blog.title} (opens in a new tab)</span>
              <ArrowRightIcon size={16} />
            </a>
          )
        )}
      </div>
    </article>
  );
}

export function BlogGrid({ blogs, headingLevel, priority = false }: { blogs: readonly Blog[]; headingLevel?: 2 | 3; priority?: boolean }) {
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
