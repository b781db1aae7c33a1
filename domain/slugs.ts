/**
 * An article's address on the site (`/blogs/<slug>`): the title in lower case, letters and digits
 * joined by single hyphens, at most 80 characters; "article" when the title has neither.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{Letter}\p{Number}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "article";
}

/** `base`, or `base-2`, `base-3`… — the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether `value` could be a slug (what `/blogs/<slug>` accepts before asking the database). */
export const isSlug = (value: string) =>
  /^[\p{Letter}\p{Number}]+(?:-[\p{Letter}\p{Number}]+)*$/u.test(value) && value.length <= 90;
