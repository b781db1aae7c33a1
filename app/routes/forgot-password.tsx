import { Notice } from "../components/notice";
import { accountTexts } from "../i18n/accounts";
import { useTexts } from "../lib/locale";
import { localeOfPath } from "#domain/locale";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { passwordResetRequestAction } from "../features/auth/auth-actions.server";
import { FormField } from "../components/form-field";
import { AuthPage, FormEnd } from "../features/auth/auth-page";
import { loadAsDocument } from "../lib/hydration";
import type { Route } from "./+types/forgot-password";
import { serverContext } from "#server/load-context";

export function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { enabled: server.passwordResetEnabled };
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

/** The form posts here, with or without JavaScript: the server asks Better Auth for the link. */
export const action = passwordResetRequestAction;

export const meta: Route.MetaFunction = (args) => {
  const t = accountTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.forgotMetaTitle, description: t.forgotMetaDescription, noIndex: true });
};

const linkClass = "font-semibold text-brand-700 hover:underline";

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(accountTexts);
  if (!loaderData.enabled) {
    return (
      <AuthPage title={t.forgotTitle} lead={t.forgotOffLead}>
        <p className="text-slate-700">
          {t.forgotOffBefore}{" "}
          <SiteLink to="/contact" className={linkClass}>
            {t.contactUs}
          </SiteLink>{" "}
          {t.forgotOffAfter}
        </p>
        <p className="mt-6 text-center text-slate-600">
          <SiteLink to="/login" className={`tap-target ${linkClass}`}>
            {t.backToLogin}
          </SiteLink>
        </p>
      </AuthPage>
    );
  }

  const sentTo = actionData?.ok ? actionData.done?.sentTo : undefined;
  const failed = actionData?.ok === false ? actionData : undefined;
  return (
    <AuthPage title={t.forgotTitle} lead={t.forgotLead}>
      {sentTo ? (
        // The same answer for every address, so the page never tells whether an account exists.
        <Notice tone="done" title={t.checkInbox(sentTo)}>
          {t.resetLinkSent}
        </Notice>
      ) : (
        <form method="post" noValidate className="space-y-5">
          <FormField
            variant="page"
            label={t.email}
            type="email"
            autoComplete="email"
            name="email"
            defaultValue={failed?.values.email}
            error={failed?.fieldErrors.email}
          />
          <FormEnd problem={failed?.formError} label={t.sendResetLink} busyLabel={t.sending} />
        </form>
      )}
      <p className="mt-6 text-center text-slate-600">
        {t.rememberedIt}{" "}
        <SiteLink to="/login" className={linkClass}>
          {t.backToLogin}
        </SiteLink>
      </p>
    </AuthPage>
  );
}
