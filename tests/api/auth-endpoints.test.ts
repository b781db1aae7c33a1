import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_ROUTES_IN_USE } from "#server/auth/index";
import { asUser, cookieOf, postJson, signUp } from "../support/accounts";
import { capturedLog } from "../support/captured-log";
import { signInWithGoogle } from "../support/google-sign-in";
import { OIDC_CLIENT, startOidcProvider } from "../support/oidc-provider.js";
import { freePort } from "../support/site-server";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/**
 * Addresses that must never become a user's photo: another host, a script, inline data, plain
 * http, and paths of this site that are not pictures (an API call an admin's browser would make).
 */
const FOREIGN_PHOTOS = [
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "javascript:alert(1)",
  "data:image/png;base64,AAAA",
  "http://photos.example/me.png",
  "/api/users/admin/x",
  "/dashboard/users",
  "/images/../api/users/admin/x",
  "/media/%2e%2e/api/users/admin/x",
];
const PHOTO_MESSAGE =
  "Enter a web address starting with https://, or a picture of this site (a path starting with /images/ or /media/)";

let oidc: { discoveryUrl: string; stop: () => Promise<void> };
beforeAll(async () => {
  const pictures: Record<string, string> = Object.fromEntries(
    FOREIGN_PHOTOS.map((photo, i) => [`foreign-photo-${i}`, photo]),
  );
  oidc = await startOidcProvider({
    port: await freePort(),
    siteOrigins: [TEST_PUBLIC_URL],
    pictureFor: (login: string) => pictures[login] ?? "https://photos.example/me.png",
  });
});
afterAll(() => oidc.stop());

describe.each(testDatabaseKinds)("Better Auth endpoints under the site's rules on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db, {
      google: { clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, discoveryUrl: oidc.discoveryUrl },
    });
  });
  afterEach(() => test.drop());

  const storedUser = (id: string) =>
    test.db.selectFrom("user").select(["name", "image", "role"]).where("id", "=", id).executeTakeFirstOrThrow();
  const sessionOf = async (cookie: string) =>
    (await (await app.request("/api/auth/get-session?disableCookieCache=true", asUser(cookie))).json()) as {
      user: { image?: string | null };
    } | null;

  it("answers 404 on every Better Auth endpoint the site does not use, even for a signed-in user (405 naming the methods of an address in use)", async () => {
    const me = await signUp(app);
    const refused: string[] = [];
    for (const endpoint of Object.values(app.auth.api) as Array<{
      path?: string;
      options?: { method?: string | string[] };
    }>) {
      if (!endpoint.path) continue; // server-only calls have no route
      const methods = [endpoint.options?.method ?? []].flat().filter((m) => m === "GET" || m === "POST");
      for (const method of methods) {
        const path = endpoint.path.replace(":id", "github").replace(/:\w+/g, "x");
        if (AUTH_ROUTES_IN_USE.has(`${method} ${path}`)) continue;
        const res = await app.request(
          `/api/auth${path}`,
          asUser(
            me.cookie,
            method,
            method === "POST" ? { body: "{}", headers: { "content-type": "application/json" } } : {},
          ),
        );
        const inUse = ["GET", "POST"].filter((other) => AUTH_ROUTES_IN_USE.has(`${other} ${path}`));
        if (inUse.length > 0) {
          expect(res.status, `${method} ${path}`).toBe(405);
          // (A GET answers HEAD as well.)
          const allowed = inUse.flatMap((other) => (other === "GET" ? ["GET", "HEAD"] : [other]));
          expect(res.headers.get("allow"), `${method} ${path}`).toBe(allowed.join(", "));
        } else expect(res.status, `${method} ${path}`).toBe(404);
        refused.push(`${method} ${path}`);
      }
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        "POST /change-email",
        "POST /delete-user",
        "GET /reset-password/x",
        "GET /list-sessions",
        "POST /link-social",
        "GET /callback/github",
        "POST /get-session",
      ]),
    );
  });

  it("Better Auth's messages go to the site's logger at their own level, a visitor's text kept as data", async () => {
    const log = capturedLog();
    const logged = await createTestApp(test.db, { logger: log.logger });
    const callbackURL = 'zz\n{"level":30,"msg":"FORGED admin login ok"}';
    log.lines.length = 0;
    expect(
      (
        await postJson(logged, "/api/auth/sign-in/email", {
          email: "someone@example.com",
          password: "Secret12",
          callbackURL,
        })
      ).status,
    ).toBe(403);
    const fromBetterAuth = () => log.records().filter((record) => record.source === "better-auth");
    expect(fromBetterAuth()).toEqual([
      // A request it refuses is the visitor's mistake: a warning, not an error of the server.
      { level: 40, source: "better-auth", msg: `Invalid callbackURL: ${callbackURL}` },
      // Its further values are fields, never appended to the text.
      {
        level: 30,
        source: "better-auth",
        msg: `If it's a valid URL, please add ${callbackURL} to trustedOrigins in your auth config\n`,
        details: [expect.stringMatching(/^Current list of trustedOrigins: /)],
      },
    ]);
    // Each of Better Auth's levels lands at pino's: error, warn, info (its "success" too), debug.
    const { logger } = await logged.auth.$context;
    log.lines.length = 0;
    logger.error("e", new Error("boom"));
    logger.warn("w");
    logger.info("i");
    logger.success("s");
    logger.debug("d", { n: 1 });
    logger.error("refused");
    expect(fromBetterAuth().map((record) => [record.level, record.msg])).toEqual([
      [50, "e"],
      [40, "w"],
      [30, "i"],
      [30, "s"],
      [20, "d"],
      // An "error" without an Error is a request it refused.
      [40, "refused"],
    ]);
    expect(fromBetterAuth()[0]!.details).toEqual([
      expect.objectContaining({ type: "Error", message: "boom", stack: expect.any(String) }),
    ]);
    expect(fromBetterAuth()[4]!.details).toEqual([{ n: 1 }]);
  });

  describe("change-password", () => {
    const change = (cookie: string, body: unknown) => postJson(app, "/api/auth/change-password", body, { cookie });

    it.each([
      ["aaaaaa", "Must include uppercase, lowercase, and number"],
      ["Ab1cd", "At least 6 characters"],
      ["Abcdefghij1234567890x", "Max 20 characters"],
      [123456, "Password is required"],
    ])("refuses the new password %j with the spec's message and keeps the old one", async (newPassword, message) => {
      const me = await signUp(app);
      const res = await change(me.cookie, { currentPassword: me.password, newPassword });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
      expect((await postJson(app, "/api/auth/sign-in/email", { email: me.email, password: me.password })).status).toBe(
        200,
      );
    });

    it("ends the user's other sessions, even when asked not to, and keeps this one", async () => {
      const me = await signUp(app);
      const elsewhere = cookieOf(
        await postJson(app, "/api/auth/sign-in/email", { email: me.email, password: me.password }),
      );
      expect(await sessionOf(elsewhere)).not.toBeNull();
      const res = await change(me.cookie, {
        currentPassword: me.password,
        newPassword: "NewPass1",
        revokeOtherSessions: false,
      });
      expect(res.status).toBe(200);
      expect(await sessionOf(elsewhere)).toBeNull();
      expect(await sessionOf(cookieOf(res))).not.toBeNull();
      expect((await postJson(app, "/api/auth/sign-in/email", { email: me.email, password: "NewPass1" })).status).toBe(
        200,
      );
      expect((await postJson(app, "/api/auth/sign-in/email", { email: me.email, password: me.password })).status).toBe(
        401,
      );
    });
  });

  describe("update-user", () => {
    it.each<[string, Record<string, unknown>, string]>([
      ["a 60,000-character name", { name: "x".repeat(60_000) }, "Name is too long"],
      ["a control character", { name: "Bell\u0007Name" }, "Name contains invisible control characters"],
      ["CR/LF", { name: "Line\r\nSet-Cookie: x=1" }, "Name contains invisible control characters"],
      ["a right-to-left override", { name: "\u202enimdA" }, "Name contains invisible control characters"],
      ["a number as name", { name: 12345 }, "Enter the name as text"],
      ["an object as name", { name: { first: "A" } }, "Enter the name as text"],
      ["an array as name", { name: ["A"] }, "Enter the name as text"],
      ["a number as photo", { image: 42 }, "Photo URL is required"],
      ...FOREIGN_PHOTOS.map(
        (image) => [`the photo ${image}`, { image }, PHOTO_MESSAGE] as [string, Record<string, unknown>, string],
      ),
    ])("refuses %s and changes nothing", async (_case, body, message) => {
      const me = await signUp(app);
      const before = await storedUser(me.id);
      const res = await postJson(app, "/api/auth/update-user", body, { cookie: me.cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
      expect(await storedUser(me.id)).toEqual(before);
    });

    it("refuses fields that are not the user's to change", async () => {
      const me = await signUp(app);
      for (const body of [
        { role: "admin" },
        { email: "someone@example.com" },
        { name: "Ok Name", emailVerified: true },
      ]) {
        expect((await postJson(app, "/api/auth/update-user", body, { cookie: me.cookie })).status).toBe(400);
      }
      expect(await storedUser(me.id)).toMatchObject({ name: me.name, role: "user" });
    });

    it("saves a valid name and photo, trimmed like the sign-up form does, and can remove both", async () => {
      const me = await signUp(app);
      const res = await postJson(
        app,
        "/api/auth/update-user",
        { name: "  Nusrat Jahan  ", image: "/images/placeholder-avatar.svg" },
        { cookie: me.cookie },
      );
      expect(res.status).toBe(200);
      expect(await storedUser(me.id)).toMatchObject({ name: "Nusrat Jahan", image: "/images/placeholder-avatar.svg" });
      expect(
        (await postJson(app, "/api/auth/update-user", { name: "", image: null }, { cookie: me.cookie })).status,
      ).toBe(200);
      expect(await storedUser(me.id)).toMatchObject({ name: "", image: null });
    });
  });

  it("sign-in/social takes only Google and our own landing pages", async () => {
    const valid = { provider: "google", callbackURL: "/auth/google/done", errorCallbackURL: "/auth/google/done" };
    for (const body of [
      { ...valid, provider: "github" },
      { ...valid, callbackURL: "https://evil.example/steal" },
      { ...valid, errorCallbackURL: "//evil.example" },
      { ...valid, idToken: { token: "forged", user: { name: "X".repeat(500) } } },
      { ...valid, scopes: ["https://www.googleapis.com/auth/gmail.readonly"] },
    ]) {
      const res = await postJson(app, "/api/auth/sign-in/social", body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await postJson(app, "/api/auth/sign-in/social", valid)).status).toBe(200);
  });

  describe("a photo URL is an https address or a picture of this site on every path that stores one", () => {
    it.each(["https://photos.example/me.png", "/images/placeholder-avatar.svg", "/media/abc123.webp"])(
      "sign-up keeps %j",
      async (image) => {
        const res = await postJson(app, "/api/auth/sign-up/email", {
          name: "Rahim",
          email: "rahim@example.com",
          password: "Secret12",
          image,
        });
        expect(res.status).toBe(200);
        expect(await test.db.selectFrom("user").select("image").execute()).toEqual([{ image }]);
      },
    );

    it.each(FOREIGN_PHOTOS)("sign-up refuses %j", async (image) => {
      const res = await postJson(app, "/api/auth/sign-up/email", {
        name: "Rahim",
        email: "rahim@example.com",
        password: "Secret12",
        image,
      });
      expect(res.status).toBe(400);
      // Refused by the route's own check (server/api/auth-routes.ts), naming the field as it was sent.
      expect(await res.json()).toEqual({ message: PHOTO_MESSAGE, code: "INVALID_INPUT", field: "image" });
      expect(await test.db.selectFrom("user").selectAll().execute()).toEqual([]);
    });

    it.each(FOREIGN_PHOTOS)("POST /api/users refuses %j", async (photoURL) => {
      const me = await signUp(app);
      const res = await postJson(
        app,
        "/api/users",
        { name: me.name, email: me.email, photoURL },
        { cookie: me.cookie },
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { photoURL: PHOTO_MESSAGE } });
      expect((await storedUser(me.id)).image).toBe(me.image);
    });

    it.each(FOREIGN_PHOTOS.map((photo, i) => [photo, `foreign-photo-${i}`]))(
      "Google sign-in drops the provider's picture %j",
      async (_photo, login) => {
        const { callback, cookie } = await signInWithGoogle(app, login);
        expect(callback.status).toBe(302);
        expect(new URL(callback.headers.get("location")!, TEST_PUBLIC_URL).pathname).toBe("/auth/google/done");
        const session = await sessionOf(cookie);
        expect(session?.user.image ?? null).toBeNull();
      },
    );

    it("Google sign-in keeps an https picture", async () => {
      const { cookie } = await signInWithGoogle(app, "rahim@example.com");
      expect((await sessionOf(cookie))?.user.image).toBe("https://photos.example/me.png");
    });
  });
});
