import { describe, expect, it } from "vitest";
import { asUser, cookieOf, newAccount, ORIGIN, postJson, signUp, signUpAdmin } from "../support/accounts";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";

describe.each(testDatabaseKinds)("accounts and /api/users on %s", (kind) => {
  const site = useTestSite(kind);

  const userCount = async () =>
    Number(
      (
        await site.test.db
          .selectFrom("user")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe("sign-up and sign-in", () => {
    it("creates an account with a hashed password and a session cookie", async () => {
      const me = await signUp(site.app);
      expect(me.cookie).toMatch(/session_token=/);
      const res = await site.app.request(`/api/users/role?email=${encodeURIComponent(me.email)}`, asUser(me.cookie));
      expect(await res.json()).toEqual({ role: "user" });
      const account = await site.test.db
        .selectFrom("account")
        .selectAll()
        .where("userId", "=", me.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(account)).not.toContain(me.password);
    });

    it.each([
      [{ name: "" }, "Name is required"],
      [{ name: "\u202enimdA etiS" }, "Name contains invisible control characters"],
      [{ image: "" }, "Photo URL is required"],
      [{ email: "" }, "Email is required"],
      [{ password: "" }, "Password is required"],
      [{ password: "Ab1cd" }, "At least 6 characters"],
      [{ password: "Abcdefghij1234567890x" }, "Max 20 characters"],
      [{ password: "abcdefg1" }, "Must include uppercase, lowercase, and number"],
    ])("refuses %j with the spec's message and creates nothing", async (change, message) => {
      const res = await postJson(site.app, "/api/auth/sign-up/email", { ...newAccount(), ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
      expect(await userCount()).toBe(0);
    });

    it("refuses a taken e-mail", async () => {
      const me = await signUp(site.app);
      const res = await postJson(site.app, "/api/auth/sign-up/email", newAccount({ email: me.email }));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await userCount()).toBe(1);
    });

    it("never lets sign-up choose a role", async () => {
      const res = await postJson(site.app, "/api/auth/sign-up/email", { ...newAccount(), role: "admin" });
      expect(res.status).toBeLessThan(500);
      const roles = await site.test.db.selectFrom("user").select("role").execute();
      expect(roles.every((r) => r.role !== "admin")).toBe(true);
    });

    it("signs in with the right password only, with the same answer for an unknown e-mail and a wrong password", async () => {
      const me = await signUp(site.app);
      const ok = await postJson(site.app, "/api/auth/sign-in/email", { email: me.email, password: me.password });
      expect(ok.status).toBe(200);
      expect(cookieOf(ok)).toMatch(/session_token=/);
      const wrong = await postJson(site.app, "/api/auth/sign-in/email", { email: me.email, password: "Wrong123" });
      const unknown = await postJson(site.app, "/api/auth/sign-in/email", {
        email: "nobody@example.com",
        password: "Wrong123",
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect((await wrong.json()).message).toBe((await unknown.json()).message);
    });

    it("refuses sign-in from a foreign origin", async () => {
      const me = await signUp(site.app);
      const res = await postJson(
        site.app,
        "/api/auth/sign-in/email",
        { email: me.email, password: me.password },
        { Origin: "https://evil.example" },
      );
      expect(res.status).toBe(403);
    });
  });

  describe("POST /api/users", () => {
    it("the record is saved with the account, on the server: the spec's call answers 'User already exists' and changes nothing; role and date are the server's", async () => {
      const me = await signUp(site.app);
      const saved = await site.test.db
        .selectFrom("user")
        .select(["profileSavedAt", "createdAt"])
        .where("id", "=", me.id)
        .executeTakeFirstOrThrow();
      expect(saved.profileSavedAt).not.toBeNull();
      expect(Math.abs(Date.parse(saved.profileSavedAt!) - Date.parse(String(saved.createdAt)))).toBeLessThan(5_000);
      const body = {
        name: "Another Name",
        email: me.email,
        photoURL: me.image,
        role: "admin",
        createdAt: "1999-01-01",
      };
      for (let call = 0; call < 2; call++) {
        const answer = await postJson(site.app, "/api/users", body, { cookie: me.cookie });
        expect(await answer.json()).toEqual({ message: "User already exists" });
      }
      const admin = await signUpAdmin(site.app);
      const list = (await (await site.app.request("/api/users", asUser(admin.cookie))).json()) as Array<
        Record<string, string>
      >;
      const record = list.find((u) => u._id === me.id)!;
      expect(record).toEqual({
        _id: me.id,
        name: me.name,
        email: me.email,
        photoURL: me.image,
        role: "user",
        createdAt: expect.any(String),
      });
      expect(Math.abs(Date.parse(record.createdAt!) - Date.now())).toBeLessThan(60_000);
    });

    it("answers 401 for visitors and 403 for someone else's e-mail", async () => {
      const me = await signUp(site.app);
      expect((await postJson(site.app, "/api/users", { email: me.email })).status).toBe(401);
      expect(
        (await postJson(site.app, "/api/users", { email: "other@example.com" }, { cookie: me.cookie })).status,
      ).toBe(403);
    });
  });

  describe("GET /api/users/role", () => {
    it("answers anonymous 401, a user about themself, 403 about others; an admin about anyone", async () => {
      const me = await signUp(site.app);
      const other = await signUp(site.app);
      const admin = await signUpAdmin(site.app);
      const role = (cookie: string | undefined, email: string) =>
        site.app.request(`/api/users/role?email=${encodeURIComponent(email)}`, cookie ? asUser(cookie) : {});
      expect((await role(undefined, me.email)).status).toBe(401);
      expect((await role(me.cookie, other.email)).status).toBe(403);
      expect(await (await role(me.cookie, me.email.toUpperCase())).json()).toEqual({ role: "user" });
      expect(await (await role(admin.cookie, other.email)).json()).toEqual({ role: "user" });
      expect(await (await role(admin.cookie, admin.email)).json()).toEqual({ role: "admin" });
      expect((await role(admin.cookie, "nobody@example.com")).status).toBe(404);
      expect((await site.app.request("/api/users/role", asUser(me.cookie))).status).toBe(400);
    });
  });

  describe("admin calls", () => {
    it("GET /api/users: 401 anonymous, 403 user, the list for an admin", async () => {
      const me = await signUp(site.app);
      const admin = await signUpAdmin(site.app);
      expect((await site.app.request("/api/users")).status).toBe(401);
      expect((await site.app.request("/api/users", asUser(me.cookie))).status).toBe(403);
      const res = await site.app.request("/api/users", asUser(admin.cookie));
      expect(res.status).toBe(200);
      expect(((await res.json()) as Array<{ email: string }>).map((u) => u.email).sort()).toEqual(
        [me.email, admin.email].sort(),
      );
    });

    it("PATCH /api/users/admin/:id promotes: 401, 403, then modifiedCount 1, then 0; unknown id 404", async () => {
      const me = await signUp(site.app);
      const admin = await signUpAdmin(site.app);
      const patch = (cookie?: string, id = me.id) =>
        site.app.request(
          `/api/users/admin/${id}`,
          cookie ? asUser(cookie, "PATCH") : { method: "PATCH", headers: ORIGIN },
        );
      expect((await patch()).status).toBe(401);
      expect((await patch(me.cookie)).status).toBe(403);
      expect(await (await patch(admin.cookie)).json()).toEqual({ modifiedCount: 1 });
      expect(await (await patch(admin.cookie)).json()).toEqual({ modifiedCount: 0 });
      expect((await patch(admin.cookie, "no-such-id")).status).toBe(404);
      expect(
        await (
          await site.app.request(`/api/users/role?email=${encodeURIComponent(me.email)}`, asUser(me.cookie))
        ).json(),
      ).toEqual({ role: "admin" });
    });

    it("DELETE /api/users/:id: 401, 403, deletedCount 1 and the user's sessions end; not yourself; unknown 404", async () => {
      const me = await signUp(site.app);
      const admin = await signUpAdmin(site.app);
      const del = (cookie: string | undefined, id: string) =>
        site.app.request(`/api/users/${id}`, cookie ? asUser(cookie, "DELETE") : { method: "DELETE", headers: ORIGIN });
      expect((await del(undefined, me.id)).status).toBe(401);
      expect((await del(me.cookie, admin.id)).status).toBe(403);
      expect((await del(admin.cookie, admin.id)).status).toBe(403);
      expect(await (await del(admin.cookie, me.id)).json()).toEqual({ deletedCount: 1 });
      expect(
        (await site.app.request(`/api/users/role?email=${encodeURIComponent(me.email)}`, asUser(me.cookie))).status,
      ).toBe(401);
      expect((await del(admin.cookie, me.id)).status).toBe(404);
    });

    it("never removes the last admin", async () => {
      const admin = await signUpAdmin(site.app);
      await expect(
        site.app.services.users.remove(admin.id, { id: "someone-else", email: "x@example.com" }),
      ).rejects.toThrow("The last admin cannot be removed");
    });

    it("never removes the last admin when two admins delete each other at the same moment (10 rounds)", async () => {
      const adminCount = async () =>
        Number(
          (
            await site.test.db
              .selectFrom("user")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .where("role", "=", "admin")
              .executeTakeFirstOrThrow()
          ).n,
        );
      let survivor = await signUpAdmin(site.app);
      for (let round = 1; round <= 10; round++) {
        const other = await signUpAdmin(site.app);
        // Straight to the service, so that both calls are past the session check every round.
        const [first, second] = await Promise.allSettled([
          site.app.services.users.remove(other.id, survivor),
          site.app.services.users.remove(survivor.id, other),
        ]);
        const outcomes = [first, second].map((o) =>
          o.status === "fulfilled" ? "deleted" : (o.reason as Error).message,
        );
        expect(outcomes.sort(), `round ${round}`).toEqual(["The last admin cannot be removed", "deleted"]);
        expect(await adminCount(), `round ${round}`).toBe(1);
        if (second.status === "fulfilled") survivor = other;
      }
    });

    it("DELETE /api/users/admin/:id removes the admin role: 401, 403 for users, modifiedCount 1, then 0; unknown 404; logged", async () => {
      const admin = await signUpAdmin(site.app);
      const other = await signUpAdmin(site.app);
      const user = await signUp(site.app);
      const demote = (cookie: string | undefined, id: string) =>
        site.app.request(
          `/api/users/admin/${id}`,
          cookie ? asUser(cookie, "DELETE") : { method: "DELETE", headers: ORIGIN },
        );
      expect((await demote(undefined, other.id)).status).toBe(401);
      expect((await demote(user.cookie, other.id)).status).toBe(403);
      expect(await (await demote(admin.cookie, other.id)).json()).toEqual({ modifiedCount: 1 });
      // At once: the former admin's own session is a user's.
      expect((await site.app.request("/api/users", asUser(other.cookie))).status).toBe(403);
      expect(
        await (
          await site.app.request(`/api/users/role?email=${encodeURIComponent(other.email)}`, asUser(admin.cookie))
        ).json(),
      ).toEqual({ role: "user" });
      expect(await (await demote(admin.cookie, user.id)).json()).toEqual({ modifiedCount: 0 });
      expect((await demote(admin.cookie, "no-such-id")).status).toBe(404);
      const log = (await (await site.app.request("/api/activity", asUser(admin.cookie))).json()) as Array<
        Record<string, string>
      >;
      expect(log.map((e) => [e.actor, e.action, e.entity, e.entityId, e.summary])[0]).toEqual([
        admin.email,
        "demote",
        "user",
        other.id,
        `${other.email} is no longer an admin`,
      ]);
    });

    it("never removes the admin role of the last admin, and says why", async () => {
      const admin = await signUpAdmin(site.app);
      const res = await site.app.request(`/api/users/admin/${admin.id}`, asUser(admin.cookie, "DELETE"));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: "The site needs at least one admin: make someone else admin before removing this one.",
      });
      expect(await (await site.app.request("/api/users", asUser(admin.cookie))).json()).toEqual([
        expect.objectContaining({ email: admin.email, role: "admin" }),
      ]);
      // With a second admin, stepping down is allowed.
      const other = await signUpAdmin(site.app);
      expect(
        await (await site.app.request(`/api/users/admin/${admin.id}`, asUser(admin.cookie, "DELETE"))).json(),
      ).toEqual({
        modifiedCount: 1,
      });
      expect((await site.app.request(`/api/users/admin/${other.id}`, asUser(other.cookie, "DELETE"))).status).toBe(409);
    });

    it("never leaves the site without an admin when two admins remove each other at the same moment (10 rounds)", async () => {
      const adminCount = async () =>
        Number(
          (
            await site.test.db
              .selectFrom("user")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .where("role", "=", "admin")
              .executeTakeFirstOrThrow()
          ).n,
        );
      const first = await signUpAdmin(site.app);
      for (let round = 1; round <= 10; round++) {
        const second = await signUpAdmin(site.app);
        // Straight to the service, so that both calls are past the session check every round.
        const outcomes = await Promise.allSettled([
          site.app.services.users.demote(second.id, first),
          site.app.services.users.demote(first.id, second),
        ]);
        const seen = outcomes.map((o) => (o.status === "fulfilled" ? "removed" : (o.reason as Error).message));
        expect(seen.sort(), `round ${round}`).toEqual([
          "The site needs at least one admin: make someone else admin before removing this one.",
          "removed",
        ]);
        expect(await adminCount(), `round ${round}`).toBe(1);
        // The one left is admin again for the next round's pair.
        await site.app.services.users.setRoleByEmail(first.email, "admin");
        await site.app.services.users.setRoleByEmail(second.email, "user");
      }
    });

    it("a demoted admin is refused on the very next request", async () => {
      const admin = await signUpAdmin(site.app);
      expect((await site.app.request("/api/users", asUser(admin.cookie))).status).toBe(200);
      await site.app.services.users.setRoleByEmail(admin.email, "user");
      expect((await site.app.request("/api/users", asUser(admin.cookie))).status).toBe(403);
    });

    it("writes without our origin are refused", async () => {
      const me = await signUp(site.app);
      const admin = await signUpAdmin(site.app);
      const res = await site.app.request(`/api/users/admin/${me.id}`, {
        method: "PATCH",
        headers: { cookie: admin.cookie, Origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(
        await (
          await site.app.request(`/api/users/role?email=${encodeURIComponent(me.email)}`, asUser(me.cookie))
        ).json(),
      ).toEqual({ role: "user" });
    });
  });

  describe("malformed input", () => {
    const bodies: unknown[] = [
      "",
      "{",
      "not json",
      "[]",
      "null",
      "42",
      '"string"',
      "true",
      '{"a":',
      "\u0000",
      {},
      [],
      [1, 2],
      { email: 1 },
      { email: null },
      { email: [] },
      { email: {} },
      { email: true },
      { email: "x" },
      { email: "a@" },
      { email: "@b.c" },
      { email: "a".repeat(300) + "@b.c" },
      { password: 123 },
      { password: null },
      { password: [] },
      { name: {} },
      { name: 5 },
      { image: 7 },
      { photoURL: [] },
      { photoURL: "javascript:alert(1)" },
      { __proto__: { role: "admin" } },
      { constructor: { prototype: { role: "admin" } } },
    ];
    // Invalid in any field.
    const junk: unknown[] = [
      null,
      0,
      -1,
      1.5,
      true,
      false,
      [],
      {},
      "",
      " ",
      "x".repeat(5000),
      "\u0000",
      "a\u0007b",
      { $gt: "" },
      ["a@b.c"],
      NaN,
    ];
    // Fine as text, but not as an e-mail address.
    const textJunk: unknown[] = ["<script>alert(1)</script>", "'; drop table user; --", "a@b", "١٢٣", "🙂".repeat(50)];
    const withValidBase = (base: Record<string, unknown>) => [
      ...bodies,
      ...[...junk, ...textJunk].map((value) => ({ email: value, password: value })),
      ...[...junk, ...textJunk].map((value) => ({ unexpected: value })),
      ...Object.keys(base).flatMap((key) => junk.map((value) => ({ ...base, [key]: value }))),
    ];

    it("sign-up, sign-in and POST /api/users answer 100+ malformed bodies with 4xx and change nothing", async () => {
      const me = await signUp(site.app);
      const before = await site.test.db.selectFrom("user").selectAll().execute();
      const cases: Array<[string, unknown[], Record<string, string>]> = [
        ["/api/auth/sign-up/email", withValidBase(newAccount()), {}],
        [
          "/api/auth/sign-in/email",
          withValidBase({ email: me.email, password: me.password }).filter(
            (b) => JSON.stringify(b) !== JSON.stringify({ email: me.email, password: me.password }),
          ),
          {},
        ],
        [
          "/api/users",
          withValidBase({ name: "New name", email: "other@example.com", photoURL: "https://x.y/z.png" }),
          { cookie: me.cookie },
        ],
      ];
      for (const [path, list, headers] of cases) {
        expect(list.length).toBeGreaterThanOrEqual(100);
        for (const body of list) {
          const res = await postJson(site.app, path, body as object, headers);
          expect(res.status, `${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        }
      }
      expect(await site.test.db.selectFrom("user").selectAll().execute()).toEqual(before);
    }, 120_000);

    it("an oversized body is refused with 400", async () => {
      const res = await postJson(site.app, "/api/auth/sign-up/email", { ...newAccount(), name: "x".repeat(100_000) });
      expect(res.status).toBe(400);
      expect(await userCount()).toBe(0);
    });
  });
});
