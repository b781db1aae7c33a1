import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { confirmDelete, showDeleted } from "../../components/alerts";
import { CloseIcon, PencilIcon, TrashIcon } from "../../components/icons";
import { PersonPhoto } from "../../components/person-photo";
import { DialogContext, type EnclosingDialog, usePostIntent } from "./forms";

// The dashboard's tables: a table that turns into cards on narrow screens (`DataTable`), and a list
// of content whose rows are edited in a modal and deleted after the spec's confirmation (`EditableList`).

/**
 * How a cell shows when the list is a stack of cards (narrow screens): `field` (default) puts the
 * column's name before the value on a line of its own; `lead` is the card's first line (after any
 * `inline` cells such as the row number or a photo); `block` is a full-width line without a name
 * (a long text, a preview); `actions` is the card's last line, its buttons at the end.
 */
export type CardPart = "inline" | "lead" | "field" | "block" | "actions";

export interface Column<T> {
  header: string;
  /** `index`: the row's place in the whole list, from 0 (on a later page of a paged list it counts on). */
  cell: (item: T, index: number) => React.ReactNode;
  card?: CardPart;
  /** Extra classes of the cell (e.g. alignment, or no wrapping in the table). */
  className?: string;
  /** The column's least width in the table, e.g. "@4xl:min-w-48" (on the cell's content: table cells ignore min-width). */
  tableWidth?: string;
}

// The list is a table when its own box is at least 56rem wide (a laptop with the side menu open)
// and a stack of cards below that, so no row's buttons ever sit beyond the screen. Long unbroken
// words and e-mails wrap wherever needed instead of widening the page.
const CELL = "align-middle text-slate-800 wrap-anywhere @4xl:px-4 @4xl:py-3";
const CARD_CELL: Record<CardPart, string> = {
  inline: "@max-4xl:flex @max-4xl:shrink-0 @max-4xl:items-center",
  lead: "@max-4xl:min-w-0 @max-4xl:flex-1 @max-4xl:font-semibold @max-4xl:text-slate-900",
  // The column's name, for sighted readers of the card (screen readers hear the column header).
  field:
    "@max-4xl:flex @max-4xl:basis-full @max-4xl:gap-3 @max-4xl:before:w-24 @max-4xl:before:shrink-0 @max-4xl:before:pt-0.5 @max-4xl:before:text-xs @max-4xl:before:font-semibold @max-4xl:before:tracking-wide @max-4xl:before:text-slate-500 @max-4xl:before:uppercase @max-4xl:before:content-[attr(data-label)_/_'']",
  block: "@max-4xl:basis-full",
  actions: "@max-4xl:basis-full @max-4xl:border-t @max-4xl:border-slate-100 @max-4xl:pt-2 whitespace-nowrap",
};

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  items: readonly T[];
  rowKey: (item: T) => string;
  /** What shows instead of the table when there are no rows. */
  empty: React.ReactNode;
  /** The number of the first row (a later page of a paged list: firstRowNumber). */
  firstRow?: number;
  /** Rows that stand out (e.g. unread messages). */
  highlight?: (item: T) => boolean;
  /** Data attributes of a row. */
  rowData?: (item: T) => Record<`data-${string}`, string | undefined>;
}

/**
 * An accessible, responsive data table: a caption (read by screen readers), column headers with
 * scope; a table where there is room, a card per row where there is not (see CardPart).
 */
export function DataTable<T>({
  caption,
  columns,
  items,
  rowKey,
  empty,
  highlight,
  rowData,
  firstRow = 1,
}: DataTableProps<T>) {
  const id = useId();
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {empty}
      </p>
    );
  }
  return (
    <div className="@container">
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="@4xl:overflow-x-auto @4xl:rounded-xl @4xl:border @4xl:border-slate-200 @4xl:bg-white @4xl:shadow-sm"
      >
        <table className="block w-full text-left text-sm @4xl:table">
          <caption id={id} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-100 text-slate-800 @max-4xl:sr-only">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="grid gap-3 @4xl:table-row-group @4xl:divide-y @4xl:divide-slate-200">
            {items.map((item, index) => (
              <tr
                key={rowKey(item)}
                {...rowData?.(item)}
                className={`${highlight?.(item) ? "bg-brand-50/60" : "@max-4xl:bg-white"} @max-4xl:flex @max-4xl:flex-wrap @max-4xl:items-center @max-4xl:gap-x-3 @max-4xl:gap-y-2 @max-4xl:rounded-xl @max-4xl:border @max-4xl:border-slate-200 @max-4xl:p-4 @max-4xl:shadow-sm`}
              >
                {columns.map(({ header, cell, card = "field", className = "", tableWidth = "" }) => (
                  <td key={header} data-label={header} className={`${CELL} ${CARD_CELL[card]} ${className}`}>
                    <div className={`min-w-0 ${card === "field" ? "flex-1" : ""} ${tableWidth}`}>
                      {cell(item, firstRow - 1 + index)}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The row number column (#). */
export function indexColumn<T>(): Column<T> {
  return {
    header: "#",
    card: "inline",
    cell: (_item, index) => index + 1,
    className: "@max-4xl:text-xs @max-4xl:font-semibold @max-4xl:text-slate-500 @max-4xl:before:content-['#'_/_'']",
  };
}

/** A person in a list: round photo (the placeholder when it does not load), name and (optionally) a line under it such as their position. */
export function PersonLabel({
  photo,
  name,
  detail,
  size,
}: {
  photo: string | null;
  name: string;
  detail?: string;
  size: 36 | 44;
}) {
  return (
    <div className="flex items-center gap-3">
      <PersonPhoto
        src={photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`${size === 36 ? "h-9 w-9" : "h-11 w-11"} shrink-0 rounded-full bg-slate-100 object-cover`}
      />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        {detail && <p className="font-normal text-slate-600">{detail}</p>}
      </div>
    </div>
  );
}

/** An icon-only button; `label` is its accessible name (and tooltip). */
export function IconButton({
  label,
  tone = "neutral",
  children,
  ...button
}: ComponentProps<"button"> & { label: string; tone?: "neutral" | "danger" }) {
  const colours = tone === "danger" ? "text-rose-700 hover:bg-rose-50" : "text-brand-700 hover:bg-brand-50";
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-lg disabled:opacity-50 ${colours}`}
      {...button}
    >
      {children}
    </button>
  );
}

/** Edit and delete buttons of a table row, named after the item. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IconButton label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon size={18} />
      </IconButton>
      <IconButton label={`Delete ${name}`} tone="danger" onClick={onDelete}>
        <TrashIcon size={18} />
      </IconButton>
    </>
  );
}

/** Spec §8 texts of the delete confirmations and of the "Deleted!" alerts, per type. */
export const DELETE_TEXTS = {
  user: { confirm: "This action cannot be undone!", done: "User has been removed." },
  blog: { confirm: "This blog will be permanently deleted!", done: "Blog has been removed." },
  review: { confirm: "This review will be permanently deleted!", done: "The review has been removed." },
  member: { confirm: "This member will be deleted!", done: "Team member removed." },
  video: { confirm: "This video will be permanently deleted!", done: "The video has been removed." },
  logo: { confirm: "This client logo will be permanently deleted!", done: "The client logo has been removed." },
} as const;

/** Delete with the spec's flow: "Are you sure?" first, then the post, then "Deleted!" (the list has loaded again). */
export function useDeleteAction(kind: keyof typeof DELETE_TEXTS) {
  const { act } = usePostIntent<{ deletedCount?: number }>();
  const texts = DELETE_TEXTS[kind];
  return async (id: string) => {
    if (!(await confirmDelete(texts.confirm))) return;
    await act({ intent: "delete", id }, (done) => {
      if (done?.deletedCount !== 0) void showDeleted(texts.done);
    });
  };
}

interface EditableListProps<T extends { _id: string }> {
  caption: string;
  columns: readonly Column<T>[];
  items: readonly T[];
  empty: ReactNode;
  /** The number of the first row on this page of a paged list. */
  firstRow?: number;
  /** The last column's header: "Action" (spec §2), "Actions" for team members. */
  actionsHeader?: string;
  /** How the Edit and Delete buttons name the item, e.g. its title. */
  nameOf: (item: T) => string;
  /** Which spec texts Delete shows; the page's action deletes (intent "delete"). */
  kind: keyof typeof DELETE_TEXTS;
  editTitle: string;
  /** The edit form inside the modal. */
  form: (item: T) => ReactNode;
  /** Buttons before Edit and Delete (e.g. to move the item). */
  moreActions?: (item: T, index: number) => ReactNode;
}

/**
 * A dashboard list of content (blogs, reviews, videos, team members): the columns, then Edit
 * (a modal with the item's form) and Delete (the spec's confirmation) on every row.
 */
export function EditableList<T extends { _id: string }>({
  caption,
  columns,
  items,
  empty,
  firstRow,
  actionsHeader = "Action",
  nameOf,
  kind,
  editTitle,
  form,
  moreActions,
}: EditableListProps<T>) {
  // Which row's edit modal is open (after a save the page's data loads again by itself, spec §4).
  const [editing, edit] = useState<T | null>(null);
  const close = () => edit(null);
  const remove = useDeleteAction(kind);
  const actions: Column<T> = {
    header: actionsHeader,
    card: "actions",
    cell: (item, index) => (
      <div className="flex items-center justify-end gap-1 @4xl:justify-start">
        {moreActions?.(item, index)}
        <RowActions name={nameOf(item)} onEdit={() => edit(item)} onDelete={() => void remove(item._id)} />
      </div>
    ),
  };
  return (
    <>
      <DataTable
        caption={caption}
        columns={[...columns, actions]}
        items={items}
        rowKey={(item) => item._id}
        empty={empty}
        firstRow={firstRow}
      />
      {editing && (
        <EditDialog title={editTitle} onClose={close}>
          {form(editing)}
        </EditDialog>
      )}
    </>
  );
}

/**
 * A modal edit form (native <dialog>: focus stays inside, Escape closes, focus returns to the
 * button that opened it). Mounted while open; `onClose` unmounts it — not while its form is saving:
 * then Escape and Close wait, and the answer shows in the modal (a refusal on the admin's values,
 * a success closing it).
 */
function EditDialog({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const saving = useRef(false);
  const [form] = useState<EnclosingDialog>(() => ({
    holdOpen: (busy) => {
      saving.current = busy;
    },
    close: () => {
      saving.current = false;
      ref.current?.close();
    },
  }));
  // A browser may close a modal on a second Escape whatever the page says: while saving, it opens again.
  const closed = () => (saving.current ? ref.current?.showModal() : onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => saving.current && event.preventDefault()}
      onClose={closed}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => saving.current || ref.current?.close()}
          aria-label="Close"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className="px-5 py-5">
        <DialogContext value={form}>{children}</DialogContext>
      </div>
    </dialog>
  );
}
