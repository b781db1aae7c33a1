import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createStaticHandler,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
} from "react-router";
import routes from "../../app/routes";
import type { SiteLoadContext } from "#server/load-context";
import { serverContext } from "#server/load-context";
import { type RouteEntry, type RouteFacts, routeFacts } from "#server/route-facts";

interface RouteModule {
  handle?: unknown;
  loader?: RouteObject["loader"];
  action?: RouteObject["action"];
  default?: unknown;
}

/** A route of app/routes.ts with its module, and its children. */
interface AppRoute {
  id: string;
  path?: string;
  index?: boolean;
  module: RouteModule;
  children: AppRoute[];
}

/** The site's route tree (app/routes.ts) with each route's module imported. */
async function appRoutes(config: readonly RouteConfigEntry[] = routes): Promise<AppRoute[]> {
  return Promise.all(
    config.map(async (route) => ({
      id: route.id ?? route.file,
      path: route.path,
      index: route.index,
      module: (await import(join(import.meta.dirname, "../../app", route.file))) as RouteModule,
      children: await appRoutes(route.children ?? []),
    })),
  );
}

/**
 * The site's real route tree, as the server build gives it (path, parent, module with its handle),
 * made from app/routes.ts and the route modules themselves: for tests that run the app without a
 * build but need what the routes say (the page cache's query parameters, the sitemap).
 */
export async function appRouteFacts(): Promise<RouteFacts> {
  const entries: Record<string, RouteEntry> = {};
  const add = (tree: AppRoute[], parentId?: string) => {
    for (const route of tree) {
      entries[route.id] = { path: route.path, parentId, module: route.module };
      add(route.children, route.id);
    }
  };
  add(await appRoutes());
  return routeFacts(entries);
}

/**
 * A stand-in for the server's page renderer (`renderPage`) that runs the site's real routes — the
 * root's, the layouts' and the page's loaders, a post's action — with React Router's own handler and
 * the context the app gives each page request, and answers their data as JSON instead of HTML: the
 * page route's `loaderData` (and `actionData` after a post), with the status the page would have.
 * A redirect is answered as such; a resource route (no component, like the CSV export) answers its
 * own response; an error a loader throws is its status (a 500 for an exception, `error` its message).
 */
export async function pageDataRenderer() {
  const toObject = (route: AppRoute): RouteObject =>
    ({
      id: route.id,
      path: route.path,
      index: route.index,
      loader: route.module.loader,
      action: route.module.action,
      handle: { resource: !route.module.default },
      children: route.index ? undefined : route.children.map(toObject),
    }) as RouteObject;
  const root = (await import("../../app/root")) as RouteModule;
  const tree: RouteObject[] = [
    { id: "root", path: "", loader: root.loader, children: (await appRoutes()).map(toObject) },
  ];
  const handler = createStaticHandler(tree);
  const failure = (error: unknown) =>
    isRouteErrorResponse(error)
      ? Response.json({ error: error.data }, { status: error.status })
      : Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });

  return async (request: Request, context: SiteLoadContext): Promise<Response> => {
    const requestContext = new RouterContextProvider(new Map([[serverContext, context]]));
    const page = matchRoutes(tree, new URL(request.url).pathname)?.at(-1)?.route;
    if ((page?.handle as { resource?: boolean } | undefined)?.resource) {
      try {
        return await handler.queryRoute(request, { routeId: page!.id, requestContext });
      } catch (error) {
        return error instanceof Response ? error : failure(error);
      }
    }
    const result = await handler.query(request, { requestContext });
    if (result instanceof Response) return result;
    const error = Object.values(result.errors ?? {})[0];
    if (error !== undefined) return failure(error);
    const id = result.matches.at(-1)!.route.id;
    return Response.json(
      { loaderData: result.loaderData[id], actionData: result.actionData?.[id] },
      { status: result.statusCode },
    );
  };
}
