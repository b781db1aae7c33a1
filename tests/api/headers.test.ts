import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

describe("response headers", () => {
  let test: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    app = await createTestApp(test.db);
  });
  afterAll(() => test.drop());

  it("sends the security headers on every response", async () => {
    const res = await app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("never lets API answers be cached", async () => {
    const res = await app.request("/api/blogs");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
