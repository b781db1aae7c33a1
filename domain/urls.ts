/**
 * The one set of rules for addresses people type into forms. Data is text until proven otherwise:
 * an address reaches an `href` or `src` only when it passes one of these.
 */

/** An http(s) address with a host: never javascript:, data: or anything else a link could run. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A web address typed without its scheme, as people copy it from an address bar or a card
 * ("linkedin.com/in/name", "www.facebook.com/page"), with https:// in front. Anything else — an
 * address with a scheme, a path, text that does not start with a host name — is returned as it is,
 * for `isWebUrl` to judge.
 */
export function withWebScheme(value: string): string {
  return /^[a-z\d-]+(?:\.[a-z\d-]+)+(?:[/?#]|$)/i.test(value) ? `https://${value}` : value;
}

/**
 * A path on this site: one leading "/" followed by a path. Never "//host" or "/\host" (browsers
 * read both as another site), never whitespace, backslashes or control characters.
 */
// eslint-disable-next-line no-control-regex
export const SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

/** Whether `value` is such a path, and one the browser resolves on this site. */
export function isSitePath(value: string): boolean {
  if (!SITE_PATH.test(value)) return false;
  try {
    return new URL(value, "http://site.invalid").host === "site.invalid";
  } catch {
    return false;
  }
}

/** Where an image may come from: a path on this site (shipped or uploaded) or an http(s) address. */
export function isImageSource(value: string): boolean {
  return isSitePath(value) || isWebUrl(value);
}

/** The folders of this site that hold pictures: those shipped with it, and those uploaded (decision 0023). */
const PICTURE_FOLDERS = /^\/(?:images|media)\//;

/**
 * Where a person's photo may come from: an https address, or a picture of this site (a path under
 * /images/ or /media/, also once the browser has resolved any `..` in it). Never plain http, and
 * never another path of this site, which the browser of everyone who sees the photo would request.
 */
export function isProfilePhoto(value: string): boolean {
  if (isWebUrl(value)) return new URL(value).protocol === "https:";
  return (
    isSitePath(value) &&
    PICTURE_FOLDERS.test(value) &&
    PICTURE_FOLDERS.test(new URL(value, "http://site.invalid").pathname)
  );
}

/**
 * Whether a page's address carries a secret: the token of a password reset link. Such a page loads
 * no third-party script (no chat), sends no Referer, and takes the secret out of the address bar
 * once it has read it (decision 0032). Any spelling of the path React Router answers.
 */
export function holdsSecretInAddress(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, "") === "/reset-password";
}

/** The video id of an embed URL (e.g. to tell videos apart before any of them loads). */
export function youtubeVideoId(embedUrl: string): string | null {
  return /\/embed\/([\w-]{11})(?:[?#]|$)/.exec(embedUrl)?.[1] ?? null;
}

/** The redirect URI to register with Google for this site (Better Auth's `GET /api/auth/callback/google`). */
export function googleRedirectUri(publicUrl: string): string {
  return `${publicUrl}/api/auth/callback/google`;
}
