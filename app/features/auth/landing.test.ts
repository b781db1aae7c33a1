import { describe, expect, it } from "vitest";
import { safeRedirect, withReturnPath } from "./landing";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirect("/blogs?page=2#top")).toBe("/blogs?page=2#top");
  });

  it("spells letters beyond ASCII as UTF-8 percent escapes, which a Location header can carry", () => {
    expect(safeRedirect("/ড")).toBe("/%E0%A6%A1");
    expect(safeRedirect("/café?tag=ডেটা#নিচে")).toBe(
      "/caf%C3%A9?tag=%E0%A6%A1%E0%A7%87%E0%A6%9F%E0%A6%BE#%E0%A6%A8%E0%A6%BF%E0%A6%9A%E0%A7%87",
    );
    expect(safeRedirect("/%E0%A6%A1")).toBe("/%E0%A6%A1");
  });

  it("answers the fallback for anything that is not a path on this site", () => {
    for (const target of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(target), String(target)).toBe("/");
    }
  });

  it("never answers a path that normalizes to another site's address (dot segments before //)", () => {
    for (const target of ["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example"]) {
      expect(safeRedirect(target), target).toBe("/");
    }
  });
});

describe("withReturnPath", () => {
  it("carries the return path in the link's query, to the same place", () => {
    const link = new URL(withReturnPath("/signup", "/ড?x=1"), "http://site.invalid");
    expect(link.pathname).toBe("/signup");
    expect(safeRedirect(link.searchParams.get("redirectTo"))).toBe("/%E0%A6%A1?x=1");
    expect(withReturnPath("/signup", "//evil.example")).toBe("/signup");
  });
});
