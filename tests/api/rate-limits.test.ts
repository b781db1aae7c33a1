import { describe, expect, it } from "vitest";
import { postJson } from "../support/accounts";
import { createTestApp } from "../support/test-app";
import { createTestDatabase } from "../support/test-database";

describe("rate limits", () => {
  it("answers 429 with a clear message after too many sign-in attempts from one address", async () => {
    const test = await createTestDatabase("sqlite");
    const app = await createTestApp(test.db, { authRateLimit: 3 });
    const attempt = () => postJson(app, "/api/auth/sign-in/email", { email: "a@example.com", password: "Wrong123" });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    await test.drop();
  });

  it("answers 429 on the /users calls past the limit", async () => {
    const test = await createTestDatabase("sqlite");
    const app = await createTestApp(test.db, { usersRateLimit: 5 });
    for (let i = 0; i < 5; i++) expect((await app.request("/api/users")).status).toBe(401);
    const limited = await app.request("/api/users");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ error: expect.stringContaining("Too many requests") });
    await test.drop();
  });
});
