import { Link, useNavigate, useSearchParams } from "react-router";
import { pageMeta } from "../components/page-meta";
import { ApiError, type AuthUser, saveUserRecord } from "../features/auth/auth-api";
import { useAuth } from "../features/auth/auth-context";
import { AuthPage, Field, FormEnd, GoogleSection, safeRedirect, withReturnPath } from "../features/auth/auth-page";
import { showSuccess } from "../features/auth/alerts";
import { useLazyForm } from "../lib/lazy-form";
import type { Route } from "./+types/login";

const FIELDS = ["email", "password"] as const;
/** The server's sign-in schema, fetched on first use (decision 0017). */
const loadSchema = () => import("../../domain/accounts").then((m) => m.signInSchema);

/** Spec §9: the login success alert closes after 1500 ms. */
export const LOGIN_ALERT_MS = 1500;

export function loader({ context }: Route.LoaderArgs) {
  return { googleEnabled: context.googleSignInEnabled };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Login", description: "Log in to your account.", noIndex: true });

export default function Login({ loaderData }: Route.ComponentProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const { errors, submitting, setErrors, handleSubmit, formProps } = useLazyForm(FIELDS, loadSchema);

  const done = () => {
    void showSuccess("Login successful", { timer: LOGIN_ALERT_MS });
    navigate(redirectTo, { replace: true });
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
      done();
    } catch (error) {
      const message =
        error instanceof ApiError && (error.status === 429 || error.code === "NETWORK") ? error.message : "The email or password is incorrect. Please try again.";
      setErrors({ root: message });
    }
  });

  const onGoogle = async (user: AuthUser) => {
    if (await saveUserRecord(user)) done();
  };

  return (
    <AuthPage title="Welcome Back" lead="Log in to continue to your account.">
      <form {...formProps} onSubmit={onSubmit} className="space-y-5">
        <Field label="Email" type="email" autoComplete="email" error={errors.email} name="email" />
        <div>
          <Field label="Password" type="password" autoComplete="current-password" error={errors.password} name="password" />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        </div>
        <FormEnd problem={errors.root} busy={submitting} label="Login" busyLabel="Logging in…" />
      </form>
      <GoogleSection enabled={loaderData.googleEnabled} onSignedIn={onGoogle} />
      <p className="mt-6 text-center text-slate-600">
        New here?{" "}
        <Link to={withReturnPath("/signup", params.get("redirectTo"))} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthPage>
  );
}
