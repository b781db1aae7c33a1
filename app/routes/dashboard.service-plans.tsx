import { data } from "react-router";
import { findService } from "#domain/catalog/services";
import { planEditSchema, PLAN_TIERS } from "#domain/catalog/plan-edits";
import { z } from "#domain/zod";
import { serverContext } from "#server/load-context";
import { pageMeta } from "../components/page-meta";
import { readPost, replyTo, replyToValid, requireAdmin } from "../features/dashboard/dashboard.server";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { replyOrProblem } from "../features/dashboard/forms";
import { CurrencyNote, PlanEditor, ServiceLinks } from "../features/dashboard/plans";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.service-plans";

/** The service of the address, or 404. */
function serviceOf(slug: string | undefined) {
  const service = slug === undefined ? undefined : findService(slug);
  if (!service) throw data("Not Found", { status: 404 });
  return service;
}

/** A service's three plans, each with its form (issue 43 item 4). Admins only. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const service = serviceOf(params.slug);
  return {
    service: { slug: service.slug, title: service.title },
    plans: await server.services.plans.statesOf(service.slug),
    currency: server.site.currency,
  };
}

/** A plan's place (1–3) as a post carries it. */
const tier = z.coerce.number().pipe(z.union(PLAN_TIERS.map((value) => z.literal(value))));
const planPost = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), id: tier, values: z.unknown() }),
  z.object({ intent: z.literal("reset"), id: tier }),
]);

/** Saves a plan's edit (checked by the form's schema), or resets it to the original; both logged. */
export async function action(args: Route.ActionArgs) {
  const service = serviceOf(args.params.slug);
  const { admin, services, post } = await readPost(args, planPost);
  if (post.intent === "reset") return replyTo(() => services.plans.reset(admin.email, service.slug, post.id));
  return replyToValid(post.values, planEditSchema, (values) =>
    services.plans.save(admin.email, service.slug, post.id, values),
  );
}

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `${args.loaderData.service.title} — Services & plans` : "Services & plans",
    description: "A service's plans: names, prices, contents and delivery.",
    noIndex: true,
  });

export default function ServicePlansPage({ loaderData }: Route.ComponentProps) {
  const { service, plans, currency } = loaderData;
  return (
    <section className="with-bengali-font">
      <PageTitle
        title={`${service.title}: plans`}
        lead="Edit a plan and save it: its service page shows it at once, in English and Bangla (prices in Bengali digits there). Reset to the original brings back the spec's plan."
      />
      <ServiceLinks slug={service.slug} />
      <CurrencyNote currency={currency} />
      {plans.map((row) => (
        <PlanEditor key={row.tier} row={row} currency={currency} />
      ))}
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
