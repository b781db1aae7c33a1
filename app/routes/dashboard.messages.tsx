import { pageMeta } from "../components/page-meta";
import { MessagesTable } from "../features/dashboard/inbox";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.messages";
import { serverContext } from "../../server/load-context";

/** The contact form's messages (beyond the spec), newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { messages: await server.services.contact.list() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Messages", description: "Messages sent with the contact form.", noIndex: true });

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle title="Messages" lead="Messages sent with the contact form, newest first." />
      <MessagesTable messages={loaderData.messages} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
