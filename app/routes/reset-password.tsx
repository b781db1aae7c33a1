import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { SiteLink } from "../components/site-link";
import { passwordSchema } from "../../domain/accounts";
import { z } from "../../domain/zod";
import { pageMeta } from "../components/page-meta";
import { ApiError, authApi } from "../features/auth/auth-api";
import { useAuth } from "../features/auth/auth-context";
import { AuthPage, Field, FormEnd } from "../features/auth/auth-page";
import type { Route } from "./+types/reset-password";
import { hydratedPage, useHydrated } from "../lib/hydration";

/** An application page: React hydrates it (decision 0027). */
export const handle = hydratedPage;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Choose a new password", description: "Set a new password for your account.", noIndex: true });

const linkClass = "font-semibold text-brand-700 hover:underline";
const formSchema = z.object({ newPassword: passwordSchema });

/** A link that no longer works (expired, used, or cut short by the mail program). */
function LinkNotValid() {
  return (
    <div role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-rose-900">
      <p className="font-semibold">This reset link has expired or has already been used.</p>
      <p className="mt-1">
        Links work once, within one hour.{" "}
        <SiteLink to="/forgot-password" className={linkClass}>
          Ask for a new link
        </SiteLink>
      </p>
    </div>
  );
}

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user, logOut } = useAuth();
  // The token is read in the browser: until then there is nothing to send.
  const hydrated = useHydrated();
  // The server renders the form without the token (the page cache drops query parameters, so no
  // token is rendered or stored); a link without one is told so once the page runs.
  const [outcome, setOutcome] = useState<"changed" | "invalid" | null>(null);
  useEffect(() => {
    if (!token) setOutcome("invalid");
  }, [token]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ newPassword: string }>({ resolver: zodResolver(formSchema) });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await authApi.resetPassword({ newPassword, token });
      setOutcome("changed");
      // Every session of the account has ended, this browser's too.
      if (user) await logOut().catch(() => {});
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") setOutcome("invalid");
      else if (error instanceof ApiError && error.field === "newPassword") setError("newPassword", { message: error.message });
      else setError("root", { message: error instanceof ApiError ? error.message : "Something went wrong. Please try again." });
    }
  });

  return (
    <AuthPage title="Choose a new password" lead="6 to 20 characters, with upper and lower case letters and a digit.">
      {outcome === "invalid" && <LinkNotValid />}
      {outcome === "changed" && (
        <div role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
          <p className="font-semibold">Your password has been changed.</p>
          <p className="mt-1">
            For your safety you have been logged out everywhere.{" "}
            <SiteLink to="/login" className={linkClass}>
              Log in with your new password
            </SiteLink>
          </p>
        </div>
      )}
      {outcome === null && (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <Field label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register("newPassword")} />
          <FormEnd problem={errors.root?.message} busy={isSubmitting} disabled={!hydrated} label="Save new password" busyLabel="Saving…" />
        </form>
      )}
    </AuthPage>
  );
}
