/**
 * The form messages of ./form-field.tsx (`FieldError`, `FormError`) as a script draws them (the
 * public pages' enhancement script, decision 0044): the same elements, classes and ids. It is handed
 * the message already in the page's language (decision 0054).
 */

export const FIELD_ERROR_CLASS = "mt-1 text-sm text-rose-700";
export const FORM_ERROR_CLASS = "rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800";

/** The id of a field's message, which the field names in aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

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
