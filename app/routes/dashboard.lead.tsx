import { data } from "react-router";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { itemId, requireAdmin } from "../features/dashboard/dashboard.server";
import { LeadView } from "../features/dashboard/lead";
import type { Route } from "./+types/dashboard.lead";
import { serverContext } from "#server/load-context";
import { NotFoundError } from "#server/services/not-found";

/** A lead (issue 41 item 2): the person's messages outside Spam, oldest first, and how to reach them. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { contact } = context.get(serverContext).services;
  requireAdmin(context);
  const id = itemId.safeParse(params.leadId);
  if (!id.success) throw data("Not Found", { status: 404 });
  try {
    return { lead: await contact.lead(id.data) };
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Not Found", { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `${args.loaderData.lead.messages.at(-1)?.name ?? "Lead"} — Messages` : "Messages",
    description: "A person's messages sent with the contact form.",
    noIndex: true,
  });

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  return <LeadView lead={loaderData.lead} />;
}

export const ErrorBoundary = DashboardErrorBoundary;
