import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { EnhanceScripts } from "#server/enhance-script";
import type { RouteHandle } from "./route-handle";

/**
 * Which pages React hydrates (decision 0027). The public pages — home, about, services, blogs,
 * articles, contact, login, sign-up, forgot password, 404 — arrive as finished HTML and load only the small
 * enhancement script (app/enhance/main.ts): no React in the browser, no loader data in the page. A
 * route whose page is an application (the dashboard, the Google popup, choosing a new password) says
 * `export const handle = hydratedPage`, and React Router hydrates every page under it.
 */
export const hydratedPage = { hydrate: true } as const satisfies RouteHandle;

/** True when any matched route asks for hydration (matches as `useMatches()` or the route modules give them). */
export function pageHydrates(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  return matches.some((match) => (match?.handle as { hydrate?: unknown } | undefined)?.hydrate === true);
}

/** The enhancement script's addresses, from the root's loader (absent on the root's error page). */
export const useEnhanceScripts = () =>
  (useRouteLoaderData("root") as { enhanceScripts?: EnhanceScripts } | undefined)?.enhanceScripts;

/**
 * The `clientLoader` of every page that is not hydrated: reached by the client router (a link or a
 * redirect in the dashboard), it is loaded as a document instead, so it gets its enhancements.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the page, then true. The forms of the
 * hydrated pages send through React (their fields are not posted as a plain form), so their submit
 * buttons stay disabled until then: a press that early would otherwise reload the page with the
 * typed values in its address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
