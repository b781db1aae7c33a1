import { useRevalidator } from "react-router";
import type { ContactMessage, DeliveryStatus } from "#domain/contact";
import { formatCompanyDateTime } from "#domain/dates";
import { TrashIcon } from "../../components/icons";
import { ApiError } from "../../lib/api";
import { confirmDelete, showDeleted, showError } from "../../components/alerts";
import { contactMessagesApi } from "./api";
import { type Column, DataTable, IconButton } from "./ui";

export const MESSAGE_DELETE_CONFIRM = "This message will be permanently deleted!";
export const MESSAGE_DELETED = "The message has been removed.";

const BADGE: Record<DeliveryStatus, { label: string; className: string }> = {
  delivered: { label: "Delivered", className: "bg-emerald-100 text-emerald-800" },
  pending: { label: "Pending", className: "bg-amber-100 text-amber-900" },
  failed: { label: "Failed", className: "bg-rose-100 text-rose-800" },
  "not-configured": { label: "Not sent", className: "bg-slate-200 text-slate-800" },
};

function DeliveryBadge({ message }: { message: ContactMessage }) {
  const badge = message.deliveredLate
    ? { ...BADGE.delivered, label: "Delivered late" }
    : (BADGE[message.status] ?? { label: message.status, className: "bg-slate-200 text-slate-800" });
  const detail =
    message.status === "not-configured"
      ? "Delivery is not configured"
      : message.status === "delivered"
        ? message.deliveredLate && message.deliveredAt && `E-mailed ${formatCompanyDateTime(message.deliveredAt)}`
        : message.lastError;
  return (
    <div>
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badge.className}`}
      >
        {badge.label}
      </span>
      {detail && <p className="mt-1 max-w-48 text-xs break-words text-slate-600">{detail}</p>}
    </div>
  );
}

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : "Something went wrong. Please try again.";

/** The contact messages (beyond the spec), newest first; unread ones stand out. */
export function MessagesTable({ messages }: { messages: readonly ContactMessage[] }) {
  const revalidator = useRevalidator();

  const markRead = async (message: ContactMessage) => {
    try {
      await contactMessagesApi.markRead(message._id);
      await revalidator.revalidate();
    } catch (error) {
      void showError("Error", errorText(error));
    }
  };

  const remove = async (message: ContactMessage) => {
    if (!(await confirmDelete(MESSAGE_DELETE_CONFIRM))) return;
    try {
      const answer = await contactMessagesApi.remove(message._id);
      await revalidator.revalidate();
      if (answer?.deletedCount !== 0) void showDeleted(MESSAGE_DELETED);
    } catch (error) {
      void showError("Error", errorText(error));
    }
  };

  const columns: readonly Column<ContactMessage>[] = [
    {
      header: "Received",
      className: "align-top",
      tableWidth: "@4xl:min-w-36",
      cell: (message) => (
        <>
          <time dateTime={message.createdAt}>{formatCompanyDateTime(message.createdAt)}</time>
          {!message.read && (
            <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white @4xl:mt-1 @4xl:ml-0 @4xl:block @4xl:w-fit">
              New
            </span>
          )}
        </>
      ),
    },
    {
      header: "From",
      className: "align-top",
      tableWidth: "@4xl:min-w-40",
      cell: (message) => (
        <>
          <p className={message.read ? "text-slate-900" : "font-bold text-slate-900"}>{message.name}</p>
          <a href={`mailto:${message.email}`} className="text-brand-700 underline hover:text-brand-800">
            {message.email}
          </a>
        </>
      ),
    },
    {
      header: "Message",
      card: "block",
      className: "align-top",
      tableWidth: "@4xl:min-w-48 @4xl:max-w-xl",
      cell: (message) => (
        <p className={`whitespace-pre-wrap ${message.read ? "" : "font-semibold"}`}>{message.message}</p>
      ),
    },
    {
      header: "Delivery",
      className: "align-top",
      tableWidth: "@4xl:min-w-28",
      cell: (message) => <DeliveryBadge message={message} />,
    },
    {
      header: "Action",
      card: "actions",
      className: "align-top",
      cell: (message) => (
        <div className="flex items-center justify-end gap-1 @4xl:justify-start">
          {!message.read && (
            <button
              type="button"
              onClick={() => void markRead(message)}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              aria-label={`Mark as read: message from ${message.name}`}
            >
              Mark as read
            </button>
          )}
          <IconButton label={`Delete message from ${message.name}`} tone="danger" onClick={() => void remove(message)}>
            <TrashIcon size={18} />
          </IconButton>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption="Contact messages"
      columns={columns}
      items={messages}
      rowKey={(message) => message._id}
      empty="No messages yet."
      highlight={(message) => !message.read}
      rowData={(message) => ({ "data-unread": message.read ? undefined : "true" })}
    />
  );
}
