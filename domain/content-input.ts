import { type TextFieldOptions, type TextForm, textField } from "./text-field";
import { IMAGE_SOURCE, WEB_LINK } from "./text-forms";
import { z } from "./zod";
import { withWebScheme } from "./urls";

/**
 * What admins send to create or change content (spec §3, §5). One schema per entity, used by the
 * dashboard forms and by the API. `email` and dates are never taken from the request.
 */

/** A field's lines, and its form with the message for a value not of it. */
type FieldOptions = Pick<TextFieldOptions, "lines" | "form" | "notForm">;

/** A required text field (decision 0032's rule for its characters; `lines: "many"` for a textarea). */
export const text = (label: string, max: number, options: FieldOptions = {}) =>
  textField(label, { ...options, notText: `${label} is required`, required: `${label} is required`, max });

/** A text field that may be left empty (then ""), under the same rule. */
export const optionalText = (label: string, max: number, options: FieldOptions = {}) =>
  textField(label, { ...options, max })
    .optional()
    .default("");

/**
 * Beyond the spec (issue 26 item 5): an item's optional Bangla texts, `bn: { … }` as the API's
 * answers carry them. Each text is checked like its English twin but may be empty ("" clears it);
 * a text left out (or `bn` left out) keeps what is stored, so a client that knows no Bangla erases none.
 */
const banglaText = (label: string, max: number, options: Pick<TextFieldOptions, "lines"> = {}) =>
  textField(`${label} in Bangla`, { ...options, max });
const banglaTexts = <Shape extends Record<string, ReturnType<typeof banglaText>>>(shape: Shape) =>
  z
    .object(shape)
    .partial()
    .optional()
    .describe("Beyond the spec: the item's texts in Bangla; each may be empty, one left out is kept as stored");

/** An image: a path on this site (e.g. /images/…) or an http(s) address; never //host, javascript: or data:. */
const imageSource = (label: string) =>
  text(label, 2048, {
    form: IMAGE_SOURCE,
    notForm: `${label} must be a web address starting with http:// or https://, or a path on this site starting with /`,
  });
/** An optional link (social profiles, a blog's external link); one pasted without https:// gets it. */
export const optionalWebUrl = (label: string) =>
  optionalText(label, 2048, {
    form: WEB_LINK,
    notForm: `${label} must be a web address starting with http:// or https://`,
  }).transform(withWebScheme);

export const SLUG_MESSAGE =
  "Address must be lower-case letters and digits joined by single hyphens, like our-first-post";
/** An article's own address (domain/slugs.ts): lower-case letters (or letters without case) and digits, joined by single hyphens. */
const WORD = String.raw`[\p{Ll}\p{Lm}\p{Lo}\p{Nd}\p{No}]+`;
const SLUG: TextForm = { pattern: new RegExp(`^${WORD}(?:-${WORD})*$`, "u"), examples: ["our-first-post"] };

/** The longest article a post may have, in characters, in each language. */
export const ARTICLE_MAX_CHARS = 50_000;

/**
 * Spec §5 blog: title, description and image required; tag and link optional. Beyond the spec
 * (decision 0026): an optional article body in Markdown (then the post has its own page) and its
 * address (empty: made from the title; kept when the title changes).
 */
export const blogInputSchema = z.object({
  title: text("Title", 200),
  description: text("Description", 5000, { lines: "many" }),
  image: imageSource("Image URL"),
  tag: optionalText("Tag", 50),
  link: optionalWebUrl("External link"),
  body: optionalText("Article", ARTICLE_MAX_CHARS, { lines: "many" }),
  slug: optionalText("Address", 80, { form: SLUG, notForm: SLUG_MESSAGE }),
  bn: banglaTexts({
    title: banglaText("Title", 200),
    description: banglaText("Description", 5000, { lines: "many" }),
    tag: banglaText("Tag", 50),
    body: banglaText("Article", ARTICLE_MAX_CHARS, { lines: "many" }),
  }),
});
/** POST /api/markdown-preview: an article's Markdown to see as the article page will show it. */
export const markdownPreviewSchema = z.object({
  markdown: textField("Article", { lines: "many", max: ARTICLE_MAX_CHARS }),
});

/** What a blog write takes (tag, link, body and slug may be left out). */
export type BlogInput = z.input<typeof blogInputSchema>;

/** Spec §5 review: name, role, image, logo and feedback all required. */
export const reviewInputSchema = z.object({
  name: text("Name", 100),
  role: text("Position", 120),
  image: imageSource("Client image URL"),
  logo: imageSource("Company logo URL"),
  feedback: text("Feedback", 1000, { lines: "many" }),
  bn: banglaTexts({ role: banglaText("Position", 120), feedback: banglaText("Feedback", 1000, { lines: "many" }) }),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);

/** A start time as YouTube links write it ("90", "90s", "1m30s", "1h2m3s"), in seconds. */
function startSeconds(value: string | null): number | undefined {
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!match) return undefined;
  const [, hours = "0", minutes = "0", secs = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) || undefined;
}

/**
 * The embed URL of a YouTube video link as people paste it: the embed URL itself (spec §2),
 * youtu.be/ID, youtube.com/watch?v=ID (www., m., other parameters), youtube.com/shorts/ID or
 * /live/ID, with or without https://. Keeps a start time (t= or start=) and the privacy-enhanced
 * youtube-nocookie.com host; drops everything else (tracking, playlists). Null for anything else.
 */
export function youtubeEmbedUrl(link: string): string | null {
  const text = link.trim();
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be" && path.length === 1) id = path[0];
  else if (YOUTUBE_HOSTS.has(host) && path.length === 1 && path[0] === "watch") id = url.searchParams.get("v");
  else if (
    (YOUTUBE_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host)) &&
    path.length === 2 &&
    ["embed", "shorts", "live"].includes(path[0]!)
  )
    id = path[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const origin = NOCOOKIE_HOSTS.has(host) ? "https://www.youtube-nocookie.com" : "https://www.youtube.com";
  const start = startSeconds(url.searchParams.get("start") ?? url.searchParams.get("t"));
  return `${origin}/embed/${id}${start ? `?start=${start}` : ""}`;
}

// In ./urls (no zod) for the pages' video facades; kept importable from here.
export { youtubeVideoId } from "./urls";

export const VIDEO_URL_MESSAGE =
  "Paste a YouTube video link, like https://youtu.be/VIDEO_ID or https://www.youtube.com/embed/VIDEO_ID";

const VIDEO_ID = String.raw`[\w-]{11}`;
/** After the video's id: a query (a start time) and, after any of the forms, a fragment. */
const AFTER_ID = String.raw`/?(?:\?[^#\s]*)?`;
/**
 * A YouTube video link as `youtubeEmbedUrl` reads it. The document's pattern names its forms in
 * lower case with `v` the first parameter of a watch link; the server also takes the scheme or
 * host in capitals and `v` after other parameters (domain/text-field.test.ts lists them).
 */
const YOUTUBE_LINK: TextForm = {
  pattern: new RegExp(
    String.raw`^(?:https?://)?(?:(?:www\.|m\.)?youtube\.com/(?:watch\?v=${VIDEO_ID}(?:&[^#\s]*)?|(?:embed|shorts|live)/${VIDEO_ID}${AFTER_ID})|youtu\.be/${VIDEO_ID}${AFTER_ID}|(?:www\.)?youtube-nocookie\.com/(?:embed|shorts|live)/${VIDEO_ID}${AFTER_ID})(?:#\S*)?$`,
  ),
  accepts: (link) => youtubeEmbedUrl(link) !== null,
  examples: ["https://youtu.be/abcdefghijk", "https://www.youtube.com/watch?v=abcdefghijk"],
};

/** A required YouTube video link (spec §2: the hero's, a review video's), stored as its embed URL. */
export const youtubeLink = (label: string, max: number) =>
  text(label, max, { form: YOUTUBE_LINK, notForm: VIDEO_URL_MESSAGE }).transform((link) => youtubeEmbedUrl(link)!);

/** Spec §5 video: title and videoUrl required; any YouTube video link is stored as its embed URL. */
export const reviewVideoInputSchema = z.object({
  title: text("Video title", 200),
  videoUrl: youtubeLink("YouTube video link", 300),
  bn: banglaTexts({ title: banglaText("Title", 200) }),
});
export type ReviewVideoInput = z.infer<typeof reviewVideoInputSchema>;

/** Spec §5 team member (text fields; the image file is checked separately). Social URLs optional. */
export const teamMemberInputSchema = z.object({
  name: text("Full name", 100),
  position: text("Position", 120),
  facebook: optionalWebUrl("Facebook URL"),
  github: optionalWebUrl("GitHub URL"),
  linkedin: optionalWebUrl("LinkedIn URL"),
  bn: banglaTexts({ position: banglaText("Position", 120) }),
});
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

/** A client logo's text (the picture is an uploaded file, checked separately like a team photo). */
export const clientLogoInputSchema = z.object({ name: text("Company name", 100) });
export type ClientLogoInput = z.infer<typeof clientLogoInputSchema>;

/**
 * What the dashboard posts for a team member or client logo (decision 0044): its texts, and in
 * `image` its picture, uploaded first (POST /api/media), by the path the upload answered — required
 * to add; left out, an edit keeps the picture. Read as the texts and the picture apart, as the
 * service takes them; whether the path is an image we store, the server checks.
 */
const pictureApart = <Posted extends { image?: string }>({
  image,
  ...texts
}: Posted): { texts: Omit<Posted, "image">; picture: Posted["image"] } => ({ texts, picture: image });
const profileImage = imageSource("Profile image");
const logoImage = imageSource("Logo image");
export const teamMemberPostSchemas = {
  create: teamMemberInputSchema.extend({ image: profileImage }).transform(pictureApart),
  update: teamMemberInputSchema.extend({ image: profileImage.optional() }).transform(pictureApart),
};
export const clientLogoPostSchemas = {
  create: clientLogoInputSchema.extend({ image: logoImage }).transform(pictureApart),
  update: clientLogoInputSchema.extend({ image: logoImage.optional() }).transform(pictureApart),
};

/** POST /api/client-logos/:id/move: one place earlier ("up") or later ("down") in the carousel. */
export const logoMoveSchema = z.object({ direction: z.enum(["up", "down"], 'Direction must be "up" or "down"') });
export type LogoMove = z.infer<typeof logoMoveSchema>;

/** Upload limits of the team photo. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

/** Why a chosen file cannot be uploaded as an image, or null (the server decodes it to be sure). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return "Choose a JPEG, PNG, WebP, GIF or AVIF image";
  if (file.size > MAX_IMAGE_BYTES) return `The image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  return null;
}
