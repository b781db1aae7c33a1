import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { asUser, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { TEST_PUBLIC_URL } from "../support/test-app";
import { useTestSite } from "../support/test-site";
import { testDatabaseKinds } from "../support/test-database";

/** Issue 12 item 3: blog and review images uploaded, stored like team photos, removed once replaced. */
describe.each(testDatabaseKinds)("uploaded blog and review images on %s", (kind) => {
  const site = useTestSite(kind);

  const png = (background = "#0f766e") =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret" } } })
      .png()
      .toBuffer();
  const upload = (cookie: string | undefined, bytes: Uint8Array<ArrayBuffer>, type = "image/png") => {
    const form = new FormData();
    form.set("image", new File([bytes], "picture.png", { type }));
    return site.app.request(
      "/api/media",
      cookie
        ? asUser(cookie, "POST", { body: form })
        : { method: "POST", headers: { Origin: TEST_PUBLIC_URL }, body: form },
    );
  };
  const uploaded = async (cookie: string, background?: string) =>
    ((await (await upload(cookie, await png(background))).json()) as { url: string }).url;
  const sendJson = (cookie: string, method: string, path: string, body: unknown) =>
    site.app.request(path, {
      method,
      headers: { ...ORIGIN, cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const mediaCount = async () =>
    Number(
      (
        await site.test.db
          .selectFrom("media")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const blog = (image: string) => ({
    title: "Our new office",
    description: "Photos from Uttara.",
    image,
    tag: "News",
    link: "",
  });

  it("only admins upload; the image is re-encoded to WebP, at most 800 px, without metadata", async () => {
    expect((await upload(undefined, await png())).status).toBe(401);
    const user = await signUp(site.app);
    expect((await upload(user.cookie, await png())).status).toBe(403);
    const admin = await signUpAdmin(site.app);
    const res = await upload(admin.cookie, await png());
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/[\w-]+\.webp$/);
    const image = await site.app.request(url);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 800, 600, undefined]);
  });

  it("refuses what is not an image, as for team photos", async () => {
    const admin = await signUpAdmin(site.app);
    const res = await upload(admin.cookie, new TextEncoder().encode("<svg onload=alert(1)>"), "image/svg+xml");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Invalid request",
      fields: { image: "The file is not an image we can read. Use a JPEG, PNG or WebP photo." },
    });
    const empty = await site.app.request("/api/media", asUser(admin.cookie, "POST", { body: new FormData() }));
    expect(await empty.json()).toEqual({ error: "Invalid request", fields: { image: "Choose an image to upload" } });
    expect(await mediaCount()).toBe(0);
  });

  it("a blog's uploaded image is removed when the blog gets another image or is deleted; a review's image and logo too", async () => {
    const admin = await signUpAdmin(site.app);
    const first = await uploaded(admin.cookie);
    const { insertedId } = (await (await sendJson(admin.cookie, "POST", "/api/blogs", blog(first))).json()) as {
      insertedId: string;
    };
    expect(((await (await site.app.request("/api/blogs")).json()) as Array<{ image: string }>)[0]!.image).toBe(first);

    const second = await uploaded(admin.cookie, "#4338ca");
    expect((await sendJson(admin.cookie, "PUT", `/api/blogs/${insertedId}`, blog(second))).status).toBe(200);
    expect((await site.app.request(first)).status).toBe(404);
    expect((await site.app.request(second)).status).toBe(200);
    expect((await sendJson(admin.cookie, "DELETE", `/api/blogs/${insertedId}`, {})).status).toBe(200);
    expect((await site.app.request(second)).status).toBe(404);

    const [photo, logo] = [await uploaded(admin.cookie), await uploaded(admin.cookie, "#b91c1c")];
    const review = { name: "Nadia", role: "CEO of Brand", image: photo, logo, feedback: "Great work." };
    const created = (await (await sendJson(admin.cookie, "POST", "/api/reviews", review)).json()) as {
      insertedId: string;
    };
    // The same picture kept by another item stays when this one lets it go.
    expect((await sendJson(admin.cookie, "POST", "/api/blogs", blog(logo))).status).toBe(200);
    expect(
      (
        await sendJson(admin.cookie, "PUT", `/api/reviews/${created.insertedId}`, {
          ...review,
          image: "https://example.com/n.png",
          logo: "https://example.com/l.svg",
        })
      ).status,
    ).toBe(200);
    expect((await site.app.request(photo)).status).toBe(404);
    expect((await site.app.request(logo)).status).toBe(200);
    expect(await mediaCount()).toBe(1);
  });

  it("uploads no form ever used are removed after the grace period, nothing else", async () => {
    const admin = await signUpAdmin(site.app);
    const used = await uploaded(admin.cookie);
    const unused = await uploaded(admin.cookie);
    expect((await sendJson(admin.cookie, "POST", "/api/blogs", blog(used))).status).toBe(200);
    expect(await site.app.services.media.removeOrphans(new Date(Date.now() - 60_000).toISOString())).toBe(0);
    expect(await site.app.services.media.removeOrphans(new Date(Date.now() + 60_000).toISOString())).toBe(1);
    expect((await site.app.request(unused)).status).toBe(404);
    expect((await site.app.request(used)).status).toBe(200);
  });
});
