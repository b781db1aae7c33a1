import type { ActivityAction, ActivityEntry } from "#domain/activity";
import { formatCompanyDateTime } from "#domain/dates";
import { type Column, DataTable } from "./ui";

const ACTION_LABELS: Record<ActivityAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  promote: "Promoted",
  demote: "Demoted",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ACTIVITY_COLUMNS: readonly Column<ActivityEntry>[] = [
  {
    header: "When",
    tableWidth: "@4xl:min-w-36",
    cell: (entry) => <time dateTime={entry.createdAt}>{formatCompanyDateTime(entry.createdAt)}</time>,
  },
  { header: "Who", tableWidth: "@4xl:min-w-56", cell: (entry) => entry.actor },
  {
    header: "Action",
    className: "@4xl:whitespace-nowrap",
    cell: (entry) => ACTION_LABELS[entry.action] ?? entry.action,
  },
  {
    header: "What",
    tableWidth: "@4xl:min-w-56",
    cell: (entry) => (
      <>
        <span className="font-medium text-slate-900">{capitalised(entry.entity)}</span>: {entry.summary}
      </>
    ),
  },
];

/** The admin actions (beyond the spec): When, Who, Action, What. Newest first. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <DataTable
      caption="Activity log"
      columns={ACTIVITY_COLUMNS}
      items={entries}
      rowKey={(entry) => entry._id}
      empty="No admin actions yet."
    />
  );
}
