import type { FormReply } from "./form-reply";
import type { InboxFilter } from "./inbox-filter";
import { inboxFilterSchema, listAddressInput } from "./list-query";
import { z } from "./zod";

/**
 * The inbox's writes: what the messages page posts to its route action, one `intent` each. A
 * message's own buttons post its `id`; the bulk toolbar posts the folder and either the selected
 * ids (checkboxes named `id`) or `all=matching` with the filters of the page (the same query
 * parameters as its address).
 */

/** Ids a bulk post may carry: a page of the inbox is 25 rows. */
export const BULK_MAX_IDS = 100;

export const NOTHING_SELECTED = "Select at least one message first.";

const messageId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const folder = z.enum(["inbox", "spam"]);

const bulk = <Intent extends string, Folder extends z.ZodType<"inbox" | "spam">>(intent: Intent, folders: Folder) =>
  z.object({
    intent: z.literal(intent),
    folder: folders,
    /** "matching": every message of the folder that matches the filters sent along. */
    all: z.literal("matching").optional(),
    ids: z.array(messageId).max(BULK_MAX_IDS),
  });

export const inboxActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["read", "delete", "spam", "not-spam"]), id: messageId }),
  bulk("bulk-read", folder),
  bulk("bulk-delete", folder),
  // Spam from the inbox, Not spam from the Spam folder.
  bulk("bulk-spam", z.literal("inbox")),
  bulk("bulk-not-spam", z.literal("spam")),
]);

export type InboxAction = z.infer<typeof inboxActionSchema>;
export type InboxIntent = InboxAction["intent"];
export type BulkAction = Exclude<InboxAction, { id: number }>;

/**
 * The action's answer: on success which write it was and how many messages it changed, and for a
 * write on one message its id (a move to Spam offers Undo: issue 43 item 10).
 */
export type InboxReply = FormReply<never, { intent: InboxIntent; count: number; id?: number }>;

/** What a posted form asks for, as the schema reads it. */
export function inboxActionInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    intent: text("intent"),
    id: text("id"),
    ids: form.getAll("id"),
    folder: text("folder") ?? "inbox",
    all: text("all"),
  };
}

/**
 * The filters posted with `all=matching`, read as the page reads its address (each filter drops a
 * value that is not its own, so this cannot fail).
 */
export function postedFilter(form: FormData): InboxFilter {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  return inboxFilterSchema.parse(listAddressInput(inboxFilterSchema, params));
}

/** What a bulk action acts on: the ids picked, or every message of the folder that matches the filters. */
export function bulkSelection(action: BulkAction, form: FormData) {
  return action.all
    ? { folder: action.folder, filter: postedFilter(form) }
    : { folder: action.folder, ids: action.ids };
}

/** "1 message", "1,234 messages". */
export const messagesCount = (count: number) => `${count.toLocaleString("en")} ${count === 1 ? "message" : "messages"}`;

/** What a bulk action did, as the toolbar says it ("3 messages marked read."). */
export function bulkDoneText(intent: InboxIntent, count: number): string {
  const done: Partial<Record<InboxIntent, string>> = {
    "bulk-read": "marked read",
    "bulk-spam": "moved to Spam",
    "bulk-not-spam": "moved back to the inbox",
    "bulk-delete": "deleted",
  };
  return `${messagesCount(count)} ${done[intent] ?? "changed"}.`;
}

/** The confirmation's text before a bulk delete, naming how many (spec §8 style; `more`: more than `count`). */
export const bulkDeleteConfirm = (count: number, more = false) =>
  more
    ? `More than ${messagesCount(count)} will be permanently deleted!`
    : count === 1
      ? "1 message will be permanently deleted!"
      : `${messagesCount(count)} will be permanently deleted!`;

/** The "Deleted!" alert's text after a bulk delete, naming how many. */
export const bulkDeleted = (count: number) =>
  count === 1 ? "1 message has been removed." : `${messagesCount(count)} have been removed.`;
