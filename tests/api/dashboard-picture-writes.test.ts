import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { asUser, signUpAdmin } from "../support/accounts";
import { pageDataRenderer } from "../support/app-routes";
import { createTestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";

/**
 * Issue 40 item 1: the dashboard adds and changes team members and client logos through their list
 * page's action, as blogs: the picture is uploaded first (POST /api/media), then its path is posted
 * with the texts, checked with the shared schema and against the images we store.
 */
describe.each(testDatabaseKinds)("team members and client logos posted to their list's action on %s", (kind) => {
  const site = useTestSite(kind);

  /** The site with its real routes, an admin's upload and posts to a page's action (its reply and status). */
  async function dashboard() {
    const app = await createTestApp(site.test.db, { pages: { renderPage: await pageDataRenderer() } });
    const { cookie } = await signUpAdmin(app);
    return {
      async upload(background = "#0f766e") {
        const form = new FormData();
        const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
          .png()
          .toBuffer();
        form.set("image", new File([new Uint8Array(png)], "picture.png", { type: "image/png" }));
        const res = await app.request("/api/media", asUser(cookie, "POST", { body: form }));
        expect(res.status).toBe(200);
        return ((await res.json()) as { url: string }).url;
      },
      async post(path: string, post: { intent: string; id?: string; values?: object }) {
        const { values, ...fields } = post;
        const body = new URLSearchParams({ ...fields, ...(values && { values: JSON.stringify(values) }) });
        const res = await app.request(path, asUser(cookie, "POST", { body }));
        return { status: res.status, reply: ((await res.json()) as { actionData: unknown }).actionData };
      },
    };
  }
  const team = () => site.test.db.selectFrom("team_members").selectAll().execute();
  const logos = () => site.test.db.selectFrom("client_logos").selectAll().orderBy("position").execute();
  const stored = async (path: string) =>
    (await site.test.db.selectFrom("media").select("id").where("id", "=", path.slice("/media/".length)).execute())
      .length === 1;
  const member = { name: "Tanvir Hasan", position: "Laravel Developer", github: "github.com/tanvir" };

  it("team: added with an uploaded photo, changed keeping it or with a new one (the old removed), deleted", async () => {
    const { upload, post } = await dashboard();
    const photo = await upload();
    const added = await post("/dashboard/allMembers", { intent: "create", values: { ...member, image: photo } });
    expect(added).toEqual({ status: 200, reply: { ok: true, done: { insertedId: expect.any(String) } } });
    const [row] = await team();
    expect(row).toMatchObject({ name: member.name, image: photo, github: "https://github.com/tanvir" });
    const id = String(row!.id);

    const renamed = { ...member, position: "Lead Developer" };
    expect((await post("/dashboard/allMembers", { intent: "update", id, values: renamed })).status).toBe(200);
    expect(await team()).toMatchObject([{ position: "Lead Developer", image: photo }]);

    const next = await upload("#4338ca");
    expect(
      (await post("/dashboard/allMembers", { intent: "update", id, values: { ...renamed, image: next } })).status,
    ).toBe(200);
    expect(await team()).toMatchObject([{ image: next }]);
    expect(await stored(photo)).toBe(false);

    expect((await post("/dashboard/allMembers", { intent: "delete", id })).status).toBe(200);
    expect(await team()).toEqual([]);
    expect(await stored(next)).toBe(false);
  });

  it("team: the photo is required to add, and must be one of our uploaded images; the texts are checked as by the form", async () => {
    const { upload, post } = await dashboard();
    const refused = (fieldErrors: object) => ({
      status: 400,
      reply: expect.objectContaining({ ok: false, fieldErrors }),
    });
    expect(await post("/dashboard/allMembers", { intent: "create", values: member })).toEqual(
      refused({ image: "Profile image is required" }),
    );
    for (const image of ["/images/placeholder-avatar.svg", "/media/not-stored.webp", "https://example.com/photo.png"])
      expect(await post("/dashboard/allMembers", { intent: "create", values: { ...member, image } }), image).toEqual(
        refused({ image: "The picture must be an image uploaded to this site." }),
      );
    const photo = await upload();
    expect(
      await post("/dashboard/allMembers", { intent: "create", values: { ...member, name: "", image: photo } }),
    ).toEqual(refused({ name: "Full name is required" }));
    expect(await team()).toEqual([]);
    expect(
      await post("/dashboard/allMembers", { intent: "update", id: "999", values: { ...member, image: photo } }),
    ).toEqual({ status: 404, reply: expect.objectContaining({ ok: false, formError: "Not found" }) });
  });

  it("client logos: added with an uploaded picture (last), renamed keeping it, moved, refused a picture not ours, deleted", async () => {
    const { upload, post } = await dashboard();
    for (const name of ["Padma Textiles", "Meghna Foods"])
      expect(
        (await post("/dashboard/allClientLogos", { intent: "create", values: { name, image: await upload() } })).status,
      ).toBe(200);
    const [first, second] = await logos();
    expect([first!.name, second!.name]).toEqual(["Padma Textiles", "Meghna Foods"]);
    const id = String(second!.id);

    const renamed = await post("/dashboard/allClientLogos", {
      intent: "update",
      id,
      values: { name: "Meghna Foods Ltd" },
    });
    expect(renamed.status).toBe(200);
    expect(await logos()).toMatchObject([{ name: "Padma Textiles" }, { name: "Meghna Foods Ltd", logo: second!.logo }]);

    expect((await post("/dashboard/allClientLogos", { intent: "move", id, values: { direction: "up" } })).status).toBe(
      200,
    );
    expect((await logos()).map((logo) => logo.name)).toEqual(["Meghna Foods Ltd", "Padma Textiles"]);

    const notOurs = await post("/dashboard/allClientLogos", {
      intent: "update",
      id,
      values: { name: "Meghna Foods Ltd", image: "/images/clients/sample-1.svg" },
    });
    expect(notOurs).toEqual({
      status: 400,
      reply: expect.objectContaining({ fieldErrors: { image: "The picture must be an image uploaded to this site." } }),
    });
    expect((await post("/dashboard/allClientLogos", { intent: "delete", id })).status).toBe(200);
    expect((await logos()).map((logo) => logo.name)).toEqual(["Padma Textiles"]);
  });
});
