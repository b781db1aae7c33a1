import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { blog, review, video } from "../support/sample-content";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

const png = (color = "#4338ca", size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: "#ff0000" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Secret Camera Owner", Artist: "Somebody" } })
    .toBuffer();

function memberForm(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array; name: string; type: string } | string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (typeof image === "string") form.set("image", image);
  else if (image)
    form.set("image", new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: image.type }));
  return form;
}
const member = { name: "Rafi", position: "Developer", facebook: "https://facebook.com/rafi", github: "", linkedin: "" };

describe.each(testDatabaseKinds)("admin content API on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let user: Awaited<ReturnType<typeof signUp>>;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db);
    admin = await signUpAdmin(app);
    user = await signUp(app);
  });
  afterEach(() => test.drop());

  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    app.request(path, {
      method,
      headers: {
        ...ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body instanceof FormData ? {} : { "content-type": "application/json" }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  const count = async (table: "blogs" | "reviews" | "review_videos" | "team_members" | "media") =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe.each([
    ["/api/blogs", blog, "blogs"],
    ["/api/reviews", review, "reviews"],
    ["/api/review-videos", video, "review_videos"],
  ] as const)("%s", (path, body, table) => {
    it("create, change, delete: 401 for visitors, 403 for users, done for admins", async () => {
      expect((await send("POST", path, body)).status).toBe(401);
      expect((await send("POST", path, body, user.cookie)).status).toBe(403);
      const created = await send("POST", path, body, admin.cookie);
      expect(created.status).toBe(200);
      const { insertedId } = (await created.json()) as { insertedId: string };
      expect(insertedId).toMatch(/^\d+$/);

      expect((await send("PUT", `${path}/${insertedId}`, body)).status).toBe(401);
      expect((await send("PUT", `${path}/${insertedId}`, body, user.cookie)).status).toBe(403);
      expect(
        await (
          await send("PUT", `${path}/${insertedId}`, { ...body, title: "Changed", name: "Changed" }, admin.cookie)
        ).json(),
      ).toEqual({ modifiedCount: 1 });

      expect((await send("DELETE", `${path}/${insertedId}`, undefined)).status).toBe(401);
      expect((await send("DELETE", `${path}/${insertedId}`, undefined, user.cookie)).status).toBe(403);
      expect(await count(table)).toBe(1);
      expect(await (await send("DELETE", `${path}/${insertedId}`, undefined, admin.cookie)).json()).toEqual({
        deletedCount: 1,
      });
      expect(await count(table)).toBe(0);
    });

    it("takes the e-mail from the session, never from the body, and appears in the public list", async () => {
      await send("POST", path, { ...body, email: "spoof@evil.example", createdAt: "1999-01-01" }, admin.cookie);
      const [item] = (await (await app.request(path)).json()) as Array<Record<string, string>>;
      expect(item!.email).toBe(admin.email);
      if ("createdAt" in item!) expect(item.createdAt.startsWith("1999")).toBe(false);
    });

    it("bad or unknown ids answer 404 and change nothing", async () => {
      for (const id of ["999999", "abc", "0", "-1", "1.5", "1e3", "%00"]) {
        expect((await send("PUT", `${path}/${id}`, body, admin.cookie)).status, id).toBe(404);
        expect((await send("DELETE", `${path}/${id}`, undefined, admin.cookie)).status, id).toBe(404);
      }
    });

    it("missing or malformed fields answer 400 naming the field, storing nothing", async () => {
      for (const key of Object.keys(body).filter((k) => !["tag", "link"].includes(k))) {
        const res = await send("POST", path, { ...body, [key]: "" }, admin.cookie);
        expect(res.status, key).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields[key], key).toBeTruthy();
      }
      for (const raw of ["", "{", "[]", "null", "42"]) {
        expect(
          (
            await app.request(path, {
              method: "POST",
              headers: { ...ORIGIN, cookie: admin.cookie, "content-type": "application/json" },
              body: raw,
            })
          ).status,
        ).toBe(400);
      }
      expect(await count(table)).toBe(0);
    });
  });

  it("refuses non-web URLs (javascript:, data:) and a video URL that is not a YouTube video", async () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,hi", "ftp://x.y/z", "not a url"]) {
      const res = await send("POST", "/api/blogs", { ...blog, image: bad, link: bad }, admin.cookie);
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual(expect.arrayContaining(["image"]));
    }
    for (const bad of [
      "https://www.youtube.com/@SomeChannel",
      "https://evil.example/embed/abcdefghijk",
      "javascript:alert(1)",
    ]) {
      expect((await send("POST", "/api/review-videos", { ...video, videoUrl: bad }, admin.cookie)).status).toBe(400);
    }
    expect(await count("blogs")).toBe(0);
    expect(await count("review_videos")).toBe(0);
  });

  it.each([
    ["tag", "SEO\u0007", "Tag contains invisible control characters"],
    ["link", "https://example.com/\u202epost", "External link contains invisible control characters"],
    ["body", "# Heading\n\u0000Hidden", "Article contains invisible control characters"],
    ["title", "Faster\npages", "Title contains invisible control characters"],
    ["description", "Reads \u202ebackwards", "Description contains invisible control characters"],
  ])(
    "a blog's %s with %j is refused with its message, storing nothing (decision 0032, the optional fields too)",
    async (field, value, message) => {
      const res = await send("POST", "/api/blogs", { ...blog, [field]: value }, admin.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
      expect(await count("blogs")).toBe(0);
    },
  );

  it("a blog's description and article keep their line breaks and tabs, stored with \\n", async () => {
    expect(
      (
        await send(
          "POST",
          "/api/blogs",
          { ...blog, description: "First line\r\nSecond line", body: "# Title\r\n\r\n\tcode" },
          admin.cookie,
        )
      ).status,
    ).toBe(200);
    const [stored] = await app.services.content.listBlogs();
    expect(stored!.description).toBe("First line\nSecond line");
    expect(await app.services.content.article(stored!.slug)).toMatchObject({ article: { body: "# Title\n\n\tcode" } });
  });

  it("stores a pasted YouTube link (youtu.be, watch, shorts) as its embed URL", async () => {
    for (const link of [
      "https://youtu.be/abcdefghijk?si=x",
      "youtube.com/watch?v=abcdefghijk&t=30",
      "https://www.youtube.com/shorts/abcdefghijk",
    ]) {
      const res = await send("POST", "/api/review-videos", { ...video, title: link, videoUrl: link }, admin.cookie);
      expect(res.status).toBe(200);
    }
    const stored = (await (await app.request("/api/review-videos")).json()) as Array<{
      title: string;
      videoUrl: string;
    }>;
    expect(stored.map((v) => v.videoUrl).sort()).toEqual(
      [
        "https://www.youtube.com/embed/abcdefghijk",
        "https://www.youtube.com/embed/abcdefghijk",
        "https://www.youtube.com/embed/abcdefghijk?start=30",
      ].sort(),
    );
  });

  describe("team members with photos", () => {
    it("stores the photo re-encoded as WebP without metadata, served from a server-relative path", async () => {
      expect(
        (await send("POST", "/api/team", memberForm(member, { bytes: await png(), name: "a.png", type: "image/png" })))
          .status,
      ).toBe(401);
      expect(
        (
          await send(
            "POST",
            "/api/team",
            memberForm(member, { bytes: await png(), name: "a.png", type: "image/png" }),
            user.cookie,
          )
        ).status,
      ).toBe(403);
      const res = await send(
        "POST",
        "/api/team",
        memberForm(member, { bytes: await jpegWithExif(), name: "me.jpg", type: "image/jpeg" }),
        admin.cookie,
      );
      expect(res.status).toBe(200);
      const [stored] = (await (await app.request("/api/team")).json()) as Array<{ image: string; email: string }>;
      expect(stored!.email).toBe(admin.email);
      expect(stored!.image).toMatch(/^\/media\/[\w-]+\.webp$/);
      const image = await app.request(stored!.image);
      const bytes = Buffer.from(await image.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
    });

    it("refuses a file that is not an image (even named .png), an empty one, a missing one and an oversized one — storing nothing", async () => {
      const cases = [
        { bytes: new TextEncoder().encode("<?php echo 'hi'; ?>"), name: "photo.png", type: "image/png" },
        {
          bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
          name: "x.svg",
          type: "image/svg+xml",
        },
        { bytes: (await png()).subarray(0, 40), name: "broken.png", type: "image/png" },
        { bytes: new Uint8Array(6 * 1024 * 1024), name: "big.png", type: "image/png" },
      ];
      for (const file of cases) {
        const res = await send("POST", "/api/team", memberForm(member, file), admin.cookie);
        expect(res.status, file.name).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields.image, file.name).toBeTruthy();
      }
      const missing = await send("POST", "/api/team", memberForm(member), admin.cookie);
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { fields: Record<string, string> }).fields.image).toBe(
        "Choose a profile image",
      );
      const noName = await send(
        "POST",
        "/api/team",
        memberForm({ ...member, name: "" }, { bytes: await png(), name: "a.png", type: "image/png" }),
        admin.cookie,
      );
      expect(((await noName.json()) as { fields: Record<string, string> }).fields.name).toBeTruthy();
      expect(await count("team_members")).toBe(0);
      expect(await count("media")).toBe(0);
    });

    it("an edit without a new file keeps the photo; with one it replaces it and removes the old; delete removes it too", async () => {
      const { insertedId } = (await (
        await send(
          "POST",
          "/api/team",
          memberForm(member, { bytes: await png(), name: "a.png", type: "image/png" }),
          admin.cookie,
        )
      ).json()) as { insertedId: string };
      const imageOf = async () =>
        ((await (await app.request("/api/team")).json()) as Array<{ image: string; position: string }>)[0]!;
      const first = await imageOf();

      const keep = await send(
        "PUT",
        `/api/team/${insertedId}`,
        memberForm({ ...member, position: "Lead" }, first.image),
        admin.cookie,
      );
      expect(await keep.json()).toEqual({ modifiedCount: 1 });
      expect(await imageOf()).toMatchObject({ image: first.image, position: "Lead" });

      const spoof = await send(
        "PUT",
        `/api/team/${insertedId}`,
        memberForm(member, "/media/someone-elses.webp"),
        admin.cookie,
      );
      expect(spoof.status).toBe(200);
      expect((await imageOf()).image).toBe(first.image);

      await send(
        "PUT",
        `/api/team/${insertedId}`,
        memberForm(member, { bytes: await png("#00ff00"), name: "b.png", type: "image/png" }),
        admin.cookie,
      );
      const second = await imageOf();
      expect(second.image).not.toBe(first.image);
      expect((await app.request(first.image)).status).toBe(404);
      expect(await count("media")).toBe(1);

      expect((await send("PUT", `/api/team/${insertedId}`, memberForm(member, first.image), user.cookie)).status).toBe(
        403,
      );
      expect(await (await send("DELETE", `/api/team/${insertedId}`, undefined, admin.cookie)).json()).toEqual({
        deletedCount: 1,
      });
      expect(await count("media")).toBe(0);
      expect((await send("DELETE", `/api/team/${insertedId}`, undefined, admin.cookie)).status).toBe(404);
    });
  });

  describe("Bangla texts (issue 26 item 5): written as `bn`, read back as the GETs answer them", () => {
    const listed = async (path: string) =>
      ((await (await app.request(path)).json()) as Array<{ bn: Record<string, string> }>)[0]!.bn;

    it.each([
      ["/api/blogs", blog, { title: "দ্রুত পেজ", description: "লোড টাইম যেভাবে কমালাম।", tag: "পারফরম্যান্স" }],
      ["/api/reviews", review, { role: "ব্র্যান্ডের সিইও", feedback: "চমৎকার কাজ।" }],
      ["/api/review-videos", video, { title: "ক্লায়েন্টের গল্প" }],
    ] as const)(
      '%s: added and changed with them; a change without them keeps them; "" clears one',
      async (path, body, bn) => {
        const { insertedId } = (await (await send("POST", path, { ...body, bn }, admin.cookie)).json()) as {
          insertedId: string;
        };
        expect(await listed(path)).toEqual(bn);

        const [field] = Object.keys(bn);
        const changed = { ...bn, [field!]: "নতুন লেখা" };
        expect((await send("PUT", `${path}/${insertedId}`, { ...body, bn: changed }, admin.cookie)).status).toBe(200);
        expect(await listed(path)).toEqual(changed);
        // A client that knows no Bangla (the spec's own) erases none.
        expect((await send("PUT", `${path}/${insertedId}`, body, admin.cookie)).status).toBe(200);
        expect(await listed(path)).toEqual(changed);
        expect(
          (await send("PUT", `${path}/${insertedId}`, { ...body, bn: { [field!]: "" } }, admin.cookie)).status,
        ).toBe(200);
        expect(await listed(path)).toEqual({ ...changed, [field!]: "" });

        const refused = await send(
          "PUT",
          `${path}/${insertedId}`,
          { ...body, bn: { [field!]: "ক\u202Eখ" } },
          admin.cookie,
        );
        expect(refused.status).toBe(400);
        expect(Object.keys(((await refused.json()) as { fields: Record<string, string> }).fields)).toEqual([
          `bn.${field}`,
        ]);
      },
    );

    it("a post's Bangla article is stored beside the English one (the /bn/ article page shows it), kept by a change without it", async () => {
      const article = { ...blog, body: "## Faster\n\nPages.", bn: { title: "দ্রুত পেজ", body: "## দ্রুত\r\n\r\nপেজ।" } };
      const { insertedId } = (await (await send("POST", "/api/blogs", article, admin.cookie)).json()) as {
        insertedId: string;
      };
      const stored = () => test.db.selectFrom("blogs").select(["body", "body_bn"]).executeTakeFirstOrThrow();
      expect(await stored()).toEqual({ body: "## Faster\n\nPages.", body_bn: "## দ্রুত\n\nপেজ।" });
      await send("PUT", `/api/blogs/${insertedId}`, { ...blog, body: "Shorter." }, admin.cookie);
      expect(await stored()).toEqual({ body: "Shorter.", body_bn: "## দ্রুত\n\nপেজ।" });
    });

    it("the overview lists the items whose Bangla is missing (issue 43 item 6), with the texts that lack it, until it is added", async () => {
      const { insertedId } = (await (
        await send("POST", "/api/blogs", { ...blog, bn: { title: "দ্রুত পেজ" } }, admin.cookie)
      ).json()) as { insertedId: string };
      await send("POST", "/api/review-videos", { ...video, bn: { title: "ক্লায়েন্টের গল্প" } }, admin.cookie);
      await send("POST", "/api/reviews", review, admin.cookie);
      expect(await app.services.contentAdmin.missingBangla()).toEqual({
        items: [
          { kind: "blogs", id: insertedId, name: "Faster pages", fields: ["Description", "Tag"] },
          { kind: "reviews", id: expect.any(String), name: "Nadia", fields: ["Position", "Feedback"] },
        ],
        total: 2,
        more: false,
      });
      const complete = { title: "দ্রুত পেজ", description: "লোড টাইম যেভাবে কমালাম।", tag: "পারফরম্যান্স" };
      expect((await send("PUT", `/api/blogs/${insertedId}`, { ...blog, bn: complete }, admin.cookie)).status).toBe(200);
      expect((await app.services.contentAdmin.missingBangla()).items.map((item) => item.kind)).toEqual(["reviews"]);
    });

    it("a team member's Bangla position goes in the multipart form as a JSON part", async () => {
      const photo = { bytes: await png(), name: "a.png", type: "image/png" };
      const created = await send(
        "POST",
        "/api/team",
        memberForm({ ...member, bn: JSON.stringify({ position: "ডেভেলপার" }) }, photo),
        admin.cookie,
      );
      const { insertedId } = (await created.json()) as { insertedId: string };
      expect(await listed("/api/team")).toEqual({ position: "ডেভেলপার" });
      const { image } = ((await (await app.request("/api/team")).json()) as Array<{ image: string }>)[0]!;

      await send("PUT", `/api/team/${insertedId}`, memberForm({ ...member, position: "Lead" }, image), admin.cookie);
      expect(await listed("/api/team")).toEqual({ position: "ডেভেলপার" });
      await send(
        "PUT",
        `/api/team/${insertedId}`,
        memberForm({ ...member, bn: JSON.stringify({ position: "প্রধান ডেভেলপার" }) }, image),
        admin.cookie,
      );
      expect(await listed("/api/team")).toEqual({ position: "প্রধান ডেভেলপার" });

      for (const bn of ["not json", JSON.stringify({ position: "ক".repeat(121) })]) {
        const refused = await send(
          "PUT",
          `/api/team/${insertedId}`,
          memberForm({ ...member, bn }, image),
          admin.cookie,
        );
        expect(refused.status, bn).toBe(400);
        expect(Object.keys(((await refused.json()) as { fields: Record<string, string> }).fields)[0], bn).toMatch(
          /^bn/,
        );
      }
    });
  });

  it("GET /api/activity lists who did what, for admins only", async () => {
    const { insertedId } = (await (await send("POST", "/api/blogs", blog, admin.cookie)).json()) as {
      insertedId: string;
    };
    await app.request(`/api/users/admin/${user.id}`, asUser(admin.cookie, "PATCH"));
    await send("DELETE", `/api/blogs/${insertedId}`, undefined, admin.cookie);
    expect((await app.request("/api/activity")).status).toBe(401);
    const other = await signUp(app);
    expect((await app.request("/api/activity", asUser(other.cookie))).status).toBe(403);
    const log = (await (await app.request("/api/activity", asUser(admin.cookie))).json()) as Array<
      Record<string, string>
    >;
    expect(log.map((e) => [e.actor, e.action, e.entity, e.summary])).toEqual([
      [admin.email, "delete", "blog", blog.title],
      [admin.email, "promote", "user", `${user.email} is now an admin`],
      [admin.email, "create", "blog", blog.title],
    ]);
  });
});
