/**
 * The site's one labelled form field (issue 40 item 4), for the public pages' forms (contact,
 * sign-in and the other account pages) and the dashboard's alike: the label (with a "*" when the
 * field is required), the control, an optional hint, and the field's message, tied to the control
 * with aria-describedby and aria-invalid; and the form's own problem above its button (`FormError`). A form library's
 * `register(…)` spreads onto it: its `ref` (a prop in React 19) reaches the control.
 */
/*
 * How a form's problems look, in one place for both kinds of page (decision 0044): React renders
 * `FieldError` and `FormError` (the server's answer to a post, the dashboard), and the public pages'
 * enhancement script (app/enhance/form.ts) draws the same elements with `drawFieldError` and
 * `drawFormError` (./form-messages-dom.ts, without React), so a message the server rendered and one
 * the script drew are the same element. Both are handed the message already in the page's language
 * (decision 0054: the schema for the page's locale gave it, or its action chose it).
 */
import { type ComponentProps, useId } from "react";
import { FIELD_ERROR_CLASS, fieldErrorId, FORM_ERROR_CLASS } from "./form-messages-dom";

/**
 * Where the field stands. `page`: a public page's form, posted with or without JavaScript (decision
 * 0044) — a roomier control, and a field rendered with a message (the server's answer to a post) is
 * `autofocus`, so the browser focuses the first field at fault and scrolls it into view. `dashboard`:
 * the dashboard's long forms, a little denser; their form library focuses the field at fault.
 */
export type FieldVariant = "page" | "dashboard";

/** A control marked aria-invalid (by the server's answer, a form library or app/enhance/form.ts) gets the red border. */
const CONTROL_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-rose-600 aria-invalid:focus:border-rose-600";
const VARIANT_CLASS: Record<FieldVariant, string> = { page: "py-3", dashboard: "py-2.5" };
const LABEL_CLASS = "font-medium text-slate-800";

interface FieldFrame {
  label: string;
  error?: string;
  /** Shows a "*" and makes the control `required` (the forms have noValidate and check with zod). */
  requiredMark?: boolean;
  /** A line under the control, read with it (aria-describedby). */
  hint?: string;
  variant?: FieldVariant;
  /** The classes of the field's box (its place in a grid, say), not of the control. */
  className?: string;
}

/** A one-line field: an input (any type). */
export type InputFieldProps = FieldFrame & Omit<ComponentProps<"input">, "className"> & { rows?: undefined };
/** With `rows`, the field is a textarea. */
type TextAreaFieldProps = FieldFrame & Omit<ComponentProps<"textarea">, "className"> & { rows: number };
export type FormFieldProps = InputFieldProps | TextAreaFieldProps;

/** The visible "*" of a required field (the control itself says required to assistive technology). */
function RequiredMark({ shown }: { shown?: boolean }) {
  if (!shown) return null;
  return (
    <span className="text-rose-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

const hintId = (id: string) => `${id}-hint`;

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? hintId(id) : "", error ? fieldErrorId(id) : ""].filter(Boolean).join(" ") || undefined;
}

/** Under the control: the hint, then the message. */
function FieldEnd({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId(id)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </>
  );
}

/** A labelled input, or with `rows` a labelled textarea; its hint and message under it. */
export function FormField({
  label,
  error,
  requiredMark,
  hint,
  variant = "dashboard",
  className,
  ...control
}: FormFieldProps) {
  const generatedId = useId();
  const id = control.id ?? generatedId;
  const frame = {
    id,
    required: requiredMark || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    autoFocus: variant === "page" && error ? true : undefined,
    className: `${CONTROL_CLASS} ${VARIANT_CLASS[variant]}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        <RequiredMark shown={requiredMark} />
      </label>
      {control.rows === undefined ? (
        <input {...frame} {...(control as ComponentProps<"input">)} />
      ) : (
        <textarea {...frame} {...(control as ComponentProps<"textarea">)} />
      )}
      <FieldEnd id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * Choices under one legend, each a labelled checkbox (several: the days an office is open) or, with
 * `type="radio"`, a radio button (one: a lead's status), sharing one name; `labelOf` names a value
 * (the value itself by default). The group's hint and message are tied to the group.
 */
export function ChoiceGroup({
  label,
  options,
  type = "checkbox",
  labelOf = (option) => option,
  error,
  requiredMark,
  hint,
  className,
  ...input
}: Omit<ComponentProps<"input">, "type" | "value" | "className"> &
  Omit<FieldFrame, "variant"> & {
    options: readonly string[];
    type?: "checkbox" | "radio";
    labelOf?: (option: string) => string;
  }) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={describedBy(id, error, hint)}>
      <legend className={LABEL_CLASS}>
        {label}
        <RequiredMark shown={requiredMark} />
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type={type}
              value={option}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 rounded border-slate-300 accent-brand-700"
              {...input}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      <FieldEnd id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** A field's message, right after the field. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className={FIELD_ERROR_CLASS}>
      {message}
    </p>
  );
}

/** The form's own problem, announced, just above its submit button. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-form-error className={FORM_ERROR_CLASS}>
      {message}
    </p>
  );
}
