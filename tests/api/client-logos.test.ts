import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";

/**
 * Issue 22 item 1: client logos are content the admins manage — added with an upload, renamed,
 * given a new picture, moved earlier or later, deleted — and the home page's list is public.
 */
describe.each(testDatabaseKinds)("client logos API on %s", (kind) => {
  const site = useTestSite(kind);
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  beforeEach(async () => {
    admin = await signUpAdmin(site.app);
  });

  /** A transparent PNG logo (logos are often transparent), with metadata that must not survive. */
  const logoPng = (colour = "#4338ca") =>
    sharp({ create: { width: 1000, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        { input: { create: { width: 600, height: 200, channels: 4, background: colour } }, left: 200, top: 100 },
      ])
      .withMetadata({ exif: { IFD0: { Copyright: "Secret Logo Owner" } } })
      .png()
      .toBuffer();
  const logoForm = (fields: Record<string, string>, file?: Uint8Array | string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (typeof file === "string") form.set("image", file);
    else if (file) form.set("image", new File([file as Uint8Array<ArrayBuffer>], "logo.png", { type: "image/png" }));
    return form;
  };
  const send = (method: string, path: string, body?: FormData | object, cookie?: string) =>
    site.app.request(path, {
      method,
      headers: {
        ...ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  const add = async (name: string, colour?: string) => {
    const res = await send("POST", "/api/client-logos", logoForm({ name }, await logoPng(colour)), admin.cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { insertedId: string }).insertedId;
  };
  const list = async () =>
    (await (await site.app.request("/api/client-logos")).json()) as Array<{ _id: string; name: string; logo: string }>;
  const names = async () => (await list()).map((logo) => logo.name);
  const mediaCount = async () =>
    Number(
      (
        await site.test.db
          .selectFrom("media")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("anyone reads the list (empty at first); only admins add, change, move or delete", async () => {
    expect(await list()).toEqual([]);
    const user = await signUp(site.app);
    const id = await add("Padma Textiles");
    for (const [cookie, status] of [
      [undefined, 401],
      [user.cookie, 403],
    ] as const) {
      expect(
        (await send("POST", "/api/client-logos", logoForm({ name: "Intruder" }, await logoPng()), cookie)).status,
      ).toBe(status);
      expect((await send("PUT", `/api/client-logos/${id}`, logoForm({ name: "Renamed" }), cookie)).status).toBe(status);
      expect((await send("POST", `/api/client-logos/${id}/move`, { direction: "up" }, cookie)).status).toBe(status);
      expect((await send("DELETE", `/api/client-logos/${id}`, undefined, cookie)).status).toBe(status);
    }
    expect(await names()).toEqual(["Padma Textiles"]);
    // The public list shows what the home page shows: no creator's e-mail.
    expect(Object.keys((await list())[0]!).sort()).toEqual(["_id", "logo", "name"]);
  });

  it("an added logo is re-encoded to WebP (transparency kept, metadata dropped) and shown last; a missing or bad file stores nothing", async () => {
    await add("First Client");
    await add("Second Client", "#0f766e");
    const [first, second] = await list();
    expect([first!.name, second!.name]).toEqual(["First Client", "Second Client"]);
    expect(second!.logo).toMatch(/^\/media\/[\w-]+\.webp$/);
    const image = await site.app.request(second!.logo);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha, meta.exif]).toEqual([
      "webp",
      800,
      320,
      true,
      undefined,
    ]);
    expect(bytes.includes(Buffer.from("Secret Logo Owner"))).toBe(false);

    const noFile = await send("POST", "/api/client-logos", logoForm({ name: "No Picture" }), admin.cookie);
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({
      error: "Invalid request",
      fields: { image: "Choose the logo's image file" },
    });
    const notImage = await send(
      "POST",
      "/api/client-logos",
      logoForm({ name: "Script" }, new TextEncoder().encode("<svg onload=alert(1)>")),
      admin.cookie,
    );
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { fields: Record<string, string> }).fields.image).toBeTruthy();
    const noName = await send("POST", "/api/client-logos", logoForm({ name: "  " }, await logoPng()), admin.cookie);
    expect(await noName.json()).toEqual({ error: "Invalid request", fields: { name: "Company name is required" } });
    expect(await names()).toEqual(["First Client", "Second Client"]);
    expect(await mediaCount()).toBe(2);
  });

  it("an edit keeps the picture without a new file and replaces (and removes) it with one; delete removes it too", async () => {
    const id = await add("Old Name");
    const [before] = await list();
    expect(
      await (
        await send(
          "PUT",
          `/api/client-logos/${id}`,
          logoForm({ name: "New Name" }, "/media/someone-elses.webp"),
          admin.cookie,
        )
      ).json(),
    ).toEqual({ modifiedCount: 1 });
    expect(await list()).toEqual([{ ...before, name: "New Name" }]);

    expect(
      (
        await send(
          "PUT",
          `/api/client-logos/${id}`,
          logoForm({ name: "New Name" }, await logoPng("#b91c1c")),
          admin.cookie,
        )
      ).status,
    ).toBe(200);
    const [after] = await list();
    expect(after!.logo).not.toBe(before!.logo);
    expect((await site.app.request(before!.logo)).status).toBe(404);
    expect(await mediaCount()).toBe(1);

    expect(await (await send("DELETE", `/api/client-logos/${id}`, undefined, admin.cookie)).json()).toEqual({
      deletedCount: 1,
    });
    expect(await list()).toEqual([]);
    expect(await mediaCount()).toBe(0);
    for (const [method, path, body] of [
      ["DELETE", `/api/client-logos/${id}`, undefined],
      ["PUT", `/api/client-logos/${id}`, logoForm({ name: "Gone" })],
      ["POST", `/api/client-logos/${id}/move`, { direction: "up" }],
      ["DELETE", "/api/client-logos/abc", undefined],
    ] as const) {
      expect((await send(method, path, body, admin.cookie)).status, `${method} ${path}`).toBe(404);
    }
  });

  it("moves a logo one place earlier or later, and the order stays (also after deletes and adds)", async () => {
    const [a, b, c] = [await add("A"), await add("B"), await add("C")];
    const move = async (id: string, direction: string) =>
      send("POST", `/api/client-logos/${id}/move`, { direction }, admin.cookie);
    expect(await (await move(c, "up")).json()).toEqual({ modifiedCount: 1 });
    expect(await names()).toEqual(["A", "C", "B"]);
    expect(await (await move(a, "down")).json()).toEqual({ modifiedCount: 1 });
    expect(await names()).toEqual(["C", "A", "B"]);
    // Already first or last: nothing moves.
    expect(await (await move(c, "up")).json()).toEqual({ modifiedCount: 0 });
    expect(await (await move(b, "down")).json()).toEqual({ modifiedCount: 0 });
    const bad = await move(a, "sideways");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.direction).toBeTruthy();

    await send("DELETE", `/api/client-logos/${a}`, undefined, admin.cookie);
    await add("D");
    expect(await names()).toEqual(["C", "B", "D"]);
    expect(await (await move(b, "up")).json()).toEqual({ modifiedCount: 1 });
    expect(await names()).toEqual(["B", "C", "D"]);
    expect((await site.app.request("/api/client-logos?limit=2")).status).toBe(200);
    expect(
      ((await (await site.app.request("/api/client-logos?limit=2")).json()) as Array<{ name: string }>).map(
        (logo) => logo.name,
      ),
    ).toEqual(["B", "C"]);

    const activity = (await (await site.app.request("/api/activity", asUser(admin.cookie))).json()) as Array<{
      entity: string;
      action: string;
      summary: string;
    }>;
    expect(activity[0]).toMatchObject({ entity: "client logo", action: "update", summary: "B: moved to place 1" });
    expect(activity.filter((entry) => entry.entity === "client logo" && entry.action === "create")).toHaveLength(4);
  });

  it("a logo's picture is in use: the sweep of unused uploads leaves it", async () => {
    await add("Kept");
    expect(await site.app.services.media.removeOrphans(new Date(Date.now() + 60_000).toISOString())).toBe(0);
    expect((await site.app.request((await list())[0]!.logo)).status).toBe(200);
  });
});
