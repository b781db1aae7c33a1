import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { blog } from "../support/sample-content";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";
import type { ActivityEntity } from "#domain/activity";

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
    const site = useTestSite(kind);

    /** Everything an admin change can touch, to compare before and after. */
    const snapshot = async () => ({
      blogs: await site.test.db.selectFrom("blogs").selectAll().orderBy("id").execute(),
      team: await site.test.db.selectFrom("team_members").selectAll().orderBy("id").execute(),
      media: await site.test.db.selectFrom("media").select("id").orderBy("id").execute(),
      users: await site.test.db.selectFrom("user").select(["id", "role"]).orderBy("id").execute(),
    });

    it("when the log cannot be written, no admin change is kept", async () => {
      const admin = await signUpAdmin(site.app);
      const user = await signUp(site.app);
      const send = (method: string, path: string, body?: unknown) =>
        site.app.request(
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
      await sql`drop table activity_log`.execute(site.test.db);
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
          await site.app.request(`/api/users/role?email=${encodeURIComponent(user.email)}`, {
            headers: { ...ORIGIN, cookie: user.cookie },
          })
        ).status,
      ).toBe(200);
    });
  },
);

describe.each(testDatabaseKinds)("the activity log filtered on %s", (kind) => {
  const site = useTestSite(kind);

  /** Entries as admins' changes leave them: [who, kind, summary, when (UTC)], oldest first. */
  const store = async (entries: Array<[string, ActivityEntity, string, string]>) => {
    for (const [actor, entity, summary, createdAt] of entries)
      await site.test.db
        .insertInto("activity_log")
        .values({ actor, action: "update", entity, entity_id: "1", summary, created_at: createdAt })
        .execute();
  };
  const summaries = async (filter: Parameters<typeof site.app.services.activity.page>[1], perPage = 25, page = 1) => {
    const { items, total } = await site.app.services.activity.page({ page, perPage }, filter);
    return { shown: items.map((entry) => entry.summary), total };
  };

  it("by person, kind of item, words and Dhaka days, every filter at once; the people are those in the log", async () => {
    await store([
      ["rafi@example.com", "blog", "SEO tips", "2026-11-24T17:59:00.000Z"], // 24 Nov, 23:59 in Dhaka
      ["mitu@example.com", "blog", "Branding", "2026-11-24T18:00:00.000Z"], // 25 Nov, 00:00 in Dhaka
      ["rafi@example.com", "review", "Karim's review", "2026-11-25T10:00:00.000Z"],
      ["rafi@example.com", "site settings", "Opening hours", "2026-11-25T17:59:59.000Z"], // 25 Nov, 23:59
      ["mitu@example.com", "user", "seo@example.com is now an admin", "2026-11-25T18:00:00.000Z"], // 26 Nov
    ]);
    expect(await summaries({})).toMatchObject({ total: 5 });
    expect(await summaries({ who: "rafi@example.com" })).toEqual({
      shown: ["Opening hours", "Karim's review", "SEO tips"],
      total: 3,
    });
    expect(await summaries({ kind: "blog" })).toEqual({ shown: ["Branding", "SEO tips"], total: 2 });
    expect(await summaries({ q: "seo" })).toEqual({ shown: ["seo@example.com is now an admin", "SEO tips"], total: 2 });
    expect(await summaries({ from: "2026-11-25", to: "2026-11-25" })).toEqual({
      shown: ["Opening hours", "Karim's review", "Branding"],
      total: 3,
    });
    expect(await summaries({ who: "rafi@example.com", kind: "review", from: "2026-11-25" })).toEqual({
      shown: ["Karim's review"],
      total: 1,
    });
    expect(await summaries({ who: "nobody@example.com" })).toEqual({ shown: [], total: 0 });
    expect(await summaries({ q: "%" })).toEqual({ shown: [], total: 0 });
    expect(await site.app.services.activity.actors()).toEqual(["mitu@example.com", "rafi@example.com"]);
  });

  it("a filtered log pages: page 2 holds the older matches, counted", async () => {
    await store(
      Array.from({ length: 40 }, (_, i): [string, ActivityEntity, string, string] => [
        "rafi@example.com",
        i % 2 ? "blog" : "review",
        `Change ${i + 1}`,
        new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      ]),
    );
    const second = await summaries({ kind: "blog" }, 15, 2);
    expect(second).toEqual({ shown: ["Change 10", "Change 8", "Change 6", "Change 4", "Change 2"], total: 20 });
  });
});
