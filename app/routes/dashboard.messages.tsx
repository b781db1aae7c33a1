import { data } from "react-router";
import { pageMeta } from "../components/page-meta";
import { InboxFilters, InboxFolders, MESSAGE_DELETED, MessagesTable, NoMatches } from "../features/dashboard/inbox";
import { leadTotal } from "#domain/leads";
import { BulkActions, MovedToSpam, useInboxReplies, useMessageSelection } from "../features/dashboard/inbox-bulk";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { loadListPage, PagedList, readListQuery } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.messages";
import { serverContext } from "#server/load-context";
import { NotFoundError } from "#server/services/not-found";
import { planLabels } from "#domain/catalog/plans";
import { formFailure } from "#domain/form-reply";
import {
  bulkSelection,
  inboxActionInput,
  inboxActionSchema,
  type InboxReply,
  NOTHING_SELECTED,
} from "#domain/inbox-action";
import { INBOX_FILTER_PARAMS, inboxFilterParams, isFiltered } from "#domain/inbox-filter";
import { inboxListSchema } from "#domain/list-query";

export const handle: RouteHandle = { queryParams: ["page", "folder", ...INBOX_FILTER_PARAMS] };

/**
 * The contact form's messages (beyond the spec), newest first, a page at a time: every message a
 * client ever sent can be reached. Spam has a folder of its own (`?folder=spam`).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  // The inbox (no folder) or `?folder=spam`: another folder is a 404.
  const { page, folder, ...filter } = readListQuery(url, inboxListSchema);
  const [list, counts, statusCounts] = await Promise.all([
    loadListPage(url, (request) => server.services.contact.page({ ...request, folder, filter }), page),
    server.services.contact.folderCounts(),
    server.services.contact.leadStatusCounts(),
  ]);
  const leadIds = [...new Set(list.items.flatMap((message) => (message.leadId ? [message.leadId] : [])))];
  const leads = await server.services.contact.leadsOf(leadIds);
  return { ...list, folder, filter, counts, statusCounts, plans: planLabels, leads };
}

/**
 * Every write of the inbox (decision 0041): a message's Mark as read, Spam / Not spam and Delete,
 * and the bulk actions on the selected messages or on all that match the filters. Forms post here
 * (fetchers when the page is hydrated, plain posts without JavaScript); the answer is a FormReply.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { contact } = context.get(serverContext).services;
  const admin = requireAdmin(context);
  const form = await request.formData();
  const parsed = inboxActionSchema.safeParse(inboxActionInput(form));
  if (!parsed.success) return data(refused("This action is not possible here."), { status: 400 });
  const input = parsed.data;
  const done = (count: number, id?: number): InboxReply => ({ ok: true, done: { intent: input.intent, count, id } });
  try {
    if ("id" in input) {
      const { id } = input;
      if (input.intent === "read") return done((await contact.markRead(id)).modifiedCount, id);
      if (input.intent === "delete") return done((await contact.remove(id)).deletedCount, id);
      const move = input.intent === "spam" ? contact.markSpam : contact.markNotSpam;
      return done((await move(id, admin)).modifiedCount, id);
    }
    if (!input.all && input.ids.length === 0) return data(refused(NOTHING_SELECTED), { status: 400 });
    const selection = bulkSelection(input, form);
    if (input.intent === "bulk-read") return done(await contact.markReadMany(selection, admin));
    if (input.intent === "bulk-delete") return done(await contact.deleteMany(selection, admin));
    if (input.intent === "bulk-spam") return done(await contact.markSpamMany({ ...selection, folder: "inbox" }, admin));
    return done(await contact.markNotSpamMany({ ...selection, folder: "spam" }, admin));
  } catch (error) {
    if (error instanceof NotFoundError)
      return data(refused("This message is no longer there: it may have been deleted."), { status: 404 });
    throw error;
  }
}

const refused = (formError: string): InboxReply => formFailure({}, { formError });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Messages", description: "Messages sent with the contact form.", noIndex: true });

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { items, total, more, folder, filter, counts, statusCounts, plans, leads } = loaderData;
  const selection = useMessageSelection(items);
  useInboxReplies(selection, MESSAGE_DELETED);
  // The download takes the folder and the filters of the page.
  const query = new URLSearchParams([...(folder === "spam" ? [["folder", "spam"]] : []), ...inboxFilterParams(filter)]);
  const download = total > 0 && (
    // A file, not a page: a plain link the client router leaves alone.
    <a
      href={`/dashboard/messages.csv${query.size > 0 ? `?${query}` : ""}`}
      download
      className="mb-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
    >
      {more ? "Download all of them as CSV" : `Download these ${total.toLocaleString("en")} as CSV`}
    </a>
  );
  return (
    <section>
      <PageTitle title="Messages" lead="Messages sent with the contact form, newest first." />
      <InboxFolders current={folder} counts={{ ...counts, leads: leadTotal(statusCounts) }} />
      <InboxFilters folder={folder} filter={filter} plans={plans} statusCounts={statusCounts} />
      <MovedToSpam />
      <PagedList list={loaderData} one="Message" many="Messages" label="Message pages" beside={download}>
        {items.length === 0 && isFiltered(filter) ? (
          <NoMatches folder={folder} />
        ) : (
          <>
            {items.length > 0 && (
              <BulkActions
                selection={selection}
                folder={folder}
                filter={filter}
                shown={items.length}
                total={total}
                more={more}
              />
            )}
            <MessagesTable messages={items} folder={folder} selection={selection} leads={leads} />
          </>
        )}
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
