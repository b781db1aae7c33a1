import { data } from "react-router";
import { pageMeta } from "../components/page-meta";
import { InboxFilters, InboxFolders, MessagesTable, NoMatches } from "../features/dashboard/inbox";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { loadListPage, PagedList } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.messages";
import { serverContext } from "#server/load-context";
import { NotFoundError } from "#server/services/content-admin";
import { planLabels } from "#domain/catalog/plans";
import { INBOX_FILTER_PARAMS, inboxFilterParams, isFiltered, parseInboxFilter } from "#domain/inbox-filter";

export const handle: RouteHandle = { queryParams: ["page", "folder", ...INBOX_FILTER_PARAMS] };

/** The folder the address asks for: the inbox (no parameter) or `?folder=spam`; anything else is a 404. */
function folderOf(url: URL) {
  const folder = url.searchParams.get("folder");
  if (folder === null) return "inbox" as const;
  if (folder === "spam") return "spam" as const;
  throw data("Not Found", { status: 404 });
}

/**
 * The contact form's messages (beyond the spec), newest first, a page at a time: every message a
 * client ever sent can be reached. Spam has a folder of its own (`?folder=spam`).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const folder = folderOf(url);
  const filter = parseInboxFilter(url.searchParams);
  const [list, counts] = await Promise.all([
    loadListPage(url, (request) => server.services.contact.page({ ...request, folder, filter })),
    server.services.contact.folderCounts(),
  ]);
  return { ...list, folder, filter, counts, plans: planLabels };
}

/**
 * An admin moves a message to the Spam folder or back ("Spam" / "Not spam" buttons: forms that
 * post here, with or without JavaScript); logged in the activity log.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const server = context.get(serverContext);
  const admin = requireAdmin(context);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const intent = form.get("intent");
  if (!Number.isSafeInteger(id) || id < 1 || (intent !== "spam" && intent !== "not-spam"))
    throw data("Bad Request", { status: 400 });
  try {
    const move = intent === "spam" ? server.services.contact.markSpam : server.services.contact.markNotSpam;
    return await move(id, admin);
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Not Found", { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Messages", description: "Messages sent with the contact form.", noIndex: true });

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { items, total, folder, filter, counts, plans } = loaderData;
  // The download takes the folder and the filters of the page.
  const query = new URLSearchParams([...(folder === "spam" ? [["folder", "spam"]] : []), ...inboxFilterParams(filter)]);
  const download = total > 0 && (
    // A file, not a page: a plain link the client router leaves alone.
    <a
      href={`/dashboard/messages.csv${query.size > 0 ? `?${query}` : ""}`}
      download
      className="mb-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
    >
      Download these {total.toLocaleString("en")} as CSV
    </a>
  );
  return (
    <section>
      <PageTitle title="Messages" lead="Messages sent with the contact form, newest first." />
      <InboxFolders current={folder} counts={counts} />
      <InboxFilters folder={folder} filter={filter} plans={plans} />
      <PagedList list={loaderData} one="Message" many="Messages" label="Message pages" beside={download}>
        {items.length === 0 && isFiltered(filter) ? (
          <NoMatches folder={folder} />
        ) : (
          <MessagesTable messages={items} folder={folder} />
        )}
      </PagedList>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
