import { z } from "./zod";

/** Spec §3 shapes as the API returns them: `_id` is a string, field names are the spec's. */

export interface Blog {
  _id: string;
  title: string;
  description: string;
  image: string;
  tag: string;
  link: string | null;
  email: string;
  createdAt: string;
}

export interface Review {
  _id: string;
  name: string;
  /** The reviewer's position, e.g. "CEO of Brand". */
  role: string;
  image: string;
  logo: string;
  feedback: string;
  email: string;
}

export interface ReviewVideo {
  _id: string;
  title: string;
  /** A YouTube embed URL. */
  videoUrl: string;
  email: string;
}

export interface TeamMember {
  _id: string;
  name: string;
  position: string;
  /** Server-relative image path, e.g. "/media/3f2c….webp". */
  image: string;
  facebook: string;
  github: string;
  linkedin: string;
  email: string;
}

export const MAX_LIST_LIMIT = 100;

/** Query of every list endpoint: `?limit=N` (optional) returns the newest N. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_LIST_LIMIT, `limit must be at most ${MAX_LIST_LIMIT}`)
    .optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;
