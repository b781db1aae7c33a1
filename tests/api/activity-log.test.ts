import { sql } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { blog } from "../support/sample-content";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

async function memberForm(name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name, position: "Developer", facebook: "", github: "", linkedin: "" }))
    form.set(key, value);
  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#4338ca" } })
    .png()
    .toBuffer();
  form.set("image", new File([new Uint8Array(photo)], "photo.png", { type: "image/png" }));
  return form;
}

describe.each(testDatabaseKinds)(
  "a change and its activity-log entry are stored together or not at all on %s",
  (kind) => {
    let test: TestDatabase;
    let app: TestApp;
    beforeEach(async () => {
      test = await createTestDatabase(kind);
      app = await createTestApp(test.db);
    });
    afterEach(() => test.drop());

    /** Everything an admin change can touch, to compare before and after. */
    const snapshot = async () => ({
      blogs: await test.db.selectFrom("blogs").selectAll().orderBy("id").execute(),
      team: await test.db.selectFrom("team_members").selectAll().orderBy("id").execute(),
      media: await test.db.selectFrom("media").select("id").orderBy("id").execute(),
      users: await test.db.selectFrom("user").select(["id", "role"]).orderBy("id").execute(),
    });

    it("when the log cannot be written, no admin change is kept", async () => {
      const admin = await signUpAdmin(app);
      const user = await signUp(app);
      const send = (method: string, path: string, body?: unknown) =>
        app.request(
          path,
          asUser(
            admin.cookie,
            method,
            body instanceof FormData
              ? { body }
              : body
                ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } }
                : {},
          ),
        );
      const blogId = ((await (await send("POST", "/api/blogs", blog)).json()) as { insertedId: string }).insertedId;
      const memberId = (
        (await (await send("POST", "/api/team", await memberForm("Rafi"))).json()) as { insertedId: string }
      ).insertedId;
      expect(blogId).toBeTruthy();
      expect(memberId).toBeTruthy();

      // The log's table disappears: every write that would log must now fail as a whole.
      await sql`drop table activity_log`.execute(test.db);
      const before = await snapshot();
      const attempts: Array<[string, string, unknown]> = [
        ["POST", "/api/blogs", blog],
        ["PUT", `/api/blogs/${blogId}`, { ...blog, title: "Changed" }],
        ["DELETE", `/api/blogs/${blogId}`, undefined],
        ["POST", "/api/team", await memberForm("Mitu")],
        ["PUT", `/api/team/${memberId}`, await memberForm("Changed")],
        ["DELETE", `/api/team/${memberId}`, undefined],
        ["PATCH", `/api/users/admin/${user.id}`, undefined],
        ["DELETE", `/api/users/${user.id}`, undefined],
      ];
      for (const [method, path, body] of attempts) {
        const res = await send(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(500);
        expect(await snapshot(), `${method} ${path}`).toEqual(before);
      }
      expect(
        (
          await app.request(`/api/users/role?email=${encodeURIComponent(user.email)}`, {
            headers: { ...ORIGIN, cookie: user.cookie },
          })
        ).status,
      ).toBe(200);
    });
  },
);
