import type { BlogInput } from "#domain/content-input";
import { slugify, uniqueSlug } from "#domain/slugs";
import type { Database } from "../db/schema";
import { NotFoundError } from "./not-found";

/** An address asked for that another post has (or had: its old addresses redirect to it). */
export class SlugTakenError extends Error {
  constructor() {
    super("Another post already uses this address");
  }
}

/**
 * Every address in use starting with `base`: current ones and old ones that redirect. A slug holds
 * only letters, digits and "-" (domain/slugs.ts), so it needs no escaping in a LIKE pattern.
 */
async function addressesLike(trx: Database, base: string): Promise<Map<string, number>> {
  const pattern = `${base}%`;
  const [current, old] = await Promise.all([
    trx.selectFrom("blogs").select(["slug", "id as blog_id"]).where("slug", "like", pattern).execute(),
    trx.selectFrom("blog_slugs").select(["slug", "blog_id"]).where("slug", "like", pattern).execute(),
  ]);
  return new Map([...current, ...old].map((row) => [row.slug, Number(row.blog_id)]));
}

/** A new post's address: the one asked for (refused if taken), or its title's, made unique (-2, -3…). */
export async function slugForNewBlog(trx: Database, input: BlogInput): Promise<{ slug: string }> {
  if (input.slug) {
    if ((await addressesLike(trx, input.slug)).has(input.slug)) throw new SlugTakenError();
    return { slug: input.slug };
  }
  const base = slugify(input.title);
  return { slug: uniqueSlug(base, new Set((await addressesLike(trx, base)).keys())) };
}

/**
 * A changed post keeps its address unless a different one is asked for; then the old one is kept
 * to redirect, and an old address of this same post may be taken back.
 */
export async function changeBlogSlug(trx: Database, id: number, input: BlogInput): Promise<{ slug?: string }> {
  const current = await trx.selectFrom("blogs").select("slug").where("id", "=", id).executeTakeFirst();
  if (!current) throw new NotFoundError();
  if (!input.slug || input.slug === current.slug) return {};
  const owner = (await addressesLike(trx, input.slug)).get(input.slug);
  if (owner !== undefined && owner !== id) throw new SlugTakenError();
  await trx.deleteFrom("blog_slugs").where("slug", "=", input.slug).execute();
  await trx.insertInto("blog_slugs").values({ slug: current.slug, blog_id: id }).execute();
  return { slug: input.slug };
}
