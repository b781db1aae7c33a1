import { readListQuery } from "../features/dashboard/paged-list";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.messages-csv";
import { serverContext } from "#server/load-context";
import { COMPANY_TIME_ZONE } from "#domain/dates";
import { INBOX_FILTER_PARAMS } from "#domain/inbox-filter";
import { inboxAddressSchema } from "#domain/list-query";

export const handle: RouteHandle = { queryParams: ["folder", ...INBOX_FILTER_PARAMS] };

/**
 * The inbox's messages as a CSV file (admins only): the folder and filters of the address the
 * inbox shows, UTF-8 with a byte-order mark (so spreadsheet programs read Bangla and other letters
 * right), streamed as the database is read in chunks.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const { folder, ...filter } = readListQuery(url, inboxAddressSchema);
  const lines = server.services.contact.exportCsv(folder, filter);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF"));
    },
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const day = new Date().toLocaleDateString("en-CA", { timeZone: COMPANY_TIME_ZONE });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="messages${folder === "spam" ? "-spam" : ""}-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
