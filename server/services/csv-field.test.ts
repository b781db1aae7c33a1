import { describe, expect, it } from "vitest";
import { csvField } from "./csv-field";

/**
 * A spreadsheet runs a cell that starts with a formula character (OWASP, CSV injection): the inbox's
 * export writes texts visitors wrote, so such a cell gets a leading apostrophe — also when invisible
 * or blank characters come first, or the character is a full-width or small form (issue 39 item 6).
 */
describe("a CSV field", () => {
  it("is quoted, its quotes doubled", () => {
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField("")).toBe('""');
  });

  it("defuses = + - @ first, and a tab or carriage return first", () => {
    for (const text of ["=1+1", "+1", "-1+2", "@SUM(A1:A9)", '=HYPERLINK("x")', "\t=1", "\r=1", "\tplain", "\rplain"])
      expect(csvField(text), JSON.stringify(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
  });

  it("defuses the full-width and small forms of = + - @", () => {
    for (const text of ["＝1+1", "＋1", "－1", "＠SUM(A1)", "﹦1", "﹢1", "﹣1", "﹫x"])
      expect(csvField(text), text).toBe(`"'${text}"`);
  });

  it("looks past what shows as nothing or as a space before it", () => {
    const blanks = {
      "zero-width space": "\u200b",
      "zero-width non-joiner": "\u200c",
      "zero-width joiner": "\u200d",
      "byte-order mark": "\ufeff",
      "word joiner": "\u2060",
      "no-break space": "\u00a0",
      space: " ",
      "em space": "\u2003",
      "ideographic space": "\u3000",
      "narrow no-break space": "\u202f",
      "line separator": "\u2028",
      "line feed": "\n",
      "a C0 control": "\u0001",
      "a C1 control": "\u0085",
      "right-to-left override": "\u202e",
      "first strong isolate": "\u2068",
      "left-to-right mark": "\u200e",
      "soft hyphen": "\u00ad",
      "Hangul filler": "\u3164",
      "blank Braille pattern": "\u2800",
      "several of them": "\u200b\u00a0\ufeff \u2060",
    };
    for (const [name, blank] of Object.entries(blanks))
      for (const formula of ["=1+1", "+1", "-1", "@x", "＝1", "＠x"])
        expect(csvField(`${blank}${formula}`), `${name} before ${formula}`).toBe(`"'${blank}${formula}"`);
  });

  it("leaves other texts as they are: a formula character later on, letters of every script, blanks before words", () => {
    for (const text of ["Hello", "a=b", "karim@client.example", "1-2", "আমাদের ওয়েবসাইট", "\u200bhello", " 42", "'=1"])
      expect(csvField(text), JSON.stringify(text)).toBe(`"${text}"`);
  });
});
