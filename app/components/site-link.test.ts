import { describe, expect, it } from "vitest";
import { isActivePath } from "./site-link";

/** The active-link rule of React Router's NavLink, which the plain links of the public pages follow. */
describe("isActivePath", () => {
  it("marks the page itself, and with `end` only the page itself", () => {
    expect(isActivePath("/services", "/services")).toBe(true);
    expect(isActivePath("/services/seo", "/services")).toBe(true);
    expect(isActivePath("/services/seo", "/services", true)).toBe(false);
    expect(isActivePath("/services", "/services", true)).toBe(true);
  });

  it("never treats a longer word as a page below (/servicesx is not under /services)", () => {
    expect(isActivePath("/servicesx", "/services")).toBe(false);
  });

  it("marks Home only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/about", "/")).toBe(false);
  });

  it("compares the path only, not the query", () => {
    expect(isActivePath("/login", "/login?redirectTo=%2Fabout")).toBe(true);
    expect(isActivePath("/blogs", "/blogs?page=2")).toBe(true);
    expect(isActivePath("/about", "/login?redirectTo=%2Fabout")).toBe(false);
  });
});
