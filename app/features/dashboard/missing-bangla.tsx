import { useId } from "react";
import type { BanglaContentKind, MissingBangla } from "#domain/content";
import { SiteLink } from "../../components/site-link";

/** Where each kind is listed, and what one of it is called. */
const KINDS: Record<BanglaContentKind, { list: string; one: string }> = {
  blogs: { list: "/dashboard/allBlogs", one: "Blog" },
  reviews: { list: "/dashboard/allReviews", one: "Review" },
  reviewVideos: { list: "/dashboard/allReviewVideos", one: "Review video" },
  team: { list: "/dashboard/allMembers", one: "Team member" },
};

/**
 * The overview's list of items without Bangla (issue 43 item 6): the Bangla pages show them in
 * English until an admin adds it. Each links to its list, searched for it, where Edit adds it.
 */
export function MissingBanglaList({ items, total, more }: { items: MissingBangla[]; total: number; more: boolean }) {
  const headingId = useId();
  if (total === 0) return null;
  const count = `${more ? "More than " : ""}${total.toLocaleString("en")}`;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Shown in English on the Bangla pages
      </h2>
      <p className="mt-1 text-slate-700">
        {count} {total === 1 && !more ? "item has" : "items have"} no Bangla for some texts. Open one and add its Bangla
        with Edit.
      </p>
      <ul className="mt-2 divide-y divide-amber-200">
        {items.map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5"
          >
            <SiteLink
              to={`${KINDS[item.kind].list}?q=${encodeURIComponent(item.name)}`}
              className="inline-flex min-h-11 min-w-0 max-w-full items-center font-semibold wrap-anywhere text-brand-700 underline hover:text-brand-800"
            >
              {item.name}
            </SiteLink>
            <span className="text-sm text-slate-700">
              {KINDS[item.kind].one} · no Bangla: {item.fields.join(", ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
