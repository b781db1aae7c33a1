import { z } from "./zod";

/**
 * The one rule for the characters of every text field people fill in (decision 0032). Refused
 * everywhere: the C0 and C1 control characters and DEL (invisible, and most of them not allowed
 * in XML, so not in the RSS feed), and the bidirectional embeddings, overrides and isolates
 * U+202A–U+202E and U+2066–U+2069 (U+202E makes a name read backwards to whoever sees it). A
 * multi-line field (a textarea) also takes line breaks, stored as \n, and tabs. Letters of every
 * script stay, the zero-width joiners Bengali needs included.
 */
// eslint-disable-next-line no-control-regex
const REFUSED_ON_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const ALL_REFUSED_ON_ONE_LINE = new RegExp(REFUSED_ON_ONE_LINE.source, "g");
// eslint-disable-next-line no-control-regex
const REFUSED_IN_TEXTAREAS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export interface TextFieldOptions {
  /** "many" for a textarea: line breaks (CR LF and CR become LF) and tabs are allowed. */
  lines?: "one" | "many";
  /** The message for a value that is not a string (default: "<label> must be text"). */
  notText?: string;
}

/**
 * A text field under the rule: a string, trimmed, its line breaks made \n (multi-line fields),
 * refused with "<label> contains invisible control characters" when it breaks the rule. Chain the
 * field's own checks (required, length, format) after it.
 */
export function textField(label: string, { lines = "one", notText = `${label} must be text` }: TextFieldOptions = {}) {
  const text = z.string({ error: notText });
  const refused = lines === "many" ? REFUSED_IN_TEXTAREAS : REFUSED_ON_ONE_LINE;
  return (lines === "many" ? text.overwrite((value) => value.replace(/\r\n?/g, "\n")) : text)
    .trim()
    .refine((value) => !refused.test(value), `${label} contains invisible control characters`);
}

/**
 * `value` without what the one-line rule refuses, for text read leniently (a dashboard list's
 * address, domain/list-query.ts): line breaks and tabs become spaces, the other characters, which
 * show as nothing, are taken out. What is left passes the rule.
 */
export function visibleText(value: string): string {
  return value.replace(/[\t\n\v\f\r\u0085]/g, " ").replace(ALL_REFUSED_ON_ONE_LINE, "");
}
