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
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import type { FormReply } from "#domain/form-reply";
import { showError, showSuccess } from "../../components/alerts";
import { type Post, usePost } from "./actions";
import { useEnclosingDialog } from "./editable-list";
import { chosenFile, uploadImage, useUploadProgress } from "./uploads";
import { focusField } from "../../lib/focus-field";

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
