import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { reportGoogleResult } from "../features/auth/google-popup";
import type { Route } from "./+types/auth-google-done";
import { hydratedPage } from "../lib/hydration";
import type { RouteHandle } from "../lib/route-handle";
import { googlePopupTexts } from "../i18n/accounts";
import { useTexts } from "../lib/locale";
import { localeOfPath } from "#domain/locale";
import { SECOND_STEP_PARAM } from "#domain/two-step";

/** An application page: React hydrates it (decision 0027). */
export const handle: RouteHandle = { ...hydratedPage, queryParams: ["error", SECOND_STEP_PARAM] };

export const meta: Route.MetaFunction = ({ location }) => [
  { title: googlePopupTexts[localeOfPath(location.pathname)].doneTitle },
  { name: "robots", content: "noindex" },
];

/** Last page of the Google popup: the session cookie is set; tell the opening tab and close. */
export default function GoogleDone() {
  const [params] = useSearchParams();
  const error = params.get("error");
  // The account has two-step sign-in on: the opening page asks for the code (server/auth/two-step.ts).
  const twoStep = params.get(SECOND_STEP_PARAM) === "1";
  const t = useTexts(googlePopupTexts);
  useEffect(() => {
    reportGoogleResult(error ? { ok: false, problem: "sign-in-failed" } : { ok: true, twoStep });
  }, [error, twoStep]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6 text-center">
      <p role="status" className="text-lg text-slate-700">
        {error ? t.didNotComplete : t.signedIn}
      </p>
    </main>
  );
}
