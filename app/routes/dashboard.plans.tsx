import { serviceNames } from "#domain/catalog/service-names";
import { serverContext } from "#server/load-context";
import { pageMeta } from "../components/page-meta";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { CurrencyNote, PlansOverview } from "../features/dashboard/plans";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.plans";

/** The services and their plans as the site shows them (issue 43 item 4). Admins only. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const states = await server.services.plans.allStates();
  return {
    services: serviceNames.map(({ slug, title }) => ({ slug, title, plans: states[slug] })),
    currency: server.site.currency,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Services & plans",
    description: "The services' plans: names, prices, contents and delivery.",
    noIndex: true,
  });

export default function PlansPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="with-bengali-font">
      <PageTitle
        title="Services & plans"
        lead="What the company sells: each service's three plans. Choose a service to edit its plans; a saved change shows on its page at once, in English and Bangla."
      />
      <CurrencyNote currency={loaderData.currency} />
      <PlansOverview services={loaderData.services} currency={loaderData.currency} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
