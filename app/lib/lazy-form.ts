import { useRef, useState } from "react";
import type { z } from "zod";

/** A field's message, or the form's own ("root", e.g. a failed sign-in). */
export type FormErrors<Name extends string> = Partial<Record<Name | "root", string>>;

/** Every named field of the form as text (uncontrolled inputs: the DOM holds the values). */
function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * The public forms (contact, login, sign-up) checked in the browser with the server's own zod
 * schema, which is fetched when the visitor first focuses the form instead of with the page
 * (decision 0017): the schema module and zod are the biggest scripts these pages would load.
 * As before with react-hook-form: nothing is checked until the first submit, then the first
 * field at fault gets the focus and each edited field is checked again as it changes.
 */
export function useLazyForm<Name extends string, Schema extends z.ZodType>(fields: readonly Name[], loadSchema: () => Promise<Schema>) {
  const [errors, setErrors] = useState<FormErrors<Name>>({});
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);

  const check = async (form: HTMLFormElement) => {
    const result = (await loadSchema()).safeParse(readForm(form));
    const found: FormErrors<Name> = {};
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path[0] as Name;
      found[name] ??= issue.message;
    }
    return { data: result.success ? (result.data as z.output<Schema>) : undefined, found };
  };

  /** Shows the messages and moves the focus to the first field at fault. */
  const showErrors = (form: HTMLFormElement, found: FormErrors<Name>) => {
    setErrors(found);
    const first = fields.find((name) => found[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  /** Empties every field (after a successful send) and starts over. */
  const clear = (form: HTMLFormElement) => {
    for (const name of fields) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      if (field) field.value = "";
    }
    attempted.current = false;
    setErrors({});
  };

  /** The form's onSubmit: checks, then runs `onValid` with the parsed values; `submitting` meanwhile. */
  const handleSubmit = (onValid: (data: z.output<Schema>, form: HTMLFormElement) => Promise<void>) => async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    attempted.current = true;
    setSubmitting(true);
    try {
      const { data, found } = await check(form);
      if (data === undefined) return showErrors(form, found);
      setErrors({});
      await onValid(data, form);
    } finally {
      setSubmitting(false);
    }
  };

  const formProps = {
    noValidate: true,
    // Fetch the schema while the visitor types, so the first submit does not wait for it (the
    // submit meets a failed fetch again).
    onFocus: () => void loadSchema().catch(() => undefined),
    onChange: (event: React.ChangeEvent<HTMLFormElement>) => {
      const name = (event.target as { name?: string }).name as Name;
      if (!attempted.current || !fields.includes(name)) return;
      void check(event.currentTarget).then(({ found }) => setErrors((shown) => ({ ...shown, [name]: found[name] })));
    },
  };

  return { errors, submitting, showErrors, setErrors, clear, handleSubmit, formProps };
}
