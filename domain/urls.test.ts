import { describe, expect, it } from "vitest";
import { holdsSecretInAddress, isImageSource, isProfilePhoto, isSitePath, isWebUrl, withWebScheme } from "./urls";

describe("isWebUrl", () => {
  it.each(["https://example.com/x.png", "http://example.com", "https://cdn.example.com/a?b=c#d"])("accepts %s", (v) =>
    expect(isWebUrl(v)).toBe(true),
  );
  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "//evil.example/x.png",
    "/images/a.png",
    "ftp://example.com/a",
    "https://",
    "example.com",
  ])("refuses %s", (v) => expect(isWebUrl(v)).toBe(false));
});

describe("isSitePath", () => {
  it.each(["/images/placeholder-avatar.svg", "/media/abc.webp", "/", "/blogs?tag=SEO#top"])("accepts %s", (v) =>
    expect(isSitePath(v)).toBe(true),
  );
  it.each([
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "\\\\evil.example",
    "images/a.png",
    "/a b.png",
    "/a\\b",
    "/a\u0000",
    "https://example.com/a",
    "javascript:alert(1)",
    "",
  ])("refuses %j", (v) => expect(isSitePath(v)).toBe(false));
});

describe("isImageSource", () => {
  it("takes a site path or an http(s) address, nothing else", () => {
    expect(isImageSource("/images/team/x.webp")).toBe(true);
    expect(isImageSource("https://example.com/x.png")).toBe(true);
    expect(isImageSource("//evil.example/x.png")).toBe(false);
    expect(isImageSource("data:image/svg+xml,<svg/>")).toBe(false);
    expect(isImageSource("javascript:alert(1)")).toBe(false);
  });
});

describe("isProfilePhoto", () => {
  it.each(["https://lh3.googleusercontent.com/a/photo", "/images/placeholder-avatar.svg", "/media/abc123.webp"])(
    "accepts %s",
    (v) => expect(isProfilePhoto(v)).toBe(true),
  );
  it.each([
    "http://example.com/me.png",
    "/api/users/admin/x",
    "/dashboard",
    "/images",
    "/images/../api/users/admin/x",
    "/media/%2e%2e/api/x",
    "//evil.example/images/x.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "",
  ])("refuses %j", (v) => expect(isProfilePhoto(v)).toBe(false));
});

describe("holdsSecretInAddress", () => {
  it.each(["/reset-password", "/Reset-Password", "/reset-password/", "/RESET-PASSWORD//"])("is true for %s", (path) =>
    expect(holdsSecretInAddress(path)).toBe(true),
  );
  it.each(["/", "/forgot-password", "/reset-password/x", "/reset-passwords", "/login"])("is false for %s", (path) =>
    expect(holdsSecretInAddress(path)).toBe(false),
  );
});

describe("withWebScheme (issue 22 item 14: a link pasted without https://)", () => {
  it.each([
    ["linkedin.com/in/rahim-uddin", "https://linkedin.com/in/rahim-uddin"],
    ["www.facebook.com/skylineitbd", "https://www.facebook.com/skylineitbd"],
    ["github.com/rahim", "https://github.com/rahim"],
    ["example.com", "https://example.com"],
    ["example.com?a=1", "https://example.com?a=1"],
    ["sub.example.co.uk/path#x", "https://sub.example.co.uk/path#x"],
  ])("puts https:// before %s", (typed, expected) => expect(withWebScheme(typed)).toBe(expected));
  it.each([
    "https://linkedin.com/in/x",
    "http://example.com",
    "",
    "javascript:alert(1)",
    "mailto:someone@example.com",
    "//evil.example/x",
    "/images/a.png",
    "linkedin",
    "not a link.com",
    "localhost:3000/x",
    "data:text/html,x",
  ])("leaves %j as it is", (typed) => expect(withWebScheme(typed)).toBe(typed));
});
