import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { passwordResetRequestSchema, passwordResetSchema, signInSchema, signUpSchema } from "#domain/accounts";
import { contactMessageSchema } from "#domain/contact";
import { formMessageIn, formMessagesIn } from "./form-messages";

/** Every message a schema gives for values people type wrong: empty, too long, not an address, hidden characters, no text at all. */
function messagesOf(schema: z.ZodObject) {
  const wrong = [
    "",
    " ",
    "x",
    "x".repeat(6000),
    "no-at-sign",
    "a\u202eb",
    "abcdef",
    "abcdefgh",
    "Abcdefgh1".repeat(3),
    null,
  ];
  const messages = new Set<string>();
  for (const name of Object.keys(schema.shape))
    for (const value of wrong) {
      const result = schema.safeParse({ [name]: value });
      for (const issue of result.error?.issues ?? []) if (issue.path[0] === name) messages.add(issue.message);
    }
  return [...messages];
}

describe("the public forms' messages in Bangla", () => {
  it.each([
    ["contact", contactMessageSchema.omit({ plan: true, website: true, fillMs: true, submissionId: true })],
    ["sign-up", signUpSchema],
    ["login", signInSchema],
    ["forgot password", passwordResetRequestSchema],
    ["reset password", passwordResetSchema],
  ] as const)("every message of the %s form has its Bangla", (_form, schema) => {
    const messages = messagesOf(schema);
    expect(messages.length).toBeGreaterThan(2);
    const untranslated = messages.filter((message) => formMessageIn(message, "bn") === message);
    expect(untranslated).toEqual([]);
    for (const message of messages) expect(formMessageIn(message, "bn")).toMatch(/[\u0980-\u09FF]/);
  });

  it("English pages keep the spec's words; a message without a translation stays as it is", () => {
    expect(formMessageIn("Password is required", "en")).toBe("Password is required");
    expect(formMessageIn("Something new", "bn")).toBe("Something new");
    expect(formMessagesIn({ email: "Email is required", root: undefined }, "bn")).toEqual({
      email: "ইমেইল লিখুন",
      root: undefined,
    });
  });
});
