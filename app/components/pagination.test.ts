import { describe, expect, it } from "vitest";
import { pageHref } from "./pagination";

describe("the addresses of a list's pages", () => {
  it("keep the list's search and leave page 1 without a page number", () => {
    const href = pageHref({ pathname: "/dashboard/users", search: "?q=rahim&role=admin&page=3" });
    expect(href(2)).toBe("/dashboard/users?q=rahim&role=admin&page=2");
    expect(href(1)).toBe("/dashboard/users?q=rahim&role=admin");
    expect(pageHref("/blogs")(2)).toBe("/blogs?page=2");
  });

  it("leave out the empty fields a search form sends", () => {
    const href = pageHref({ pathname: "/dashboard/messages", search: "?q=lead&read=&delivery=&plan=&from=&to=" });
    expect(href(2)).toBe("/dashboard/messages?q=lead&page=2");
    expect(href(1)).toBe("/dashboard/messages?q=lead");
  });
});
