import { accountTexts } from "../i18n/accounts";
import { useTexts } from "../lib/locale";
import { localeOfPath } from "#domain/locale";
import { useSearchParams } from "react-router";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { FormField } from "../components/form-field";
import { AuthPage, FormEnd, GoogleSection } from "../features/auth/auth-page";
import { withReturnPath } from "../features/auth/landing";
import { signupAction } from "../features/auth/auth-actions.server";
import { loadAsDocument } from "../lib/hydration";
import type { Route } from "./+types/signup";
import { serverContext } from "#server/load-context";
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

export const meta: Route.MetaFunction = (args) => {
  const t = accountTexts[localeOfPath(args.location.pathname)];
  return pageMeta(args, { title: t.signupTitle, description: t.signupMetaDescription, noIndex: true });
};

/** Spec §2 /signup: the account created, then /. */
export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors ?? {};
  const typed = actionData?.values ?? {};
  // Only passed on to the Login link: sign-up itself ends on / (spec §2).
  const [params] = useSearchParams();
  const t = useTexts(accountTexts);
  // A field of the form: its name and the server's message for it (a public page's field).
  const field = (name: "name" | "photoURL" | "email" | "password") => ({
    variant: "page" as const,
    name,
    error: errors[name],
  });
  return (
    <AuthPage title={t.signupTitle} lead={t.signupLead} enhance="signup">
      <form method="post" noValidate data-form="signup" className="space-y-5">
        <FormField label={t.name} autoComplete="name" defaultValue={typed.name} {...field("name")} />
        <FormField
          label={t.photoUrl}
          type="url"
          inputMode="url"
          placeholder="https://…"
          defaultValue={typed.photoURL}
          {...field("photoURL")}
        />
        <FormField label={t.email} type="email" autoComplete="email" defaultValue={typed.email} {...field("email")} />
        <FormField label={t.password} type="password" autoComplete="new-password" {...field("password")} />
        <FormEnd problem={actionData?.formError} label={t.signUp} busyLabel={t.creatingAccount} />
      </form>
      <GoogleSection enabled={loaderData.googleEnabled} />
      <p className="mt-6 text-center text-slate-600">
        {t.haveAnAccount}{" "}
        <SiteLink
          to={withReturnPath("/login", params.get("redirectTo"))}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t.login}
        </SiteLink>
      </p>
    </AuthPage>
  );
}
