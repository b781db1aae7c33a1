import { isRouteErrorResponse } from "react-router";
import { SiteLink } from "./site-link";
import { errorPageTexts } from "../i18n/chrome";
import { useLocale, useTexts } from "../lib/locale";
import { localDigits, localizedPath } from "#domain/locale";

/** Spec §2: the 404 page for unknown routes. */
export function NotFoundPage() {
  const t = useTexts(errorPageTexts);
  const locale = useLocale();
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center"
    >
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        {localDigits("404", locale)}
      </p>
      <h1 className="max-w-xl text-2xl font-bold text-slate-900 md:text-3xl">{t.notFound}</h1>
      <SiteLink to="/" className="btn-primary">
        {t.goHome}
      </SiteLink>
    </main>
  );
}

/** Any other error: a status and a plain message; the stack only in development. */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const locale = useLocale();
  const t = errorPageTexts[locale];
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center"
    >
      <p className="text-6xl font-extrabold text-brand-700">{status}</p>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t.somethingWentWrong}</h1>
      <p className="max-w-xl text-slate-600">{t.couldNotShow}</p>
      <a href={localizedPath("/", locale)} className="btn-primary">
        {t.goHome}
      </a>
      {stack && <pre className="max-w-full overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs">{stack}</pre>}
    </main>
  );
}

/** Pages' own boundary: errors render inside the site layout (header and footer stay). */
export function PageErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
