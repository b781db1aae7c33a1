import type { z } from "zod";
import { fieldMessages } from "./field-messages";

/**
 * The one answer of every form's route action, public or dashboard (decision 0044): what the page
 * draws with app/components/form-field.tsx, with JavaScript (the enhancement script or React
 * Router's fetcher) or without it (the page rendered again with the action's data). Its messages
 * are in the page's language already (decision 0054).
 */
export type FormReply<Field extends string = string, Done = unknown> =
  | { ok: true; done?: Done }
  | {
      ok: false;
      /** Each field's message, drawn under its field. */
      fieldErrors: Partial<Record<Field, string>>;
      /** The form's own problem (a failed sign-in, too many attempts, not allowed), drawn above its button. */
      formError?: string;
      /** What was sent, to fill the form in again (never a password). */
      values: Partial<Record<Field, string>>;
    };

/** The failed reply; its status goes with it (`data(reply, status)`). */
export type FormFailure<Field extends string = string> = Extract<FormReply<Field>, { ok: false }>;

/** What went wrong: messages under fields, the form's own, or both. */
export type FormProblem<Field extends string = string> = Partial<Pick<FormFailure<Field>, "fieldErrors" | "formError">>;

export function formFailure<Field extends string>(
  values: Partial<Record<Field, string>>,
  problem: FormProblem<Field>,
): FormFailure<Field> {
  return { ok: false, fieldErrors: problem.fieldErrors ?? {}, formError: problem.formError, values };
}

/** The reply to values the shared zod schema refused: each field's first message. */
export function invalidForm<Field extends string>(
  values: Partial<Record<Field, string>>,
  error: z.ZodError,
): FormFailure<Field> {
  return formFailure(values, { fieldErrors: fieldMessages(error) as Partial<Record<Field, string>> });
}
