import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { asUser, signUp, signUpAdmin } from "../support/accounts";
import { useTestSite } from "../support/test-site";
import { testDatabaseKinds } from "../support/test-database";

/** Issue 27 item 6: deleting a user removes their uploaded photo (never a remote one, nor one still shown elsewhere) and their sessions. */
describe.each(testDatabaseKinds)("deleting a user on %s", (kind) => {
  const site = useTestSite(kind);

  const uploadPhoto = async (cookie: string) => {
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    form.set("image", new File([png], "me.png", { type: "image/png" }));
    const res = await site.app.request("/api/users/me/photo", asUser(cookie, "POST", { body: form }));
    return ((await res.json()) as { photoURL: string }).photoURL;
  };
  const remove = (admin: string, id: string) => site.app.request(`/api/users/${id}`, asUser(admin, "DELETE"));
  const sessionsOf = async (id: string) => (await site.app.services.sessions.list(id)).length;

  it("removes their uploaded photo from /media (404 after) and their sessions", async () => {
    const admin = await signUpAdmin(site.app);
    const user = await signUp(site.app);
    const photo = await uploadPhoto(user.cookie);
    expect(photo).toMatch(/^\/media\/[\w-]+\.webp$/);
    expect((await site.app.request(photo)).status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);

    expect((await remove(admin.cookie, user.id)).status).toBe(200);
    expect((await site.app.request(photo)).status).toBe(404);
    expect(await sessionsOf(user.id)).toBe(0);
    const session = await site.app.request("/api/auth/get-session", { headers: { cookie: user.cookie } });
    expect(await session.json()).toBeNull();
  });

  it("keeps a photo another account or a team member still shows, and never touches a remote address", async () => {
    const admin = await signUpAdmin(site.app);
    const user = await signUp(site.app);
    const photo = await uploadPhoto(user.cookie);
    // The same picture on a team member: it stays when the account goes.
    await site.test.db
      .insertInto("team_members")
      .values({
        name: "Rafi",
        position: "Engineer",
        image: photo,
        facebook: "",
        github: "",
        linkedin: "",
        email: "",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await remove(admin.cookie, user.id)).status).toBe(200);
    expect((await site.app.request(photo)).status).toBe(200);

    const remote = await signUp(site.app, { image: "https://example.com/p.png" });
    expect((await remove(admin.cookie, remote.id)).status).toBe(200);
    expect((await site.app.request(photo)).status).toBe(200);
  });
});
