import type { TextForm } from "./text-field";

/**
 * Phone numbers as visitors in Bangladesh write them (issue 41 item 1), read into E.164
 * (`+8801712345678`): `01712-345678`, `+880 1712 345678`, `+88 01712-345678`, `008801712345678`,
 * `(+880) 1712.345678` and the same in Bengali digits (`০১৭১২-৩৪৫৬৭৮`). A number with another
 * country's code (`+44 20 7946 0958`) is taken as written, if E.164 allows its length. Written
 * here rather than with libphonenumber (about 80 KB), since the contact form's script loads this.
 */

/** What people put between digits: spaces (no-break ones too), dashes, dots and brackets. */
const SEPARATORS = String.raw`[\s\u00a0\u2010-\u2015.()-]*`;

/** A digit of an ASCII class ("0-9", "3-9", "8") or its Bengali twin, and the separators after it. */
function digit(ascii: string): string {
  const bengali = ascii.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
  return `[${ascii}${bengali}]${SEPARATORS}`;
}

const ANY = digit("0-9");
/** A Bangladeshi mobile without its 0: 1, the operator (3–9), then 8 digits. */
const MOBILE = `${digit("1")}${digit("3-9")}(?:${ANY}){8}`;
/** A Bangladeshi number after +880: a mobile, or a landline with its area code (7 to 10 digits). */
const BANGLADESHI = `(?:${MOBILE}|${digit("2-9")}(?:${ANY}){6,9})`;
/** Bangladesh's country calling code. */
const CODE_880 = `${digit("8")}${digit("8")}${digit("0")}`;

/**
 * The numbers we read, as written: with + or 00, Bangladesh's code and a Bangladeshi number
 * ("+88 01712…" is how many write +880 1712…: the same digits), or another country's code and
 * number (8 to 15 digits in all, E.164); without them, a Bangladeshi number after its 0 or after
 * 880, or a mobile alone (`1712345678`). A landline alone is not taken: too easily something else.
 */
const PHONE = new RegExp(
  `^${SEPARATORS}(?:(?:\\+${SEPARATORS}|${digit("0")}${digit("0")})(?:${CODE_880}${BANGLADESHI}|(?!${CODE_880})${digit("1-9")}(?:${ANY}){7,14})|${digit("0")}${BANGLADESHI}|${CODE_880}${BANGLADESHI}|${MOBILE})$`,
);

/** The text with Bengali digits (০–৯) as ASCII digits. */
export const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** The number in E.164 (`+8801712345678`), or null when the text is not a phone number we read (`PHONE`). */
export function toE164(text: string): string | null {
  if (!PHONE.test(text)) return null;
  const compact = asciiDigits(text).replace(/[^\d+]/g, "");
  const international = /^(?:\+|00)(\d+)$/.exec(compact);
  if (international) return `+${international[1]}`;
  if (compact.startsWith("0")) return `+880${compact.slice(1)}`;
  return compact.startsWith("880") ? `+${compact}` : `+880${compact}`;
}

/**
 * An E.164 number as people read it: a Bangladeshi mobile as `+880 1712-345678`, any other as it is
 * stored.
 */
export function readablePhone(e164: string): string {
  const mobile = /^\+880(1\d{3})(\d{6})$/.exec(e164);
  return mobile ? `+880 ${mobile[1]}-${mobile[2]}` : e164;
}

/** The number as a WhatsApp chat link (https://wa.me/<digits>), with a text typed in for the visitor. */
export const whatsAppLink = (e164: string, text?: string) =>
  `https://wa.me/${e164.replace(/\D/g, "")}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

/**
 * The contact form's phone / WhatsApp field (`textField`'s `form`): the pattern is the whole rule
 * (the document states it), and the number is stored in E.164.
 */
export const VISITOR_PHONE: TextForm = {
  pattern: PHONE,
  normalize: (value) => toE164(value) ?? value,
  examples: ["01712-345678", "+880 1712 345678"],
};
