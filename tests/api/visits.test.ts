import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "#server/page-cache";
import { createVisitStore } from "#server/services/visits";
import { createContactService } from "#server/services/contact";
import { conversionBySource } from "#domain/visits";
import { type AnsweredRequest, createVisitCounter } from "#server/visits";
import type { SiteLoadContext } from "#server/load-context";
import { createTestApp } from "../support/test-app";
import { signUp, signUpAdmin } from "../support/accounts";
import { createTestDatabase, testDatabaseKinds } from "../support/test-database";
import { createServices } from "#server/services/index";
import { smtpTransport } from "#server/mail/transport";
import { createWeeklySummary } from "#server/services/weekly-summary";
import { defaultSiteSettings } from "#domain/site-details";
import { mailText, startSmtpServer } from "../support/mail-stand-ins";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CAMPAIGN = "?utm_source=facebook&utm_medium=social&utm_campaign=eid";
/** 10:00 in Dhaka on 1 June 2026. */
const MORNING = Date.parse("2026-06-01T04:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** A request as node:http or the app answered it. */
function answered(
  url: string,
  headers: Record<string, string> = {},
  extra: Partial<AnsweredRequest> = {},
): AnsweredRequest {
  const lower = Object.fromEntries(
    Object.entries({ "user-agent": PHONE, ...headers }).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return { method: "GET", url, status: 200, header: (name) => lower[name], ip: () => "203.0.113.7", ...extra };
}

/** Visits counted without cookies (issue 42 items 1, 4 and 5; decision 0058), on both databases. */
describe.each(testDatabaseKinds)("visit counting on %s", (kind) => {
  const drops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });

  async function counting() {
    const test = await createTestDatabase(kind);
    drops.push(test.drop);
    const clock = { now: MORNING };
    const store = createVisitStore(test.db);
    const counter = (ownHosts = ["site.test"]) =>
      createVisitCounter({ store, logger: pino({ level: "silent" }), flushMs: 60_000, ownHosts, now: () => clock.now });
    return { db: test.db, store, clock, counter };
  }

  it("counts three campaign views as one visitor with their source; crawlers, prefetches and other requests are not counted", async () => {
    const { store, counter } = await counting();
    const visits = counter();
    for (let i = 0; i < 3; i++) visits.count(answered(`/${CAMPAIGN}`));
    for (let i = 0; i < 5; i++) visits.count(answered("/", { "user-agent": GOOGLEBOT }));
    visits.count(answered("/about", { "sec-purpose": "prefetch" }));
    visits.count(answered("/about", { purpose: "prefetch" }));
    visits.count(answered("/about", { "user-agent": "" }));
    visits.count(answered("/about", {}, { method: "HEAD" }));
    visits.count(answered("/no-such-page", {}, { status: 404 }));
    for (const path of ["/api/blogs", "/dashboard", "/login", "/media/1.webp", "/about.data", "/assets/root.js"])
      visits.count(answered(path));
    expect(visits.pending).toEqual({ views: 3, visitors: 1 });
    await visits.flush();
    expect(visits.pending).toEqual({ views: 0, visitors: 0 });

    const stats = await store.statistics({ days: 7, today: "2026-06-01" });
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toEqual({ day: "2026-06-01", views: 3, visitors: 1 });
    expect(stats.days.slice(0, 6).every((day) => day.views === 0)).toBe(true);
    expect(stats.pages).toEqual([{ value: "/", views: 3, visitors: 0 }]);
    expect(stats.sources).toEqual([{ value: "facebook", views: 3, visitors: 1 }]);
    expect(stats.campaigns).toEqual([{ value: "facebook\tsocial\teid", views: 3, visitors: 1 }]);
    expect(stats.locales).toEqual([{ value: "en", views: 3, visitors: 1 }]);
    expect(stats.devices).toEqual([{ value: "mobile", views: 3, visitors: 1 }]);
  });

  it("keeps the languages, referrers and devices apart, and the site's own address is no source", async () => {
    const { store, counter } = await counting();
    const visits = counter();
    visits.count(answered("/bn/about", { referer: "https://www.google.com/search?q=it" }));
    visits.count(answered("/about", { referer: "https://site.test/" }));
    visits.count(answered("/about", { referer: "http://127.0.0.1:3000/", host: "127.0.0.1:3000" }));
    visits.count(answered("/services/seo", { "user-agent": LAPTOP }, { ip: () => "198.51.100.1" }));
    await visits.flush();
    const stats = await store.statistics({ days: 7, today: "2026-06-01" });
    expect(stats.pages).toEqual([
      { value: "/about", views: 2, visitors: 0 },
      { value: "/bn/about", views: 1, visitors: 0 },
      { value: "/services/seo", views: 1, visitors: 0 },
    ]);
    expect(stats.locales).toEqual([
      { value: "en", views: 3, visitors: 1 },
      { value: "bn", views: 1, visitors: 1 },
    ]);
    // The phone's first view of the day came from Google: it is that source's visitor.
    expect(stats.sources).toEqual([
      { value: "", views: 3, visitors: 1 },
      { value: "google.com", views: 1, visitors: 1 },
    ]);
    expect(stats.devices).toEqual([
      { value: "mobile", views: 3, visitors: 1 },
      { value: "desktop", views: 1, visitors: 1 },
    ]);
    expect(stats.campaigns).toEqual([{ value: "", views: 4, visitors: 2 }]);
  });

  it("spells a source one way, so a lead's converts against the visitors its site or campaign brought (issue 42 item 4)", async () => {
    const { db, store, clock, counter } = await counting();
    const visits = counter();
    visits.count(answered("/", { referer: "https://WWW.Facebook.com/x" }));
    visits.count(answered("/about?utm_source=%20Spring_SALE%20", {}, { ip: () => "198.51.100.2" }));
    await visits.flush();
    const contact = createContactService(db, {
      transport: undefined,
      logger: pino({ level: "silent" }),
      rateLimit: 1000,
      now: () => clock.now,
    });
    // Their messages, with the source the pages' script carried as it found it.
    for (const { email, from } of [
      { email: "a@client.example", from: "r=WWW.Facebook.com" },
      { email: "b@client.example", from: "s=%20Spring_SALE%20" },
    ])
      expect(await contact.submit({ name: "Rahim", email, message: "Hello", from }, email)).toEqual({ ok: true });
    const statistics = await store.statistics({ days: 7, today: "2026-06-01" });
    const leads = await contact.leadsBySource({ from: "2026-06-01", to: "2026-06-01" });
    expect(conversionBySource(statistics, leads)).toEqual([
      { source: "facebook.com", visitors: 1, leads: 1, rate: 1 },
      { source: "spring_sale", visitors: 1, leads: 1, rate: 1 },
    ]);
  });

  it("counts a visitor once a day across processes and restarts, and again the next day with a new salt", async () => {
    const { db, store, clock, counter } = await counting();
    const [first, second] = [counter(), counter()];
    first.count(answered("/"));
    second.count(answered("/about"));
    await Promise.all([first.flush(), second.flush()]);
    const restarted = counter();
    restarted.count(answered("/contact"));
    await restarted.flush();
    const [salt] = await db.selectFrom("visit_salts").select("salt").execute();
    expect((await store.statistics({ days: 7, today: "2026-06-01" })).days.at(-1)).toEqual({
      day: "2026-06-01",
      views: 3,
      visitors: 1,
    });
    // Stored: a hash, never the address.
    const stored = JSON.stringify(await db.selectFrom("visitors").selectAll().execute());
    expect(stored).not.toContain("203.0.113.7");

    clock.now += DAY;
    restarted.count(answered("/"));
    await restarted.flush();
    const stats = await store.statistics({ days: 7, today: "2026-06-02" });
    expect(stats.days.slice(-2)).toEqual([
      { day: "2026-06-01", views: 3, visitors: 1 },
      { day: "2026-06-02", views: 1, visitors: 1 },
    ]);
    // Yesterday's salt and visitors are gone: today's visitor cannot be linked to yesterday's.
    const salts = await db.selectFrom("visit_salts").selectAll().execute();
    expect(salts.map((row) => row.day)).toEqual(["2026-06-02"]);
    expect(salts[0]!.salt).not.toBe(salt!.salt);
    expect((await db.selectFrom("visitors").select("day").execute()).map((row) => row.day)).toEqual(["2026-06-02"]);
  });

  it("keeps events 30 days and the daily totals for good", async () => {
    const { db, store, clock, counter } = await counting();
    const visits = counter();
    visits.count(answered("/"));
    await visits.flush();
    clock.now += 29 * DAY;
    visits.count(answered("/about"));
    await visits.flush();
    const eventDays = async () =>
      (await db.selectFrom("visit_events").select("day").orderBy("day").execute()).map((row) => row.day);
    expect(await eventDays()).toEqual(["2026-06-01", "2026-06-30"]);
    clock.now += DAY;
    visits.count(answered("/contact"));
    await visits.flush();
    expect(await eventDays()).toEqual(["2026-06-30", "2026-07-01"]);
    const stats = await store.statistics({ days: 90, today: "2026-07-01" });
    expect(stats.days.filter((day) => day.views > 0)).toEqual([
      { day: "2026-06-01", views: 1, visitors: 1 },
      { day: "2026-06-30", views: 1, visitors: 1 },
      { day: "2026-07-01", views: 1, visitors: 1 },
    ]);
  });

  it("counts the day in Dhaka: 23:59 and 00:01 there are two days", async () => {
    const { store, clock, counter } = await counting();
    const visits = counter();
    clock.now = Date.parse("2026-06-01T17:59:00Z");
    visits.count(answered("/"));
    clock.now = Date.parse("2026-06-01T18:01:00Z");
    visits.count(answered("/"));
    await visits.flush();
    const stats = await store.statistics({ days: 7, today: "2026-06-02" });
    expect(stats.days.slice(-2)).toEqual([
      { day: "2026-06-01", views: 1, visitors: 1 },
      { day: "2026-06-02", views: 1, visitors: 1 },
    ]);
  });

  it("counts the pages the app answers for visitors and signed-in users, not for admins", async () => {
    const test = await createTestDatabase(kind);
    drops.push(test.drop);
    const store = createVisitStore(test.db);
    const visits = createVisitCounter({
      store,
      logger: pino({ level: "silent" }),
      flushMs: 60_000,
      ownHosts: ["site.test"],
    });
    const app = await createTestApp(test.db, {
      pages: {
        visits,
        renderPage: async (request: Request, context: SiteLoadContext) =>
          new Response(`<p>${context.sessionUser ? "Signed in" : "Visitor"}</p>`, {
            status: new URL(request.url).pathname === "/no-such-page" ? 404 : 200,
            headers: { "Content-Type": "text/html" },
          }),
        pageCache: createPageCache({ ttlMs: 60_000, maxEntries: 10, pageQueryParams: {} }),
      },
    });
    const [user, admin] = [await signUp(app), await signUpAdmin(app)];
    const page = (path: string, headers: Record<string, string> = {}, method = "GET") =>
      app.request(path, { method, headers: { "user-agent": PHONE, ...headers } });
    // Rendered, then answered by the page cache in the app: both views.
    expect((await page(`/${CAMPAIGN}`)).status).toBe(200);
    expect((await page(`/${CAMPAIGN}`)).headers.get("x-page-cache")).toBe("hit");
    expect((await page("/about", { cookie: user.cookie })).status).toBe(200);
    expect((await page("/about", { cookie: admin.cookie })).status).toBe(200);
    expect((await page("/about", {}, "HEAD")).status).toBe(200);
    expect((await page("/no-such-page")).status).toBe(404);
    expect((await page("/about", { "user-agent": GOOGLEBOT })).status).toBe(200);
    expect(visits.pending.views).toBe(3);
    await visits.flush();
    const stats = await store.statistics({
      days: 7,
      today: new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10),
    });
    expect(stats.pages).toEqual([
      { value: "/", views: 2, visitors: 0 },
      { value: "/about", views: 1, visitors: 0 },
    ]);
    expect(stats.sources[0]).toEqual({ value: "facebook", views: 2, visitors: 1 });
  });

  it("counts clicks on the chat links and phone taps by channel, and sends the visitor on (issue 42 item 3)", async () => {
    const test = await createTestDatabase(kind);
    drops.push(test.drop);
    const store = createVisitStore(test.db);
    const visits = createVisitCounter({ store, logger: pino({ level: "silent" }), flushMs: 60_000, ownHosts: [] });
    const app = await createTestApp(test.db, { pages: { visits } });
    const go = (path: string, userAgent = PHONE) =>
      app.request(path, { headers: { "user-agent": userAgent, referer: "http://site.test/bn/services/seo" } });
    // No WhatsApp number yet: to the contact page, not counted.
    const unset = await go("/go/whatsapp?service=seo&plan=1&lang=bn");
    expect([unset.status, unset.headers.get("location")]).toEqual([302, "/bn/contact"]);
    const admin = await signUpAdmin(app);
    const { settings, version } = await app.services.settings.current();
    await app.services.settings.update(admin.email, { ...settings, whatsapp: "+880 1811-000222" }, version);
    const chat = await go("/go/whatsapp?service=seo&plan=1&lang=bn");
    expect(chat.status).toBe(302);
    expect(chat.headers.get("cache-control")).toBe("no-store");
    const to = new URL(chat.headers.get("location")!);
    expect(`${to.origin}${to.pathname}`).toBe("https://wa.me/8801811000222");
    expect(to.searchParams.get("text")).toBe("আসসালামু আলাইকুম! এসইও কনটেন্ট রাইটিংয়ের বেসিক প্ল্যান নিয়ে জানতে চাই।");
    expect((await go("/go/messenger?lang=en")).headers.get("location")).toBe("https://m.me/skylineitbd");
    expect((await go("/go/phone")).status).toBe(204);
    expect((await go("/go/phone", GOOGLEBOT)).status).toBe(204);
    expect((await go("/go/telegram")).status).toBe(404);
    await visits.flush();
    const stats = await store.statistics({
      days: 7,
      today: new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10),
    });
    expect(stats.channels).toEqual([
      { value: "messenger", views: 1, visitors: 0 },
      { value: "phone", views: 1, visitors: 0 },
      { value: "whatsapp", views: 1, visitors: 0 },
    ]);
    // Clicks are no page views.
    expect(stats.pages).toEqual([]);
  });

  it("e-mails the week's summary to the contact inbox once on Sunday morning, not when turned off, to the demo inbox or for a week without visits", async () => {
    const { db, store, clock, counter } = await counting();
    const smtp = await startSmtpServer({ login: null });
    drops.push(() => smtp.stop());
    const transport = smtpTransport({ url: smtp.url, to: "owner@company.example", from: "site@company.example" });
    const { outbox } = createServices(db, { contact: { transport } });
    const visits = counter();
    // Monday 1 June 2026, 10:00 in Dhaka: three campaign views and a crawler's.
    for (let i = 0; i < 3; i++) visits.count(answered(`/${CAMPAIGN}`));
    visits.count(answered("/about", { "user-agent": GOOGLEBOT }));
    await visits.flush();
    const settings = { ...defaultSiteSettings, contactInbox: "owner@company.example" };
    const summary = (overrides: Partial<typeof settings> = {}) =>
      createWeeklySummary(db, {
        visits: store,
        outbox,
        settings: async () => ({ ...settings, ...overrides }),
        statisticsUrl: "https://site.test/dashboard/statistics?days=7",
        now: () => clock.now,
      });
    // Not on a weekday, nor on Sunday before 08:00 in Dhaka.
    expect(await summary().sendIfDue()).toBe(false);
    clock.now = Date.parse("2026-06-07T01:59:00Z");
    expect(await summary().sendIfDue()).toBe(false);
    clock.now = Date.parse("2026-06-07T02:00:00Z");
    // Turned off in Settings, or the inbox still the demo company's: nothing.
    expect(await summary({ weeklySummary: false }).sendIfDue()).toBe(false);
    expect(await summary({ contactInbox: defaultSiteSettings.contactInbox }).sendIfDue()).toBe(false);
    // Two processes asking: one e-mail.
    expect(await Promise.all([summary().sendIfDue(), summary().sendIfDue()])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await summary().sendIfDue()).toBe(false);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["owner@company.example"]);
    const { subject, text } = mailText(mail!);
    expect(subject).toBe("Skyline IT Solutions website, 31 May 2026 – 6 June 2026: 3 visits");
    expect(text).toContain("Unique visitors (each day's, added up): 1");
    expect(text).toContain("  1 June 2026: 3 visits, 1 visitor");
    expect(text).toContain("  facebook / social / eid — 3 visits");
    expect(text).toContain("https://site.test/dashboard/statistics?days=7");
    // The next Sunday: a week nobody visited is not e-mailed.
    clock.now += 7 * DAY;
    expect(await summary().sendIfDue()).toBe(false);
  });
});
