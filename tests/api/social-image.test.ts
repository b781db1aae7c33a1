import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#domain/site-details";
import { asUser, signUpAdmin } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Issue 22 item 3: the social preview every page links (/og-image.png) is drawn from the settings,
 * so a renamed company's links show its new name; the address stays, its ETag changes.
 */
describe("the site's social preview", () => {
  let test: TestDatabase;
  let app: TestApp;
  beforeEach(async () => {
    test = await createTestDatabase("sqlite");
    app = await createTestApp(test.db);
  });
  afterEach(() => test.drop());

  const preview = async (headers: Record<string, string> = {}) => {
    const res = await app.request("/og-image.png", { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** The pixels of a band of the picture (raw RGB). */
  const band = (png: Buffer, top: number, height: number) =>
    sharp(png).extract({ left: 0, top, width: 1200, height }).removeAlpha().raw().toBuffer();
  const rename = async (settings: Partial<typeof defaultSiteSettings>) => {
    const admin = await signUpAdmin(app);
    const saved = await app.request(
      "/api/settings",
      asUser(admin.cookie, "PUT", {
        body: JSON.stringify({ ...defaultSiteSettings, ...settings, version: 0 }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(saved.status).toBe(200);
  };

  it("is a 1200×630 PNG with an ETag, revalidated cheaply", async () => {
    const { res, bytes } = await preview();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await preview({ "if-none-match": etag });
    expect([again.res.status, again.bytes.length, again.res.headers.get("etag")]).toEqual([304, 0, etag]);
  });

  it("follows a rename: the name's band of the picture changes, the backdrop stays, and the ETag is new", async () => {
    const before = await preview();
    await rename({ companyName: "Uttara Web Works Ltd." });
    const after = await preview();
    expect(after.res.status).toBe(200);
    expect(after.res.headers.get("etag")).not.toBe(before.res.headers.get("etag"));
    // The name is drawn from y≈250; the mark's initial (S → U) at the top left; the buildings at the bottom are the same.
    expect((await band(after.bytes, 240, 100)).equals(await band(before.bytes, 240, 100))).toBe(false);
    expect((await band(after.bytes, 100, 110)).equals(await band(before.bytes, 100, 110))).toBe(false);
    expect((await band(after.bytes, 560, 70)).equals(await band(before.bytes, 560, 70))).toBe(true);
    // The old ETag no longer matches.
    expect((await preview({ "if-none-match": before.res.headers.get("etag")! })).res.status).toBe(200);
  });

  it("draws any name as text: markup in it is not read as markup", async () => {
    await rename({ companyName: `<span foreground="red">A & B</span> "Ltd" 'x'` });
    const { res, bytes } = await preview();
    expect(res.status).toBe(200);
    // Read as markup, the name would be drawn in red: no pixel of the name's band is.
    const pixels = await band(bytes, 200, 220);
    let red = 0;
    for (let i = 0; i < pixels.length; i += 3)
      if (pixels[i]! > 180 && pixels[i + 1]! < 90 && pixels[i + 2]! < 90) red++;
    expect(red).toBe(0);
  });
});
