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
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { showError, showSuccess } from "../../components/alerts";
import { type Post, usePost } from "./actions";
import { apiReply } from "./api";
import { useEnclosingDialog } from "./edit-dialog";
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
  /** What goes to the route action: by default `{ intent: "create", values }`. */
  post?: (values: Input) => Post;
  /** Whose route action: the page's by default (an add page's form posts to its list's). */
  action?: string;
  /** Instead of the post: a call through /api (an upload with a progress bar). */
  send?: (values: Output) => Promise<Done>;
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
 * A dashboard form: the entity's zod schema validates in the browser (same messages as the
 * server), then the values go to the page's route action (or an upload to /api). Its reply: the
 * spec's success alert (and reset, for create forms), or the "Error" dialog with the server's
 * messages under the fields and the form's own problem above its button. Inside a modal,
 * success closes it first.
 */
export function useEntityForm<Schema extends z.ZodType<FieldValues, FieldValues>, Done = unknown>(
  schema: Schema,
  {
    defaultValues,
    post: postOf = (values) => ({ intent: "create", values }),
    action,
    send,
    success,
    failure,
    resetOnSuccess,
    onSaved,
  }: EntityFormOptions<z.input<Schema>, z.output<Schema>, Done>,
) {
  const dialog = useEnclosingDialog();
  const { post } = usePost<Done>(action);
  const revalidator = useRevalidator();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's generic signature cannot follow a generic schema; the types are the schema's own.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    // focusFirstError does it, with the label in sight.
    shouldFocusError: false,
  });
  const onSubmit = form.handleSubmit(async (values, event) => {
    dialog?.saving();
    const reply = send ? await apiReply(() => send(values)) : await post(postOf(form.getValues()));
    dialog?.saved(reply.ok);
    if (!reply.ok) {
      for (const [name, message] of Object.entries(reply.fieldErrors))
        form.setError(name as Path<z.input<Schema>>, { type: "server", message });
      if (reply.formError)
        form.setError("root.server" as Path<z.input<Schema>>, { type: "server", message: reply.formError });
      if (failure) void showError("Error", failure);
      else requestAnimationFrame(() => focusFirstError(form.formState.errors, event));
      return;
    }
    // A route action's post loads the page's data again by itself; an upload through /api does not.
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
  return { form, field, busy: form.formState.isSubmitting, onSubmit, rootError };
}
