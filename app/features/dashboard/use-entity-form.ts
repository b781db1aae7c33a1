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
import type { z } from "zod";
import { showError, showSuccess } from "../../components/alerts";
import { useEnclosingDialog } from "./edit-dialog";
import { applyServerErrors } from "./form-errors";
import { focusField } from "../../lib/focus-field";

/** The first field of the sent form (in the order shown) that has a message, focused and in sight below the header. */
function focusFirstError(errors: FieldErrors, event?: { target: unknown }) {
  const fields = event?.target instanceof HTMLFormElement ? Array.from(event.target.elements) : [];
  const first = fields.find(
    (field) => field instanceof HTMLElement && "name" in field && get(errors, String(field.name)),
  );
  if (first) focusField(first as HTMLElement);
}

export interface EntityFormOptions<Input extends FieldValues, Output> {
  defaultValues: DefaultValues<Input>;
  /** Sends the values; resolves true when the server confirmed (insertedId, modifiedCount…). */
  save: (values: Output) => Promise<boolean>;
  /** Spec §8 success message (e.g. "Blog added successfully"). */
  success: string;
  /** Spec §8 text of the "Error" dialog (e.g. "Failed to add blog"). */
  failure: string;
  /** Create forms reset after success (spec §4). */
  resetOnSuccess?: boolean;
  /** After a confirmed save, e.g. revalidate the list. */
  onSaved?: () => void;
}

/**
 * A dashboard form: the entity's zod schema validates in the browser (same messages as the API);
 * after a save, the spec's success alert (and reset, for create forms) or the "Error" dialog with
 * the server's field messages under the fields. Inside a modal, success closes it first.
 */
export function useEntityForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  fields: readonly Path<z.input<Schema>>[],
  {
    defaultValues,
    save,
    success,
    failure,
    resetOnSuccess,
    onSaved,
  }: EntityFormOptions<z.input<Schema>, z.output<Schema>>,
) {
  const dialog = useEnclosingDialog();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's generic signature cannot follow a generic schema; the types are the schema's own.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    // focusFirstError does it, with the label in sight.
    shouldFocusError: false,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    let saved = false;
    try {
      saved = await save(values);
      if (!saved)
        form.setError("root.server" as Path<z.input<Schema>>, {
          type: "server",
          message: "The server did not confirm the change. Please try again.",
        });
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
    }
    if (!saved) {
      void showError("Error", failure);
      return;
    }
    if (resetOnSuccess) form.reset();
    dialog?.current?.close();
    onSaved?.();
    void showSuccess(success);
  }, focusFirstError);
  const rootError = (form.formState.errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  return { form, onSubmit, rootError };
}
