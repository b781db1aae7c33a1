import type { MetaDescriptor } from "react-router";
import { defaultSiteSettings, type PublicSiteSettings } from "../../domain/site-details";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

interface PageMetaOptions {
  title: string;
  description: string;
  noIndex?: boolean;
  /** The query that is part of this page's address (`?page=2`), kept in its canonical URL. */
  search?: string;
  /** An article's own picture for social previews (a site path or an address); the site's otherwise. */
  image?: string;
  /** "article" for a blog post's page. */
  type?: "website" | "article";
}

/** The company's details as the root loader read them (the defaults on an error page without them). */
export function siteOf({ matches }: Pick<MetaArgs, "matches">): PublicSiteSettings {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as { site?: PublicSiteSettings } | undefined)?.site ?? defaultSiteSettings;
}

/** Title, description, canonical URL and Open Graph tags of a page (route meta does not merge, so every page calls this). */
export function pageMeta({ location, matches }: MetaArgs, { title, description, noIndex, search = "", image = "/og-image.png", type = "website" }: PageMetaOptions): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root");
  const publicUrl = ((root?.loaderData ?? root?.data) as { publicUrl?: string } | undefined)?.publicUrl ?? "";
  const { companyName } = siteOf({ matches });
  const url = `${publicUrl}${location.pathname}${search}`;
  const fullTitle = title === companyName ? title : `${title} | ${companyName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: companyName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.startsWith("/") ? `${publicUrl}${image}` : image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The meta of a 404 answer (an unknown address, or a loader that found nothing). */
export const notFoundMeta = (args: MetaArgs) => pageMeta(args, { title: "Page not found", description: "The page you're looking for is floating in space.", noIndex: true });
