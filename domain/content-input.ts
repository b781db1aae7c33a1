import { z } from "./zod";
import { isImageSource, isWebUrl } from "./urls";

/**
 * What admins send to create or change content (spec §3, §5). One schema per entity, used by the
 * dashboard forms and by the API. `email` and dates are never taken from the request.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), `${label} contains invisible control characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default("");

/** An image: a path on this site (e.g. /images/…) or an http(s) address; never //host, javascript: or data:. */
const imageSource = (label: string) =>
  text(label, 2048).refine(isImageSource, `${label} must be a web address starting with http:// or https://, or a path on this site starting with /`);
const optionalWebUrl = (label: string) =>
  optionalText(label, 2048).refine((v) => v === "" || isWebUrl(v), `${label} must be a web address starting with http:// or https://`);

/** Spec §5 blog: title, description and image required; tag and link optional. */
export const blogInputSchema = z.object({
  title: text("Title", 200),
  description: text("Description", 5000),
  image: imageSource("Image URL"),
  tag: optionalText("Tag", 50),
  link: optionalWebUrl("External link"),
});
export type BlogInput = z.infer<typeof blogInputSchema>;

/** Spec §5 review: name, role, image, logo and feedback all required. */
export const reviewInputSchema = z.object({
  name: text("Name", 100),
  role: text("Position", 120),
  image: imageSource("Client image URL"),
  logo: imageSource("Company logo URL"),
  feedback: text("Feedback", 1000),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

const YOUTUBE_EMBED = /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]{11}(\?[\w=&%.-]*)?$/;

/** Spec §5 video: title and videoUrl required; the URL must be a YouTube embed URL. */
export const reviewVideoInputSchema = z.object({
  title: text("Video title", 200),
  videoUrl: text("YouTube embed URL", 300).refine(
    (v) => YOUTUBE_EMBED.test(v),
    "Use a YouTube embed URL, like https://www.youtube.com/embed/VIDEO_ID",
  ),
});
export type ReviewVideoInput = z.infer<typeof reviewVideoInputSchema>;

/** Spec §5 team member (text fields; the image file is checked separately). Social URLs optional. */
export const teamMemberInputSchema = z.object({
  name: text("Full name", 100),
  position: text("Position", 120),
  facebook: optionalWebUrl("Facebook URL"),
  github: optionalWebUrl("GitHub URL"),
  linkedin: optionalWebUrl("LinkedIn URL"),
});
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

/** Upload limits of the team photo. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
