import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { twoFactor } from "better-auth/plugins";
import type { Kysely } from "kysely";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newSignInNotice } from "#server/auth/two-step";
import { createBackgroundWork } from "#server/background";
import { isPostgres } from "#server/db/connect";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

const ORIGIN = "http://site.test";

/**
 * The new-sign-in e-mail next to Better Auth's two-step sign-in (decision 0047): its hook is listed
 * after the twoFactor plugin, so a password that still needs its code mails nothing; the code does,
 * once; the first code that turns two-step sign-in on (a request with a session) mails nothing.
 */
describe.each(testDatabaseKinds)("the new-sign-in e-mail with two-step sign-in on %s", (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.drop());

  it("is sent when the second step's code is given, never for the first step or the set-up", async () => {
    const mailed: string[] = [];
    const background = createBackgroundWork(pino({ level: "silent" }));
    const auth = betterAuth({
      baseURL: ORIGIN,
      basePath: "/api/auth",
      secret: "test-secret-test-secret-test-secret-0123456789",
      trustedOrigins: [ORIGIN],
      database: { db: test.db as unknown as Kysely<unknown>, type: isPostgres(test.db) ? "postgres" : "sqlite" },
      emailAndPassword: { enabled: true },
      user: { additionalFields: { role: { type: "string", required: false, input: false } } },
      rateLimit: { enabled: false },
      plugins: [twoFactor(), newSignInNotice({ mailer: async (user) => void mailed.push(user.email), background })],
    });
    await (await getMigrations(auth.options)).runMigrations();
    const call = async (path: string, body: unknown, cookie = "") => {
      const res = await auth.handler(
        new Request(`${ORIGIN}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, cookie },
          body: JSON.stringify(body),
        }),
      );
      const set = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
      return { res, cookie: set.filter((c) => !c.endsWith("=")).join("; ") };
    };
    const settled = () => background.settle(5_000);
    const account = { email: "admin@example.com", password: "Secret12", name: "Admin" };

    const signedUp = await call("/sign-up/email", account);
    await test.db.updateTable("user").set({ role: "admin" }).where("email", "=", account.email).execute();
    const enabled = await call("/two-factor/enable", { password: account.password }, signedUp.cookie);
    const { totpURI } = (await enabled.res.json()) as { totpURI: string };
    const key = base32.decode(new URL(totpURI).searchParams.get("secret")!);
    const code = () => createOTP(key).totp();
    // The first code turns it on: the session is replaced, no one signed in.
    const confirmed = await call("/two-factor/verify-totp", { code: await code() }, enabled.cookie || signedUp.cookie);
    expect(confirmed.res.status).toBe(200);
    await settled();
    expect(mailed).toEqual([]);

    // The password alone: held back for the code, nothing mailed.
    const firstStep = await call("/sign-in/email", { email: account.email, password: account.password });
    expect(((await firstStep.res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    await settled();
    expect(mailed).toEqual([]);

    // The code: signed in, mailed once.
    const secondStep = await call("/two-factor/verify-totp", { code: await code() }, firstStep.cookie);
    expect(secondStep.res.status).toBe(200);
    await settled();
    expect(mailed).toEqual([account.email]);
  });
});
