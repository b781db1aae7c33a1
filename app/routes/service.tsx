import { data } from "react-router";
import { breadcrumbList, serviceOffers } from "#domain/structured-data";
import { JsonLd } from "../components/json-ld";
import { usePublicUrl, useSiteSettings } from "../lib/site-settings";
import { planLabel, plansByService } from "#domain/catalog/plans";
import { planItBuildsOn } from "#domain/catalog/plan-edits";
import { serverContext } from "#server/load-context";
import { findService } from "#domain/catalog/services";
import { serviceIn } from "#domain/catalog/localized";
import { localeOfPath, localizedPath } from "#domain/locale";
import { chromeTexts } from "../i18n/chrome";
import { servicesTexts } from "../i18n/services";
import { useLocale } from "../lib/locale";
import { PageErrorBoundary } from "../components/error-pages";
import { notFoundMeta, pageMeta } from "../components/page-meta";
import { PlanCard } from "../features/services/plan-card";
import type { Route } from "./+types/service";
import { loadAsDocument } from "../lib/hydration";
import { ChatLinks } from "../features/services/chat-links";
import { chatPath } from "#domain/contact-channels";

/** The service and its plans as the owner edited them (the spec's where not: issue 43 item 4). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw data("Not Found", { status: 404 });
  return { service, plans: await context.get(serverContext).services.plans.ofService(service.slug) };
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta(args);
  const { title, description } = serviceIn(args.loaderData.service, localeOfPath(args.location.pathname));
  return pageMeta(args, { title, description });
};

/** The page in its language, its structured data too (it names its language: `inLanguage`). */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service: english, plans } = loaderData;
  const locale = useLocale();
  const service = serviceIn(english, locale);
  const t = servicesTexts[locale];
  const chrome = chromeTexts[locale];
  const site = useSiteSettings();
  const publicUrl = usePublicUrl();
  return (
    <main id="main">
      <JsonLd data={serviceOffers(publicUrl, site, english, plans, locale)} />
      <JsonLd
        data={breadcrumbList(publicUrl, [
          { name: chrome.home, path: localizedPath("/", locale) },
          { name: chrome.services, path: localizedPath("/services", locale) },
          { name: service.title, path: localizedPath(service.link, locale) },
        ])}
      />
      <section aria-labelledby="service-heading" className="bg-gradient-to-br from-brand-50 via-white to-sky-50">
        <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-brand-700">{t.eyebrow}</p>
            <h1 id="service-heading" className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
              {service.title}
            </h1>
            <p className="mt-5 text-lg text-slate-600">{service.intro}</p>
          </div>
          <img
            src={service.image}
            alt=""
            width={480}
            height={320}
            fetchPriority="high"
            className="mx-auto w-full max-w-md"
          />
        </div>
      </section>
      <section aria-labelledby="plans-heading" className="py-16">
        <div className="container-page">
          <h2 id="plans-heading" className="mb-10 text-center text-3xl font-bold text-slate-900">
            {t.plansHeading}
          </h2>
          <ul className="grid gap-8 md:grid-cols-3">
            {plans.map((plan, index) => (
              <li key={index} className="flex flex-col [&>*]:flex-1">
                <PlanCard
                  plan={plan}
                  buildsOn={planItBuildsOn(plans, index)}
                  // The catalogue's name of the plan, whatever the owner calls it now: the contact form's.
                  contactPlan={planLabel(english.title, plansByService[english.slug][index]!.title)}
                  whatsApp={
                    site.whatsapp ? chatPath("whatsapp", { service: english.slug, plan: index + 1, locale }) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <ChatLinks service={english.slug} serviceTitle={service.title} />
        </div>
      </section>
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
