import type { ReactNode } from "react";
import { ACTIVITY_ENTITIES, type ActivityAction, type ActivityEntry, type ActivityFilter } from "#domain/activity";
import { COMPANY_TIME_LABEL, formatCompanyDateTime } from "#domain/dates";
import { ListDayFilter, ListFilter, ListSearch } from "./list-search";
import { type Column, DataTable } from "./tables";

const ACTION_LABELS: Record<ActivityAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  promote: "Promoted",
  demote: "Demoted",
  "send-reset": "Sent reset link",
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
export function ActivityTable({
  entries,
  empty = "No admin actions yet.",
}: {
  entries: readonly ActivityEntry[];
  /** What shows when there are no rows (filters that match nothing say so). */
  empty?: ReactNode;
}) {
  return (
    <DataTable
      caption="Activity log"
      columns={ACTIVITY_COLUMNS}
      items={entries}
      rowKey={(entry) => entry._id}
      empty={empty}
    />
  );
}

const KIND_OPTIONS = [
  { value: "", label: "Every kind" },
  ...ACTIVITY_ENTITIES.map((entity) => ({ value: entity, label: capitalised(entity) })),
];

/**
 * The log's filters (issue 25 item 2): what was done (words), who did it (the admins in the log),
 * the kind of item and a range of Dhaka days; a GET form, so they live in the address.
 */
export function ActivityFilters({ filter, actors }: { filter: ActivityFilter; actors: readonly string[] }) {
  // Someone no longer in the log (an address typed or bookmarked) stays chosen, so the form shows what the list shows.
  const people = filter.who && !actors.includes(filter.who) ? [filter.who, ...actors] : actors;
  return (
    <ListSearch
      name="Filter the activity log"
      label="Search what was done"
      search={filter.q ?? ""}
      filters={
        <>
          <ListFilter
            label="Who"
            name="who"
            value={filter.who ?? ""}
            options={[{ value: "", label: "Every admin" }, ...people.map((actor) => ({ value: actor, label: actor }))]}
          />
          <ListFilter label="Kind of item" name="kind" value={filter.kind ?? ""} options={KIND_OPTIONS} />
          <ListDayFilter label={`From (${COMPANY_TIME_LABEL})`} name="from" value={filter.from ?? ""} />
          <ListDayFilter label={`Until (${COMPANY_TIME_LABEL})`} name="to" value={filter.to ?? ""} />
        </>
      }
    />
  );
}
