import type { ActivityAction, ActivityEntry } from "../../../domain/activity";
import { cellClass, DataTable } from "./ui";

const ACTION_LABELS: Record<ActivityAction, string> = { create: "Created", update: "Updated", delete: "Deleted", promote: "Promoted" };

// UTC, so the server's HTML and the browser's render agree.
const whenFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${whenFormat.format(date)} UTC`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The admin actions (beyond the spec): When, Who, Action, What. Newest first. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <DataTable caption="Activity log" columns={["When", "Who", "Action", "What"]} empty="No admin actions yet." rows={entries.length}>
      {entries.map((entry) => (
        <tr key={entry._id}>
          <td className={`${cellClass} whitespace-nowrap`}>
            <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
          </td>
          <td className={`${cellClass} break-all`}>{entry.actor}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
          <td className={`${cellClass} min-w-56`}>
            <span className="font-medium text-slate-900">{capitalised(entry.entity)}</span>: {entry.summary}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
