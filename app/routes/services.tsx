import { services } from "#domain/catalog/services";
import { localeOfPath } from "#domain/locale";
import { servicesTexts } from "../i18n/services";
import { useTexts } from "../lib/locale";
import { PageErrorBoundary } from "../components/error-pages";
import { pageMeta } from "../components/page-meta";
import { ServicesGrid } from "../features/services/service-card";
import type { Route } from "./+types/services";
import { loadAsDocument } from "../lib/hydration";
import type { RouteHandle } from "../lib/route-handle";

/** Nothing to read; a route with a server loader renders in full on the server even with a clientLoader (React Router). */
export function loader() {
  return null;
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const handle: RouteHandle = { sitemap: true };

export const meta: Route.MetaFunction = (args) => {
  const t = servicesTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.servicesTitle, description: t.servicesDescription });
};

export default function Services() {
  const t = useTexts(servicesTexts);
  return (
    <main id="main" className="py-16">
      <div className="container-page">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t.servicesHeading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-600">{t.servicesLead}</p>
        <div className="mt-10">
          <ServicesGrid services={services} headingLevel={2} />
        </div>
      </div>
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
