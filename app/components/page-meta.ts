import type { MetaDescriptor } from "react-router";
import { defaultSiteSettings, type PublicSiteSettings } from "#domain/site-details";
import { SOCIAL_IMAGE_SIZE, siteSocialImage, type SocialImage } from "#domain/social-image";
import { englishPath, hasBanglaTwin, LOCALES, localeOfPath, localizedPath, ogLocale } from "#domain/locale";
import { errorPageTexts } from "../i18n/chrome";

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
  /** The picture a shared link to the page shows (an article's own); the site's otherwise. */
  image?: SocialImage;
  /** "article" for a blog post's page. */
  type?: "website" | "article";
}

/** The company's details as the root loader read them (the defaults on an error page without them). */
export function siteOf({ matches }: Pick<MetaArgs, "matches">): PublicSiteSettings {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as { site?: PublicSiteSettings } | undefined)?.site ?? defaultSiteSettings;
}

/**
 * The page in each language (`hreflang`), and English as the default for every other language, on
 * every page that has a Bangla twin (issue 26); a page's canonical address is its own language's.
 */
function languageAlternates(publicUrl: string, pathname: string, search: string): MetaDescriptor[] {
  if (!hasBanglaTwin(englishPath(pathname))) return [];
  const href = (locale: (typeof LOCALES)[number]) => `${publicUrl}${localizedPath(pathname, locale)}${search}`;
  return [
    ...LOCALES.map((locale) => ({ tagName: "link" as const, rel: "alternate", hrefLang: locale, href: href(locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href("en") },
  ];
}

/**
 * Title, description, canonical URL, and the tags of a link preview (Open Graph, and Twitter's
 * large card): the picture with its size and its description. Route meta does not merge, so every
 * page calls this.
 */
export function pageMeta(
  { location, matches }: MetaArgs,
  { title, description, noIndex, search = "", image, type = "website" }: PageMetaOptions,
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root");
  const publicUrl = ((root?.loaderData ?? root?.data) as { publicUrl?: string } | undefined)?.publicUrl ?? "";
  const site = siteOf({ matches });
  const { companyName } = site;
  const url = `${publicUrl}${location.pathname}${search}`;
  const fullTitle = title === companyName ? title : `${title} | ${companyName}`;
  const locale = localeOfPath(location.pathname);
  const picture = image ?? siteSocialImage(site, locale);
  const pictureUrl = `${publicUrl}${picture.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(publicUrl, location.pathname, search),
    { property: "og:type", content: type },
    { property: "og:site_name", content: companyName },
    { property: "og:locale", content: ogLocale(locale) },
    ...(hasBanglaTwin(englishPath(location.pathname))
      ? LOCALES.filter((other) => other !== locale).map((other) => ({
          property: "og:locale:alternate",
          content: ogLocale(other),
        }))
      : []),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: pictureUrl },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: picture.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: pictureUrl },
    { name: "twitter:image:alt", content: picture.alt },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The meta of a 404 answer (an unknown address, or a loader that found nothing). */
export const notFoundMeta = (args: MetaArgs) => {
  const t = errorPageTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.notFoundTitle, description: t.notFoundDescription, noIndex: true });
};
