import type { Blog } from "./content";
import { type Locale, withBanglaEnding } from "./locale";
import { placeNameIn, type PublicSiteSettings } from "./site-details";

/**
 * Link previews (Open Graph and Twitter cards; decisions 0026 and 0036): the picture a shared link
 * to a page shows, its size, and its description for people who cannot see it.
 */

/** The size social networks show a large preview at; every preview picture is made at this size. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

/** The site's own preview picture, drawn by the server from the settings (server/social-image.ts): the company's initial, name and place. */
export const SITE_SOCIAL_IMAGE = "/og-image.png";

export interface SocialImage {
  /** A path on the site. */
  path: string;
  /** What the picture shows. */
  alt: string;
}

/** What the pictures show, said in the page's language (the Bangla in docs/bangla-glossary.md's words). */
const PICTURE_TEXTS = {
  en: {
    site: (companyName: string, place: string) => `${companyName}: IT services in ${place}`,
    article: (title: string) => `Picture for the article “${title}”`,
  },
  bn: {
    site: (companyName: string, place: string) => `${companyName}: ${withBanglaEnding(place, "genitive")} আইটি সেবা`,
    article: (title: string) => `“${title}” আর্টিকেলের ছবি`,
  },
} satisfies Record<Locale, unknown>;

/** The site's picture, described on a page in `locale` (on a Bangla page, with the settings' Bangla place when written). */
export const siteSocialImage = (
  site: Pick<PublicSiteSettings, "companyName" | "area" | "city" | "bn">,
  locale: Locale,
): SocialImage => ({
  path: SITE_SOCIAL_IMAGE,
  alt: PICTURE_TEXTS[locale].site(site.companyName, placeNameIn(site, locale)),
});

/** Pictures the server makes an article's preview from: files shipped with the site and uploads, never another site's (it could be pointed anywhere). */
export const isSitePicture = (image: string) => image.startsWith("/images/") || image.startsWith("/media/");

/**
 * An article's preview: its picture, cropped by the server (server/social-image.ts); the site's when
 * the picture is on another site. `post.title` is the one the page in `locale` shows.
 */
export function articleSocialImage(
  site: Parameters<typeof siteSocialImage>[0],
  post: Pick<Blog, "slug" | "image" | "title">,
  locale: Locale,
): SocialImage {
  return isSitePicture(post.image)
    ? { path: `/blogs/${post.slug}/social.jpg`, alt: PICTURE_TEXTS[locale].article(post.title) }
    : siteSocialImage(site, locale);
}
