// React Router's default server entry (node), with one change: the response's CSP nonce from the
// load context (server/app.ts makes it per request and puts it in the header) goes on every inline
// script React and React Router write: React's own (renderToPipeableStream), React Router's streamed
// data (<ServerRouter nonce>), and through CspNonce those of <Scripts> and <ScrollRestoration> in
// app/root.tsx. See docs/decisions/0012-csp-and-page-cache.md. And two more: a page React does not
// hydrate is rendered to one string, not streamed (decision 0027); errors go to the app first (0031).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { CspNonce } from "./lib/csp-nonce";
import { pageHydrates } from "./lib/hydration";
import { serverContext } from "#server/load-context";

export const streamTimeout = 5_000;

/**
 * Each error of a loader, action or render (it replaces React Router's default, which writes every
 * one with console.error). A database outage the app answers itself (503, decision 0031). A request
 * the router refuses — a form posted to a page that takes none (405), an unknown address — is the
 * visitor's doing: a warning. Anything else is ours: an error with its stack. A request the visitor
 * abandoned is not reported. Both go through console, which the production server writes as JSON
 * lines (server/logger.ts).
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted || context.get(serverContext).answersError(error)) return;
  if (isRouteErrorResponse(error) && error.status < 500)
    console.warn(`${request.method} ${new URL(request.url).pathname}: ${error.status} ${error.statusText}`);
  else
    console.error(
      isRouteErrorResponse(error) && (error as { error?: unknown }).error
        ? (error as { error?: unknown }).error
        : error,
    );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD: the GET's headers (a page, with a page's policy), no body.
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(serverContext).cspNonce;
  const app = (
    <CspNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonce>
  );

  // A page React does not hydrate (decision 0027) carries none of React Router's data for the
  // browser (the root's Layout leaves out its scripts; here the streamed loader data goes), waits
  // for nothing (no Suspense), and is read whole by the page cache and by compression: rendered in
  // one synchronous step to one string, without a stream's per-chunk work.
  const { matches } = routerContext.staticHandlerContext;
  if (!pageHydrates(matches.map((match) => routerContext.routeModules[match.route.id]))) {
    void routerContext.serverHandoffStream?.cancel().catch(() => undefined);
    routerContext.serverHandoffStream = undefined;
    const html = Buffer.from(`<!DOCTYPE html>${renderToString(app)}`, "utf8");
    responseHeaders.set("Content-Type", "text/html");
    responseHeaders.set("Content-Length", String(html.length));
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout` so it has time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout so the closure is not retained.
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log only those after it.
        if (shellRendered) console.error(error);
      },
    });
  });
}
