import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type PasswordResetRequestInput, passwordResetRequestSchema } from "../../domain/accounts";
import { pageMeta } from "../components/page-meta";
import { ApiError, authApi } from "../features/auth/auth-api";
import { AuthPage, Field, FormEnd } from "../features/auth/auth-page";
import type { Route } from "./+types/forgot-password";
import { hydratedPage } from "../lib/hydration";

/** An application page: React hydrates it (decision 0027). */
export const handle = hydratedPage;

export function loader({ context }: Route.LoaderArgs) {
  return { enabled: context.passwordResetEnabled };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Forgot password", description: "Get a link to choose a new password.", noIndex: true });

const linkClass = "font-semibold text-brand-700 hover:underline";

/** The same answer for every address, so the page never tells whether an account exists. */
export const RESET_LINK_SENT =
  "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, within one hour. Nothing arrived after a few minutes? Check your spam folder.";

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setError("root", { message: error instanceof ApiError ? error.message : "Something went wrong. Please try again." });
    }
  });

  if (!loaderData.enabled) {
    return (
      <AuthPage title="Forgot your password?" lead="Password reset by e-mail is not set up on this site yet, so we cannot send you a link.">
        <p className="text-slate-700">
          Please{" "}
          <Link to="/contact" className={linkClass}>
            contact us
          </Link>{" "}
          and we will help you get back into your account.
        </p>
        <p className="mt-6 text-center text-slate-600">
          <Link to="/login" className={linkClass}>
            Back to login
          </Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Forgot your password?" lead="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      {sentTo ? (
        <div role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
          <p className="font-semibold wrap-anywhere">Check your inbox: {sentTo}</p>
          <p className="mt-1">{RESET_LINK_SENT}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
          <FormEnd problem={errors.root?.message} busy={isSubmitting} label="Send reset link" busyLabel="Sending…" />
        </form>
      )}
      <p className="mt-6 text-center text-slate-600">
        Remembered it?{" "}
        <Link to="/login" className={linkClass}>
          Back to login
        </Link>
      </p>
    </AuthPage>
  );
}
