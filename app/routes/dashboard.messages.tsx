import { data, redirect } from "react-router";
import { parsePageParam } from "#domain/content";
import { Pagination } from "../components/pagination";
import { pageMeta } from "../components/page-meta";
import { MessagesTable } from "../features/dashboard/inbox";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.messages";
import { serverContext } from "#server/load-context";

/** Messages per page of the inbox. */
const MESSAGES_PER_PAGE = 25;

/** The address of a page of the inbox; page 1 is the inbox itself. */
const inboxPageHref = (page: number) => (page > 1 ? `/dashboard/messages?page=${page}` : "/dashboard/messages");

export const handle: RouteHandle = { queryParams: ["page"] };

/**
 * The contact form's messages (beyond the spec), newest first, a page at a time: every message a
 * client ever sent can be reached. A page number that is not a positive whole number is a 404; one
 * after the last page (the last message of the last page was just deleted) goes to the last page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const page = parsePageParam(url.searchParams.get("page"));
  if (page === null) throw data("Not Found", { status: 404 });
  const { messages, total } = await server.services.contact.page({ page, perPage: MESSAGES_PER_PAGE });
  if (page > 1 && messages.length === 0)
    throw redirect(inboxPageHref(Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE))));
  return { messages, total, page, first: (page - 1) * MESSAGES_PER_PAGE + 1 };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Messages", description: "Messages sent with the contact form.", noIndex: true });

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, total, page, first } = loaderData;
  const last = first + messages.length - 1;
  return (
    <section>
      <PageTitle title="Messages" lead="Messages sent with the contact form, newest first." />
      {total > 0 && (
        <p className="mb-4 text-sm text-slate-600">
          {first === last ? `Message ${first}` : `Messages ${first}–${last}`} of {total.toLocaleString("en")}
        </p>
      )}
      <MessagesTable messages={messages} />
      <Pagination page={page} hasNext={last < total} hrefFor={inboxPageHref} label="Message pages" className="mt-8" />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
