import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signUp } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

const BOSS = "boss@example.com";

/** Decision 0024 and issue 21 item 2: the link mailed to FIRST_ADMIN_EMAIL works once, within its hour. */
describe.each(testDatabaseKinds)("the FIRST_ADMIN_EMAIL link on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let links: Array<{ to: string; url: string }>;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    links = [];
    app = await createTestApp(test.db, {
      firstAdmin: { email: BOSS, sendLink: (user, url) => void links.push({ to: user.email, url }) },
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await test.drop();
  });

  /** Opens the mailed link as a browser would (no session), without following the redirect. */
  const open = async (url: string) => {
    const link = new URL(url);
    const res = await app.request(`${link.pathname}${link.search}`, { redirect: "manual" });
    return { status: res.status, location: res.headers.get("location") };
  };
  const accountOf = (id: string) =>
    test.db.selectFrom("user").select(["role", "emailVerified"]).where("id", "=", id).executeTakeFirstOrThrow();
  const mailedLink = async () => {
    await expect.poll(() => links.length).toBe(1);
    expect(links[0]!.to).toBe(BOSS);
    return links[0]!.url;
  };

  it("the first open makes the account admin; every later one is told the link was used", async () => {
    const boss = await signUp(app, { email: BOSS });
    const someone = await signUp(app);
    const link = await mailedLink();
    expect(await open(link)).toEqual({ status: 302, location: "/dashboard" });
    expect((await accountOf(boss.id)).role).toBe("admin");
    expect(await open(link)).toEqual({ status: 302, location: "/login?link=used" });
    expect(await open(link)).toEqual({ status: 302, location: "/login?link=used" });
    expect((await accountOf(someone.id)).role).toBe("user");
  });

  it("opened twice at the same moment, only one open confirms", async () => {
    await signUp(app, { email: BOSS });
    const link = await mailedLink();
    const answers = await Promise.all([open(link), open(link)]);
    expect(answers.map((answer) => answer.location).sort()).toEqual(["/dashboard", "/login?link=used"]);
    const activity = await test.db.selectFrom("activity_log").select("summary").execute();
    expect(activity.filter((entry) => entry.summary.includes("FIRST_ADMIN_EMAIL"))).toHaveLength(1);
  });

  it("an altered or expired link is told the same and changes nothing", async () => {
    const boss = await signUp(app, { email: BOSS });
    const link = new URL(await mailedLink());
    const altered = new URL(link);
    altered.searchParams.set("token", `${link.searchParams.get("token")!.slice(0, -4)}AAAA`);
    expect(await open(altered.toString())).toEqual({ status: 302, location: "/login?link=used" });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60 * 1000 });
    expect(await open(link.toString())).toEqual({ status: 302, location: "/login?link=used" });
    expect(await accountOf(boss.id)).toMatchObject({
      role: "user",
      emailVerified: expect.toSatisfy((verified) => !verified),
    });
  });
});
