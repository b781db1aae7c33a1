import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { passwordResetRequestAction } from "../features/auth/auth-actions";
import { AuthPage, Field, FormEnd } from "../features/auth/auth-page";
import { loadAsDocument } from "../lib/hydration";
import type { Route } from "./+types/forgot-password";
import { serverContext } from "../../server/load-context";

export function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { enabled: server.passwordResetEnabled };
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

/** The form posts here, with or without JavaScript: the server asks Better Auth for the link. */
export const action = passwordResetRequestAction;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Forgot password", description: "Get a link to choose a new password.", noIndex: true });

const linkClass = "font-semibold text-brand-700 hover:underline";

/** The same answer for every address, so the page never tells whether an account exists. */
const RESET_LINK_SENT =
  "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, within one hour. Nothing arrived after a few minutes? Check your spam folder.";

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.enabled) {
    return (
      <AuthPage
        title="Forgot your password?"
        lead="Password reset by e-mail is not set up on this site yet, so we cannot send you a link."
      >
        <p className="text-slate-700">
          Please{" "}
          <SiteLink to="/contact" className={linkClass}>
            contact us
          </SiteLink>{" "}
          and we will help you get back into your account.
        </p>
        <p className="mt-6 text-center text-slate-600">
          <SiteLink to="/login" className={`tap-target ${linkClass}`}>
            Back to login
          </SiteLink>
        </p>
      </AuthPage>
    );
  }

  const sentTo = actionData?.ok ? actionData.done?.sentTo : undefined;
  const failed = actionData?.ok === false ? actionData : undefined;
  return (
    <AuthPage
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <div role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
          <p className="font-semibold wrap-anywhere">Check your inbox: {sentTo}</p>
          <p className="mt-1">{RESET_LINK_SENT}</p>
        </div>
      ) : (
        <form method="post" noValidate className="space-y-5">
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            name="email"
            defaultValue={failed?.values.email}
            error={failed?.fieldErrors.email}
          />
          <FormEnd problem={failed?.formError} label="Send reset link" busyLabel="Sending…" />
        </form>
      )}
      <p className="mt-6 text-center text-slate-600">
        Remembered it?{" "}
        <SiteLink to="/login" className={linkClass}>
          Back to login
        </SiteLink>
      </p>
    </AuthPage>
  );
}
