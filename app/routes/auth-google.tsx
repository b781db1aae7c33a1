import { useEffect, useState } from "react";
import { apiRequest } from "../lib/auth-api";
import { reportGoogleResult } from "../features/auth/google-popup";
import type { Route } from "./+types/auth-google";
import { hydratedPage } from "../lib/hydration";
import { serverContext } from "../../server/load-context";

/** An application page: React hydrates it (decision 0027). */
export const handle = hydratedPage;

export const meta: Route.MetaFunction = () => [
  { title: "Signing in with Google…" },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { enabled: server.googleSignInEnabled };
}

/** First page of the Google popup: asks our server for the provider's sign-in address and goes there. */
export default function GoogleStart({ loaderData }: Route.ComponentProps) {
  const [problem, setProblem] = useState<string | null>(
    loaderData.enabled ? null : "Google sign-in is not set up on this site yet.",
  );
  useEffect(() => {
    if (!loaderData.enabled) {
      reportGoogleResult({
        ok: false,
        error: "Google sign-in is not set up on this site yet. Please use your email and password.",
      });
      return;
    }
    apiRequest<{ url: string }>("/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/auth/google/done", errorCallbackURL: "/auth/google/done" },
    })
      .then(({ url }) => window.location.assign(url))
      .catch((error: Error) => {
        setProblem(error.message);
        reportGoogleResult({ ok: false, error: "We could not reach Google. Check your connection and try again." });
      });
  }, [loaderData.enabled]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6 text-center">
      <p role="status" className="text-lg text-slate-700">
        {problem ?? "Connecting to Google…"}
      </p>
    </main>
  );
}
