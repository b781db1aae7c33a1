import { Link } from "react-router";
import { formatCompanyDateTime } from "#domain/dates";
import { formatPrice } from "#domain/catalog/plans";
import { type PlanTier, planEditSchema, planValues } from "#domain/catalog/plan-edits";
import type { Plan, ServiceSlug } from "#domain/catalog/types";
import type { Currency } from "#domain/site-details";
import { localizedPath } from "#domain/locale";
import { confirmAction, showSuccess } from "../../components/alerts";
import { FormField } from "../../components/form-field";
import { BanglaField, FormSubmit, useEntityForm, usePostIntent } from "./forms";
import { type Column, DataTable } from "./tables";
import { FormCard } from "./ui";

/** A plan as the dashboard shows it (server/services/plans.ts: PlanState). */
export interface PlanRow {
  tier: PlanTier;
  plan: Plan;
  original: Plan;
  edited: { at: string; by: string } | null;
}

/** A service with its plans, for the overview. */
export interface ServicePlans {
  slug: ServiceSlug;
  title: string;
  plans: PlanRow[];
}

const CURRENCY_NAMES: Record<Currency, string> = { USD: "US dollars (US$)", BDT: "taka (৳)" };

/** Where the currency is chosen, and what changing it does. */
export function CurrencyNote({ currency }: { currency: Currency }) {
  return (
    <p className="mb-6 max-w-3xl text-sm text-slate-700">
      Prices are whole numbers in {CURRENCY_NAMES[currency]}, the currency chosen in{" "}
      <Link to="/dashboard/settings#prices" className="font-medium text-brand-700 underline">
        Settings
      </Link>
      . Changing the currency changes only the sign before the prices: enter the prices again in the new currency.
    </p>
  );
}

const planSummary = (plans: PlanRow[], currency: Currency) =>
  plans.map(({ plan }) => `${plan.title} ${formatPrice(plan.price, "en", currency)}`).join(" · ");

const editedCount = (plans: PlanRow[]) => plans.filter((row) => row.edited).length;

/** The eight services, each with its plans and prices as the site shows them, and how many are edited. */
export function PlansOverview({ services, currency }: { services: ServicePlans[]; currency: Currency }) {
  const columns: readonly Column<ServicePlans>[] = [
    {
      header: "Service",
      card: "lead",
      tableWidth: "@4xl:min-w-48",
      cell: (service) => (
        <Link to={`/dashboard/plans/${service.slug}`} className="font-semibold text-brand-700 underline">
          {service.title}
        </Link>
      ),
    },
    { header: "Plans and prices", cell: (service) => planSummary(service.plans, currency) },
    {
      header: "Changes",
      cell: (service) =>
        editedCount(service.plans) === 0 ? "The original" : `${editedCount(service.plans)} of 3 plans edited`,
    },
  ];
  return (
    <DataTable
      caption="Services and their plans"
      columns={columns}
      items={services}
      rowKey={(service) => service.slug}
      empty="No services."
    />
  );
}

/** Where a plan stands: the original, or edited when and by whom. */
function PlanState({ row, currency }: { row: PlanRow; currency: Currency }) {
  const { original, edited } = row;
  return (
    <p className="mb-5 text-sm text-slate-600">
      {edited ? `Edited ${formatCompanyDateTime(edited.at)} by ${edited.by}. ` : "The original, as the spec lists it. "}
      {edited &&
        `The original: ${original.title}, ${formatPrice(original.price, "en", currency)}, ${original.delivery}.`}
    </p>
  );
}

/**
 * One plan's form (issue 43 item 4): name, price, delivery and contents, in English and Bangla, the
 * form checked by the server's schema; then, for an edited plan, "Reset to the original".
 */
export function PlanEditor({ row, currency }: { row: PlanRow; currency: Currency }) {
  const { tier, plan, original, edited } = row;
  const { form, field, busy, onSubmit, rootError } = useEntityForm(planEditSchema, {
    defaultValues: planValues(plan),
    post: (values) => ({ intent: "save", id: String(tier), values }),
    success: "Plan saved",
    failure: "Failed to save plan",
  });
  const reset = usePostIntent();
  const headingId = `plan-${tier}`;
  const resetToOriginal = async () => {
    const confirmed = await confirmAction(
      "Reset to the original?",
      `The ${original.title} plan's name, price, contents and delivery go back to the spec's, in English and Bangla.`,
      "Reset",
    );
    if (!confirmed) return;
    await reset.act({ intent: "reset", id: String(tier) }, () => {
      // The form shows the original again.
      form.reset(planValues(original));
      void showSuccess("Plan reset to the original");
    });
  };
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <FormCard>
        <h2 id={headingId} className="mb-1 text-xl font-semibold text-slate-900">
          {`Plan ${tier}: ${plan.title}`}
        </h2>
        <PlanState row={row} currency={currency} />
        <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Price"
            requiredMark
            inputMode="numeric"
            className="sm:col-span-2 sm:max-w-xs"
            hint={`A whole number, in ${CURRENCY_NAMES[currency]}.`}
            {...field("price")}
          />
          {/* English on the left, its Bangla beside it. */}
          <FormField label="Name" requiredMark {...field("title")} />
          <BanglaField label="Name in Bangla" {...field("bn.title")} />
          <FormField label="Delivery" requiredMark hint="As the card says it, like 7 days." {...field("delivery")} />
          <BanglaField label="Delivery in Bangla" {...field("bn.delivery")} />
          <FormField
            label="Contents"
            requiredMark
            rows={4}
            hint="One item a line, as the plan's card lists them."
            {...field("contents")}
          />
          <BanglaField
            label="Contents in Bangla"
            rows={4}
            hint="One line for each English line. Left empty, the Bangla page shows the English."
            {...field("bn.contents")}
          />
          <div className="sm:col-span-2">
            <FormSubmit error={rootError} busy={busy} label={`Save ${plan.title}`} busyLabel="Saving..." />
          </div>
        </form>
        {edited && (
          <div className="mt-5 border-t border-slate-200 pt-5">
            <button
              type="button"
              className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:opacity-60 sm:w-auto"
              aria-disabled={reset.busy || undefined}
              aria-describedby={headingId}
              onClick={() => void (reset.busy ? undefined : resetToOriginal())}
            >
              Reset to the original
            </button>
          </div>
        )}
      </FormCard>
    </section>
  );
}

/** Back to the services, and the service's page on the site, in English and in Bangla. */
export function ServiceLinks({ slug }: { slug: ServiceSlug }) {
  const path = `/services/${slug}` as const;
  return (
    <p className="mb-6 text-sm text-slate-700">
      <Link to="/dashboard/plans" className="font-medium text-brand-700 underline">
        All services
      </Link>{" "}
      · See it on the site:{" "}
      <a href={path} className="font-medium text-brand-700 underline">
        in English
      </a>{" "}
      ·{" "}
      <a href={localizedPath(path, "bn")} className="font-medium text-brand-700 underline">
        in Bangla
      </a>
    </p>
  );
}
