import { describe, expect, it } from "vitest";
import { TOO_MANY_ATTEMPTS } from "#domain/account-texts";
import { ORIGIN, postJson } from "../support/accounts";
import { pageDataRenderer } from "../support/app-routes";
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

  it("refuses the /login page's form past the same limit, counted with the JSON calls from that address", async () => {
    const test = await createTestDatabase("sqlite");
    const app = await createTestApp(test.db, { authRateLimit: 3, pages: { renderPage: await pageDataRenderer() } });
    const wrong = { email: "a@example.com", password: "Wrong123" };
    const postLogin = () =>
      app.request("/login", { method: "POST", headers: ORIGIN, body: new URLSearchParams(wrong) });
    const formError = async (answer: Response) =>
      ((await answer.json()) as { actionData: { formError?: string } }).actionData.formError;
    // Better Auth's server API (server/auth/page-auth.ts) has no rate limit of its own: the page applies it.
    for (let i = 0; i < 2; i++) {
      const refused = await postLogin();
      expect(refused.status).toBe(401);
      expect(await formError(refused)).toBe("The email or password is incorrect. Please try again.");
    }
    expect((await postJson(app, "/api/auth/sign-in/email", wrong)).status).toBe(401);
    const limited = await postLogin();
    expect(limited.status).toBe(429);
    expect(await formError(limited)).toBe(TOO_MANY_ATTEMPTS);
    expect((await postJson(app, "/api/auth/sign-in/email", wrong)).status).toBe(429);
    await test.drop();
  });

  it("says the /bn/login page's refusals in Bangla, its schema's messages as well (decision 0054)", async () => {
    const test = await createTestDatabase("sqlite");
    const app = await createTestApp(test.db, { authRateLimit: 1, pages: { renderPage: await pageDataRenderer() } });
    const postLogin = (form: Record<string, string>) =>
      app.request("/bn/login", { method: "POST", headers: ORIGIN, body: new URLSearchParams(form) });
    const reply = async (answer: Response) =>
      ((await answer.json()) as { actionData: { fieldErrors: object; formError?: string } }).actionData;
    // Refused by the schema: Better Auth is not asked, and the attempt is not counted.
    const empty = await postLogin({ email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(await reply(empty)).toMatchObject({ fieldErrors: { email: "ইমেইল লিখুন", password: "পাসওয়ার্ড লিখুন" } });
    const wrong = { email: "a@example.com", password: "Wrong123" };
    const refused = await postLogin(wrong);
    expect(refused.status).toBe(401);
    expect((await reply(refused)).formError).toBe("ইমেইল বা পাসওয়ার্ড ঠিক নেই। আবার চেষ্টা করুন।");
    const limited = await postLogin(wrong);
    expect(limited.status).toBe(429);
    expect((await reply(limited)).formError).toBe("অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।");
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
