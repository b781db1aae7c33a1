import type { z } from "zod";
import { fieldMessages } from "#domain/field-messages";
import { drawFieldError, drawFormError } from "../components/form-messages-dom";
import { formAlerts } from "../i18n/form-alerts";
import { focusField } from "../lib/focus-field";
import { pageLocale } from "./page-language";
import { postForm } from "./post-form";

/** What the page's route action answered the script's post. */
export interface ActionAnswer {
  /** 0: the server could not be reached. */
  status: number;
  /** Where the action's redirect (its success) led. */
  redirectedTo?: string;
  /** The form as the server drew it in the page it answered: its messages, under the fields and above the button. */
  form?: HTMLFormElement;
  /** The server's own words: the answered form's error, or a plain-text answer (a refused post, server/app.ts). */
  problem?: string;
  /** The page the server answered (parsed, not run). */
  page?: Document;
}

export interface EnhancedForm {
  /** Posts the form, with `extra` fields set, to its page's route action (the one write path, decision 0044). */
  submit: (extra?: Record<string, string>) => Promise<ActionAnswer>;
  /** Takes the answered form's content (what the visitor typed stays) and focuses the first field at fault. */
  showAnswer: (answered: HTMLFormElement) => void;
  /** Shows the form's own problem above its button (null: removes it). */
  showProblem: (message: string | null) => void;
  /** Empties every field (after a successful send) and starts over. */
  clear: () => void;
}

/** Every named field of the form as text (the DOM holds the values). */
function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

const fieldOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
const submitButton = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>("button[type=submit]");

async function submitToAction(form: HTMLFormElement, extra: Record<string, string>): Promise<ActionAnswer> {
  const body = new FormData(form);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  const response = await postForm(form.action || location.href, body);
  if (!response) return { status: 0 };
  if (response.redirected) return { status: response.status, redirectedTo: response.url };
  const text = await response.text().catch(() => "");
  if (!response.headers.get("content-type")?.startsWith("text/html"))
    return { status: response.status, problem: text.trim() || undefined };
  // The page as data: parsed, not run; only the form the server drew for this one is taken from it.
  const page = new DOMParser().parseFromString(text, "text/html");
  const answered = page.querySelector<HTMLFormElement>(`form[data-form="${form.dataset.form}"]`);
  return {
    status: response.status,
    page,
    form: answered ?? undefined,
    problem: answered?.querySelector("[data-form-error]")?.textContent ?? undefined,
  };
}

/**
 * The public forms (contact, login, sign-up), which post to their page's route action with or
 * without JavaScript (decision 0044). In the browser they are first checked with the server's own
 * zod schema, with the messages of the page's language (decision 0054), fetched when the visitor
 * first focuses the form instead of with the page (decision 0017): the schema module and zod are
 * the biggest scripts these pages would load. Nothing is checked until the first submit; then the
 * first field at fault gets the focus and each edited field is checked again as it changes. A valid
 * form goes to `onValid`, which posts it; meanwhile the submit button is disabled (aria-disabled)
 * and says its `data-busy-label`.
 */
export function enhanceForm<Schema extends z.ZodType>(
  form: HTMLFormElement,
  {
    fields,
    loadSchema,
    onValid,
  }: {
    fields: readonly string[];
    loadSchema: () => Promise<Schema>;
    onValid: (controls: EnhancedForm) => Promise<void>;
  },
): EnhancedForm {
  let attempted = false;
  let submitting = false;

  /** Each field at fault with its message; null when the form is valid. */
  const check = async () => {
    const result = (await loadSchema()).safeParse(readForm(form));
    return result.error ? fieldMessages(result.error) : null;
  };
  /** Draws each field's message (none: removes it) and focuses the first field at fault. */
  const showFieldErrors = (found: Record<string, string>) => {
    for (const name of fields) {
      const field = fieldOf(form, name);
      if (field) drawFieldError(field, found[name]);
    }
    const first = fields.find((name) => found[name]);
    const field = first && fieldOf(form, first);
    if (field) focusField(field);
  };

  const controls: EnhancedForm = {
    submit: (extra = {}) => submitToAction(form, extra),
    showAnswer(answered) {
      const typed = readForm(form);
      form.replaceChildren(...answered.childNodes);
      for (const name of fields) {
        const field = fieldOf(form, name);
        if (field && typed[name] !== undefined) field.value = typed[name];
      }
      const firstInvalid = form.querySelector<HTMLElement>("[aria-invalid=true]");
      const focus = firstInvalid ?? submitButton(form);
      if (focus) focusField(focus);
    },
    showProblem: (message) => drawFormError(form, message ?? undefined),
    clear() {
      for (const name of fields) {
        const field = fieldOf(form, name);
        if (field) field.value = "";
      }
      attempted = false;
      showFieldErrors({});
      drawFormError(form, undefined);
    },
  };

  const setBusy = (element: Element, on: boolean) =>
    on ? element.setAttribute("aria-busy", "true") : element.removeAttribute("aria-busy");
  const setSubmitting = (on: boolean, idleLabel: string) => {
    submitting = on;
    setBusy(form, on);
    // The button of the moment: an answer drawn by the server brings its own.
    const submit = submitButton(form);
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
    const idleLabel = submitButton(form)?.textContent ?? "";
    setSubmitting(true, idleLabel);
    try {
      const found = await check();
      showFieldErrors(found ?? {});
      drawFormError(form, undefined);
      if (!found) await onValid(controls);
    } catch (error) {
      console.error("The form could not be sent", error);
      drawFormError(form, formAlerts[pageLocale()].somethingWentWrong);
    } finally {
      setSubmitting(false, idleLabel);
    }
  });
  // Fetch the schema while the visitor types, so the first submit does not wait for it (the submit
  // meets a failed fetch again).
  form.addEventListener("focusin", () => void loadSchema().catch(() => undefined));
  form.addEventListener("input", (event) => {
    const name = (event.target as { name?: string }).name ?? "";
    if (!attempted || !fields.includes(name)) return;
    void check().then((found) => {
      const field = fieldOf(form, name);
      if (field) drawFieldError(field, found?.[name]);
    });
  });
  return controls;
}
