import { Notice } from "../components/notice";
import { accountTexts } from "../i18n/accounts";
import { useTexts } from "../lib/locale";
import { localeOfPath } from "#domain/locale";
import { useSearchParams } from "react-router";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { FormField } from "../components/form-field";
import { AuthPage, FormEnd, GoogleSection } from "../features/auth/auth-page";
import { withReturnPath } from "../features/auth/landing";
import { loginAction } from "../features/auth/auth-actions.server";
import { loadAsDocument } from "../lib/hydration";
import type { Route } from "./+types/login";
import { serverContext } from "#server/load-context";
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

export const meta: Route.MetaFunction = (args) => {
  const t = accountTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.loginMetaTitle, description: t.loginMetaDescription, noIndex: true });
};

/** Spec §2 /login: signed in, back to `redirectTo`. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const errors = actionData?.fieldErrors ?? {};
  const t = useTexts(accountTexts);
  return (
    <AuthPage title={t.loginTitle} lead={t.loginLead} enhance="login">
      {loaderData.linkUsed && (
        <Notice tone="problem" title={t.linkUsedTitle} className="mb-5">
          {t.linkUsedText}
        </Notice>
      )}
      <form method="post" noValidate data-form="login" className="space-y-5">
        <FormField
          variant="page"
          label={t.email}
          type="email"
          autoComplete="email"
          name="email"
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <div>
          <FormField
            variant="page"
            label={t.password}
            type="password"
            autoComplete="current-password"
            name="password"
            error={errors.password}
          />
          <p className="mt-2 text-right text-sm">
            <SiteLink to="/forgot-password" className="tap-target font-semibold text-brand-700 hover:underline">
              {t.forgotPassword}
            </SiteLink>
          </p>
        </div>
        <FormEnd problem={actionData?.formError} label={t.login} busyLabel={t.loggingIn} />
      </form>
      <GoogleSection enabled={loaderData.googleEnabled} />
      <p className="mt-6 text-center text-slate-600">
        {t.newHere}{" "}
        <SiteLink
          to={withReturnPath("/signup", params.get("redirectTo"))}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t.createAnAccount}
        </SiteLink>
      </p>
    </AuthPage>
  );
}
