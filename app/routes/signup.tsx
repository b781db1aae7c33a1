import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type SignUpInput, signUpSchema } from "../../domain/accounts";
import { pageMeta } from "../components/page-meta";
import { ApiError, type AuthUser, saveUserRecord } from "../features/auth/auth-api";
import { useAuth } from "../features/auth/auth-context";
import { AuthPage, Field, FormEnd, GoogleSection, withReturnPath } from "../features/auth/auth-page";
import { showSuccess } from "../features/auth/alerts";
import type { Route } from "./+types/signup";

export function loader({ context }: Route.LoaderArgs) {
  return { googleEnabled: context.googleSignInEnabled };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Create an Account", description: "Create your account.", noIndex: true });

const FIELDS = ["name", "photoURL", "email", "password"] as const;

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { createUser } = useAuth();
  const navigate = useNavigate();
  // Only passed on to the Login link: sign-up itself ends on / (spec §2).
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { name: "", photoURL: "", email: "", password: "" } });

  const finish = async (user: AuthUser) => {
    if (!(await saveUserRecord(user))) throw new Error("The user record was not saved");
    reset();
    void showSuccess("Account created successfully!", { text: "Welcome aboard." });
    navigate("/");
  };

  const onSubmit = handleSubmit(async ({ name, photoURL, email, password }) => {
    try {
      await finish(await createUser(email, password, { name, photoURL }));
    } catch (error) {
      console.error("Sign-up failed", error);
      if (error instanceof ApiError && error.code?.startsWith("USER_ALREADY_EXISTS")) {
        setError("email", { message: "An account with this email already exists. Log in instead." });
      } else if (error instanceof ApiError && FIELDS.includes(error.field as (typeof FIELDS)[number])) {
        setError(error.field as (typeof FIELDS)[number], { message: error.message });
      } else {
        setError("root", { message: error instanceof ApiError ? error.message : "We could not create your account. Please try again." });
      }
    }
  });

  return (
    <AuthPage title="Create an Account" lead="Sign up to work with our team.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <Field label="Photo URL" type="url" inputMode="url" placeholder="https://…" error={errors.photoURL?.message} {...register("photoURL")} />
        <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <Field label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
        <FormEnd problem={errors.root?.message} busy={isSubmitting} label="Sign Up" busyLabel="Creating your account…" />
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
