/**
 * How a form's problems look, in one place for both kinds of page (decision 0044): React renders
 * these components (the server's answer to a post, the dashboard), and the public pages'
 * enhancement script (app/enhance/form.ts) draws the same elements with `drawFieldError` and
 * `drawFormError`, so a message the server rendered and one the script drew are the same element.
 * Both show a message in the page's language (app/i18n/form-messages.ts): the components read it
 * from the address, the script is handed the message already in it.
 */
import { formMessageIn } from "../i18n/form-messages";
import { useLocale } from "../lib/locale";

const FIELD_ERROR_CLASS = "mt-1 text-sm text-rose-700";
const FORM_ERROR_CLASS = "rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800";

/** The id of a field's message, which the field names in aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** A field's message, right after the field. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  const locale = useLocale();
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className={FIELD_ERROR_CLASS}>
      {formMessageIn(message, locale)}
    </p>
  );
}

/** The form's own problem, announced, just above its submit button. */
export function FormError({ message }: { message?: string }) {
  const locale = useLocale();
  if (!message) return null;
  return (
    <p role="alert" data-form-error className={FORM_ERROR_CLASS}>
      {formMessageIn(message, locale)}
    </p>
  );
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** FieldError drawn by a script: shown, replaced or removed, the field marked aria-invalid. */
export function drawFieldError(field: Field, message: string | undefined) {
  const id = fieldErrorId(field.id);
  let paragraph = document.getElementById(id);
  if (!message) {
    paragraph?.remove();
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
    return;
  }
  if (!paragraph) {
    paragraph = Object.assign(document.createElement("p"), { id, className: FIELD_ERROR_CLASS });
    field.after(paragraph);
  }
  paragraph.textContent = message;
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", id);
}

/**
 * FormError drawn by a script (inserted anew, so that it is announced), or removed: above the
 * submit button of `container` (a form), or at its end (a control of its own, e.g. "Continue with Google").
 */
export function drawFormError(container: HTMLElement, message: string | undefined) {
  container.querySelector("[data-form-error]")?.remove();
  if (!message) return;
  const alert = Object.assign(document.createElement("p"), { className: FORM_ERROR_CLASS, textContent: message });
  alert.setAttribute("role", "alert");
  alert.dataset.formError = "";
  const submit = container.querySelector("button[type=submit]");
  if (submit) submit.before(alert);
  else container.append(alert);
}
