import { type ReactNode, useState } from "react";
import type { UserRecord } from "#domain/roles";
import { TrashIcon } from "../../components/icons";
import { confirmAction, showSuccess, showToast } from "../../components/alerts";
import { type Column, DataTable, IconButton, indexColumn, PersonLabel, useDeleteAction } from "./tables";
import { usePostIntent } from "./forms";

const displayName = (user: UserRecord) => user.name || user.email;
/** The person, unmistakably: name and e-mail (names are not unique). */
const whoIs = (user: UserRecord) => (user.name ? `${user.name} (${user.email})` : user.email);

/**
 * Spec §2 users: #, Name, Email, Role, Action. Non-admins have Make Admin, admins an Admin label;
 * every row a delete button. Make Admin asks first, naming the person; after a promotion the toast
 * "{name} is now an Admin!" shows for 1.5 s. Beyond the spec (issue 22): "Remove admin" undoes a
 * promotion, after a question too (the server keeps the last admin). The admin's own row offers
 * neither. Names go into the questions as text. Issue 27: every other row can send the person a
 * password-reset link (the one "Forgot password?" sends), after a question naming the address; the
 * admin's own password is changed on the profile page.
 */
export function UsersTable({
  users,
  myId,
  firstRow,
  empty = "No users found.",
}: {
  users: readonly UserRecord[];
  myId: string;
  /** The number of the first row (#) on this page. */
  firstRow: number;
  /** What shows when there are no rows (a search that matches nobody says so). */
  empty?: ReactNode;
}) {
  const remove = useDeleteAction("user");
  const { act } = usePostIntent<{ modifiedCount?: number }>();
  const [changing, setChanging] = useState<string | null>(null);

  /** A row's post (its buttons wait meanwhile), then `onDone` with the answer. */
  const postFor = async (
    user: UserRecord,
    intent: "promote" | "demote" | "send-reset",
    onDone: (answer: { modifiedCount?: number } | undefined) => void,
  ) => {
    setChanging(user._id);
    await act({ intent, id: user._id }, onDone);
    setChanging(null);
  };

  const changeRole = (user: UserRecord, intent: "promote" | "demote", done: string) =>
    postFor(user, intent, (answer) => {
      if ((answer?.modifiedCount ?? 0) > 0) void showToast(done);
    });

  const promote = async (user: UserRecord) => {
    const name = displayName(user);
    if (
      !(await confirmAction(
        `Make ${name} an admin?`,
        `${whoIs(user)} will be able to change everything on this site, including who else is an admin.`,
        "Make Admin",
      ))
    )
      return;
    await changeRole(user, "promote", `${name} is now an Admin!`);
  };

  const demote = async (user: UserRecord) => {
    const name = displayName(user);
    if (
      !(await confirmAction(
        `Remove ${name} as admin?`,
        `${whoIs(user)} will no longer be able to use the dashboard.`,
        "Remove admin",
        { danger: true },
      ))
    )
      return;
    await changeRole(user, "demote", `${name} is no longer an Admin.`);
  };

  const sendReset = async (user: UserRecord) => {
    if (
      !(await confirmAction(
        `Send a password-reset link to ${user.email}?`,
        `${whoIs(user)} will get an e-mail with a link to choose a new password. Their password stays as it is until they use it.`,
        "Send link",
      ))
    )
      return;
    await postFor(user, "send-reset", () => void showSuccess(`A password-reset link was sent to ${user.email}.`));
  };

  /** A row's button named after the person (Make Admin, Remove admin, Send password reset). */
  const rowButton = (
    user: UserRecord,
    label: string,
    onClick: (user: UserRecord) => Promise<void>,
    className: string,
  ) => <RoleButton label={label} user={user} busy={changing === user._id} onClick={onClick} className={className} />;

  const columns: readonly Column<UserRecord>[] = [
    indexColumn(),
    {
      header: "Name",
      card: "lead",
      tableWidth: "@4xl:min-w-44",
      cell: (user) => <PersonLabel photo={user.photoURL} name={user.name || "—"} size={36} />,
    },
    { header: "Email", cell: (user) => user.email, tableWidth: "@4xl:min-w-56" },
    {
      header: "Role",
      className: "@4xl:whitespace-nowrap",
      cell: (user) =>
        user.role === "admin" ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">
              Admin
            </span>
            {user._id !== myId &&
              rowButton(
                user,
                "Remove admin",
                demote,
                "border border-slate-300 text-slate-800 hover:border-rose-700 hover:text-rose-800",
              )}
          </span>
        ) : (
          rowButton(user, "Make Admin", promote, "bg-brand-700 text-white hover:bg-brand-800")
        ),
    },
    {
      header: "Action",
      card: "actions",
      cell: (user) => (
        <div className="flex flex-wrap items-center justify-end gap-2 @4xl:flex-nowrap @4xl:justify-start">
          {user._id !== myId &&
            rowButton(
              user,
              "Send password reset",
              sendReset,
              "border border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800",
            )}
          <IconButton label={`Delete ${displayName(user)}`} tone="danger" onClick={() => void remove(user._id)}>
            <TrashIcon size={18} />
          </IconButton>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption="Users"
      columns={columns}
      items={users}
      rowKey={(user) => user._id}
      empty={empty}
      firstRow={firstRow}
    />
  );
}

/** Make Admin / Remove admin / Send password reset, named after the person for screen readers. */
function RoleButton({
  label,
  user,
  busy,
  onClick,
  className,
}: {
  label: string;
  user: UserRecord;
  busy: boolean;
  onClick: (user: UserRecord) => Promise<void>;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={() => void onClick(user)}
      disabled={busy}
      className={`rounded-lg px-3 py-1.5 text-xs font-semibold disabled:opacity-60 ${className}`}
    >
      {label}
      <span className="sr-only"> ({displayName(user)})</span>
    </button>
  );
}
