import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../domain/site-config";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

interface PageMetaOptions {
  title: string;
  description: string;
  noIndex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags of a page (route meta does not merge, so every page calls this). */
export function pageMeta({ location, matches }: MetaArgs, { title, description, noIndex }: PageMetaOptions): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root");
  const publicUrl = ((root?.loaderData ?? root?.data) as { publicUrl?: string } | undefined)?.publicUrl ?? "";
  const url = `${publicUrl}${location.pathname}`;
  const fullTitle = title === siteConfig.companyName ? title : `${title} | ${siteConfig.companyName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.companyName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${publicUrl}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
