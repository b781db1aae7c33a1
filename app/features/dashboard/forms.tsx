import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import { createContext, useContext, useEffect, useId, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { z } from "zod";
import { formFailure, type FormReply } from "#domain/form-reply";
import { showError, showSuccess } from "../../components/alerts";
import { FormError, FormField, type FormFieldProps } from "../../components/form-field";
import { ApiError } from "../../lib/api";
import { focusField } from "../../lib/focus-field";
import { useHydrated } from "../../lib/hydration";
import { chosenFile, uploadImage, useUploadProgress } from "./uploads";

// Every write of the dashboard: a form (`useEntityForm`, its Bangla fields and its submit button) or a
// button (`usePostIntent`) posts to its page's route action (`usePost`), and shows the reply.

export const SOMETHING_WRONG = "Something went wrong. Please try again.";

/** The message of a failed /api call (the article preview, the test e-mail). */
export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : SOMETHING_WRONG);

/**
 * What a dashboard post carries (dashboard.server.ts reads it): the intent, the item's id, and the
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

/** What the form in a modal can do to it. */
export interface EnclosingDialog {
  /** While a save is under way the modal stays open (Escape and Close wait), so that its answer shows in it. */
  holdOpen: (saving: boolean) => void;
  /** Closes the modal (a save succeeded). */
  close: () => void;
}

export const DialogContext = createContext<EnclosingDialog | null>(null);

/** The modal this component is in (null on a page). */
export function useEnclosingDialog(): EnclosingDialog | null {
  return useContext(DialogContext);
}

/** The first field of the sent form (in the order shown) that has a message, focused and in sight below the header. */
function focusFirstError(errors: FieldErrors, event?: { target: unknown }) {
  const fields = event?.target instanceof HTMLFormElement ? Array.from(event.target.elements) : [];
  const first = fields.find(
    (field) => field instanceof HTMLElement && "name" in field && get(errors, String(field.name)),
  );
  if (first) focusField(first as HTMLElement);
}

/** The message of a field of the form, by its name ("bn.title"), if it has one. */
export const fieldError = (errors: FieldErrors, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

export interface EntityFormOptions<Input extends FieldValues, Output, Done> {
  defaultValues: DefaultValues<Input>;
  /**
   * What goes to the route action: by default `{ intent: "create", values }`; with `picture`, the
   * path the chosen file was uploaded to (none chosen: undefined).
   */
  post?: (values: Input, picture?: string) => Post;
  /** Whose route action: the page's by default (an add page's form posts to its list's). */
  action?: string;
  /** The picture file input's files: a chosen file is uploaded first (POST /api/media, with a progress bar). */
  picture?: (values: Output) => ArrayLike<File> | null | undefined;
  /** Instead of the post: an upload that is the save itself (the profile photo), with a progress bar. */
  send?: (values: Output, onProgress: (percent: number) => void) => Promise<FormReply<string, Done>>;
  /** Spec §8 success message (e.g. "Blog added successfully"); none: no alert. */
  success?: string;
  /**
   * Spec §8 text of the "Error" dialog (e.g. "Failed to add blog"); none: no dialog, the first
   * field with a message takes the focus (a step of the profile's two-step sign-in).
   */
  failure?: string;
  /** Create forms reset after success (spec §4). */
  resetOnSuccess?: boolean;
  /** After a confirmed save, with what the action answered (e.g. the signed-in user's name to load again). */
  onSaved?: (done: Done | undefined) => Promise<void> | void;
}

/**
 * The options of a form whose picture file input (`image`) is uploaded first: its values posted to
 * `action` with the uploaded picture's path in `image` (left out when no file is chosen), as the
 * update of `item`, or else as a create.
 */
export function postWithPicture(item: { _id: string } | undefined, action: string) {
  return {
    picture: ({ image }: { image?: ArrayLike<File> | null }) => image,
    post: (values: object, image?: string): Post =>
      item
        ? { intent: "update", id: item._id, values: { ...values, image } }
        : { intent: "create", values: { ...values, image } },
    action,
  };
}

/**
 * A dashboard form: the entity's zod schema validates in the browser (same messages as the
 * server), then the values go to the page's route action, a picture uploaded first (or the form's
 * upload is its save). Its reply: the spec's success alert (and reset, for create forms), or the
 * "Error" dialog with the server's messages under the fields and the form's own problem above its
 * button. Inside a modal, the modal stays open while saving, and success closes it first.
 * `progress` is the upload's, null when none is under way.
 */
export function useEntityForm<Schema extends z.ZodType<FieldValues, FieldValues>, Done = unknown>(
  schema: Schema,
  {
    defaultValues,
    post: postOf = (values) => ({ intent: "create", values }),
    action,
    picture,
    send,
    success,
    failure,
    resetOnSuccess,
    onSaved,
  }: EntityFormOptions<z.input<Schema>, z.output<Schema>, Done>,
) {
  const dialog = useEnclosingDialog();
  const { post } = usePost<Done>(action);
  const { progress, track } = useUploadProgress();
  const revalidator = useRevalidator();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's generic signature cannot follow a generic schema; the types are the schema's own.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    // focusFirstError does it, with the label in sight.
    shouldFocusError: false,
  });
  const busy = form.formState.isSubmitting;
  useEffect(() => dialog?.holdOpen(busy), [dialog, busy]);

  /** The upload, or the picture's upload and the post: the reply. */
  const save = async (values: z.output<Schema>): Promise<FormReply<string, Done>> => {
    if (send) return track((onProgress) => send(values, onProgress));
    const file = chosenFile(picture?.(values));
    const uploaded = file && (await track((onProgress) => uploadImage(file, onProgress)));
    if (uploaded && !uploaded.ok) return uploaded;
    return post(postOf(form.getValues(), uploaded?.done?.url));
  };

  const onSubmit = form.handleSubmit(async (values, event) => {
    const reply = await save(values);
    if (!reply.ok) {
      for (const [name, message] of Object.entries(reply.fieldErrors))
        form.setError(name as Path<z.input<Schema>>, { type: "server", message });
      if (reply.formError)
        form.setError("root.server" as Path<z.input<Schema>>, { type: "server", message: reply.formError });
      if (failure) void showError("Error", failure);
      else requestAnimationFrame(() => focusFirstError(form.formState.errors, event));
      return;
    }
    dialog?.close();
    // A route action's post loads the page's data again by itself; an upload that is the save does not.
    if (send) await revalidator.revalidate();
    await onSaved?.(reply.done);
    if (resetOnSuccess) form.reset();
    if (success) void showSuccess(success);
  }, focusFirstError);
  const rootError = (form.formState.errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  /** A field's props: registered with the form, and its message (the browser's check or the server's). */
  const field = (name: Path<z.input<Schema>>) => ({
    ...form.register(name),
    error: fieldError(form.formState.errors, name),
  });
  return { form, field, busy, progress, onSubmit, rootError };
}

/** What a Bangla field says under it (issue 26). */
const BANGLA_HINT = "Optional: shown on the Bangla pages (/bn/…). Left empty, they show the English.";

/**
 * An item's text in Bangla (issue 26 item 5), beside its English twin: optional, typed in Bangla
 * (`lang="bn"`: the right font, spelling and screen-reader voice); a textarea with `rows`.
 */
export function BanglaField(props: FormFieldProps) {
  return <FormField lang="bn" hint={BANGLA_HINT} {...props} />;
}

/**
 * A dashboard form's end: the form's own problem (if any), then its submit button — disabled until
 * the page is hydrated (`useHydrated`), and labelled `busyLabel` while it sends.
 */
export function FormSubmit({
  error,
  busy,
  label,
  busyLabel,
}: {
  error: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <FormError message={error} />
      <div>
        {/* Busy, it stays focusable (aria-disabled): a disabled button would drop the focus, which an
            alert shown meanwhile then could not give back. A press while busy sends nothing. */}
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          className="btn-primary w-full disabled:opacity-60 aria-disabled:opacity-60 sm:w-auto"
        >
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
