import { localeOfPath } from "#domain/locale";
import { useSearchParams } from "react-router";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { FormField } from "../components/form-field";
import { AuthPage, FormEnd } from "../features/auth/auth-page";
import { secondStepAction } from "../features/auth/auth-actions.server";
import { withReturnPath } from "../features/auth/landing";
import { twoStepTexts } from "../i18n/two-step";
import { loadAsDocument } from "../lib/hydration";
import { useTexts } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/login-code";

/** A server loader (nothing to load): without one, the client loader alone would leave the server's page empty. */
export function loader() {
  return null;
}

export const clientLoader = loadAsDocument;

/** A plain form to this page's action: it works without JavaScript, and the same with it. */
export const action = secondStepAction;

export const handle: RouteHandle = { queryParams: ["redirectTo"] };

export const meta: Route.MetaFunction = (args) => {
  const t = twoStepTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.metaTitle, description: t.lead, noIndex: true });
};

/** The second step of signing in (issue 27): a code from the app or a recovery code, then where the login would have led. */
export default function LoginCode({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const t = useTexts(twoStepTexts);
  return (
    <AuthPage title={t.title} lead={t.lead}>
      <form method="post" noValidate className="space-y-5">
        <FormField
          variant="page"
          label={t.code}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={actionData?.fieldErrors.code}
        />
        <label className="flex items-center gap-3 text-slate-700">
          <input type="checkbox" name="trustDevice" value="on" className="h-5 w-5 rounded border-slate-300" />
          {t.trustDevice}
        </label>
        <FormEnd problem={actionData?.formError} label={t.confirm} busyLabel={t.confirming} />
      </form>
      <p className="mt-6 text-center">
        <SiteLink
          to={withReturnPath("/login", params.get("redirectTo"))}
          className="tap-target font-semibold text-brand-700 hover:underline"
        >
          {t.startAgain}
        </SiteLink>
      </p>
    </AuthPage>
  );
}
