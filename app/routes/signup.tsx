import { useSearchParams } from "react-router";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { AuthPage, Field, FormEnd, GoogleSection } from "../features/auth/auth-page";
import { withReturnPath } from "../features/auth/return-path";
import { signupAction } from "../features/auth/auth-actions";
import { loadAsDocument } from "../lib/hydration";
import type { Route } from "./+types/signup";
import { serverContext } from "../../server/load-context";
import type { RouteHandle } from "../lib/route-handle";

export function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { googleEnabled: server.googleSignInEnabled };
}

export const clientLoader = loadAsDocument;

/** The form posts here, with JavaScript (app/enhance/auth-pages.ts) or without: creates the account on the server. */
export const action = signupAction;

// `redirectTo` only for its Login link, which keeps the page to return to.
export const handle: RouteHandle = { queryParams: ["redirectTo"] };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Create an Account", description: "Create your account.", noIndex: true });

/** Spec §2 /signup: the account created, then /. */
export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors ?? {};
  const typed = actionData?.values ?? {};
  // Only passed on to the Login link: sign-up itself ends on / (spec §2).
  const [params] = useSearchParams();
  return (
    <AuthPage title="Create an Account" lead="Sign up to work with our team." enhance="signup">
      <form method="post" noValidate data-form="signup" className="space-y-5">
        <Field label="Name" autoComplete="name" name="name" defaultValue={typed.name} error={errors.name} />
        <Field
          label="Photo URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          name="photoURL"
          defaultValue={typed.photoURL}
          error={errors.photoURL}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          name="email"
          defaultValue={typed.email}
          error={errors.email}
        />
        <Field label="Password" type="password" autoComplete="new-password" name="password" error={errors.password} />
        <FormEnd problem={actionData?.formError} label="Sign Up" busyLabel="Creating your account…" />
      </form>
      <GoogleSection enabled={loaderData.googleEnabled} />
      <p className="mt-6 text-center text-slate-600">
        Already have an account?{" "}
        <SiteLink
          to={withReturnPath("/login", params.get("redirectTo"))}
          className="font-semibold text-brand-700 hover:underline"
        >
          Login
        </SiteLink>
      </p>
    </AuthPage>
  );
}
