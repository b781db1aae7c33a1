import { planLabels, plansByService } from "#domain/catalog/plans";
import { planLabelNow } from "#domain/catalog/plan-edits";
import { serverContext } from "#server/load-context";
import { localeOfPath } from "#domain/locale";
import { contactTexts } from "../i18n/contact";
import { placeNameIn } from "#domain/site-details";
import { PageErrorBoundary } from "../components/error-pages";
import { pageMeta, siteOf } from "../components/page-meta";
import { contactAction } from "../features/contact/contact-action.server";
import { ContactSection } from "../features/contact/contact-section";
import type { Route } from "./+types/contact";
import { loadAsDocument } from "../lib/hydration";
import type { RouteHandle } from "../lib/route-handle";

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const handle: RouteHandle = { queryParams: ["plan"], sitemap: true };

export const meta: Route.MetaFunction = (args) => {
  const site = siteOf(args);
  const locale = localeOfPath(args.location.pathname);
  const t = contactTexts[locale];
  return pageMeta(args, {
    title: t.pageTitle,
    description: t.metaDescription(site.companyName, placeNameIn(site, locale)),
  });
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const plan = url.searchParams.get("plan")?.slice(0, 120);
  const locale = localeOfPath(url.pathname);
  const known = plan !== undefined && planLabels.includes(plan);
  // The plans as the owner named them (issue 43 item 4), read only for a plan of the catalogue.
  const plans = known ? await context.get(serverContext).services.plans.catalogue() : plansByService;
  return {
    // The plan named as this page's language and the owner name it (the address carries its catalogue name).
    initialMessage: plan ? contactTexts[locale].interestedIn(planLabelNow(plan, locale, plans)) : "",
    // Sent with the message (a hidden field) when it is one of the catalogue's plans: the inbox shows it.
    plan: known ? plan : undefined,
  };
}

/** The contact form without JavaScript posts to the page itself. */
export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ContactSection headingLevel={1} initialMessage={loaderData.initialMessage} plan={loaderData.plan} />
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
