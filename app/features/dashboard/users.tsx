import { useState } from "react";
import { useRevalidator } from "react-router";
import { PLACEHOLDER_PHOTO, type UserRecord } from "../../../domain/accounts";
import { TrashIcon } from "../../components/icons";
import { showError, showToast } from "../auth/alerts";
import { errorText, useDeleteAction } from "./actions";
import { usersApi } from "./api";
import { cellClass, DataTable, IconButton } from "./ui";

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

  return (
    <DataTable caption="Users" columns={["#", "Name", "Email", "Role", "Action"]} empty="No users found." rows={users.length}>
      {users.map((user, index) => (
        <tr key={user._id}>
          <td className={cellClass}>{index + 1}</td>
          <td className={`${cellClass} min-w-44`}>
            <div className="flex items-center gap-3">
              <img src={user.photoURL || PLACEHOLDER_PHOTO} alt="" width={36} height={36} loading="lazy" decoding="async" className="h-9 w-9 shrink-0 rounded-full bg-slate-100 object-cover" />
              <span className="font-medium text-slate-900">{user.name || "—"}</span>
            </div>
          </td>
          <td className={`${cellClass} break-all`}>{user.email}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {user.role === "admin" ? (
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
            )}
          </td>
          <td className={cellClass}>
            <IconButton label={`Delete ${displayName(user)}`} tone="danger" onClick={() => void remove("user", () => usersApi.remove(user._id))}>
              <TrashIcon size={18} />
            </IconButton>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
