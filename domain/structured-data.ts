import type { Blog } from "./content";
import type { PublicSiteSettings } from "./site-details";

/** schema.org objects for JSON-LD (decision 0026): built from the site settings and the content, never typed in by hand. */

const absolute = (publicUrl: string, pathOrUrl: string) => (pathOrUrl.startsWith("/") ? `${publicUrl}${pathOrUrl}` : pathOrUrl);

/** A trail of pages from the home page down, e.g. Home › Blogs › an article. */
export function breadcrumbList(publicUrl: string, trail: ReadonlyArray<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, item: absolute(publicUrl, step.path) })),
  };
}

/** An article on the site, published by the company. */
export function blogPosting(publicUrl: string, site: PublicSiteSettings, post: Blog & { authorName: string; wordCount: number }) {
  const url = `${publicUrl}/blogs/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: absolute(publicUrl, post.image),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.authorName },
    publisher: { "@type": "Organization", name: site.companyName, logo: { "@type": "ImageObject", url: `${publicUrl}/images/logo-mark.svg` } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    wordCount: post.wordCount,
    ...(post.tag ? { keywords: post.tag } : {}),
  };
}
