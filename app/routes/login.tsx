import { useSearchParams } from "react-router";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { AuthPage, Field, FormEnd, GoogleSection } from "../features/auth/auth-page";
import { withReturnPath } from "../features/auth/return-path";
import { loginAction } from "../features/auth/auth-actions";
import { loadAsDocument } from "../lib/hydration";
import type { Route } from "./+types/login";
import { serverContext } from "../../server/load-context";
import type { RouteHandle } from "../lib/route-handle";

export function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  // Where a FIRST_ADMIN_EMAIL link leads once it no longer works (server/auth/first-admin.ts).
  return { googleEnabled: server.googleSignInEnabled, linkUsed: url.searchParams.get("link") === "used" };
}

export const clientLoader = loadAsDocument;

/** The form posts here, with JavaScript (app/enhance/auth-pages.ts) or without: signs in on the server. */
export const action = loginAction;

// `link=used`: a FIRST_ADMIN_EMAIL link opened again (server/auth/first-admin.ts).
export const handle: RouteHandle = { queryParams: ["redirectTo", "link"] };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Login", description: "Log in to your account.", noIndex: true });

/** Spec §2 /login: signed in, back to `redirectTo`. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthPage title="Welcome Back" lead="Log in to continue to your account." enhance="login">
      {loaderData.linkUsed && (
        <div role="alert" className="mb-5 rounded-lg bg-rose-50 px-4 py-3 text-rose-900">
          <p className="font-semibold">This link has already been used or has expired.</p>
          <p className="mt-1">
            It works once, within one hour. Log in to continue: if the site still has no administrator, your dashboard
            says what to do.
          </p>
        </div>
      )}
      <form method="post" noValidate data-form="login" className="space-y-5">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          name="email"
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <div>
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            name="password"
            error={errors.password}
          />
          <p className="mt-2 text-right text-sm">
            <SiteLink to="/forgot-password" className="tap-target font-semibold text-brand-700 hover:underline">
              Forgot password?
            </SiteLink>
          </p>
        </div>
        <FormEnd problem={actionData?.formError} label="Login" busyLabel="Logging in…" />
      </form>
      <GoogleSection enabled={loaderData.googleEnabled} />
      <p className="mt-6 text-center text-slate-600">
        New here?{" "}
        <SiteLink
          to={withReturnPath("/signup", params.get("redirectTo"))}
          className="font-semibold text-brand-700 hover:underline"
        >
          Create an account
        </SiteLink>
      </p>
    </AuthPage>
  );
}
