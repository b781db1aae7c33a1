import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../../components/icons";
import { type DELETE_TEXTS, useDeleteAction } from "./actions";
import { type Column, DataTable, RowActions } from "./ui";

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

/** What the form in a modal can do to it. */
export interface EnclosingDialog {
  /** While a save is under way the modal stays open (Escape and Close wait), so that its answer shows in it. */
  holdOpen: (saving: boolean) => void;
  /** Closes the modal (a save succeeded). */
  close: () => void;
}

const DialogContext = createContext<EnclosingDialog | null>(null);

/** The modal this component is in (null on a page). */
export function useEnclosingDialog(): EnclosingDialog | null {
  return useContext(DialogContext);
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
