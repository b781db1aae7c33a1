import { describe, expect, it } from "vitest";
import { accountSchemasFor, signInSchema, signUpSchema } from "./accounts";
import { contactMessageSchema, contactSchemaFor } from "./contact";
import type { Locale } from "./locale";
import type { z } from "./zod";

/**
 * Decision 0054: a public form's schema is built for the page's language, the rules written once and
 * only the words differing. Its type already demands every message in both languages; this checks
 * that the Bangla schema refuses exactly what the English one refuses, by the same rule in the same
 * order, and says it in Bangla.
 */
const FORMS: Record<string, (locale: Locale) => z.ZodObject> = {
  contact: contactSchemaFor,
  "sign-up": (locale) => accountSchemasFor(locale).signUp,
  login: (locale) => accountSchemasFor(locale).signIn,
  "forgot password": (locale) => accountSchemasFor(locale).passwordResetRequest,
  "reset password": (locale) => accountSchemasFor(locale).passwordReset,
  "second step": (locale) => accountSchemasFor(locale).twoFactorSignIn,
};

/** Fields no visitor types (the contact form's script fills them, or a checkbox): their words are not shown. */
const NOT_TYPED = new Set(["plan", "from", "website", "fillMs", "submissionId", "trustDevice"]);

/** Values people type wrong: empty, spaces, too short or long, not an address, hidden characters, weak passwords, no text at all. */
const WRONG = [
  "",
  " ",
  "x",
  "x".repeat(6000),
  "no-at-sign",
  "a\u202eb",
  "abcdef",
  "abcdefgh",
  "Abcdefgh1".repeat(3),
  "01712",
  "https://",
  null,
];

/** Valid values of every field of the forms, to parse to the same data in both languages. */
const VALID = {
  name: "Karim Uddin",
  email: " karim@client.example ",
  phone: "০১৭১২-৩৪৫৬৭৮",
  message: "Please call me\r\nabout a new website.",
  photoURL: "/images/placeholder-avatar.svg",
  password: "Secret12",
  newPassword: "Secret12",
  token: "a-reset-token",
  code: "abcde-12345",
  trustDevice: "on",
};

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe.each(Object.entries(FORMS))("the %s form in both languages", (_form, schemaIn) => {
  const english = schemaIn("en");
  const bangla = schemaIn("bn");
  const cases = Object.keys(english.shape).flatMap((field) => WRONG.map((value) => [field, value] as const));

  it("has the same fields, refuses by the same rules in the same order and accepts the same data", () => {
    expect(Object.keys(bangla.shape)).toEqual(Object.keys(english.shape));
    for (const [field, value] of cases) {
      const rules = (schema: z.ZodType) =>
        issuesOf(schema, { [field]: value }).map(({ path, code }) => ({ path, code }));
      expect(rules(bangla), `${field}: ${JSON.stringify(value)}`).toEqual(rules(english));
    }
    const valid = Object.fromEntries(
      Object.keys(english.shape).map((field) => [field, VALID[field as keyof typeof VALID]]),
    );
    expect(bangla.parse(valid)).toEqual(english.parse(valid));
  });

  it("says in Bangla what it says of each field a visitor types", () => {
    const said = new Map<string, string>();
    for (const [field, value] of cases) {
      if (NOT_TYPED.has(field)) continue;
      const englishIssues = issuesOf(english, { [field]: value }).filter((issue) => issue.path[0] === field);
      issuesOf(bangla, { [field]: value })
        .filter((issue) => issue.path[0] === field)
        .forEach((issue, i) => said.set(englishIssues[i]!.message, issue.message));
    }
    expect(said.size).toBeGreaterThan(1);
    for (const [english, bangla] of said) expect(bangla, english).toMatch(/[\u0980-\u09FF]/);
  });
});

it("an English page checks with the spec's schema, the one /api and Better Auth's hooks use", () => {
  expect(contactSchemaFor("en")).toBe(contactMessageSchema);
  expect(accountSchemasFor("en").signUp).toBe(signUpSchema);
  expect(accountSchemasFor("en").signIn).toBe(signInSchema);
});
