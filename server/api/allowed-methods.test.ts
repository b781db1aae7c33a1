import { describe, expect, it } from "vitest";
import { allowedMethods } from "./allowed-methods";

const routes = [
  { method: "ALL", path: "/api/*" },
  { method: "GET", path: "/api/blogs" },
  { method: "POST", path: "/api/blogs" },
  { method: "PUT", path: "/api/blogs/:id" },
  { method: "DELETE", path: "/api/blogs/:id" },
  { method: "PATCH", path: "/api/contact-messages/:id{[0-9]+}/read" },
  { method: "GET", path: "/api/auth/*" },
  { method: "POST", path: "/api/auth/*" },
];

describe("allowedMethods", () => {
  it("names the methods a known address answers, HEAD with GET, and none for an unknown one", () => {
    expect(allowedMethods(routes, "/api/blogs")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(routes, "/api/blogs/12")).toEqual(["DELETE", "PUT"]);
    expect(allowedMethods(routes, "/api/contact-messages/7/read")).toEqual(["PATCH"]);
    expect(allowedMethods(routes, "/api/contact-messages/x/read")).toEqual([]);
    expect(allowedMethods(routes, "/api/auth/sign-in/email")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(routes, "/api/nothing")).toEqual([]);
  });
});
