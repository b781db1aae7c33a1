import { data } from "react-router";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { itemId, readPost, replyTo, replyToValid, requireAdmin } from "../features/dashboard/dashboard.server";
import { replyOrProblem } from "../features/dashboard/forms";
import { LeadView } from "../features/dashboard/lead";
import type { Route } from "./+types/dashboard.lead";
import { serverContext } from "#server/load-context";
import { NotFoundError } from "#server/services/not-found";
import { leadNoteSchema, leadReplySchema, leadUpdateSchema } from "#domain/leads";
import { z } from "#domain/zod";

/** A lead (issue 41 item 2): the person's messages outside Spam, oldest first, and how to reach them. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { contact } = context.get(serverContext).services;
  requireAdmin(context);
  const id = itemId.safeParse(params.leadId);
  if (!id.success) throw data("Not Found", { status: 404 });
  try {
    const [lead, replyProblem] = await Promise.all([contact.lead(id.data), contact.replyProblem()]);
    return { lead, replyProblem };
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Not Found", { status: 404 });
    throw error;
  }
}

/** The lead page's posts: where the company stands (`status`), a note, a reply, a call. */
const leadPost = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), values: z.unknown() }),
  z.object({ intent: z.literal("note"), values: z.unknown() }),
  z.object({ intent: z.literal("reply"), values: z.unknown() }),
  z.object({ intent: z.literal("call") }),
]);

/** Saves the lead's status, lost reason and follow-up day, adds a note, e-mails a reply or logs a call (issue 41 items 3 and 4). */
export async function action(args: Route.ActionArgs) {
  const id = itemId.safeParse(args.params.leadId);
  if (!id.success) throw data("Not Found", { status: 404 });
  const { admin, services, post } = await readPost(args, leadPost);
  const { contact } = services;
  switch (post.intent) {
    case "status":
      return replyToValid(post.values, leadUpdateSchema, (update) => contact.updateLead(id.data, update, admin));
    case "note":
      return replyToValid(post.values, leadNoteSchema, (note) => contact.addLeadNote(id.data, note, admin));
    case "reply":
      return replyToValid(post.values, leadReplySchema, (reply) => contact.replyToLead(id.data, reply, admin));
    case "call":
      return replyTo(() => contact.logCall(id.data, admin));
  }
}

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `${args.loaderData.lead.messages.at(-1)?.name ?? "Lead"} — Messages` : "Messages",
    description: "A person's messages sent with the contact form.",
    noIndex: true,
  });

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  return <LeadView lead={loaderData.lead} replyProblem={loaderData.replyProblem} />;
}

export const ErrorBoundary = DashboardErrorBoundary;
