import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { type RouteEntry, type RouteFacts, routeFacts } from "../../server/route-facts";

/**
 * The site's real route tree, as the server build gives it (path, parent, module with its handle),
 * made from app/routes.ts and the route modules themselves: for tests that run the app without a
 * build but need what the routes say (the page cache's query parameters, the sitemap).
 */
export async function appRouteFacts(): Promise<RouteFacts> {
  const entries: Record<string, RouteEntry> = {};
  const add = async (config: readonly RouteConfigEntry[], parentId?: string) => {
    for (const route of config) {
      const id = route.id ?? route.file;
      entries[id] = {
        path: route.path,
        parentId,
        module: await import(join(import.meta.dirname, "../../app", route.file)),
      };
      await add(route.children ?? [], id);
    }
  };
  await add(routes);
  return routeFacts(entries);
}
