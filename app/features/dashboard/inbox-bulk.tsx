import { useRef, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import type { ContactMessage } from "#domain/contact";
import { bulkDeleteConfirm, bulkDeleted, bulkDoneText, type InboxReply, messagesCount } from "#domain/inbox-action";
import { type InboxFilter, inboxFilterParams, isFiltered } from "#domain/inbox-filter";
import { confirmDelete, showDeleted } from "../../components/alerts";
import { FormError } from "../../components/form-field";
import { useHydrated } from "../../lib/hydration";
import { showRefusal, usePost } from "./forms";

/** The form of the bulk toolbar; each row's checkbox belongs to it (`form=`), wherever it is drawn. */
export const BULK_FORM_ID = "inbox-bulk";

/** The fetcher of the inbox's deletes and bulk actions, shared by key: the page handles its replies (useInboxReplies). */
const INBOX_WRITES = "inbox-writes";

export const useInboxWrites = () => useFetcher<InboxReply>({ key: INBOX_WRITES });

/**
 * The messages picked on this page of the inbox, or all that match the filters (Gmail style: after
 * the whole page is picked). A new address (another page, folder or filter) starts with none.
 */
export function useMessageSelection(messages: readonly ContactMessage[]) {
  const { search } = useLocation();
  const [state, setState] = useState({ search, ids: new Set<string>(), allMatching: false });
  const current = state.search === search ? state : { search, ids: new Set<string>(), allMatching: false };
  const ids = messages.filter((message) => current.ids.has(message._id)).map((message) => message._id);
  const pageSelected = messages.length > 0 && ids.length === messages.length;
  const update = (next: Set<string>, allMatching = false) => setState({ search, ids: next, allMatching });
  const pageIds = () => new Set(messages.map((message) => message._id));
  return {
    ids,
    pageSelected,
    allMatching: current.allMatching && pageSelected,
    isSelected: (id: string) => current.ids.has(id),
    toggle(id: string, on: boolean) {
      const next = new Set(current.ids);
      if (on) next.add(id);
      else next.delete(id);
      update(next);
    },
    togglePage: (on: boolean) => update(on ? pageIds() : new Set()),
    selectAllMatching: () => update(pageIds(), true),
    clear: () => update(new Set()),
  };
}

export type MessageSelection = ReturnType<typeof useMessageSelection>;

/**
 * The answers of the inbox's deletes and bulk actions (page level: the rows they removed are gone
 * by then): "Deleted!" naming how many, a refusal in the error alert; a done bulk action clears
 * the selection.
 */
export function useInboxReplies(selection: MessageSelection, messageDeleted: string) {
  usePost<Extract<InboxReply, { ok: true }>["done"]>(undefined, {
    key: INBOX_WRITES,
    onReply(reply) {
      if (!reply.ok) return showRefusal(reply);
      const { intent, count } = reply.done!;
      if (intent !== "delete") selection.clear();
      if (count === 0) return;
      if (intent === "delete") void showDeleted(messageDeleted);
      if (intent === "bulk-delete") void showDeleted(bulkDeleted(count));
    },
  });
}

/**
 * After a message is moved to Spam (or back), the page says so, with Undo (issue 43 item 10): a
 * form that moves it back, with or without JavaScript. The row is gone by then: this stays.
 */
export function MovedToSpam() {
  const writes = useInboxWrites();
  const actionData = useActionData<InboxReply>();
  const reply = writes.data ?? actionData;
  const done = reply?.ok ? reply.done : undefined;
  if (!done?.id || done.count === 0 || (done.intent !== "spam" && done.intent !== "not-spam")) return null;
  const toSpam = done.intent === "spam";
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm"
    >
      <p className="text-sm text-slate-800">
        {toSpam ? "The message was moved to Spam." : "The message is back in the inbox."}
      </p>
      {toSpam && (
        <writes.Form method="post">
          <input type="hidden" name="id" value={done.id} />
          <button
            type="submit"
            name="intent"
            value="not-spam"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Undo
          </button>
        </writes.Form>
      )}
    </div>
  );
}

const TOOL_BUTTON =
  "inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-60 disabled:opacity-60";
const NEUTRAL = `${TOOL_BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
const DANGER = `${TOOL_BUTTON} border-rose-300 bg-white text-rose-800 hover:bg-rose-50`;

/**
 * The bulk toolbar above the messages: "Select all on this page", then "Select all N messages
 * matching the filter", the number selected (announced), and Mark read, Spam or Not spam (by
 * folder) and Delete (after a confirmation naming how many). Its form posts the folder and either
 * the checked rows' ids or `all=matching` with the filters; Mark read and Spam also work without
 * JavaScript (the rows' checkboxes belong to this form).
 */
export function BulkActions({
  selection,
  folder,
  filter,
  shown,
  total,
  more = false,
}: {
  selection: MessageSelection;
  folder: "inbox" | "spam";
  filter: InboxFilter;
  /** Messages on this page. */
  shown: number;
  /** Messages in the folder that match the filters (more than that with `more`: a search stopped counting). */
  total: number;
  more?: boolean;
}) {
  const writes = useInboxWrites();
  const actionData = useActionData<InboxReply>();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const count = selection.allMatching ? total : selection.ids.length;
  const busy = writes.state !== "idle";
  const blocked = hydrated && (count === 0 || busy);
  const some = selection.ids.length > 0 && !selection.pageSelected;
  const matching = isFiltered(filter) ? "matching the filter" : `in ${folder === "spam" ? "Spam" : "the inbox"}`;
  const reply = writes.data ?? actionData;

  const status =
    count > 0
      ? selection.allMatching
        ? more
          ? `All messages ${matching} (more than ${total.toLocaleString("en")}) are selected.`
          : `All ${messagesCount(total)} ${matching} are selected.`
        : `${count} selected.`
      : reply?.ok && reply.done?.intent.startsWith("bulk-")
        ? bulkDoneText(reply.done.intent, reply.done.count)
        : "No messages selected.";

  const blockWhileNone = (event: React.MouseEvent) => {
    if (blocked) event.preventDefault();
  };

  const remove = async () => {
    if (blocked || !form.current) return;
    if (!(await confirmDelete(bulkDeleteConfirm(count, selection.allMatching && more)))) return;
    const data = new FormData(form.current);
    data.set("intent", "bulk-delete");
    await writes.submit(data, { method: "post" });
  };

  return (
    <writes.Form
      method="post"
      id={BULK_FORM_ID}
      ref={form}
      aria-label="Selected messages"
      className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm"
    >
      <input type="hidden" name="folder" value={folder} />
      {selection.allMatching && (
        <>
          <input type="hidden" name="all" value="matching" />
          {[...inboxFilterParams(filter)].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </>
      )}
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={selection.pageSelected}
          ref={(box) => {
            if (box) box.indeterminate = some;
          }}
          onChange={(event) => selection.togglePage(event.target.checked)}
          disabled={!hydrated}
          className="h-5 w-5 rounded border-slate-300 accent-brand-700"
        />
        Select all on this page
      </label>
      <p aria-live="polite" className="text-sm text-slate-700">
        {status}
      </p>
      {selection.pageSelected && (more || total > shown) && (
        <button
          type="button"
          onClick={() => (selection.allMatching ? selection.clear() : selection.selectAllMatching())}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {selection.allMatching
            ? "Clear selection"
            : more
              ? `Select all messages ${matching} (more than ${total.toLocaleString("en")})`
              : `Select all ${messagesCount(total)} ${matching}`}
        </button>
      )}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <button
          type="submit"
          name="intent"
          value="bulk-read"
          aria-disabled={blocked || undefined}
          onClick={blockWhileNone}
          className={NEUTRAL}
        >
          Mark read
        </button>
        <button
          type="submit"
          name="intent"
          value={folder === "spam" ? "bulk-not-spam" : "bulk-spam"}
          aria-disabled={blocked || undefined}
          onClick={blockWhileNone}
          className={NEUTRAL}
        >
          {folder === "spam" ? "Not spam" : "Spam"}
        </button>
        <button
          type="button"
          disabled={!hydrated}
          aria-disabled={blocked || undefined}
          onClick={() => void remove()}
          className={DANGER}
        >
          Delete
        </button>
      </div>
      {/* Without JavaScript the page comes back with the refusal; with it, the error alert shows it. */}
      {actionData && !actionData.ok && <FormError message={actionData.formError} />}
    </writes.Form>
  );
}
