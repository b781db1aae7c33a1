import { forwardRef, useId } from "react";
import { Link } from "react-router";
import { SiteLogo } from "../../components/site-logo";
import { useSiteSettings } from "../../lib/site-settings";
import { isSitePath } from "../../../domain/urls";
import { GoogleButton } from "./google-button";

/** The frame of /login and /signup (the site header and footer are hidden there). */
export function AuthPage({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  const { companyName } = useSiteSettings();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-sky-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <Link to="/" className="mb-6 inline-flex" aria-label={`${companyName} — Home`}>
          <SiteLogo size="lg" />
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input with its error message under it (announced, and tied to the input). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, ...input }, ref) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-4 py-3 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${error ? "border-rose-600" : "border-slate-300 focus:border-brand-700"}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
});

/** The end of an auth form: the form-level problem (announced) and the submit button. */
export function FormEnd({ problem, busy, label, busyLabel }: { problem?: string; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {problem && (
        <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy} className="btn-primary w-full disabled:opacity-60">
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/** "or" and the Google button, under the e-mail form. */
export function GoogleSection(props: React.ComponentProps<typeof GoogleButton>) {
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton {...props} />
    </>
  );
}

/** Only same-site paths: never an absolute or protocol-relative address. */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  return target && isSitePath(target) ? target : fallback;
}

/** A link to `page` (/login or /signup) that keeps the page to return to after logging in. */
export function withReturnPath(page: string, redirectTo: string | null): string {
  const target = safeRedirect(redirectTo, "");
  return target ? `${page}?redirectTo=${encodeURIComponent(target)}` : page;
}
