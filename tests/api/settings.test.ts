import { beforeEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#domain/site-details";
import { asUser, signUp, signUpAdmin } from "../support/accounts";
import { createTestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-database";
import { useTestSite } from "../support/test-site";

/** Issue 12 item 1 at the API: the company's details, read and saved by admins, versioned, logged. */
describe.each(testDatabaseKinds)("site settings on %s", (kind) => {
  let admin: { cookie: string; email: string };
  const site = useTestSite(kind);
  beforeEach(async () => {
    admin = await signUpAdmin(site.app);
  });

  const put = (cookie: string, body: unknown) =>
    site.app.request(
      "/api/settings",
      asUser(cookie, "PUT", { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    );
  const get = async () =>
    (await (await site.app.request("/api/settings", asUser(admin.cookie))).json()) as {
      settings: typeof defaultSiteSettings;
      version: number;
      updatedAt: string | null;
      overridden: object;
    };

  it("only admins read or save them", async () => {
    expect((await site.app.request("/api/settings")).status).toBe(401);
    const user = await signUp(site.app);
    expect((await site.app.request("/api/settings", asUser(user.cookie))).status).toBe(403);
    expect((await put(user.cookie, { ...defaultSiteSettings, companyName: "Taken Over Ltd", version: 0 })).status).toBe(
      403,
    );
    expect((await get()).settings.companyName).toBe(defaultSiteSettings.companyName);
  });

  it("start as the defaults; a save is stored with a new version, normalised, logged, and used by the site", async () => {
    expect(await get()).toEqual({ settings: defaultSiteSettings, version: 0, updatedAt: null, overridden: {} });
    const changed = {
      ...defaultSiteSettings,
      companyName: "Padma Web Works",
      phone: "+880 1811-000111",
      whatsapp: "+880 1811-000222",
      facebook: "",
      heroVideoUrl: "https://youtu.be/M7lc1UVf-VE?t=42",
      stats: [{ value: "5k+", label: "Happy customers" }, ...defaultSiteSettings.stats.slice(1)],
    };
    const saved = await put(admin.cookie, { ...changed, version: 0 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ version: 1 });

    const read = await get();
    expect(read.version).toBe(1);
    expect(read.updatedAt).not.toBeNull();
    expect(read.settings).toEqual({ ...changed, heroVideoUrl: "https://www.youtube.com/embed/M7lc1UVf-VE?start=42" });
    expect((await site.app.services.settings.current()).effective.companyName).toBe("Padma Web Works");

    const [entry] = (await (await site.app.request("/api/activity", asUser(admin.cookie))).json()) as Array<{
      actor: string;
      action: string;
      entity: string;
      summary: string;
    }>;
    expect(entry).toEqual(
      expect.objectContaining({
        actor: admin.email,
        action: "update",
        entity: "site settings",
        summary: "Changed: Company name, Phone, WhatsApp number, Facebook page, Hero video, About page figures",
      }),
    );
  });

  it("refuses a save made over someone else's newer one, and keeps theirs", async () => {
    expect((await put(admin.cookie, { ...defaultSiteSettings, phone: "+880 1711-111111", version: 0 })).status).toBe(
      200,
    );
    const late = await put(admin.cookie, { ...defaultSiteSettings, phone: "+880 1722-222222", version: 0 });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toMatch(/Someone else saved the settings/);
    expect((await get()).settings.phone).toBe("+880 1711-111111");
  });

  it("answers 400 with each field's message and saves nothing on bad input", async () => {
    const bad = await put(admin.cookie, {
      ...defaultSiteSettings,
      companyName: "  ",
      phone: "call us",
      whatsapp: "01711",
      email: "not-an-address",
      facebook: "javascript:alert(1)",
      heroVideoUrl: "https://vimeo.com/1",
      stats: defaultSiteSettings.stats.slice(0, 3),
      chatScriptUrl: "http://chat.example/widget.js",
      version: 0,
    });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({
      companyName: "Company name is required",
      phone: "Phone must be a phone number, like +880 1712-345678",
      whatsapp: "WhatsApp number must start with + and the country code, like +880 1712-345678",
      email: "E-mail must be an e-mail address, like hello@example.com",
      facebook: "Facebook page must be a web address starting with http:// or https://",
      heroVideoUrl:
        "Paste a YouTube video link, like https://youtu.be/VIDEO_ID or https://www.youtube.com/embed/VIDEO_ID",
      stats: "The About page shows exactly four figures",
      chatScriptUrl: "Live-chat script URL must be a web address starting with https://",
    });
    expect((await get()).version).toBe(0);
  });

  it("refuses control, bidi and invisible formatting characters in every field, the optional ones too (decision 0032)", async () => {
    const bad = await put(admin.cookie, {
      ...defaultSiteSettings,
      whatsapp: "+880 1711\u0007-000222",
      coordinates: "23.86,\u202e 90.40",
      facebook: "https://facebook.com/\u2066x",
      linkedin: "https://linkedin.com/company/x\u0085",
      street: "House 1\u202e",
      version: 0,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      whatsapp: "WhatsApp number contains invisible control characters",
      coordinates: "Map coordinates contains invisible control characters",
      facebook: "Facebook page contains invisible control characters",
      linkedin: "LinkedIn page contains invisible control characters",
      street: "Street contains invisible control characters",
    });
    expect((await get()).version).toBe(0);
  });

  it("opening hours are days and times (the days kept in week order), and coordinates a latitude and longitude", async () => {
    const hours = { days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"], opens: "10:00", closes: "19:30" };
    expect(
      (
        await put(admin.cookie, {
          ...defaultSiteSettings,
          openingHours: { ...hours, days: ["Thursday", "Sunday", "Monday", "Tuesday", "Wednesday"] },
          coordinates: " 23.87, 90.39 ",
          version: 0,
        })
      ).status,
    ).toBe(200);
    const { settings } = await get();
    expect(settings.openingHours).toEqual({ ...hours, days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Sunday"] });
    expect(settings.coordinates).toBe("23.87, 90.39");

    const bad = await put(admin.cookie, {
      ...defaultSiteSettings,
      openingHours: { days: [], opens: "9 am", closes: "08:00" },
      coordinates: "Uttara",
      version: 1,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      "openingHours.days": "Choose at least one day the office is open",
      "openingHours.opens": "Enter the opening time, like 09:00",
      coordinates: "Map coordinates must be the latitude and longitude, like 23.8616, 90.4003",
    });
    const backwards = await put(admin.cookie, {
      ...defaultSiteSettings,
      openingHours: { ...hours, opens: "18:00", closes: "09:00" },
      coordinates: "91, 90",
      version: 1,
    });
    expect(((await backwards.json()) as { fields: Record<string, string> }).fields).toEqual({
      "openingHours.closes": "The closing time must be after the opening time",
      coordinates: "Map coordinates must be the latitude and longitude, like 23.8616, 90.4003",
    });
  });

  it("settings saved while office hours were a sentence are read back as days and times", async () => {
    const legacy = (officeHours: string) => {
      const { openingHours: _hours, coordinates: _coordinates, ...older } = defaultSiteSettings;
      return JSON.stringify({ ...older, companyName: "Older Save Ltd", officeHours });
    };
    await site.test.db
      .insertInto("site_settings")
      .values({
        id: "site",
        settings: legacy("Sunday – Thursday, 10:00 am – 7:00 pm"),
        version: 3,
        updated_at: new Date().toISOString(),
        updated_by: admin.email,
      })
      .execute();
    const read = await get();
    expect(read.version).toBe(3);
    expect(read.settings).toMatchObject({
      companyName: "Older Save Ltd",
      openingHours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Sunday"], opens: "10:00", closes: "19:00" },
      coordinates: defaultSiteSettings.coordinates,
    });
    expect(read.settings).not.toHaveProperty("officeHours");

    // A sentence in other words cannot be read: the default hours stand, the rest of the save too.
    await site.test.db
      .updateTable("site_settings")
      .set({ settings: legacy("Call us any time") })
      .where("id", "=", "site")
      .execute();
    expect((await get()).settings).toMatchObject({
      companyName: "Older Save Ltd",
      openingHours: defaultSiteSettings.openingHours,
    });
  });

  it("a saved value a later build refuses (a character decision 0032 refuses) falls back to its own default; the rest of the save stands", async () => {
    const saved = {
      ...defaultSiteSettings,
      companyName: "Older Save Ltd",
      street: "House 7\u202e, Road 4",
      blurb: "We build sites.\u0007",
    };
    await site.test.db
      .insertInto("site_settings")
      .values({
        id: "site",
        settings: JSON.stringify(saved),
        version: 2,
        updated_at: new Date().toISOString(),
        updated_by: admin.email,
      })
      .execute();
    const read = await get();
    expect(read.version).toBe(2);
    expect(read.settings).toEqual({ ...defaultSiteSettings, companyName: "Older Save Ltd" });
  });

  it("their Bangla texts (issue 26): none in settings saved before; saved with `bn`; a save without them keeps them", async () => {
    const { bn: _none, ...older } = defaultSiteSettings;
    await site.test.db
      .insertInto("site_settings")
      .values({
        id: "site",
        settings: JSON.stringify(older),
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: admin.email,
      })
      .execute();
    expect((await get()).settings.bn).toEqual({
      blurb: "",
      street: "",
      area: "",
      city: "",
      country: "",
      openingHours: "",
      figures: ["", "", "", ""],
    });

    const bn = {
      blurb: "উত্তরার একটি আইটি প্রতিষ্ঠান।\r\nদ্বিতীয় লাইন",
      street: "বাড়ি ১২, রোড ৭",
      area: "উত্তরা",
      city: "ঢাকা ১২৩০",
      country: "বাংলাদেশ",
      openingHours: "শনি থেকে বৃহস্পতিবার, সকাল ৯টা – সন্ধ্যা ৬টা",
      figures: ["সন্তুষ্ট ক্লায়েন্ট", "পুরস্কার", "সন্তুষ্টি", "প্রজেক্ট"],
    };
    expect((await put(admin.cookie, { ...older, bn, version: 1 })).status).toBe(200);
    const saved = { ...bn, blurb: "উত্তরার একটি আইটি প্রতিষ্ঠান।\nদ্বিতীয় লাইন" };
    expect((await get()).settings.bn).toEqual(saved);
    const log = await site.test.db
      .selectFrom("activity_log")
      .select("summary")
      .orderBy("id", "desc")
      .executeTakeFirst();
    expect(log?.summary).toBe("Changed: Bangla texts");

    // A client that sends no Bangla (or only some) erases none of what it did not send.
    expect((await put(admin.cookie, { ...older, companyName: "Padma Web Works", version: 2 })).status).toBe(200);
    expect((await get()).settings).toMatchObject({ companyName: "Padma Web Works", bn: saved });
    expect((await put(admin.cookie, { ...older, bn: { area: "" }, version: 3 })).status).toBe(200);
    expect((await get()).settings.bn).toEqual({ ...saved, area: "" });

    const refused = await put(admin.cookie, { ...older, bn: { street: "বাড়ি\u202e ১২" }, version: 4 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      "bn.street": "Street in Bangla contains invisible control characters",
    });
  });

  it("settings the environment sets win over the saved ones and are reported as such", async () => {
    const overridden = await createTestApp(site.test.db, {
      settingsOverrides: { contactInbox: "ops@example.com", chatScriptUrl: "https://embed.chat.example/widget.js" },
    });
    expect(
      (await put(admin.cookie, { ...defaultSiteSettings, contactInbox: "sales@example.com", version: 0 })).status,
    ).toBe(200);
    const read = (await (await overridden.request("/api/settings", asUser(admin.cookie))).json()) as {
      settings: typeof defaultSiteSettings;
      overridden: object;
    };
    expect(read.settings.contactInbox).toBe("sales@example.com");
    expect(read.overridden).toEqual({
      contactInbox: "ops@example.com",
      chatScriptUrl: "https://embed.chat.example/widget.js",
    });
    expect((await overridden.services.settings.current()).effective).toMatchObject({
      contactInbox: "ops@example.com",
      chatScriptUrl: "https://embed.chat.example/widget.js",
    });
  });
});
