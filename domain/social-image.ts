import type { Blog } from "./content";
import { placeName, type PublicSiteSettings } from "./site-details";

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

export const siteSocialImage = (site: Pick<PublicSiteSettings, "companyName" | "area" | "city">): SocialImage => ({
  path: SITE_SOCIAL_IMAGE,
  alt: `${site.companyName}: IT services in ${placeName(site)}`,
});

/** Pictures the server makes an article's preview from: files shipped with the site and uploads, never another site's (it could be pointed anywhere). */
export const isSitePicture = (image: string) => image.startsWith("/images/") || image.startsWith("/media/");

/** An article's preview: its picture, cropped by the server (server/social-image.ts); the site's when the picture is on another site. */
export function articleSocialImage(
  site: Parameters<typeof siteSocialImage>[0],
  post: Pick<Blog, "slug" | "image" | "title">,
): SocialImage {
  return isSitePicture(post.image)
    ? { path: `/blogs/${post.slug}/social.jpg`, alt: `Picture for the article “${post.title}”` }
    : siteSocialImage(site);
}
