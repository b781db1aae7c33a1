import { pageMeta } from "../components/page-meta";
import { ClientLogoForm } from "../features/dashboard/client-logos";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { FormCard, PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.addClientLogo";

/** Issue 22: a client logo for the home page's carousel (it goes last; reorder it in All Client Logos). */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Add Client Logo", description: "Add a client logo to the home page.", noIndex: true });

export default function AddClientLogoPage() {
  return (
    <section>
      <PageTitle
        title="Add Client Logo"
        lead="The home page's “Trusted by growing businesses” carousel shows it after the others; change the order in All Client Logos."
      />
      <FormCard>
        <ClientLogoForm />
      </FormCard>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
