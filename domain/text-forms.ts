import type { TextForm } from "./text-field";
import { isImageSource, isProfilePhoto, isWebUrl, SITE_PATH, withWebScheme } from "./urls";
import { z } from "./zod";

/**
 * The forms of the addresses people type into text fields (`textField`'s `form`): the pattern the
 * OpenAPI document states, and the server's check, which also parses the address as a browser
 * would (domain/urls.ts). domain/text-field.test.ts holds each pattern to its check on samples.
 */

/** An http(s) address: the scheme in any case, a host, then a path, query or fragment. */
const WEB = String.raw`[hH][tT][tT][pP][sS]?://[^\s/?#\\]+(?:[/?#][^\s\\]*)?`;
/** A pattern of the whole value, checked together with `parses`. */
const form = (pattern: RegExp, parses: (value: string) => boolean, rest: Omit<TextForm, "pattern" | "accepts">) => ({
  pattern,
  accepts: (value: string) => pattern.test(value) && parses(value),
  ...rest,
});

/** An e-mail address as zod's `z.email()` takes it. */
export const EMAIL: TextForm = { pattern: z.regexes.email, format: "email", examples: ["name@company.com"] };

/** An http:// or https:// address. */
export const WEB_ADDRESS = form(new RegExp(`^${WEB}$`), isWebUrl, {
  format: "uri",
  examples: ["https://www.example.com/page"],
});

/** An https:// address (scripts the site loads). */
export const HTTPS_ADDRESS = form(/^https:\/\/[^\s/?#\\]+(?:[/?#][^\s\\]*)?$/, isWebUrl, {
  format: "uri",
  examples: ["https://embed.example.com/widget.js"],
});

/** A link people paste, with or without its https:// ("linkedin.com/in/name" gets it: `withWebScheme`). */
export const WEB_LINK = form(
  new RegExp(String.raw`^(?:${WEB}|[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)+(?:[/?#][^\s\\]*)?)$`),
  (value) => isWebUrl(withWebScheme(value)),
  { format: "uri-reference", examples: ["https://www.linkedin.com/company/example"] },
);

/** A picture: a path on this site or an http(s) address. */
export const IMAGE_SOURCE = form(new RegExp(`^(?:${SITE_PATH.source.slice(1, -1)}|${WEB})$`), isImageSource, {
  format: "uri-reference",
  examples: ["https://www.example.com/picture.png"],
});

/**
 * A person's photo: an https address, or a picture of this site under /images/ or /media/ whose
 * path no `..` segment (written with dots or as %2e) leads out of them.
 */
export const PROFILE_PHOTO = form(
  new RegExp(
    String.raw`^(?:[hH][tT][tT][pP][sS]://[^\s/?#\\]+(?:[/?#][^\s\\]*)?|(?![^?#]*/(?:\.|%2[eE]){2}(?:[/?#]|\s*$))/(?:images|media)/[^\s\\]*)$`,
  ),
  isProfilePhoto,
  { format: "uri-reference", examples: ["https://www.example.com/photo.png", "/images/placeholder-avatar.svg"] },
);
