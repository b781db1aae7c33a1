import { describe, expect, it } from "vitest";
import { planValues } from "#domain/catalog/plan-edits";
import { plansByService } from "#domain/catalog/plans";
import type { Plan } from "#domain/catalog/types";
import { defaultSiteSettings } from "#domain/site-details";
import { contentVersionReader } from "#server/content-version";
import { asUser, signUp, signUpAdmin } from "../support/accounts";
import { pageDataRenderer } from "../support/app-routes";
import { createTestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-database";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import type { Database } from "#server/db/schema";
import { useTestSite } from "../support/test-site";

/**
 * Issue 43 item 4: the owner edits what the company sells. A plan's edit is posted to its service's
 * dashboard page, checked by the form's schema, stored as what differs from the spec's plan, logged,
 * and shown at once by the service page in both languages; "Reset to the original" deletes it.
 */
describe.each(testDatabaseKinds)("the services' plans edited in the dashboard on %s", (kind) => {
  const site = useTestSite(kind);
  const webBasic = plansByService["web-development"][0];
  const webPremium = plansByService["web-development"][2];

  /** The site with its real routes: an admin's posts to a page's action, and a page's loader data. */
  async function dashboard(db: Database = site.test.db) {
    const app = await createTestApp(db, { pages: { renderPage: await pageDataRenderer() } });
    const admin = await signUpAdmin(app);
    const post = async (
      path: string,
      body: { intent: string; id?: string; values?: object },
      cookie = admin.cookie,
    ) => {
      const { values, ...fields } = body;
      const form = new URLSearchParams({ ...fields, ...(values && { values: JSON.stringify(values) }) });
      const res = await app.request(path, asUser(cookie, "POST", { body: form }));
      const text = await res.text();
      return {
        status: res.status,
        reply: text.startsWith("{") ? (JSON.parse(text) as { actionData?: unknown }).actionData : text,
      };
    };
    const plansOn = async (path: string) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      return ((await res.json()) as { loaderData: { plans: Plan[] } }).loaderData.plans;
    };
    return { app, admin, post, plansOn };
  }
  const stored = () => site.test.db.selectFrom("plan_edits").selectAll().execute();
  const lastEntry = async () =>
    site.test.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();

  it("a price edited (typed in Bengali digits) is stored as the one change, logged, and shown at once in both languages", async () => {
    const { admin, post, plansOn } = await dashboard();
    const version = contentVersionReader(site.test.db);
    const before = await version();
    const saved = await post("/dashboard/plans/web-development", {
      intent: "save",
      id: "1",
      values: { ...planValues(webBasic), price: "৬৪৯" },
    });
    expect(saved).toEqual({ status: 200, reply: { ok: true, done: { edited: true } } });
    expect(await stored()).toEqual([
      expect.objectContaining({ service: "web-development", tier: 1, edit: '{"price":649}', updated_by: admin.email }),
    ]);
    expect(await version()).not.toBe(before);
    expect(await lastEntry()).toMatchObject({
      actor: admin.email,
      action: "update",
      entity: "service plan",
      entity_id: "web-development/1",
      summary: "Web Development – Basic: changed Price",
    });
    for (const path of ["/services/web-development", "/bn/services/web-development"]) {
      const plans = await plansOn(path);
      expect(plans.map((plan) => plan.price)).toEqual([649, 899, 1499]);
      // Everything else is the spec's, Bangla included.
      expect({ ...plans[0], price: webBasic.price }).toEqual(webBasic);
    }
  });

  it("a render reads the edits again only after a save or a reset, in this process or another, and shows it at once", async () => {
    // Every read of the edits this process's database runs, counted as it goes to the database.
    let reads = 0;
    const counted = site.test.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === "SelectQueryNode" && JSON.stringify(node.from).includes('"plan_edits"')) reads++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const { post, plansOn } = await dashboard(counted);
    // Another process: its own connection to the same database.
    const second = openDatabase(databaseConfigFromUrl(site.test.url));
    try {
      const other = await dashboard(second);
      const prices = async (on: typeof plansOn) => (await on("/services/web-development")).map((plan) => plan.price);
      const original = plansByService["web-development"].map((plan) => plan.price);

      // The root's price span and the service page's plans: one read; the next renders none.
      expect(await prices(plansOn)).toEqual(original);
      expect(reads).toBe(1);
      expect(await prices(plansOn)).toEqual(original);
      expect(await prices(other.plansOn)).toEqual(original);
      expect(reads).toBe(1);

      await post("/dashboard/plans/web-development", {
        intent: "save",
        id: "1",
        values: { ...planValues(webBasic), price: 649 },
      });
      expect(await prices(plansOn)).toEqual([649, ...original.slice(1)]);
      const afterSave = reads;
      expect(await prices(plansOn)).toEqual([649, ...original.slice(1)]);
      expect(reads).toBe(afterSave);
      // Saved through this process, shown at once by the other.
      expect(await prices(other.plansOn)).toEqual([649, ...original.slice(1)]);

      // Reset through the other process: this one reads the edits again, once, and shows the original.
      await other.post("/dashboard/plans/web-development", { intent: "reset", id: "1" });
      expect(await prices(plansOn)).toEqual(original);
      expect(await prices(plansOn)).toEqual(original);
      expect(reads).toBe(afterSave + 1);
    } finally {
      await second.destroy();
    }
  });

  it("names, contents and delivery in both languages; a Bangla text left empty is stored as empty; saved as the original, nothing is stored", async () => {
    const { post, plansOn } = await dashboard();
    const values = {
      title: "Premium Plus",
      price: 1599,
      contents: "Unlimited revisions\n\n  1 year of hosting  ",
      delivery: "12 days",
      bn: { title: "প্রিমিয়াম প্লাস", contents: "আনলিমিটেড রিভিশন\n১ বছরের হোস্টিং", delivery: "" },
    };
    expect((await post("/dashboard/plans/web-development", { intent: "save", id: "3", values })).status).toBe(200);
    const [, , premium] = await plansOn("/services/web-development");
    expect(premium).toMatchObject({
      title: "Premium Plus",
      price: 1599,
      delivery: "12 days",
      headerColor: webPremium.headerColor,
      bn: { title: "প্রিমিয়াম প্লাস", delivery: "" },
    });
    expect(premium!.features.map((feature) => [feature.text, feature.bn.text])).toEqual([
      ["Unlimited revisions", "আনলিমিটেড রিভিশন"],
      ["1 year of hosting", "১ বছরের হোস্টিং"],
    ]);
    expect(await lastEntry()).toMatchObject({
      summary:
        "Web Development – Premium: changed Name, Price, Contents, Delivery, Name in Bangla, Contents in Bangla, Delivery in Bangla",
    });

    // Every value back to the spec's: the edit is gone, as after a reset.
    expect(
      await post("/dashboard/plans/web-development", { intent: "save", id: "3", values: planValues(webPremium) }),
    ).toEqual({ status: 200, reply: { ok: true, done: { edited: false } } });
    expect(await stored()).toEqual([]);
    expect((await plansOn("/services/web-development"))[2]).toEqual(webPremium);
  });

  it("Reset to the original deletes the edit, logged; the spec's plan shows again", async () => {
    const { app, admin, post, plansOn } = await dashboard();
    const edited = { ...planValues(webBasic), title: "Starter", price: 549, delivery: "6 days" };
    expect((await post("/dashboard/plans/web-development", { intent: "save", id: "1", values: edited })).status).toBe(
      200,
    );
    expect((await plansOn("/services/web-development"))[0]).toMatchObject({ title: "Starter", price: 549 });
    // Get Started carries the catalogue's name (the inbox's); the contact form says the plan's name now.
    const contact = async (path: string) =>
      (
        (await (await app.request(`${path}?plan=${encodeURIComponent("Web Development – Basic")}`)).json()) as {
          loaderData: { initialMessage: string; plan: string };
        }
      ).loaderData;
    expect(await contact("/contact")).toEqual({
      initialMessage: "I'm interested in the Web Development – Starter plan.",
      plan: "Web Development – Basic",
    });
    expect((await contact("/bn/contact")).initialMessage).toBe("আমি ওয়েব ডেভেলপমেন্ট – বেসিক প্ল্যানটি নিয়ে আগ্রহী।");
    expect(await post("/dashboard/plans/web-development", { intent: "reset", id: "1" })).toEqual({
      status: 200,
      reply: { ok: true, done: { edited: false } },
    });
    expect(await stored()).toEqual([]);
    expect((await plansOn("/services/web-development"))[0]).toEqual(webBasic);
    expect((await plansOn("/bn/services/web-development"))[0]).toEqual(webBasic);
    expect(await lastEntry()).toMatchObject({
      actor: admin.email,
      summary: "Web Development – Basic: reset to the original",
    });
  });

  it("refuses what the form refuses, with each field's message; nothing is stored", async () => {
    const { post } = await dashboard();
    const refused = async (values: object) =>
      (await post("/dashboard/plans/seo", { intent: "save", id: "2", values: { ...planValues(webBasic), ...values } }))
        .reply as { ok: boolean; fieldErrors: Record<string, string> };
    const priceMessage = "Price must be a whole number more than 0, like 499";
    for (const price of [0, -5, 12.5, "abc", ""])
      expect((await refused({ price })).fieldErrors, String(price)).toEqual({ price: priceMessage });
    expect((await refused({ price: 10_000_001 })).fieldErrors).toEqual({ price: "Price must be at most 10000000" });
    expect((await refused({ title: " " })).fieldErrors).toEqual({ title: "Name is required" });
    expect((await refused({ contents: "\n \n" })).fieldErrors).toEqual({ contents: "Contents is required" });
    expect((await refused({ delivery: "" })).fieldErrors).toEqual({ delivery: "Delivery is required" });
    expect(
      (await refused({ bn: { title: "", delivery: "", contents: "শুধু একটি লাইন\nআরেকটি\nআরও একটি" } })).fieldErrors,
    ).toEqual({
      "bn.contents": "Contents in Bangla must have one line for each line of the English contents (or be left empty)",
    });
    expect(
      (
        await refused({
          contents: Array.from({ length: 13 }, (_, i) => `Item ${i + 1}`).join("\n"),
          bn: { title: "", delivery: "", contents: "" },
        })
      ).fieldErrors,
    ).toEqual({ contents: "Contents may list at most 12 items" });
    expect(await stored()).toEqual([]);
  });

  it("only admins: a user's or a visitor's post is refused, and unknown services or plans are not found", async () => {
    const { app, post } = await dashboard();
    const user = await signUp(app);
    const values = { ...planValues(webBasic), price: 1 };
    expect(
      (await post("/dashboard/plans/web-development", { intent: "save", id: "1", values }, user.cookie)).status,
    ).toBe(403);
    expect((await post("/dashboard/plans/web-development", { intent: "reset", id: "1" }, "")).status).toBe(403);
    expect((await app.request("/dashboard/plans", asUser(user.cookie))).status).toBe(403);
    expect((await post("/dashboard/plans/no-such-service", { intent: "save", id: "1", values })).status).toBe(404);
    expect((await post("/dashboard/plans/web-development", { intent: "save", id: "4", values })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("the dashboard's pages list every service's plans as shown, and a service's plans with their originals", async () => {
    const { app, admin, post } = await dashboard();
    await post("/dashboard/plans/seo", {
      intent: "save",
      id: "2",
      values: { ...planValues(plansByService.seo[1]), price: 450 },
    });
    const overview = (await (await app.request("/dashboard/plans", asUser(admin.cookie))).json()) as {
      loaderData: {
        services: Array<{ slug: string; plans: Array<{ plan: Plan; edited: object | null }> }>;
        currency: string;
      };
    };
    expect(overview.loaderData.currency).toBe("USD");
    expect(overview.loaderData.services.map((service) => service.slug)).toHaveLength(8);
    const seo = overview.loaderData.services.find((service) => service.slug === "seo")!;
    expect(seo.plans.map(({ plan, edited }) => [plan.price, edited !== null])).toEqual([
      [199, false],
      [450, true],
      [799, false],
    ]);
    const page = (await (await app.request("/dashboard/plans/seo", asUser(admin.cookie))).json()) as {
      loaderData: { plans: Array<{ original: Plan; edited: { by: string } | null }> };
    };
    expect(page.loaderData.plans[1]).toMatchObject({ original: plansByService.seo[1], edited: { by: admin.email } });
    expect((await app.request("/dashboard/plans/nothing", asUser(admin.cookie))).status).toBe(404);
  });

  it("a stored edit today's rules refuse is left aside: the spec's plan shows", async () => {
    const { plansOn } = await dashboard();
    await site.test.db
      .insertInto("plan_edits")
      .values({ service: "seo", tier: 1, edit: '{"price":-3}', updated_at: new Date().toISOString(), updated_by: "x" })
      .execute();
    expect((await plansOn("/services/seo"))[0]).toEqual(plansByService.seo[0]);
  });

  it("the currency of the prices is a setting (US$ until changed); a save that leaves it out keeps it", async () => {
    const { admin, app } = await dashboard();
    const put = (body: object) =>
      app.request(
        "/api/settings",
        asUser(admin.cookie, "PUT", { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
      );
    const settings = async () =>
      ((await (await app.request("/api/settings", asUser(admin.cookie))).json()) as { settings: { currency: string } })
        .settings;
    expect((await settings()).currency).toBe("USD");
    expect((await put({ ...defaultSiteSettings, currency: "BDT", version: 0 })).status).toBe(200);
    expect((await settings()).currency).toBe("BDT");
    const { currency: _left, ...withoutCurrency } = defaultSiteSettings;
    expect((await put({ ...withoutCurrency, companyName: "Padma Web Works", version: 1 })).status).toBe(200);
    expect(await settings()).toMatchObject({ companyName: "Padma Web Works", currency: "BDT" });
    expect((await put({ ...defaultSiteSettings, currency: "EUR", version: 2 })).status).toBe(400);
  });
});
