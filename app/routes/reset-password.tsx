import { accountTexts } from "../i18n/accounts";
import { useTexts } from "../lib/locale";
import { localeOfPath } from "#domain/locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { SiteLink } from "../components/site-link";
import { passwordSchema } from "../../domain/accounts";
import { z } from "../../domain/zod";
import { pageMeta } from "../components/page-meta";
import { ApiError, authApi } from "../lib/auth-api";
import { useAuth } from "../lib/auth-context";
import { AuthPage, Field, FormEnd } from "../features/auth/auth-page";
import type { Route } from "./+types/reset-password";
import { hydratedPage, useHydrated } from "../lib/hydration";

/** An application page: React hydrates it (decision 0027). */
export const handle = hydratedPage;

export const meta: Route.MetaFunction = (args) => {
  const t = accountTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.resetTitle, description: t.resetMetaDescription, noIndex: true });
};

const linkClass = "font-semibold text-brand-700 hover:underline";
const formSchema = z.object({ newPassword: passwordSchema });

/** A link that no longer works (expired, used, or cut short by the mail program). */
function LinkNotValid() {
  const t = useTexts(accountTexts);
  return (
    <div role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-rose-900">
      <p className="font-semibold">{t.linkNotValid}</p>
      <p className="mt-1">
        {t.linksWorkOnce} <AskForNewLink />
      </p>
    </div>
  );
}

/** The page without its token: opened without one, or reloaded after it left the address bar. */
function NoLink() {
  const t = useTexts(accountTexts);
  return (
    <div role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">{t.noLinkTitle}</p>
      <p className="mt-1">
        {t.noLinkText} {t.linksWorkOnce} <AskForNewLink />
      </p>
    </div>
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

/**
 * The token of the link that opened the page, read once in the browser (null in the server's
 * HTML) and kept only in this page's memory: it leaves the address bar at once, so no later
 * request, history entry, bookmark or shared screen carries it (decision 0032).
 */
function useLinkToken(): string | null {
  const { pathname, search, hash } = useLocation();
  const [token] = useState(() =>
    typeof document === "undefined" ? null : (new URLSearchParams(search).get("token") ?? ""),
  );
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has("token")) return;
    params.delete("token");
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : "", hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
  return token;
}

export default function ResetPassword() {
  const t = useTexts(accountTexts);
  const token = useLinkToken();
  const { user, logOut } = useAuth();
  // The token is read in the browser: until then there is nothing to send.
  const hydrated = useHydrated();
  // The server renders the form without the token (it is never rendered or stored); a page
  // without one is told so once it runs.
  const [outcome, setOutcome] = useState<"changed" | "invalid" | "missing" | null>(null);
  // A used or expired link says so at once: the server is asked on opening (without using the link).
  const [linkChecked, setLinkChecked] = useState(false);
  useEffect(() => {
    if (token === "") setOutcome("missing");
    if (!token) return;
    let current = true;
    authApi
      .checkResetLink(token)
      .then(({ works }) => {
        if (current && !works) setOutcome("invalid");
      })
      // Not answered: the form stays, and saving says what the server says.
      .catch(() => {})
      .finally(() => {
        if (current) setLinkChecked(true);
      });
    return () => {
      current = false;
    };
  }, [token]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ newPassword: string }>({ resolver: zodResolver(formSchema) });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await authApi.resetPassword({ newPassword, token: token ?? "" });
      setOutcome("changed");
      // Every session of the account has ended, this browser's too.
      if (user) await logOut().catch(() => {});
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") setOutcome("invalid");
      else if (error instanceof ApiError && error.field === "newPassword")
        setError("newPassword", { message: error.message });
      else
        setError("root", {
          message: error instanceof ApiError ? error.message : "Something went wrong. Please try again.",
        });
    }
  });

  return (
    <AuthPage title={t.resetTitle} lead={t.resetLead}>
      {outcome === "invalid" && <LinkNotValid />}
      {outcome === "missing" && <NoLink />}
      {outcome === "changed" && (
        <div role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
          <p className="font-semibold">{t.passwordChanged}</p>
          <p className="mt-1">
            {t.loggedOutEverywhere}{" "}
            <SiteLink to="/login" className={linkClass}>
              {t.logInWithNewPassword}
            </SiteLink>
          </p>
        </div>
      )}
      {outcome === null && (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <Field
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <FormEnd
            problem={errors.root?.message}
            busy={isSubmitting}
            disabled={!hydrated || !linkChecked}
            label={t.saveNewPassword}
            busyLabel={t.saving}
          />
        </form>
      )}
    </AuthPage>
  );
}
