import { useState } from "react";
import { useRevalidator } from "react-router";
import { PLACEHOLDER_PHOTO, type UserRecord } from "../../../domain/roles";
import { TrashIcon } from "../../components/icons";
import { showError, showToast } from "../auth/alerts";
import { errorText, useDeleteAction } from "./actions";
import { usersApi } from "./api";
import { type Column, DataTable, IconButton, indexColumn, PersonLabel } from "./ui";

const displayName = (user: UserRecord) => user.name || user.email;

/**
 * Spec §2 users: #, Name, Email, Role, Action. Non-admins have Make Admin, admins an Admin label;
 * every row a delete button. After a promotion: the toast "{name} is now an Admin!" for 1.5 s.
 */
export function UsersTable({ users }: { users: readonly UserRecord[] }) {
  const revalidator = useRevalidator();
  const remove = useDeleteAction();
  const [promoting, setPromoting] = useState<string | null>(null);

  const promote = async (user: UserRecord) => {
    setPromoting(user._id);
    try {
      const answer = await usersApi.promote(user._id);
      if ((answer.modifiedCount ?? 0) > 0) void showToast(`${displayName(user)} is now an Admin!`);
      await revalidator.revalidate();
    } catch (error) {
      void showError("Error", errorText(error));
    } finally {
      setPromoting(null);
    }
  };

  const columns: readonly Column<UserRecord>[] = [
    indexColumn(),
    {
      header: "Name",
      card: "lead",
      tableWidth: "@4xl:min-w-44",
      cell: (user) => <PersonLabel photo={user.photoURL || PLACEHOLDER_PHOTO} name={user.name || "—"} size={36} />,
    },
    { header: "Email", cell: (user) => user.email, tableWidth: "@4xl:min-w-56" },
    {
      header: "Role",
      className: "@4xl:whitespace-nowrap",
      cell: (user) =>
        user.role === "admin" ? (
          <span className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">Admin</span>
        ) : (
          <button
            type="button"
            onClick={() => void promote(user)}
            disabled={promoting === user._id}
            className="rounded-lg bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Make Admin<span className="sr-only"> ({displayName(user)})</span>
          </button>
        ),
    },
    {
      header: "Action",
      card: "actions",
      cell: (user) => (
        <div className="flex justify-end @4xl:justify-start">
          <IconButton label={`Delete ${displayName(user)}`} tone="danger" onClick={() => void remove("user", () => usersApi.remove(user._id))}>
            <TrashIcon size={18} />
          </IconButton>
        </div>
      ),
    },
  ];

  return <DataTable caption="Users" columns={columns} items={users} rowKey={(user) => user._id} empty="No users found." />;
}
