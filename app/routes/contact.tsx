import { planLabels } from "../../domain/catalog/plans";
import { placeName } from "../../domain/site-details";
import { PageErrorBoundary } from "../components/error-pages";
import { pageMeta, siteOf } from "../components/page-meta";
import { contactAction } from "../features/contact/contact-action";
import { ContactSection } from "../features/contact/contact-section";
import type { Route } from "./+types/contact";
import { loadAsDocument } from "../lib/hydration";
import type { RouteHandle } from "../lib/route-handle";

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const handle: RouteHandle = { queryParams: ["plan"], sitemap: true };

export const meta: Route.MetaFunction = (args) => {
  const site = siteOf(args);
  return pageMeta(args, {
    title: "Contact Us",
    description: `Call, e-mail or visit ${site.companyName} in ${placeName(site)}, or send us a message.`,
  });
};

export function loader({ url }: Route.LoaderArgs) {
  const plan = url.searchParams.get("plan")?.slice(0, 120);
  return {
    initialMessage: plan ? `I'm interested in the ${plan} plan.` : "",
    // Sent with the message (a hidden field) when it is one of the catalogue's plans: the inbox shows it.
    plan: plan && planLabels.includes(plan) ? plan : undefined,
  };
}

/** The contact form without JavaScript posts to the page itself. */
export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ContactSection headingLevel={1} initialMessage={loaderData.initialMessage} plan={loaderData.plan} />
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
