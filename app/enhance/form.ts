import type { z } from "zod";
import { fieldMessages } from "../../domain/field-messages";
import { focusField } from "../lib/focus-field";

/** A field's message, or the form's own ("root", e.g. a failed sign-in). */
export type FormErrors<Name extends string> = Partial<Record<Name | "root", string>>;

/** Every named field of the form as text (the DOM holds the values). */
function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

const fieldOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

/**
 * Shows or removes a field's message: a paragraph right after the field, tied to it by
 * aria-describedby, the field marked aria-invalid (which its classes style). The id follows the
 * server's rendering (`<field id>-error`), so a message the server rendered (no-JavaScript post)
 * is the same element.
 */
function showFieldError(field: HTMLInputElement | HTMLTextAreaElement, message: string | undefined) {
  const id = `${field.id}-error`;
  let paragraph = document.getElementById(id);
  if (!message) {
    paragraph?.remove();
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
    return;
  }
  if (!paragraph) {
    paragraph = Object.assign(document.createElement("p"), { id, className: "mt-1 text-sm text-rose-700" });
    field.after(paragraph);
  }
  paragraph.textContent = message;
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", id);
}

/**
 * The form's own problem (a failed sign-in, too many attempts): an alert just above the submit
 * button, inserted when there is one so that it is announced.
 */
function showProblem(form: HTMLFormElement, message: string | undefined) {
  form.querySelector("[data-form-problem]")?.remove();
  if (!message) return;
  const alert = Object.assign(document.createElement("p"), {
    className: "rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800",
    textContent: message,
  });
  alert.setAttribute("role", "alert");
  alert.dataset.formProblem = "";
  form.querySelector("button[type=submit]")?.before(alert);
}

export interface EnhancedForm<Name extends string> {
  /** Shows these messages (each field's and the form's) and moves the focus to the first field at fault. */
  showErrors: (found: FormErrors<Name>) => void;
  /** Empties every field (after a successful send) and starts over. */
  clear: () => void;
}

/**
 * The public forms (contact, login, sign-up) checked in the browser with the server's own zod
 * schema, which is fetched when the visitor first focuses the form instead of with the page
 * (decision 0017): the schema module and zod are the biggest scripts these pages would load.
 * Nothing is checked until the first submit; then the first field at fault gets the focus and each
 * edited field is checked again as it changes. While `onValid` runs the submit button is disabled (aria-disabled)
 * and says its `data-busy-label`.
 */
export function enhanceForm<Name extends string, Schema extends z.ZodType>(
  form: HTMLFormElement,
  {
    fields,
    loadSchema,
    onValid,
  }: {
    fields: readonly Name[];
    loadSchema: () => Promise<Schema>;
    onValid: (data: z.output<Schema>, controls: EnhancedForm<Name>) => Promise<void>;
  },
): EnhancedForm<Name> {
  let attempted = false;
  let submitting = false;
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const idleLabel = submit?.textContent ?? "";

  const check = async () => {
    const result = (await loadSchema()).safeParse(readForm(form));
    const found = (result.error ? fieldMessages(result.error) : {}) as FormErrors<Name>;
    return { data: result.success ? (result.data as z.output<Schema>) : undefined, found };
  };

  const controls: EnhancedForm<Name> = {
    showErrors(found) {
      for (const name of fields) {
        const field = fieldOf(form, name);
        if (field) showFieldError(field, found[name]);
      }
      showProblem(form, found.root);
      const first = fields.find((name) => found[name]);
      const field = first && fieldOf(form, first);
      if (field) focusField(field);
    },
    clear() {
      for (const name of fields) {
        const field = fieldOf(form, name);
        if (field) field.value = "";
      }
      attempted = false;
      controls.showErrors({});
    },
  };

  const setBusy = (element: Element, on: boolean) =>
    on ? element.setAttribute("aria-busy", "true") : element.removeAttribute("aria-busy");
  const setSubmitting = (on: boolean) => {
    submitting = on;
    setBusy(form, on);
    if (!submit) return;
    // aria-disabled, not disabled: a disabled button loses the focus (to the page), so an alert
    // shown meanwhile could not give it back. `submitting` already ignores a second submit.
    if (on) submit.setAttribute("aria-disabled", "true");
    else submit.removeAttribute("aria-disabled");
    setBusy(submit, on);
    submit.textContent = on ? (submit.dataset.busyLabel ?? idleLabel) : idleLabel;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submitting) return;
    attempted = true;
    setSubmitting(true);
    try {
      const { data, found } = await check();
      if (data === undefined) return controls.showErrors(found);
      controls.showErrors({});
      await onValid(data, controls);
    } catch (error) {
      console.error("The form could not be checked", error);
      controls.showErrors({ root: "Something went wrong. Please try again." } as FormErrors<Name>);
    } finally {
      setSubmitting(false);
    }
  });
  // Fetch the schema while the visitor types, so the first submit does not wait for it (the submit
  // meets a failed fetch again).
  form.addEventListener("focusin", () => void loadSchema().catch(() => undefined));
  form.addEventListener("input", (event) => {
    const name = (event.target as { name?: string }).name as Name;
    if (!attempted || !fields.includes(name)) return;
    void check().then(({ found }) => {
      const field = fieldOf(form, name);
      if (field) showFieldError(field, found[name]);
    });
  });
  return controls;
}
