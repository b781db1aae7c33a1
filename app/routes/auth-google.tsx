import { useEffect, useState } from "react";
import { apiRequest } from "../lib/auth-api";
import { googlePopupPath, reportGoogleResult } from "../features/auth/google-popup";
import type { Route } from "./+types/auth-google";
import { hydratedPage } from "../lib/hydration";
import { serverContext } from "#server/load-context";
import { googlePopupTexts } from "../i18n/accounts";
import { useLocale } from "../lib/locale";
import { localeOfPath } from "#domain/locale";

/** An application page: React hydrates it (decision 0027). */
export const handle = hydratedPage;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: googlePopupTexts[localeOfPath(location.pathname)].connectingTitle },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { enabled: server.googleSignInEnabled };
}

/**
 * First page of the Google popup: asks our server for the provider's sign-in address and goes there.
 * Its words are in the opening page's language; it reports a problem by its name, which that page says.
 */
export default function GoogleStart({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = googlePopupTexts[locale];
  const [problem, setProblem] = useState<string | null>(loaderData.enabled ? null : t.notSetUp);
  useEffect(() => {
    if (!loaderData.enabled) {
      reportGoogleResult({ ok: false, problem: "not-set-up" });
      return;
    }
    const done = googlePopupPath("/auth/google/done", locale);
    apiRequest<{ url: string }>("/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: done, errorCallbackURL: done },
    })
      .then(({ url }) => window.location.assign(url))
      .catch((error: Error) => {
        setProblem(error.message);
        reportGoogleResult({ ok: false, problem: "network-request-failed" });
      });
  }, [loaderData.enabled, locale]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6 text-center">
      <p role="status" className="text-lg text-slate-700">
        {problem ?? t.connecting}
      </p>
    </main>
  );
}
