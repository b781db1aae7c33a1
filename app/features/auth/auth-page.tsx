import { useLocation } from "react-router";
import { SiteLink } from "../../components/site-link";
import { SiteLogo } from "../../components/site-logo";
import { LanguageSwitch } from "../../components/site-header";
import { hidesSiteChrome } from "../../components/navigation";
import { FormError } from "../../components/form-field";
import { useSiteSettings } from "../../lib/site-settings";
import { GoogleButton } from "./google-button";
import { chromeTexts } from "../../i18n/chrome";
import { accountTexts } from "../../i18n/accounts";
import { useTexts } from "../../lib/locale";
import { useEnhanceScripts } from "../../lib/hydration";

/**
 * The frame of /login and /signup (the site header and footer are hidden there: the logo and the
 * language switch stand above the form) and of the password pages (which keep the site header).
 * `enhance` names the page's code in app/enhance/auth-pages.ts (login and sign-up are not hydrated:
 * decision 0027).
 */
export function AuthPage({
  title,
  lead,
  enhance,
  children,
}: {
  title: string;
  lead: string;
  enhance?: "login" | "signup" | "reset-password";
  children: React.ReactNode;
}) {
  const { companyName } = useSiteSettings();
  // Where the site header is hidden (login, sign-up), its language switch stands beside the logo.
  const ownSwitch = hidesSiteChrome(useLocation().pathname);
  const t = useTexts(chromeTexts);
  const accountScript = useEnhanceScripts()?.accountPages;
  return (
    <main
      id="main"
      data-enhance={enhance}
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-sky-50 px-4 py-10"
    >
      {/* Fetched with the page's script, not after it has run (React puts the link in the head). */}
      {enhance && accountScript && <link rel="modulepreload" href={accountScript} />}
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex items-center justify-between gap-4">
          <SiteLink to="/" className="tap-target" aria-label={t.homeOf(companyName)}>
            <SiteLogo size="lg" />
          </SiteLink>
          {ownSwitch && <LanguageSwitch />}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The end of an auth form: the form-level problem (announced) and the submit button. */
export function FormEnd({
  problem,
  busy = false,
  disabled = false,
  label,
  busyLabel,
}: {
  problem?: string;
  busy?: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormError message={problem} />
      <button
        type="submit"
        disabled={busy || disabled}
        data-busy-label={busyLabel}
        className="btn-primary w-full disabled:opacity-60 aria-disabled:opacity-60"
      >
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/**
 * "or" and the Google button, under the e-mail form — only where Google sign-in is set up on the
 * server (`enabled`): a button that can only say it does not work is a dead end (issue 43 item 8).
 */
export function GoogleSection({ enabled }: { enabled: boolean }) {
  const t = useTexts(accountTexts);
  if (!enabled) return null;
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> {t.or} <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton />
    </>
  );
}
