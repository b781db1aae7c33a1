/**
 * How a form's problems look, in one place for both kinds of page (decision 0044): React renders
 * these components (the server's answer to a post, the dashboard), and the public pages'
 * enhancement script (app/enhance/form.ts) draws the same elements with `drawFieldError` and
 * `drawFormError` (./form-messages-dom.ts: without the Bangla catalogue, which that script loads
 * only on Bangla pages), so a message the server rendered and one the script drew are the same element.
 * Both show a message in the page's language (app/i18n/form-messages.ts): the components read it
 * from the address, the script is handed the message already in it.
 */
import { formMessageIn } from "../i18n/form-messages";
import { useLocale } from "../lib/locale";
import { FIELD_ERROR_CLASS, fieldErrorId, FORM_ERROR_CLASS } from "./form-messages-dom";

export { fieldErrorId };

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
