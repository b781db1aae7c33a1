/**
 * What shows as nothing or as a space: white space (the no-break and ideographic spaces too),
 * controls, format characters (zero-width space, joiners, word joiner, byte-order mark, bidi
 * controls, soft hyphen), the other characters Unicode says to draw as nothing (Hangul fillers,
 * variation selectors) and the blank Braille pattern.
 */
const BLANK = String.raw`[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]`;

/** What starts a formula in a spreadsheet: = + - @ in their ASCII, full-width and small forms. */
const FORMULA_START = "[=+\\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]";

/** A text a spreadsheet could run: a formula character after any blanks, or a tab or carriage return first. */
const RUNS_AS_FORMULA = new RegExp(`^(?:[\\t\\r]|${BLANK}*${FORMULA_START})`, "u");

/**
 * One CSV field: quoted, quotes doubled; a text a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP's advice on CSV injection), since visitors write these texts. The formula
 * character may come after characters that show as nothing or as spaces, which a spreadsheet may
 * skip, and in its full-width or small form, which some read as the ASCII one.
 */
export function csvField(value: string): string {
  const safe = RUNS_AS_FORMULA.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
