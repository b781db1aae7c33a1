import { useId, useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "../../lib/hydration";
import type { ContactMessage, DeliveryStatus, SpamReason } from "#domain/contact";
import { COMPANY_TIME_LABEL, formatCompanyDateTime } from "#domain/dates";
import { type InboxFilter, inboxFilterParams, isFiltered } from "#domain/inbox-filter";
import { SEARCH_MAX } from "#domain/list-query";
import { readablePhone, whatsAppLink } from "#domain/phone";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadPath, type LeadStatus } from "#domain/leads";
import { phoneHref } from "#domain/site-details";
import type { Translations } from "#domain/locale";
import { useSiteSettings } from "../../lib/site-settings";
import { TrashIcon } from "../../components/icons";
import { confirmDelete } from "../../components/alerts";
import { SiteLink } from "../../components/site-link";
import { showRefusal, usePost } from "./forms";
import { type Column, DataTable, IconButton } from "./tables";
import { BULK_FORM_ID, type MessageSelection, useInboxWrites } from "./inbox-bulk";

export const MESSAGE_DELETE_CONFIRM = "This message will be permanently deleted!";
export const MESSAGE_DELETED = "The message has been removed.";

const BADGE: Record<DeliveryStatus, { label: string; className: string }> = {
  delivered: { label: "Delivered", className: "bg-emerald-100 text-emerald-800" },
  pending: { label: "Pending", className: "bg-amber-100 text-amber-900" },
  failed: { label: "Failed", className: "bg-rose-100 text-rose-800" },
  "not-configured": { label: "Not sent", className: "bg-slate-200 text-slate-800" },
  held: { label: "Not sent", className: "bg-slate-200 text-slate-800" },
};

/** Why a message is in the Spam folder, as the admin reads it. */
const SPAM_REASON: Record<SpamReason, string> = {
  honeypot: "Spam: a field hidden from people was filled in",
  "too fast": "Spam: sent within 2 seconds of the form showing",
  content: "Spam: a sales pitch with links or words that spam uses (check it, then Not spam if it is a client)",
  admin: "Moved to Spam by an admin",
};

type Folder = "inbox" | "spam";

/**
 * The inbox's folders, links in the address (`?folder=spam`), each with how many messages it holds,
 * and the list of leads beside them (issue 41: the same people, one row each).
 */
export function InboxFolders({
  current,
  counts,
}: {
  current: Folder | "leads";
  counts: Record<Folder | "leads", number>;
}) {
  const folders = [
    { folder: "inbox", label: "Inbox", to: "/dashboard/messages" },
    { folder: "leads", label: "Leads", to: "/dashboard/messages/leads" },
    { folder: "spam", label: "Spam", to: "/dashboard/messages?folder=spam" },
  ] as const;
  return (
    <nav aria-label="Message folders" className="mb-4">
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-200 sm:gap-x-2">
        {folders.map(({ folder, label, to }) => (
          <li key={folder}>
            <SiteLink
              to={to}
              aria-current={folder === current ? "page" : undefined}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-2 font-semibold sm:px-3 ${folder === current ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
            >
              {label}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {counts[folder].toLocaleString("en")}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether the message reached the company inbox by e-mail, and why not. */
export function DeliveryBadge({ message }: { message: ContactMessage }) {
  const badge = message.deliveredLate
    ? { ...BADGE.delivered, label: "Delivered late" }
    : (BADGE[message.status] ?? { label: message.status, className: "bg-slate-200 text-slate-800" });
  const detail =
    message.status === "not-configured"
      ? (message.lastError ?? "Delivery is not configured")
      : message.status === "held"
        ? "Spam is not e-mailed"
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

const SMALL_BUTTON =
  "rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";

/**
 * A message's buttons: "Mark as read" and "Spam" / "Not spam" are forms posting to the page's
 * action (they work before and without JavaScript), Delete asks first and posts with the page's
 * shared fetcher (the page says "Deleted!" once the row is gone).
 */
function MessageActions({ message }: { message: ContactMessage }) {
  const { fetcher } = usePost(undefined, { onReply: showRefusal });
  const writes = useInboxWrites();
  const toSpam = message.spam === null;

  const remove = async () => {
    if (!(await confirmDelete(MESSAGE_DELETE_CONFIRM))) return;
    await writes.submit({ intent: "delete", id: message._id }, { method: "post" });
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-1 @4xl:w-28 @4xl:justify-start">
      {!message.read && (
        <fetcher.Form method="post" className="contents">
          <input type="hidden" name="id" value={message._id} />
          <button
            type="submit"
            name="intent"
            value="read"
            className={SMALL_BUTTON}
            aria-label={`Mark as read: message from ${message.name}`}
          >
            Mark as read
          </button>
        </fetcher.Form>
      )}
      {/* Through the page's shared fetcher: the page offers Undo once the row is gone. */}
      <writes.Form method="post" className="contents">
        <input type="hidden" name="id" value={message._id} />
        <button
          type="submit"
          name="intent"
          value={toSpam ? "spam" : "not-spam"}
          className={SMALL_BUTTON}
          aria-label={`${toSpam ? "Spam" : "Not spam"}: message from ${message.name}`}
        >
          {toSpam ? "Spam" : "Not spam"}
        </button>
      </writes.Form>
      <IconButton label={`Delete message from ${message.name}`} tone="danger" onClick={() => void remove()}>
        <TrashIcon size={18} />
      </IconButton>
    </div>
  );
}

/**
 * How a WhatsApp reply starts, in the language of the page the visitor wrote on (English when not
 * known): the admin's app opens the chat with it typed in, to finish and send.
 */
const WHATSAPP_GREETING: Translations<(name: string, company: string) => string> = {
  en: (name, company) => `Hello ${name}, this is ${company}. Thank you for your message.`,
  bn: (name, company) => `আসসালামু আলাইকুম ${name}, আমি ${company} থেকে বলছি। আপনার বার্তার জন্য ধন্যবাদ।`,
};

/**
 * The visitor's number (issue 41): a call on a phone's tap, and their WhatsApp chat beside it, with
 * a greeting typed in; a message written on the Bangla page says so.
 */
export function PhoneLinks({ message, phone }: { message: ContactMessage; phone: string }) {
  const { companyName } = useSiteSettings();
  const greeting = WHATSAPP_GREETING[message.language ?? "en"](message.name, companyName);
  // Touch targets of at least 24 px (WCAG 2.2's target size); on a phone the two sit side by side.
  const link = "inline-flex min-h-6 items-center text-brand-700 underline hover:text-brand-800";
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
      <a href={phoneHref(phone)} className={link}>
        {readablePhone(phone)}
      </a>
      <a href={whatsAppLink(phone, greeting)} target="_blank" rel="noopener noreferrer" className={link}>
        WhatsApp
      </a>
    </p>
  );
}

/**
 * A message's lead (issue 41): its status (once it is past New), and a link to its page — "All 3
 * messages from Rahim" when the person wrote more than once.
 */
function LeadLink({
  leadId,
  name,
  lead,
}: {
  leadId: string;
  name: string;
  lead: { messages: number; status: LeadStatus } | undefined;
}) {
  if (!lead) return null;
  const { messages, status } = lead;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2">
      {status !== "new" && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {LEAD_STATUS_LABELS[status]}
        </span>
      )}
      <SiteLink
        to={leadPath(leadId)}
        className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {messages > 1 ? `All ${messages} messages from ${name}` : "Open lead"}
      </SiteLink>
    </p>
  );
}

/** The row's checkbox, named after the sender; it belongs to the bulk toolbar's form. */
function SelectBox({ message, selection }: { message: ContactMessage; selection: MessageSelection }) {
  return (
    <label className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center">
      <input
        type="checkbox"
        form={BULK_FORM_ID}
        name="id"
        value={message._id}
        checked={selection.isSelected(message._id)}
        onChange={(event) => selection.toggle(message._id, event.target.checked)}
        // Named by an attribute, not hidden text: the cell holds no text to lay out.
        aria-label={`Select the message from ${message.name}`}
        className="h-5 w-5 rounded border-slate-300 accent-brand-700"
      />
    </label>
  );
}

/** The contact messages of a folder (beyond the spec), newest first; unread ones stand out. */
export function MessagesTable({
  messages,
  folder,
  selection,
  leads,
}: {
  messages: readonly ContactMessage[];
  folder: Folder;
  selection: MessageSelection;
  /** The leads of these messages by id: how many messages each has, and its status. */
  leads: Readonly<Record<string, { messages: number; status: LeadStatus }>>;
}) {
  const columns: readonly Column<ContactMessage>[] = [
    {
      header: "Select",
      card: "inline",
      className: "align-top",
      cell: (message) => <SelectBox message={message} selection={selection} />,
    },
    {
      header: "Received",
      className: "align-top",
      tableWidth: "@4xl:min-w-28",
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
      tableWidth: "@4xl:min-w-32",
      cell: (message) => (
        <>
          <p className={message.read ? "text-slate-900" : "font-bold text-slate-900"}>{message.name}</p>
          <a href={`mailto:${message.email}`} className="text-brand-700 underline hover:text-brand-800">
            {message.email}
          </a>
          {message.phone && <PhoneLinks message={message} phone={message.phone} />}
          {message.language === "bn" && <p className="mt-1 text-xs text-slate-600">Written on the Bangla page</p>}
          {message.leadId && <LeadLink leadId={message.leadId} name={message.name} lead={leads[message.leadId]} />}
        </>
      ),
    },
    {
      header: "Plan",
      className: "align-top",
      tableWidth: "@4xl:min-w-20",
      cell: (message) => message.plan ?? <span className="text-slate-600">None</span>,
    },
    {
      header: "Message",
      card: "block",
      className: "align-top",
      tableWidth: "@4xl:min-w-32 @4xl:max-w-xl",
      cell: (message) => (
        <>
          <p className={`whitespace-pre-wrap ${message.read ? "" : "font-semibold"}`}>{message.message}</p>
          {message.spam && <p className="mt-1 text-xs text-slate-600">{SPAM_REASON[message.spam]}</p>}
        </>
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
      cell: (message) => <MessageActions message={message} />,
    },
  ];

  return (
    <DataTable
      caption="Contact messages"
      columns={columns}
      items={messages}
      rowKey={(message) => message._id}
      empty={folder === "spam" ? "No spam." : "No messages yet."}
      highlight={(message) => !message.read}
      rowData={(message) => ({ "data-unread": message.read ? undefined : "true" })}
    />
  );
}

const FILTER_CONTROL =
  "mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** A labelled control of the filter form. */
function FilterField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      {children}
    </label>
  );
}

/**
 * Search and filters of a folder: a GET form, so they live in the address (bookmarks, back and
 * forward, page links keep them) and work without JavaScript. `key` resets the fields when the
 * address changes (a folder tab, "Clear filters").
 */
export function InboxFilters({
  folder,
  filter,
  plans,
  statusCounts,
}: {
  folder: Folder;
  filter: InboxFilter;
  plans: readonly string[];
  /** How many leads have each status. */
  statusCounts: Readonly<Record<LeadStatus, number>>;
}) {
  const clearTo = folder === "spam" ? "/dashboard/messages?folder=spam" : "/dashboard/messages";
  // On a phone the search stays and the other filters fold behind "Filters" (issue 43 item 11: they
  // filled the first screen before the first message), open while one is set; wider, all show. Until
  // the page is hydrated (or without JavaScript) they show: no button could open them.
  const hydrated = useHydrated();
  const narrowed = isFiltered({ ...filter, q: undefined });
  const [open, setOpen] = useState(narrowed);
  const moreId = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter messages"
      key={inboxFilterParams(filter).toString()}
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      {folder === "spam" && <input type="hidden" name="folder" value="spam" />}
      <div className="sm:col-span-2 lg:col-span-3">
        <FilterField label="Search">
          <input
            type="search"
            name="q"
            maxLength={SEARCH_MAX}
            defaultValue={filter.q ?? ""}
            placeholder="Name, e-mail or message"
            className={FILTER_CONTROL}
          />
        </FilterField>
        {hydrated && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen(!open)}
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 sm:hidden"
          >
            {open ? "Fewer filters" : "Filters"}
          </button>
        )}
      </div>
      <div id={moreId} className={!hydrated || open ? "contents" : "hidden sm:contents"}>
        {folder === "inbox" && (
          <FilterField label="Lead status">
            <select name="status" defaultValue={filter.status ?? ""} className={FILTER_CONTROL}>
              <option value="">Any status</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {`${LEAD_STATUS_LABELS[status]} (${statusCounts[status].toLocaleString("en")} ${statusCounts[status] === 1 ? "lead" : "leads"})`}
                </option>
              ))}
            </select>
          </FilterField>
        )}
        <FilterField label="Read">
          <select name="read" defaultValue={filter.read ?? ""} className={FILTER_CONTROL}>
            <option value="">Read or unread</option>
            <option value="unread">Unread</option>
            <option value="read">Read</option>
          </select>
        </FilterField>
        <FilterField label="Delivery">
          <select name="delivery" defaultValue={filter.delivery ?? ""} className={FILTER_CONTROL}>
            <option value="">Delivered or not</option>
            <option value="delivered">Delivered</option>
            <option value="not-delivered">Not delivered</option>
          </select>
        </FilterField>
        <FilterField label="Plan">
          <select name="plan" defaultValue={filter.plan ?? ""} className={FILTER_CONTROL}>
            <option value="">Any plan or none</option>
            <option value="none">No plan</option>
            {plans.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={`Received from (${COMPANY_TIME_LABEL})`}>
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={FILTER_CONTROL} />
        </FilterField>
        <FilterField label={`Received until (${COMPANY_TIME_LABEL})`}>
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={FILTER_CONTROL} />
        </FilterField>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className="btn-primary">
          Filter
        </button>
        {isFiltered(filter) && (
          <SiteLink to={clearTo} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Clear filters
          </SiteLink>
        )}
      </div>
    </Form>
  );
}

/** A filtered folder with no message that matches: says so, with the way back. */
export function NoMatches({ folder }: { folder: Folder }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      <p>No messages match these filters.</p>
      <SiteLink
        to={folder === "spam" ? "/dashboard/messages?folder=spam" : "/dashboard/messages"}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Clear filters
      </SiteLink>
    </div>
  );
}
