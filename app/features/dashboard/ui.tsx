import { FormError } from "../../components/form-field";
import { FormField, type FormFieldProps } from "../../components/form-field";
import { PencilIcon, TrashIcon } from "../../components/icons";
import { PersonPhoto } from "../../components/person-photo";
import { type ComponentProps, useId } from "react";
import { useHydrated } from "../../lib/hydration";

/** The page's title (the greeting above it belongs to the layout). */
export function PageTitle({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
      {lead && <p className="mt-1 text-slate-600">{lead}</p>}
    </div>
  );
}

export function FormCard({ children }: { children: React.ReactNode }) {
  return <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">{children}</div>;
}

/** What a Bangla field says under it (issue 26). */
const BANGLA_HINT = "Optional: shown on the Bangla pages (/bn/…). Left empty, they show the English.";

/**
 * An item's text in Bangla (issue 26 item 5), beside its English twin: optional, typed in Bangla
 * (`lang="bn"`: the right font, spelling and screen-reader voice); a textarea with `rows`.
 */
export function BanglaField(props: FormFieldProps) {
  return <FormField lang="bn" hint={BANGLA_HINT} {...props} />;
}

/**
 * A dashboard form's end: the form's own problem (if any), then its submit button — disabled until
 * the page is hydrated (`useHydrated`), and labelled `busyLabel` while it sends.
 */
export function FormSubmit({
  error,
  busy,
  label,
  busyLabel,
}: {
  error: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <FormError message={error} />
      <div>
        {/* Busy, it stays focusable (aria-disabled): a disabled button would drop the focus, which an
            alert shown meanwhile then could not give back. A press while busy sends nothing. */}
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          className="btn-primary w-full disabled:opacity-60 aria-disabled:opacity-60 sm:w-auto"
        >
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}

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
