import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { URI } from "otpauth";
import { authenticatorUri } from "#server/auth/two-step";
import { asUser, cookieOf, postJson, signUp } from "../support/accounts";
import { signInWithGoogle } from "../support/google-sign-in";
import { OIDC_CLIENT, startOidcProvider } from "../support/oidc-provider.js";
import { freePort } from "../support/site-server";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/** A code from an authenticator app holding the key of `totpURI`, made now. */
const codeNow = (totpURI: string) => URI.parse(totpURI).generate();
/** A code the app would not show now (a digit of the current one changed). */
const wrongCode = (totpURI: string) => codeNow(totpURI).replace(/^./, (digit) => String((Number(digit) + 5) % 10));

/** A session cookie with a value (an emptied one is how Better Auth takes it away). */
const SESSION = /session_token=[^;\s]/;

let oidc: { discoveryUrl: string; stop: () => Promise<void> };
beforeAll(async () => {
  oidc = await startOidcProvider({ port: await freePort(), siteOrigins: [TEST_PUBLIC_URL] });
});
afterAll(() => oidc.stop());

describe.each(testDatabaseKinds)("two-step sign-in (Better Auth's twoFactor plugin) on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  /** Whom the new-sign-in e-mail went to (admins only, decision 0047). */
  let mailed: string[];
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    mailed = [];
    app = await createTestApp(test.db, {
      google: { clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, discoveryUrl: oidc.discoveryUrl },
      newSignInMailer: async (user) => void mailed.push(user.email),
    });
  });
  /** Lets the work queued after an answer start (it starts on a later turn of the event loop). */
  const afterBackgroundWork = async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  const makeAdmin = (email: string) =>
    test.db.updateTable("user").set({ role: "admin" }).where("email", "=", email).execute();
  afterEach(() => test.drop());

  const post = (path: string, body: unknown, cookie = "") =>
    postJson(app, `/api/auth${path}`, body, cookie ? { cookie } : {});

  /** An account with two-step sign-in on (set up and confirmed as the profile page does); its key and recovery codes. */
  async function withTwoStep() {
    const me = await signUp(app);
    const started = await post(
      "/two-factor/enable",
      { password: me.password, issuer: "Skyline IT Solutions" },
      me.cookie,
    );
    expect(started.status).toBe(200);
    const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
    const confirmed = await post("/two-factor/verify-totp", { code: codeNow(totpURI) }, me.cookie);
    expect(confirmed.status).toBe(200);
    return { ...me, cookie: cookieOf(confirmed), totpURI, backupCodes };
  }

  /** The password step: Better Auth's answer and its second-step cookie. */
  async function passwordStep(account: { email: string; password: string }) {
    const res = await post("/sign-in/email", { email: account.email, password: account.password });
    return { res, cookie: cookieOf(res), body: (await res.json()) as Record<string, unknown> };
  }

  it("keeps its tables in the database: a twoFactor table and the user's twoFactorEnabled", async () => {
    const me = await withTwoStep();
    const user = await test.db.selectFrom("user").select("twoFactorEnabled").where("id", "=", me.id).executeTakeFirst();
    expect(Boolean(user?.twoFactorEnabled)).toBe(true);
    const rows = await test.db
      .selectFrom("twoFactor")
      .select(["secret", "backupCodes"])
      .where("userId", "=", me.id)
      .execute();
    expect(rows).toHaveLength(1);
    // The key and the recovery codes are stored encrypted: neither is readable from a copy of the database.
    expect(rows[0]!.secret).not.toContain(URI.parse(me.totpURI).secret.base32);
    expect(rows[0]!.backupCodes).not.toContain(me.backupCodes[0]);
  });

  it("sets up with the password, names the site as issuer, gives ten recovery codes, and is on only after a first code", async () => {
    const me = await signUp(app);
    expect((await post("/two-factor/enable", { password: "Wrong123" }, me.cookie)).status).toBe(400);
    const started = await post(
      "/two-factor/enable",
      { password: me.password, issuer: "Skyline IT Solutions" },
      me.cookie,
    );
    const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
    // The address in the QR code names the site as issuer and the account's e-mail.
    expect(URI.parse(authenticatorUri(totpURI)).issuer).toBe("Skyline IT Solutions");
    expect(URI.parse(authenticatorUri(totpURI)).label).toBe(me.email);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not yet confirmed: the password alone still signs in.
    expect((await passwordStep(me)).body).toHaveProperty("user");
    expect((await post("/two-factor/verify-totp", { code: wrongCode(totpURI) }, me.cookie)).status).toBe(401);
    expect((await post("/two-factor/verify-totp", { code: codeNow(totpURI) }, me.cookie)).status).toBe(200);
    expect((await passwordStep(me)).body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  });

  it("the password alone gives no session; the code from the app then does", async () => {
    const me = await withTwoStep();
    const step = await passwordStep(me);
    expect(step.res.status).toBe(200);
    expect(step.cookie).not.toMatch(SESSION);
    expect(step.cookie).toContain("two_factor=");
    const anonymous = await app.request("/api/auth/get-session", asUser(step.cookie));
    expect(await anonymous.json()).toBeNull();

    const verified = await post("/two-factor/verify-totp", { code: codeNow(me.totpURI) }, step.cookie);
    expect(verified.status).toBe(200);
    const session = await app.request("/api/auth/get-session", asUser(cookieOf(verified)));
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(me.email);
    // "Trust this device" was not ticked: no trusted-device cookie.
    expect(cookieOf(verified)).not.toContain("trust_device=");
  });

  it("an admin is e-mailed about a sign-in once, when the code is given, not for the password alone", async () => {
    const me = await withTwoStep();
    await makeAdmin(me.email);
    const step = await passwordStep(me);
    await afterBackgroundWork();
    expect(mailed).toEqual([]);
    expect((await post("/two-factor/verify-totp", { code: codeNow(me.totpURI) }, step.cookie)).status).toBe(200);
    await expect.poll(() => mailed).toEqual([me.email]);
  });

  it("a code signs in once: given again for another sign-in within its minute, it is refused as a wrong code", async () => {
    const me = await withTwoStep();
    const code = codeNow(me.totpURI);
    const first = await passwordStep(me);
    expect((await post("/two-factor/verify-totp", { code }, first.cookie)).status).toBe(200);
    const second = await passwordStep(me);
    const replayed = await post("/two-factor/verify-totp", { code }, second.cookie);
    expect([replayed.status, ((await replayed.json()) as { code: string }).code]).toEqual([401, "INVALID_CODE"]);
    expect(cookieOf(replayed)).not.toMatch(SESSION);
    // The app's next code still signs in.
    const next = URI.parse(me.totpURI).generate({ timestamp: Date.now() + 30_000 });
    const verified = await post("/two-factor/verify-totp", { code: next }, second.cookie);
    expect(verified.status).toBe(200);
    expect(cookieOf(verified)).toMatch(SESSION);
  });

  it("a recovery code signs in once", async () => {
    const me = await withTwoStep();
    const [code] = me.backupCodes;
    const first = await post("/two-factor/verify-backup-code", { code }, (await passwordStep(me)).cookie);
    expect(first.status).toBe(200);
    expect(cookieOf(first)).toContain("session_token=");
    const again = await post("/two-factor/verify-backup-code", { code }, (await passwordStep(me)).cookie);
    expect(again.status).toBe(401);
    expect(cookieOf(again)).not.toMatch(SESSION);
  });

  it("ten wrong codes in a row lock the second step: 429", async () => {
    const me = await withTwoStep();
    const statuses: number[] = [];
    let cookie = (await passwordStep(me)).cookie;
    for (let wrong = 0; wrong < 10; wrong++) {
      // Better Auth ends a second step after five wrong codes: the password again, then five more.
      if (wrong === 5) cookie = (await passwordStep(me)).cookie;
      statuses.push((await post("/two-factor/verify-totp", { code: wrongCode(me.totpURI) }, cookie)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    cookie = (await passwordStep(me)).cookie;
    const locked = await post("/two-factor/verify-totp", { code: codeNow(me.totpURI) }, cookie);
    expect(locked.status).toBe(429);
    // It says for how long (15 minutes from the tenth wrong code), as every 429 of the site does.
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
  });

  it("the code endpoints are rate-limited like passwords (AUTH_RATE_LIMIT a minute per address)", async () => {
    const limited = await createTestApp(test.db, { authRateLimit: 10 });
    const attempt = () =>
      postJson(limited, "/api/auth/two-factor/verify-backup-code", { code: "aaaaa-bbbbb" }, { cookie: "" });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  });

  it("turning off needs the password and a current code", async () => {
    const me = await withTwoStep();
    const off = (body: unknown) => post("/two-factor/disable", body, me.cookie);
    expect((await off({ password: me.password })).status).toBe(400);
    expect((await off({ password: me.password, code: wrongCode(me.totpURI) })).status).toBe(401);
    expect((await off({ password: "Wrong123", code: codeNow(me.totpURI) })).status).toBe(400);
    const done = await off({ password: me.password, code: codeNow(me.totpURI) });
    expect(done.status).toBe(200);
    expect((await passwordStep(me)).body).toHaveProperty("user");
  });

  it("turning off with a sign-in's pending second step and no session completes nothing: 401, no session, no e-mail, the code still works", async () => {
    const me = await withTwoStep();
    await makeAdmin(me.email);
    const step = await passwordStep(me);
    const off = await post("/two-factor/disable", { password: me.password, code: codeNow(me.totpURI) }, step.cookie);
    expect(off.status).toBe(401);
    expect(cookieOf(off)).not.toMatch(SESSION);
    await afterBackgroundWork();
    expect(mailed).toEqual([]);
    expect(await test.db.selectFrom("session").select("id").where("userId", "=", me.id).execute()).toHaveLength(1);
    // The challenge was not used up: the code page's code still signs in.
    const verified = await post("/two-factor/verify-totp", { code: codeNow(me.totpURI) }, step.cookie);
    expect(verified.status).toBe(200);
    expect(cookieOf(verified)).toMatch(SESSION);
  });

  it("turning two-step sign-in on or off ends the account's other sessions; the browser that did it stays signed in", async () => {
    const me = await signUp(app);
    const elsewhere = cookieOf((await passwordStep(me)).res);
    const signedIn = async (cookie: string) =>
      (await (await app.request("/api/auth/get-session", asUser(cookie))).json()) !== null;
    expect(await signedIn(elsewhere)).toBe(true);
    const started = await post("/two-factor/enable", { password: me.password }, me.cookie);
    const { totpURI } = (await started.json()) as { totpURI: string };
    const on = await post("/two-factor/verify-totp", { code: codeNow(totpURI) }, me.cookie);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(cookieOf(on))).toBe(true);

    const again = await post("/two-factor/verify-totp", { code: codeNow(totpURI) }, (await passwordStep(me)).cookie);
    const second = cookieOf(again);
    expect(await signedIn(second)).toBe(true);
    const off = await post("/two-factor/disable", { password: me.password, code: codeNow(totpURI) }, cookieOf(on));
    expect(off.status).toBe(200);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(cookieOf(off))).toBe(true);
  });

  it("a session of an account with two-step sign-in on that never gave the second step is no session (and is ended)", async () => {
    const me = await withTwoStep();
    // As a session from before this rule, or one left from before two-step sign-in was turned on elsewhere.
    await test.db.updateTable("session").set({ secondStep: false }).where("userId", "=", me.id).execute();
    expect(await (await app.request("/api/auth/get-session", asUser(me.cookie))).json()).toBeNull();
    expect((await app.request(`/api/users/role?email=${encodeURIComponent(me.email)}`, asUser(me.cookie))).status).toBe(
      401,
    );
    expect(await test.db.selectFrom("session").select("id").where("userId", "=", me.id).execute()).toEqual([]);
  });

  describe("devices trusted for 30 days", () => {
    /** A second step with "Trust this device for 30 days" ticked: the session's and the trust's cookies. */
    async function trustThisDevice(
      me: Awaited<ReturnType<typeof withTwoStep>>,
      userAgent = "Mozilla/5.0 (Windows NT 10.0) Chrome/140.0",
    ) {
      const step = await passwordStep(me);
      const res = await postJson(
        app,
        "/api/auth/two-factor/verify-totp",
        { code: codeNow(me.totpURI), trustDevice: true },
        {
          cookie: step.cookie,
          "user-agent": userAgent,
        },
      );
      expect(res.status).toBe(200);
      const trust = cookieOf(res)
        .split("; ")
        .find((c) => c.includes("trust_device="))!;
      expect(trust).toBeDefined();
      return trust;
    }
    /** The password from that device: Better Auth's answer (a user, or a request for the code) and its cookies. */
    const fromTrusted = async (me: { email: string; password: string }, trust: string) => {
      const res = await postJson(
        app,
        "/api/auth/sign-in/email",
        { email: me.email, password: me.password },
        { cookie: trust },
      );
      return { body: (await res.json()) as Record<string, unknown>, cookie: cookieOf(res) };
    };

    it("skip the code and sign in fully; the profile lists them by browser and can forget one", async () => {
      const me = await withTwoStep();
      const trust = await trustThisDevice(me);
      const listed = await app.services.sessions.trustedDevices(me.id);
      expect(listed).toEqual([expect.objectContaining({ userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/140.0" })]);

      const skipped = await fromTrusted(me, trust);
      expect(skipped.body).toHaveProperty("user");
      // A full session (it gave a code when it was trusted), not one ended as having skipped the step.
      const session = await app.request("/api/auth/get-session", asUser(skipped.cookie));
      expect(((await session.json()) as { user: { email: string } } | null)?.user.email).toBe(me.email);
      // Better Auth renewed the trust under a new id: still one device, still named, trusted at the same time.
      const renewed = await app.services.sessions.trustedDevices(me.id);
      expect(renewed).toEqual([
        { ...listed[0]!, id: expect.not.stringMatching(listed[0]!.id), until: expect.any(String) },
      ]);

      const newTrust = skipped.cookie.split("; ").find((c) => c.includes("trust_device="))!;
      expect(await app.services.sessions.forgetTrustedDevices(me.id, renewed[0]!.id)).toEqual({ forgotten: 1 });
      expect((await fromTrusted(me, newTrust)).body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
      expect(await app.services.sessions.trustedDevices(me.id)).toEqual([]);
    });

    it("are forgotten when the password changes", async () => {
      const me = await withTwoStep();
      const trust = await trustThisDevice(me);
      const changed = await post(
        "/change-password",
        { currentPassword: me.password, newPassword: "Another12" },
        me.cookie,
      );
      expect(changed.status).toBe(200);
      // The browser that changed it stays fully signed in.
      expect(await (await app.request("/api/auth/get-session", asUser(cookieOf(changed)))).json()).not.toBeNull();
      expect((await fromTrusted({ ...me, password: "Another12" }, trust)).body).toHaveProperty(
        "twoFactorRedirect",
        true,
      );
    });

    it("are forgotten when two-step sign-in is turned off and on again with a new key", async () => {
      const me = await withTwoStep();
      const trust = await trustThisDevice(me);
      const off = await post("/two-factor/disable", { password: me.password, code: codeNow(me.totpURI) }, me.cookie);
      expect(off.status).toBe(200);
      const started = await post("/two-factor/enable", { password: me.password }, cookieOf(off));
      const { totpURI } = (await started.json()) as { totpURI: string };
      expect((await post("/two-factor/verify-totp", { code: codeNow(totpURI) }, cookieOf(off))).status).toBe(200);
      expect((await fromTrusted(me, trust)).body).toHaveProperty("twoFactorRedirect", true);
    });
  });

  it("Google sign-in of an account with two-step sign-in on gives no session (and, for an admin, no e-mail) until the code", async () => {
    // An admin's account made with Google, given a password (as "Forgot password?" would), then two-step sign-in.
    const first = await signInWithGoogle(app, "karim@example.com");
    await makeAdmin("karim@example.com");
    const headers = new Headers({ cookie: first.cookie });
    await app.auth.api.setPassword({ body: { newPassword: "Secret12" }, headers });
    const started = await post("/two-factor/enable", { password: "Secret12" }, first.cookie);
    const { totpURI } = (await started.json()) as { totpURI: string };
    expect((await post("/two-factor/verify-totp", { code: codeNow(totpURI) }, first.cookie)).status).toBe(200);

    const { callback, cookie } = await signInWithGoogle(app, "karim@example.com");
    const landing = new URL(callback.headers.get("location")!, TEST_PUBLIC_URL);
    expect(landing.pathname).toBe("/auth/google/done");
    expect(landing.searchParams.get("two-step")).toBe("1");
    expect(cookie).not.toMatch(SESSION);
    expect(await (await app.request("/api/auth/get-session", asUser(cookie))).json()).toBeNull();
    await afterBackgroundWork();
    expect(mailed).toEqual([]);
    const verified = await post("/two-factor/verify-totp", { code: codeNow(totpURI) }, cookie);
    expect(verified.status).toBe(200);
    expect(cookieOf(verified)).toMatch(SESSION);
    await expect.poll(() => mailed).toEqual(["karim@example.com"]);
  });

  it("an account made with Google has no password to set up with (the profile says how to get one)", async () => {
    const google = await signInWithGoogle(app, "nasrin@example.com");
    const googleUser = await app.services.users.findByEmail("nasrin@example.com");
    expect(await app.services.users.hasPassword(googleUser!._id)).toBe(false);
    expect((await post("/two-factor/enable", { password: "Secret12" }, google.cookie)).status).toBe(400);
    const me = await signUp(app);
    expect(await app.services.users.hasPassword(me.id)).toBe(true);
  });

  it("Google sign-in without two-step sign-in is unchanged", async () => {
    const { callback, cookie } = await signInWithGoogle(app, "rahim@example.com");
    expect(new URL(callback.headers.get("location")!, TEST_PUBLIC_URL).search).toBe("");
    expect(cookie).toContain("session_token=");
  });
});
