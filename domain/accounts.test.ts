import { describe, expect, it } from "vitest";
import { signUpSchema } from "./accounts";

const valid = {
  name: "Rahim",
  photoURL: "https://example.com/me.png",
  email: "rahim@example.com",
  password: "Secret12",
};
const messageFor = (input: Record<string, unknown>, field: string) =>
  signUpSchema.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;

describe("sign-up schema (spec §5)", () => {
  it("accepts a valid sign-up", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ["name", "", "Name is required"],
    ["photoURL", "", "Photo URL is required"],
    ["email", "", "Email is required"],
    ["password", "", "Password is required"],
    ["password", "Ab1", "At least 6 characters"],
    ["password", "Abcdefghij1234567890x", "Max 20 characters"],
    ["password", "abcdefg1", "Must include uppercase, lowercase, and number"],
    ["password", "ABCDEFG1", "Must include uppercase, lowercase, and number"],
    ["password", "Abcdefgh", "Must include uppercase, lowercase, and number"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(messageFor({ ...valid, [field]: value }, field)).toBe(message);
  });
  it("accepts exactly 6 and exactly 20 characters, never truncates", () => {
    expect(signUpSchema.safeParse({ ...valid, password: "Abcde1" }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: "Abcdefghij123456789X" }).success).toBe(true);
    expect(signUpSchema.parse({ ...valid, password: "Abcdefghij123456789X" }).password).toHaveLength(20);
  });
  it("treats a missing field as required", () => {
    expect(messageFor({ ...valid, name: undefined }, "name")).toBe("Name is required");
    expect(messageFor({ ...valid, password: undefined }, "password")).toBe("Password is required");
  });
});
