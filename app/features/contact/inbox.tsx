import { useRevalidator } from "react-router";
import type { ContactMessage, DeliveryStatus } from "../../../domain/contact";
import { TrashIcon } from "../../components/icons";
import { ApiError } from "../../lib/api";
import { confirmDelete, showDeleted, showError } from "../auth/alerts";
import { cellClass, DataTable, IconButton } from "../dashboard/ui";
import { contactMessagesApi } from "./contact-api";

export const MESSAGE_DELETE_CONFIRM = "This message will be permanently deleted!";
export const MESSAGE_DELETED = "The message has been removed.";

// UTC, so the server's HTML and the browser's render agree.
const whenFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${whenFormat.format(date)} UTC`;
}

const BADGE: Record<DeliveryStatus, { label: string; className: string }> = {
  delivered: { label: "Delivered", className: "bg-emerald-100 text-emerald-800" },
  pending: { label: "Pending", className: "bg-amber-100 text-amber-900" },
  failed: { label: "Failed", className: "bg-rose-100 text-rose-800" },
  "not-configured": { label: "Not sent", className: "bg-slate-200 text-slate-800" },
};

function DeliveryBadge({ message }: { message: ContactMessage }) {
  const badge = message.deliveredLate ? { ...BADGE.delivered, label: "Delivered late" } : (BADGE[message.status] ?? { label: message.status, className: "bg-slate-200 text-slate-800" });
  const detail =
    message.status === "not-configured"
      ? "Delivery is not configured"
      : message.status === "delivered"
        ? message.deliveredLate && message.deliveredAt && `E-mailed ${when(message.deliveredAt)}`
        : message.lastError;
  return (
    <div>
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badge.className}`}>{badge.label}</span>
      {detail && <p className="mt-1 max-w-48 text-xs break-words text-slate-600">{detail}</p>}
    </div>
  );
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Please try again.");

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

  return (
    <DataTable caption="Contact messages" columns={["Received", "From", "Message", "Delivery", "Action"]} empty="No messages yet." rows={messages.length}>
      {messages.map((message) => (
        <tr key={message._id} data-unread={message.read ? undefined : "true"} className={message.read ? undefined : "bg-brand-50/60"}>
          <td className={`${cellClass} whitespace-nowrap align-top`}>
            <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            {!message.read && <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">New</span>}
          </td>
          <td className={`${cellClass} min-w-48 align-top`}>
            <p className={message.read ? "text-slate-900" : "font-bold text-slate-900"}>{message.name}</p>
            <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline hover:text-brand-800">
              {message.email}
            </a>
          </td>
          <td className={`${cellClass} min-w-64 max-w-xl align-top`}>
            <p className={`whitespace-pre-wrap break-words ${message.read ? "" : "font-semibold"}`}>{message.message}</p>
          </td>
          <td className={`${cellClass} align-top`}>
            <DeliveryBadge message={message} />
          </td>
          <td className={`${cellClass} whitespace-nowrap align-top`}>
            <div className="flex items-center gap-1">
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
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
