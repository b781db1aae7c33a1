import { isRouteErrorResponse } from "react-router";
import { SiteLink } from "../../components/site-link";

/**
 * Errors of a dashboard page, shown inside the dashboard layout: 403 for anyone who is not an
 * admin (the loader decides, from the database), otherwise a plain message.
 */
export function DashboardErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return (
      <section
        aria-labelledby="dashboard-error"
        className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <p className="text-sm font-semibold text-brand-700">403</p>
        <h1 id="dashboard-error" className="mt-1 text-2xl font-bold text-slate-900">
          Administrators only
        </h1>
        <p className="mt-2 text-slate-600">
          This page is part of the tools for administrators. Your account does not have access to it.
        </p>
        <SiteLink to="/dashboard/profile" className="btn-primary mt-5">
          Go to your profile
        </SiteLink>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="dashboard-error"
      className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 id="dashboard-error" className="mt-1 text-2xl font-bold text-slate-900">
        {status === 404 ? "Not found" : "Something went wrong"}
      </h1>
      <p className="mt-2 text-slate-600">We could not show this page right now. Please try again in a moment.</p>
    </section>
  );
}
