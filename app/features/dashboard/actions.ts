import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { formFailure, type FormReply } from "#domain/form-reply";
import { confirmDelete, showDeleted, showError } from "../../components/alerts";
import { ApiError } from "../../lib/api";

/** Spec §8 texts of the delete confirmations and of the "Deleted!" alerts, per type. */
export const DELETE_TEXTS = {
  user: { confirm: "This action cannot be undone!", done: "User has been removed." },
  blog: { confirm: "This blog will be permanently deleted!", done: "Blog has been removed." },
  review: { confirm: "This review will be permanently deleted!", done: "The review has been removed." },
  member: { confirm: "This member will be deleted!", done: "Team member removed." },
  video: { confirm: "This video will be permanently deleted!", done: "The video has been removed." },
  logo: { confirm: "This client logo will be permanently deleted!", done: "The client logo has been removed." },
} as const;

export const SOMETHING_WRONG = "Something went wrong. Please try again.";

/** The message of a failed /api call (the article preview, the test e-mail). */
export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : SOMETHING_WRONG);

/**
 * What a dashboard post carries (form-action.server.ts reads it): the intent, the item's id, and the
 * form's values, which travel as one JSON field (settings nest theirs: the opening hours, the figures).
 */
export type Post = { intent: string; id?: string; values?: object };

/**
 * The clientAction of every dashboard route with an action: the action's reply, or — when the post
 * failed (offline, a server error) — the form's problem, so that the form shows its "Error" dialog
 * instead of the page's error screen.
 */
export async function replyOrProblem({ serverAction }: { serverAction: () => Promise<unknown> }) {
  try {
    return await serverAction();
  } catch {
    return formFailure({}, { formError: SOMETHING_WRONG });
  }
}

/** A refused write in the site's error alert. */
export function showRefusal(reply: FormReply) {
  if (!reply.ok) void showError("Error", reply.formError ?? SOMETHING_WRONG);
}

/**
 * Posts to the route action of the page (or of `action`) with a fetcher: `post` resolves with the
 * reply and `onReply` runs once for each reply (a `<fetcher.Form>`'s too), after the page's data has
 * loaded again. A shared `key` lets a component that stays handle the replies of rows that are gone
 * (the inbox); a `post` whose component is gone before its reply never resolves.
 */
export function usePost<Done = unknown>(
  action?: string,
  { key, onReply }: { key?: string; onReply?: (reply: FormReply<string, Done>) => void } = {},
) {
  const ownKey = useId();
  const fetcher = useFetcher<FormReply<string, Done>>({ key: key ?? ownKey });
  // An answer the fetcher kept from before this component showed is not its to handle.
  const handled = useRef(fetcher.data);
  // This component's post waiting for its reply.
  const waiting = useRef<(reply: FormReply<string, Done>) => void>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    waiting.current?.(fetcher.data);
    waiting.current = undefined;
    onReply?.(fetcher.data);
  });
  const post = (body: Post) =>
    new Promise<FormReply<string, Done>>((resolve) => {
      waiting.current = resolve;
      const { values, ...fields } = body;
      void fetcher.submit({ ...fields, ...(values && { values: JSON.stringify(values) }) }, { method: "post", action });
    });
  return { post, busy: fetcher.state !== "idle", fetcher };
}

/**
 * A button's write (delete, move, promote…): posted, then `onDone` with the service's answer,
 * or the "Error" dialog with the server's reason (e.g. deleting yourself).
 */
export function usePostIntent<Done>() {
  const { post, busy } = usePost<Done>();
  const act = async (body: Post, onDone: (done: Done | undefined) => void) => {
    const reply = await post(body);
    if (reply.ok) onDone(reply.done);
    else showRefusal(reply);
  };
  return { act, busy };
}

/** Delete with the spec's flow: "Are you sure?" first, then the post, then "Deleted!" (the list has loaded again). */
export function useDeleteAction(kind: keyof typeof DELETE_TEXTS) {
  const { act } = usePostIntent<{ deletedCount?: number }>();
  const texts = DELETE_TEXTS[kind];
  return async (id: string) => {
    if (!(await confirmDelete(texts.confirm))) return;
    await act({ intent: "delete", id }, (done) => {
      if (done?.deletedCount !== 0) void showDeleted(texts.done);
    });
  };
}
