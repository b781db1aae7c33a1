import type { ReactNode } from "react";
import { type DELETE_TEXTS, useDeleteAction } from "./actions";
import { EditDialog, useEditing } from "./edit-dialog";
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
  const { editing, edit, close } = useEditing<T>();
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
