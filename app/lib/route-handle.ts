/**
 * What a route says about itself in `export const handle`. The page reads it (hydration:
 * app/lib/hydration.ts), and the server reads it from the route tree (server/route-facts.ts): which
 * query parameters change the page — the page cache keeps only those in its key, and every other one
 * is dropped before the page renders — and whether the page is listed in the sitemap.
 */
export interface RouteHandle {
  /** React hydrates this page and every page under it (decision 0027). */
  hydrate?: true;
  /** The query parameters the page reads. A page that starts reading one must list it here. */
  queryParams?: readonly string[];
  /** Listed in the sitemap (a page whose address has no parameter). */
  sitemap?: true;
}
