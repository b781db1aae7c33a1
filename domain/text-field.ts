import { z } from "./zod";

/**
 * The one rule for the characters of every text field people fill in (decision 0032). Refused
 * everywhere: the C0 and C1 control characters and DEL (invisible, and most of them not allowed
 * in XML, so not in the RSS feed), and the bidirectional embeddings, overrides and isolates
 * U+202A–U+202E and U+2066–U+2069 (U+202E makes a name read backwards to whoever sees it). A
 * multi-line field (a textarea) also takes line breaks, stored as \n, and tabs. Letters of every
 * script stay, the zero-width joiners Bengali needs included.
 *
 * The rule is written once, as the body of a regular-expression class, for the server's check and
 * for the OpenAPI document's `pattern` (decision 0042), which states it for the value as sent
 * (before trimming).
 */
const REFUSED_ON_ONE_LINE = String.raw`\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069`;
// Tabs and line feeds are text in a textarea; so is a CR, made a line feed before the check.
const REFUSED_IN_TEXTAREAS = String.raw`\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069`;

/**
 * A form a text takes beyond the character rule (an e-mail address, a web address, a phone
 * number…), as the server checks it and as the OpenAPI document states it.
 */
export interface TextForm {
  /**
   * The form of the trimmed value, anchored (`^…$`), without flags unless it needs `u` (as JSON
   * Schema's patterns are read): the document's `pattern`, and the server's check unless `accepts` says more.
   */
  pattern: RegExp;
  /**
   * The server's check where the pattern cannot say all of it (e.g. that an address parses):
   * domain/text-field.test.ts holds the two to agree on samples.
   */
  accepts?: (value: string) => boolean;
  /** JSON Schema's name for the form, for clients that know it. */
  format?: "email" | "uri" | "uri-reference";
  /** Values of the form: the document's `examples` (the contract test sends them). */
  examples: readonly string[];
  /** The value as stored once accepted, if the form has one spelling (a phone number in E.164). */
  normalize?: (value: string) => string;
}

export interface TextFieldOptions {
  /** "many" for a textarea: line breaks (CR LF and CR become LF) and tabs are allowed. */
  lines?: "one" | "many";
  /** The message for a value that is not a string (default: "<label> must be text"). */
  notText?: string;
  /** A required field: the message for an empty value (spaces alone are empty). */
  required?: string;
  /** At most this many characters (as JSON Schema counts them: an emoji is one), and the message for more. */
  max?: number;
  tooLong?: string;
  /** The field's form, and the message for a value not of it (an empty value is left to `required`). */
  form?: TextForm;
  notForm?: string;
  /** The message for a character the rule refuses (default: "<label> contains invisible control characters"). */
  invisibleCharacters?: string;
}

/** The messages of a text field's rules (TextFieldOptions), the character rule's always among them. */
export type TextFieldMessages<Rule extends "required" | "tooLong" | "notForm"> = Record<
  Rule | "invisibleCharacters",
  string
>;

/** Characters as JSON Schema's `maxLength` counts them: Unicode code points, not UTF-16 units. */
const characterCount = (value: string) => [...value].length;

/**
 * `text` at most `max` characters as JSON Schema's `maxLength` counts them (an emoji is one, where
 * zod's `.max()` counts two), with `message` for more; the document's `maxLength` says the same.
 */
export const atMostCharacters = (text: z.ZodString, max: number, message?: string) =>
  text.refine((value) => characterCount(value) <= max, message).meta({ maxLength: max });

/**
 * A text field under the rule: a string, trimmed, its line breaks made \n (multi-line fields),
 * refused (`invisibleCharacters`: "<label> contains invisible control characters") when it breaks the rule; then, as
 * the options say, required, at most `max` characters and of a form, checked in that order (a
 * refusal's first message is the first rule broken). The schema carries what the OpenAPI document
 * says of it: the pattern of a value as sent (`documentPattern`), the format and examples.
 */
export function textField(
  label: string,
  {
    lines = "one",
    notText = `${label} must be text`,
    required,
    max,
    tooLong = `${label} must be at most ${max} characters`,
    form,
    notForm = `${label} is not valid`,
    invisibleCharacters = `${label} contains invisible control characters`,
  }: TextFieldOptions = {},
) {
  const text = z.string({ error: notText });
  const refused = lines === "many" ? REFUSED_IN_TEXTAREAS : REFUSED_ON_ONE_LINE;
  const anyRefused = new RegExp(`[${refused}]`);
  let field = (lines === "many" ? text.overwrite((value) => value.replace(/\r\n?/g, "\n")) : text)
    .trim()
    .refine((value) => !anyRefused.test(value), invisibleCharacters);
  if (required !== undefined) field = field.min(1, required);
  if (max !== undefined) field = atMostCharacters(field, max, tooLong);
  if (form) {
    const accepts = form.accepts ?? ((value: string) => form.pattern.test(value));
    field = field.refine((value) => value === "" || accepts(value), notForm);
    const { normalize } = form;
    if (normalize) field = field.overwrite((value) => (value !== "" && accepts(value) ? normalize(value) : value));
  }
  return field.meta({
    pattern: documentPattern(refused, required !== undefined, form?.pattern),
    ...(form?.format ? { format: form.format } : {}),
    ...(form ? { examples: [...form.examples] } : {}),
  });
}

/**
 * A text field with a message of its own for each of its rules (`messages`: a form's words in one
 * language, decision 0054), so none falls back to the English made from the label; a value that is
 * not text is told the `required` message, or else the form's.
 */
export function textFieldWithMessages(
  label: string,
  messages: Pick<TextFieldOptions, "required" | "tooLong" | "notForm"> & { invisibleCharacters: string },
  options: Omit<TextFieldOptions, "notText" | "required" | "tooLong" | "notForm" | "invisibleCharacters"> = {},
) {
  return textField(label, { notText: messages.required ?? messages.notForm, ...messages, ...options });
}

/**
 * The pattern of a value as sent, for the OpenAPI document: the server trims spaces and line
 * breaks (`\s`, exactly what String.prototype.trim removes) from both ends before its checks, so
 * the pattern lets them be there and holds what is between them to the rule: none of the refused
 * characters, at least one that is not a space when the field is required, and the field's form.
 */
function documentPattern(refused: string, required: boolean, form?: RegExp): string {
  const allowed = `[^${refused}]`;
  if (!form) return required ? `^\\s*${allowed}*[^\\s${refused}]${allowed}*\\s*$` : `^\\s*${allowed}*\\s*$`;
  const { source } = form;
  if (!source.startsWith("^") || !source.endsWith("$") || source.endsWith("\\$"))
    throw new Error(`A text form's pattern is anchored at both ends: ${source}`);
  // A form's own alternatives stay inside its group; empty is the field's `required` to judge.
  return `^(?=\\s*${allowed}*\\s*$)\\s*(?:${source.slice(1, -1)})${required ? "" : "?"}\\s*$`;
}

const ALL_REFUSED_ON_ONE_LINE = new RegExp(`[${REFUSED_ON_ONE_LINE}]`, "g");

/**
 * `value` without what the one-line rule refuses, for text read leniently (a dashboard list's
 * address, domain/list-query.ts): line breaks and tabs become spaces, the other characters, which
 * show as nothing, are taken out. What is left passes the rule.
 */
export function visibleText(value: string): string {
  return value.replace(/[\t\n\v\f\r\u0085]/g, " ").replace(ALL_REFUSED_ON_ONE_LINE, "");
}
