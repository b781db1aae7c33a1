import { Notice } from "../components/notice";
import { accountTexts } from "../i18n/accounts";
import { useTexts } from "../lib/locale";
import { localeOfPath } from "#domain/locale";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { FormField } from "../components/form-field";
import { AuthPage, FormEnd } from "../features/auth/auth-page";
import type { Route } from "./+types/reset-password";
import { loadAsDocument } from "../lib/hydration";
import { passwordResetAction } from "../features/auth/auth-actions.server";

/** No data (the token is never read here, so the page is the same for every link), but a server loader: the page renders on the server. */
export const loader = () => null;
export const clientLoader = loadAsDocument;

/** The form posts here, with JavaScript (app/enhance/auth-pages.ts) or without: Better Auth sets the password. */
export const action = passwordResetAction;

export const meta: Route.MetaFunction = (args) => {
  const t = accountTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.resetTitle, description: t.resetMetaDescription, noIndex: true });
};

const linkClass = "font-semibold text-brand-700 hover:underline";

/** A link that no longer works (expired, used, or cut short by the mail program). */
function LinkNotValid() {
  const t = useTexts(accountTexts);
  return (
    <Notice tone="problem" title={t.linkNotValid}>
      {t.linksWorkOnce} <AskForNewLink />
    </Notice>
  );
}

/** The page without its token: opened without one, or reloaded after it left the address bar. */
function NoLink() {
  const t = useTexts(accountTexts);
  return (
    <Notice tone="warning" title={t.noLinkTitle}>
      {t.noLinkText} {t.linksWorkOnce} <AskForNewLink />
    </Notice>
  );
}

function AskForNewLink() {
  const t = useTexts(accountTexts);
  return (
    <SiteLink to="/forgot-password" className={linkClass}>
      {t.askForNewLink}
    </SiteLink>
  );
}

/** Not hydrated (decision 0027): app/enhance/auth-pages.ts keeps the link's token and checks it on opening. */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useTexts(accountTexts);
  const outcome = actionData?.ok ? actionData.done : undefined;
  const failed = actionData?.ok === false ? actionData : undefined;
  return (
    <AuthPage title={t.resetTitle} lead={t.resetLead} enhance="reset-password">
      <div data-outcome>
        {outcome === "invalid" && <LinkNotValid />}
        {outcome === "missing" && <NoLink />}
        {outcome === "changed" && (
          <Notice tone="done" title={t.passwordChanged}>
            {t.loggedOutEverywhere}{" "}
            <SiteLink to="/login" className={linkClass}>
              {t.logInWithNewPassword}
            </SiteLink>
          </Notice>
        )}
        {!outcome && (
          <form method="post" noValidate data-form="reset-password" className="space-y-5">
            <FormField
              variant="page"
              label={t.newPassword}
              type="password"
              autoComplete="new-password"
              name="newPassword"
              error={failed?.fieldErrors.newPassword}
            />
            <FormEnd problem={failed?.formError} label={t.saveNewPassword} busyLabel={t.saving} />
          </form>
        )}
      </div>
    </AuthPage>
  );
}
