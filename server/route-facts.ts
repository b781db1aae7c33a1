import type { RouteHandle } from "../app/lib/route-handle";

/** A route as React Router's server build lists it (`build.routes`): enough to know its address and its handle. */
export interface RouteEntry {
  path?: string;
  parentId?: string;
  module: { handle?: unknown };
}

/** What the server needs from the routes' own `handle`s (app/lib/route-handle.ts). */
export interface RouteFacts {
  /** The query parameters each page reads, by the page's address. */
  pageQueryParams: Record<string, readonly string[]>;
  /** The pages listed in the sitemap, in the order of the route tree. */
  sitemapPaths: string[];
}

/** Reads every route's handle from the route tree, with the route's full address. */
export function routeFacts(routes: Readonly<Record<string, RouteEntry | undefined>>): RouteFacts {
  const segments = (id: string): string[] => {
    const route = routes[id];
    if (!route) return [];
    return [...(route.parentId ? segments(route.parentId) : []), ...(route.path ? [route.path] : [])];
  };
  const facts: RouteFacts = { pageQueryParams: {}, sitemapPaths: [] };
  for (const [id, route] of Object.entries(routes)) {
    const handle = route?.module.handle as RouteHandle | undefined;
    if (!handle) continue;
    const path = `/${segments(id).join("/")}`;
    if (handle.queryParams) facts.pageQueryParams[path] = handle.queryParams;
    if (handle.sitemap) facts.sitemapPaths.push(path);
  }
  return facts;
}
