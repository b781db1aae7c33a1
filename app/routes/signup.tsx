import { useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { pageMeta } from "../components/page-meta";
import { ApiError, type AuthUser, saveUserRecord } from "../features/auth/auth-api";
import { useAuth } from "../features/auth/auth-context";
import { AuthPage, Field, FormEnd, GoogleSection, withReturnPath } from "../features/auth/auth-page";
import { showSuccess } from "../features/auth/alerts";
import { useLazyForm } from "../lib/lazy-form";
import type { Route } from "./+types/signup";

export function loader({ context }: Route.LoaderArgs) {
  return { googleEnabled: context.googleSignInEnabled };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Create an Account", description: "Create your account.", noIndex: true });

const FIELDS = ["name", "photoURL", "email", "password"] as const;
/** The server's sign-up schema, fetched on first use (decision 0017). */
const loadSchema = () => import("../../domain/accounts").then((m) => m.signUpSchema);

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { createUser } = useAuth();
  const navigate = useNavigate();
  // Only passed on to the Login link: sign-up itself ends on / (spec §2).
  const [params] = useSearchParams();
  const { errors, submitting, setErrors, clear, handleSubmit, formProps } = useLazyForm(FIELDS, loadSchema);
  const formRef = useRef<HTMLFormElement>(null);

  const finish = async (user: AuthUser) => {
    if (!(await saveUserRecord(user))) throw new Error("The user record was not saved");
    if (formRef.current) clear(formRef.current);
    void showSuccess("Account created successfully!", { text: "Welcome aboard." });
    navigate("/");
  };

  const onSubmit = handleSubmit(async ({ name, photoURL, email, password }) => {
    try {
      await finish(await createUser(email, password, { name, photoURL }));
    } catch (error) {
      console.error("Sign-up failed", error);
      if (error instanceof ApiError && error.code?.startsWith("USER_ALREADY_EXISTS")) {
        setErrors({ email: "An account with this email already exists. Log in instead." });
      } else if (error instanceof ApiError && FIELDS.includes(error.field as (typeof FIELDS)[number])) {
        setErrors({ [error.field as (typeof FIELDS)[number]]: error.message });
      } else {
        setErrors({ root: error instanceof ApiError ? error.message : "We could not create your account. Please try again." });
      }
    }
  });

  return (
    <AuthPage title="Create an Account" lead="Sign up to work with our team.">
      <form ref={formRef} {...formProps} onSubmit={onSubmit} className="space-y-5">
        <Field label="Name" autoComplete="name" error={errors.name} name="name" />
        <Field label="Photo URL" type="url" inputMode="url" placeholder="https://…" error={errors.photoURL} name="photoURL" />
        <Field label="Email" type="email" autoComplete="email" error={errors.email} name="email" />
        <Field label="Password" type="password" autoComplete="new-password" error={errors.password} name="password" />
        <FormEnd problem={errors.root} busy={submitting} label="Sign Up" busyLabel="Creating your account…" />
      </form>
      <GoogleSection enabled={loaderData.googleEnabled} onSignedIn={finish} />
      <p className="mt-6 text-center text-slate-600">
        Already have an account?{" "}
        <Link to={withReturnPath("/login", params.get("redirectTo"))} className="font-semibold text-brand-700 hover:underline">
          Login
        </Link>
      </p>
    </AuthPage>
  );
}
