import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDemoContent } from "#server/db/seed";
import { demoBlogs, demoClientLogos, demoReviews, demoReviewVideos, demoTeam } from "#server/db/demo-content";
import { type MailTransport, NoSenderAddressError } from "#server/mail/transport";
import { MAIL_NOT_SET_UP } from "#server/api/setup";
import { asUser, signUp, signUpAdmin } from "../support/accounts";
import { createTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

/** Issue 12 item 4 at the API: the demo content and its removal, the test e-mail. Admins only. */
describe.each(testDatabaseKinds)("first-run tools on %s", (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    await seedDemoContent(test.db);
  });
  afterEach(() => test.drop());

  const demoCounts = {
    blogs: demoBlogs.length,
    reviews: demoReviews.length,
    reviewVideos: demoReviewVideos.length,
    team: demoTeam.length,
    clientLogos: demoClientLogos.length,
  };

  it("only admins see or remove the demo content; removal is logged and keeps what an admin added", async () => {
    const app = await createTestApp(test.db);
    expect((await app.request("/api/demo-content")).status).toBe(401);
    const user = await signUp(app);
    expect((await app.request("/api/demo-content", asUser(user.cookie))).status).toBe(403);
    expect((await app.request("/api/demo-content", asUser(user.cookie, "DELETE"))).status).toBe(403);
    const admin = await signUpAdmin(app);
    expect(await (await app.request("/api/demo-content", asUser(admin.cookie))).json()).toEqual(demoCounts);

    await app.services.contentAdmin.reviewVideos.create(admin.email, {
      title: "Our own video",
      videoUrl: "https://www.youtube.com/embed/M7lc1UVf-VE",
    });
    // A demo logo the owner renamed is theirs now: it stays.
    const [renamed] = (await (await app.request("/api/client-logos")).json()) as Array<{ _id: string }>;
    await app.services.contentAdmin.clientLogos.update(
      admin.email,
      Number(renamed!._id),
      { name: "Our first client" },
      undefined,
    );
    const mediaBefore = await test.db.selectFrom("media").select("id").execute();
    expect(mediaBefore).toHaveLength(demoTeam.length);
    const removed = (await (await app.request("/api/demo-content", asUser(admin.cookie, "DELETE"))).json()) as {
      deletedCount: number;
    };
    expect(removed.deletedCount).toBe(
      demoBlogs.length + demoReviews.length + demoReviewVideos.length + demoTeam.length + demoClientLogos.length - 1,
    );
    expect(await (await app.request("/api/demo-content", asUser(admin.cookie))).json()).toEqual({
      blogs: 0,
      reviews: 0,
      reviewVideos: 0,
      team: 0,
      clientLogos: 0,
    });
    expect(
      ((await (await app.request("/api/client-logos")).json()) as Array<{ name: string }>).map((logo) => logo.name),
    ).toEqual(["Our first client"]);
    expect(
      ((await (await app.request("/api/review-videos")).json()) as Array<{ title: string }>).map((v) => v.title),
    ).toEqual(["Our own video"]);
    // The demo team photos went with their members.
    expect(await test.db.selectFrom("media").select("id").execute()).toEqual([]);
    const [entry] = (await (await app.request("/api/activity", asUser(admin.cookie))).json()) as Array<{
      actor: string;
      action: string;
      entity: string;
    }>;
    expect(entry).toMatchObject({
      actor: admin.email,
      action: "delete",
      entity: "demo content",
      summary: expect.stringContaining(`${demoClientLogos.length - 1} client logos`),
    });
  });

  it("the test e-mail: refused without a transport, sent to the admin through it, and a mail server's refusal reported", async () => {
    const noMail = await createTestApp(test.db);
    const admin = await signUpAdmin(noMail);
    const refused = await noMail.request("/api/mail/test", asUser(admin.cookie, "POST"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: MAIL_NOT_SET_UP });

    const sent: string[] = [];
    let failing = false;
    const transport: MailTransport = {
      kind: "smtp",
      server: "smtp://site@mail.example.com:587",
      send: async () => {},
      sendToAccount: async (mail) => {
        if (failing) throw new Error("550 mailbox unavailable");
        sent.push(`${mail.to.address}: ${mail.subject}`);
      },
    };
    const app = await createTestApp(test.db, { contact: { transport } });
    const user = await signUp(app);
    expect((await app.request("/api/mail/test", asUser(user.cookie, "POST"))).status).toBe(403);
    expect(await app.services.status.mailTest(transport.server)).toBeNull();
    expect(await (await app.request("/api/mail/test", asUser(admin.cookie, "POST"))).json()).toEqual({
      sentTo: admin.email,
    });
    expect(sent).toEqual([`${admin.email}: Test e-mail from the website`]);
    // Recorded for this mail server only: another one (SMTP_URL changed) needs its own test.
    expect(await app.services.status.mailTest(transport.server)).toEqual({
      at: expect.any(String),
      sentTo: admin.email,
    });
    expect(await app.services.status.mailTest("smtp://site@other-mail.example.com:587")).toBeNull();
    failing = true;
    const failed = await app.request("/api/mail/test", asUser(admin.cookie, "POST"));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: "The mail server did not take the e-mail: 550 mailbox unavailable" });

    // No address to send from (the demo inbox, a login that is no address, no MAIL_FROM): said so, nothing recorded.
    const noSender = await createTestApp(test.db, {
      contact: {
        transport: {
          ...transport,
          server: "smtp://apikey@smtp.example.net:587",
          sendToAccount: () => Promise.reject(new NoSenderAddressError()),
        },
      },
    });
    const unsent = await noSender.request("/api/mail/test", asUser(admin.cookie, "POST"));
    expect(unsent.status).toBe(409);
    expect(await unsent.json()).toEqual({ error: new NoSenderAddressError().message });
    expect(await noSender.services.status.mailTest("smtp://apikey@smtp.example.net:587")).toBeNull();
  });
});
