import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import interFont from "./fonts/inter-latin-wght-normal.woff2?url";
import banglaFont from "./fonts/noto-sans-bengali-bengali-wght-normal.woff2?url";
import { ErrorPage, NotFoundPage } from "./components/error-pages";
import { AuthProvider } from "./lib/auth-context";
import { ChatWidget } from "./features/chat/chat-widget";
import { useCspNonce } from "./lib/csp-nonce";
import { pageHydrates, useEnhanceScripts } from "./lib/hydration";
import { showFlash } from "./features/auth/landing";
import { SiteSettingsProvider } from "./lib/site-settings";
import { publicSettings } from "#domain/site-details";
import { holdsSecretInAddress } from "#domain/urls";
import { htmlLang } from "#domain/locale";
import { useLocale } from "./lib/locale";
import { serverContext } from "#server/load-context";
import { priceSpan } from "#domain/structured-data";

/**
 * Pages show who is signed in (header, profile), so a browser or shared cache must never reuse one
 * without asking the server: after logout the profile would still show, after login the header
 * would still say Login. Signed-in pages are not stored at all.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return data(
    {
      publicUrl: server.publicUrl,
      sessionUser: server.sessionUser,
      site: publicSettings(server.site),
      // The business's price range for search engines, from the plans as the owner edited them.
      prices: priceSpan(Object.values(await server.services.plans.catalogue())),
      enhanceScripts: server.enhanceScripts,
    },
    { headers: { "Cache-Control": server.sessionUser ? "private, no-store" : "no-cache" } },
  );
}

/** Every page inherits the root's Cache-Control (child routes export no headers). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache",
});

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The document. Hydrated pages get React Router's scripts; the others (decision 0027) only the
 * enhancement script, and no loader data in the page.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  const hydrate = pageHydrates(useMatches());
  const enhanceScript = useEnhanceScripts()?.main;
  const locale = useLocale();
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        {/* Styles and preloads need no nonce (decision 0012); "" keeps React Router's default off them. */}
        <Links nonce="" />
        {/*
          The page's fonts, fetched with the page: Inter, and on Bangla pages the Bengali letters' font
          first (app/app.css). Both arrive before the first layout: a font that came later would lay the
          whole page out again, which in Bengali costs several times what it does in English.
        */}
        {(locale === "bn" ? [banglaFont, interFont] : [interFont]).map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          enhanceScript && <script type="module" src={enhanceScript} />
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // After signing in, the alert the login page left (the pages without React show it themselves).
  useEffect(() => void showFlash(), []);
  // No third-party script where the address holds a secret (a reset link's token).
  const chatAllowed = !holdsSecretInAddress(useLocation().pathname);
  return (
    <SiteSettingsProvider value={loaderData.site}>
      <AuthProvider sessionUser={loaderData.sessionUser}>
        <Outlet />
        <ChatWidget scriptUrl={(chatAllowed && loaderData.site.chatScriptUrl) || null} />
      </AuthProvider>
    </SiteSettingsProvider>
  );
}

/** Errors of the layout itself (pages render their own errors inside the layout). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
