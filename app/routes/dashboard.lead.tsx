import { data } from "react-router";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { itemId, readPost, replyToValid, requireAdmin } from "../features/dashboard/dashboard.server";
import { replyOrProblem } from "../features/dashboard/forms";
import { LeadView } from "../features/dashboard/lead";
import type { Route } from "./+types/dashboard.lead";
import { serverContext } from "#server/load-context";
import { NotFoundError } from "#server/services/not-found";
import { leadNoteSchema, leadUpdateSchema } from "#domain/leads";
import { z } from "#domain/zod";

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

/** The lead page's posts: where the company stands (`status`), or a note. */
const leadPost = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), values: z.unknown() }),
  z.object({ intent: z.literal("note"), values: z.unknown() }),
]);

/** Saves the lead's status, lost reason and follow-up day, or adds a note (issue 41 item 3). */
export async function action(args: Route.ActionArgs) {
  const id = itemId.safeParse(args.params.leadId);
  if (!id.success) throw data("Not Found", { status: 404 });
  const { admin, services, post } = await readPost(args, leadPost);
  if (post.intent === "status")
    return replyToValid(post.values, leadUpdateSchema, (update) => services.contact.updateLead(id.data, update, admin));
  return replyToValid(post.values, leadNoteSchema, (note) => services.contact.addLeadNote(id.data, note, admin));
}

export const clientAction = replyOrProblem;

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
