import { type Browser, expect, type Page, test } from "@playwright/test";
import { seedDemoContent } from "#server/db/seed";
import { demoBlogs, demoClientLogos, demoTeam } from "#server/db/demo-content";
import { DEMO_INBOX_WAITING } from "#server/mail/transport";
import { startSmtpServer } from "../support/mail-stand-ins";
import { OWNER_DETAILS } from "../support/owner-details";
import { OIDC_CLIENT, startOidcProvider } from "../support/oidc-provider.js";
import {
  createAdminAccount,
  freePort,
  runCreateAdmin,
  startSite,
  type StartedSite,
  startSiteWithAdmin,
} from "../support/site-server";
import { signedInPage } from "./admin-site";
import { turnOnTwoStep } from "./accounts-helpers";
import {
  alertDialog,
  closeAlert,
  expectAlert,
  expectNoAxeViolations,
  gotoHydrated,
  installPausedClock,
  isMobile,
  logIn,
  logoFile,
  logoImages,
  logoOrder,
  reachCarousels,
  settle,
} from "./helpers";

/**
 * Issue 12 item 4, first run: a new site's first account is told how to become admin; the admin's
 * overview lists what is left to do (mail delivery with a test e-mail, the demo content with its
 * removal) until it is done. Its own site with demo content and a local SMTP server. Then issue 22
 * item 1 on the site without its demo: no demo logo is left, and a few logos of the owner's all show.
 */

const OWNER = { name: "Farhana Owner", email: "owner@example.com", password: "Secret12" };

test.describe.configure({ mode: "serial" });

/** The site's mail account: an address, as most providers' logins are. */
const MAIL_LOGIN = { user: "website@owner-mail.example", password: "Mail-Secret1" };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let google: Awaited<ReturnType<typeof startOidcProvider>>;
let site: StartedSite & { file: string };
test.beforeAll(async () => {
  smtp = await startSmtpServer({ login: MAIL_LOGIN });
  // Google sign-in configured (the local OpenID provider plays Google): the overview shows it as set up.
  google = await startOidcProvider({ port: await freePort(), siteOrigins: ["http://localhost"] });
  site = await startSite(seedDemoContent, {
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT: "1000",
    GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
    GOOGLE_DISCOVERY_URL: google.discoveryUrl,
  });
});
test.afterAll(async () => {
  await site?.stop();
  await google?.stop();
  await smtp?.stop();
});

test("the first account is told the exact command that makes it the admin; after it runs, the tools are there", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: site.url });
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    data: { ...OWNER, image: "https://example.com/owner.png" },
    headers: { Origin: site.url },
  });
  expect(signUp.status()).toBe(200);
  const page = await context.newPage();
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByRole("heading", { name: "This site has no administrator yet" })).toBeVisible();
  const command = `npm run create-admin -- --email ${OWNER.email} --password 'YOUR-PASSWORD' --promote-existing`;
  await expect(page.locator("pre")).toHaveText(command);
  await expectNoAxeViolations(page);

  // The operator runs it with the real password, as the page says.
  const made = runCreateAdmin(site, ["--email", OWNER.email, "--password", OWNER.password, "--promote-existing"]);
  expect(made.status, made.output).toBe(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Getting the site ready" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This site has no administrator yet" })).toHaveCount(0);
  await context.close();
});

test("the checklist sends a test e-mail to the admin and removes exactly the unchanged demo content", async ({
  browser,
}) => {
  const page = await signedInPage(browser, site, OWNER);
  try {
    // The owner's own blog, and one demo blog they rewrote: both stay.
    const own = await page.request.post("/api/blogs", {
      data: {
        title: "Our first own post",
        description: "Written by us.",
        image: "/images/blogs/blog-1.svg",
        tag: "",
        link: "",
      },
      headers: { Origin: site.url },
    });
    expect(own.status()).toBe(200);
    const blogs = (await (await page.request.get("/api/blogs")).json()) as Array<{
      _id: string;
      title: string;
      description: string;
      image: string;
      tag: string;
      link: string | null;
    }>;
    const rewritten = blogs.find((b) => b.title === demoBlogs[0]!.title)!;
    const edit = await page.request.put(`/api/blogs/${rewritten._id}`, {
      data: { ...rewritten, description: "Rewritten for our own customers.", link: rewritten.link ?? "" },
      headers: { Origin: site.url },
    });
    expect(edit.status()).toBe(200);

    await gotoHydrated(page, "/dashboard");
    const checklist = page.getByRole("region", { name: "Getting the site ready" });
    const step = (title: string) =>
      checklist.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    // Set up is not done: the step waits for a test e-mail that goes through.
    await expect(step("E-mail delivery").getByRole("heading")).toHaveText("E-mail delivery (to do)");
    await expect(checklist).toContainText(
      "Set up: the site sends its e-mail through your mail server. Send yourself a test e-mail: this step is done once one has gone through.",
    );
    // A visitor writes while the contact inbox is still the demo company's: kept, never mailed there (issue 44 item 1).
    const lead = await page.request.post("/api/contact", {
      data: { name: "Early Lead", email: "early@client.example", message: "Do you build online shops?" },
      headers: { Origin: site.url },
    });
    expect(lead.status()).toBe(200);
    await page.reload();
    const banner = page
      .getByRole("status")
      .filter({ hasText: "Messages from the contact form are not being e-mailed" });
    await expect(banner).toContainText("The contact inbox in Settings is still the demo company's address");
    await expect(banner.getByRole("link", { name: "Set your own inbox in Settings" })).toHaveAttribute(
      "href",
      "/dashboard/settings#contact-inbox",
    );
    await checklist.getByRole("button", { name: "Send a test e-mail" }).click();
    // The test goes to the admin, and its answer says what still waits.
    await expect(checklist.getByRole("status")).toHaveText(
      `A test e-mail was sent to ${OWNER.email}. Check that it arrived (and is not in spam). ${DEMO_INBOX_WAITING}`,
    );
    await expect
      .poll(
        () =>
          smtp.received.filter(
            (mail) => mail.to.includes(OWNER.email) && mail.raw.includes("Test e-mail from the website"),
          ).length,
      )
      .toBe(1);
    // Sent from the mail account's own address, not the demo company's (hello@skylineit.com.bd), which the account may not send as.
    const testMail = smtp.received.find((mail) => mail.raw.includes("Test e-mail from the website"))!;
    expect(testMail.from).toBe(MAIL_LOGIN.user);
    expect(testMail.raw).toMatch(/^From: .*<website@owner-mail\.example>\r?$/m);
    // Mail works, but the step waits for the owner's inbox.
    await expect(step("E-mail delivery").getByRole("heading")).toHaveText("E-mail delivery (to do)");
    await expect(step("E-mail delivery")).toContainText(
      "Working: the site sends its e-mail through your mail server. The last test e-mail went through on",
    );
    await expect(step("E-mail delivery")).toContainText(
      "Messages from the contact form are not e-mailed yet: the contact inbox is still the demo company's address. They wait under Messages until you set your own inbox in Settings.",
    );
    expect(smtp.received.filter((mail) => mail.raw.includes("Do you build online shops?"))).toEqual([]);

    await expect(checklist).toContainText(`The site still shows demo content: ${demoBlogs.length - 1} blogs`);
    await expectNoAxeViolations(page);

    // The company details: reviewed and saved in Settings, which also says whether Google sign-in is set up.
    await expect(checklist).toContainText("The site shows the demo company's name, phone, e-mail, address and links.");
    await step("Company details reviewed").getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Site Settings", level: 1 })).toBeVisible();
    // Never saved yet: the page says whose details these are.
    await expect(page.getByText("These are the demo company's details: check every field and save.")).toBeVisible();
    const googleStatus = page.getByRole("region", { name: "Sign-in with Google" });
    await expect(googleStatus).toContainText("Set up: visitors can sign up and log in with their Google account.");
    await expect(googleStatus.locator("pre")).toHaveText(
      `http://localhost:${new URL(site.url).port}/api/auth/callback/google`,
    );
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(alertDialog(page)).toContainText("Settings saved");
    await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
    // On Settings itself, the banner's link leads down to the inbox field, not to the top of the same page.
    await banner.getByRole("link", { name: "Set your own inbox in Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings#contact-inbox$/);
    await expect(page.getByRole("textbox", { name: /^Contact inbox/ })).toBeInViewport();
    await gotoHydrated(page, "/dashboard");
    await expect(checklist).toContainText("Saved. Change them any time in Settings.");
    // Saved as they were, the details are still the demo company's, and so are the About page's figures.
    await expect(step("Demo content replaced")).toContainText(
      "The demo company's text is still in these settings: Company name, Short name, Blurb, Phone, E-mail, Street, Facebook page, LinkedIn page, Hero video and Contact inbox.",
    );
    await expect(step("About page figures").getByRole("heading")).toHaveText("About page figures (to do)");
    await expect(step("About page figures")).toContainText(
      "The About page shows the demo's example figures, not yours: 4k+ Happy customers, 13+ Awards, 98% Satisfaction and 250+ Projects.",
    );
    await expect(step("Demo content replaced")).toContainText(`${demoClientLogos.length} client logos`);
    await checklist.getByRole("button", { name: "Remove demo content" }).click();
    await expect(alertDialog(page)).toContainText("Items you added or changed stay.");
    await alertDialog(page).getByRole("button", { name: "Yes, delete it!", exact: true }).click();
    await expect(alertDialog(page)).toContainText("demo items have been removed.");
    await alertDialog(page).getByRole("button", { name: "OK", exact: true }).click();
    // The demo items are gone, not the demo text: the step waits for it.
    await expect(step("Demo content replaced").getByRole("heading")).toHaveText("Demo content replaced (to do)");
    await expect(step("Demo content replaced")).not.toContainText("The site still shows demo content");
    await expect(step("Demo content replaced").getByRole("button", { name: "Remove demo content" })).toHaveCount(0);

    // Two-step sign-in for the owner's account (issue 27): a step of its own until it is on.
    await expect(step("Two-step sign-in for your account").getByRole("heading")).toHaveText(
      "Two-step sign-in for your account (to do)",
    );
    await turnOnTwoStep(page.request, site.url, OWNER.password);

    // The owner's own details and figures.
    const { version } = (await (await page.request.get("/api/settings")).json()) as { version: number };
    expect(
      (
        await page.request.put("/api/settings", { data: { ...OWNER_DETAILS, version }, headers: { Origin: site.url } })
      ).status(),
    ).toBe(200);
    // The owner's inbox saved: the message that waited is mailed there, and the banner goes.
    await expect
      .poll(() =>
        smtp.received.filter((mail) => mail.raw.includes("Do you build online shops?")).map((mail) => mail.to),
      )
      .toEqual([[OWNER_DETAILS.contactInbox]]);
    await gotoHydrated(page, "/dashboard");
    await expect(banner).toHaveCount(0);
    // Mail delivery set up, the details saved, the demo and its text gone, the figures the owner's: nothing left to do, so the checklist goes.
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Getting the site ready" })).toHaveCount(0);
    // The test e-mail stays in Settings for good, with the last one that went through.
    await gotoHydrated(page, "/dashboard/settings");
    const mailStatus = page.getByRole("region", { name: "E-mail delivery" });
    await expect(mailStatus).toContainText(`The last test e-mail went through on`);
    await expect(mailStatus).toContainText(`(sent to ${OWNER.email})`);
    await mailStatus.getByRole("button", { name: "Send a test e-mail" }).click();
    await expect(mailStatus.getByRole("status")).toHaveText(
      `A test e-mail was sent to ${OWNER.email}. Check that it arrived (and is not in spam).`,
    );
    await expect
      .poll(() => smtp.received.filter((mail) => mail.raw.includes("Test e-mail from the website")).length)
      .toBe(2);
    await expectNoAxeViolations(page);

    const left = ((await (await page.request.get("/api/blogs")).json()) as Array<{ title: string }>)
      .map((b) => b.title)
      .sort();
    expect(left).toEqual(["Our first own post", demoBlogs[0]!.title].sort());
    expect(await (await page.request.get("/api/team")).json()).toEqual([]);
    const activity = (await (await page.request.get("/api/activity")).json()) as Array<{
      entity: string;
      summary: string;
    }>;
    expect(activity[1]).toMatchObject({
      entity: "demo content",
      summary: expect.stringContaining(`${demoTeam.length} team members, ${demoClientLogos.length} client logos`),
    });

    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/blogs`);
    await expect(visitor.getByRole("heading", { name: "Our first own post" })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: demoBlogs[1]!.title })).toHaveCount(0);
    await visitor.close();
  } finally {
    await page.context().close();
  }
});

test("after Remove demo content: no invented brand and no logo section; a few of the owner's logos stand still, all shown, at 390 and 1280 px", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  /** The six invented brands the home page used to show as clients. */
  const INVENTED_BRANDS = ["Greenleaf", "Northwind", "Lotus", "Bengal Foods", "Rivergate", "Orbit"];
  // The owner signs in with a second step now: a second admin adds the logos.
  const logoAdmin = { name: "Logo Admin", email: "logo.admin@example.com", password: "Secret12" };
  const made = runCreateAdmin(site, [
    "--email",
    logoAdmin.email,
    "--password",
    logoAdmin.password,
    "--name",
    logoAdmin.name,
  ]);
  expect(made.status, made.output).toBe(0);
  const admin = await signedInPage(browser, site, logoAdmin);
  const addLogo = async (name: string, colour: string) =>
    expect(
      (
        await admin.request.post("/api/client-logos", {
          multipart: { name, image: await logoFile(colour) },
          headers: { Origin: site.url },
        })
      ).status(),
    ).toBe(200);
  const widths = [390, 1280];
  const visitors = await Promise.all(
    widths.map(async (width) =>
      (await browser.newContext({ baseURL: site.url, viewport: { width, height: 900 } })).newPage(),
    ),
  );
  try {
    // The demo logos went with the demo content: none is left.
    expect(await (await admin.request.get("/api/client-logos")).json()).toEqual([]);
    for (const visitor of visitors) {
      await visitor.goto("/");
      const main = visitor.getByRole("main");
      await expect(main.getByRole("heading", { name: "Latest Blogs" })).toBeVisible();
      for (const brand of INVENTED_BRANDS) await expect(main).not.toContainText(new RegExp(brand, "i"));
      expect(await logoOrder(visitor).catch(() => [])).toEqual([]);
      await expect(main.getByRole("heading", { name: "Trusted by growing businesses" })).toHaveCount(0);
      await expect(main.getByRole("region", { name: "Client logos" })).toHaveCount(0);
    }

    // Two of the owner's logos: both shown, side by side, nothing moves, no Pause button.
    await addLogo("Meghna Foods", "#b91c1c");
    await addLogo("Karnaphuli Tea", "#0f766e");
    for (const visitor of visitors) {
      await installPausedClock(visitor);
      await gotoHydrated(visitor, "/");
      const carousel = visitor.getByRole("region", { name: "Client logos" });
      await carousel.scrollIntoViewIfNeeded();
      await expect(logoImages(visitor)).toHaveCount(2);
      for (const name of ["Meghna Foods", "Karnaphuli Tea"])
        await expect(carousel.getByRole("img", { name })).toBeInViewport({ ratio: 1 });
      await expect(carousel.getByRole("button", { name: /client logos/ })).toHaveCount(0);
      await visitor.clock.runFor(9000);
      await settle(visitor);
      expect(await logoOrder(visitor)).toEqual(["Meghna Foods", "Karnaphuli Tea"]);
      // Centred under the heading.
      const [area, first, last] = await Promise.all([
        carousel.boundingBox(),
        logoImages(visitor).first().locator("xpath=..").boundingBox(),
        logoImages(visitor).last().locator("xpath=..").boundingBox(),
      ]);
      expect(Math.abs(first!.x - area!.x - (area!.x + area!.width - (last!.x + last!.width)))).toBeLessThan(2);
      // (axe needs the page's timers.)
      await visitor.clock.resume();
      await expectNoAxeViolations(visitor);
    }

    // Four: more than a phone shows (3: they move every 3 s, with Pause), fewer than a laptop's 5 (all stand still, centred).
    await addLogo("Padma Jute", "#4338ca");
    await addLogo("Teesta Travels", "#4338ca");
    const four = ["Meghna Foods", "Karnaphuli Tea", "Padma Jute", "Teesta Travels"];
    for (const visitor of visitors) {
      const again = await visitor.context().newPage();
      await installPausedClock(again);
      await gotoHydrated(again, "/");
      const moving = again.getByRole("region", { name: "Client logos" });
      await reachCarousels(again);
      expect(await logoOrder(again)).toEqual(four);
      await again.clock.runFor(3000);
      if (isMobile(again)) {
        await expect(moving.getByRole("button", { name: "Pause client logos" })).toBeVisible();
        await expect.poll(() => logoOrder(again)).toEqual([...four.slice(1), four[0]]);
      } else {
        await settle(again);
        await expect(moving.getByRole("button", { name: "Pause client logos" })).toBeHidden();
        expect(await logoOrder(again)).toEqual(four);
        for (const name of four) await expect(moving.getByRole("img", { name })).toBeInViewport({ ratio: 1 });
      }
    }
  } finally {
    for (const visitor of visitors) await visitor.context().close();
    await admin.context().close();
  }
});

test.describe("with FIRST_ADMIN_EMAIL", () => {
  const BOSS = { name: "Boss Owner", email: "boss@example.com", password: "Secret12" };
  let mail: Awaited<ReturnType<typeof startSmtpServer>>;
  let bossSite: StartedSite & { file: string };
  test.beforeAll(async () => {
    mail = await startSmtpServer();
    bossSite = await startSite(undefined, {
      SMTP_URL: mail.url,
      AUTH_RATE_LIMIT: "1000",
      FIRST_ADMIN_EMAIL: "Boss@Example.com",
    });
  });
  test.afterAll(async () => {
    await bossSite?.stop();
    await mail?.stop();
  });

  const signUpAs = async (browser: import("@playwright/test").Browser, account: typeof BOSS) => {
    const context = await browser.newContext({ baseURL: bossSite.url });
    const res = await context.request.post("/api/auth/sign-up/email", {
      data: { ...account, image: "https://example.com/me.png" },
      headers: { Origin: bossSite.url },
    });
    expect(res.status()).toBe(200);
    return context;
  };
  /** The body of a received mail, quoted-printable decoded. */
  const bodyOf = (raw: string) =>
    raw
      .slice(raw.indexOf("\r\n\r\n") + 4)
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  test("that address becomes admin once its owner opens the mailed link; anyone else gets no mail and no rights", async ({
    browser,
  }) => {
    const other = await signUpAs(browser, {
      name: "Early Bird",
      email: "early.bird@example.com",
      password: "Secret12",
    });
    const boss = await signUpAs(browser, BOSS);
    await expect.poll(() => mail.received.filter((m) => m.to.includes(BOSS.email)).length).toBe(1);
    expect(mail.received.filter((m) => m.to.includes("early.bird@example.com"))).toEqual([]);

    const bossPage = await boss.newPage();
    await gotoHydrated(bossPage, "/dashboard");
    await expect(
      bossPage.getByText(`we sent a link to ${BOSS.email}. Open it within an hour to become the administrator.`),
    ).toBeVisible();
    const otherPage = await other.newPage();
    await gotoHydrated(otherPage, "/dashboard");
    await expect(otherPage.getByRole("heading", { name: "This site has no administrator yet" })).toBeVisible();
    await expect(otherPage.getByText("we sent a link")).toHaveCount(0);

    const body = bodyOf(mail.received.find((m) => m.to.includes(BOSS.email))!.raw);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(body)![0]);
    // PUBLIC_URL is unset here (links say localhost); the test's browser knows the site as 127.0.0.1.
    await bossPage.goto(`${bossSite.url}${link.pathname}${link.search}`);
    await expect(bossPage).toHaveURL(/\/dashboard$/);
    // The admin's overview, with the checklist (the company details are not saved yet).
    await expect(bossPage.getByRole("heading", { name: "Getting the site ready" })).toBeVisible();
    await expect(bossPage.getByRole("heading", { name: "This site has no administrator yet" })).toHaveCount(0);

    // The link works once: opened again it leads to the login page, which says so; the other account is still a user.
    await otherPage.goto(`${link.pathname}${link.search}`);
    await expect(otherPage).toHaveURL(/\/login\?link=used$/);
    await expect(otherPage.getByRole("alert")).toContainText("This link has already been used or has expired.");
    await expectNoAxeViolations(otherPage);
    await gotoHydrated(otherPage, "/dashboard");
    await expect(otherPage.getByRole("heading", { name: "Getting the site ready" })).toHaveCount(0);
    const activity = (await (await bossPage.request.get("/api/activity")).json()) as Array<{ summary: string }>;
    expect(activity.filter((entry) => entry.summary.includes("FIRST_ADMIN_EMAIL"))).toHaveLength(1);
    await other.close();
    await boss.close();
  });
});

// A new site before anything is added: every list and the inbox say they are empty (moved here
// from pages.spec, whose other tests run on the worker's shared site, which has content).
test.describe("with an empty database", () => {
  const EMPTY_ADMIN = { name: "Empty Admin", email: "empty.admin@example.com", password: "Secret12" };
  let emptySite: StartedSite;
  test.beforeAll(async () => {
    emptySite = await startSiteWithAdmin(EMPTY_ADMIN);
  });
  test.afterAll(async () => {
    await emptySite?.stop();
  });
  const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

  test("the blogs page and the home page show their empty states", async ({ page }) => {
    await page.goto(`${emptySite.url}/blogs`);
    await expect(page.getByRole("main").getByText("No blogs available yet.", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

    await page.goto(`${emptySite.url}/`);
    await expect(
      region(page, "What our clients say").getByText("No reviews available.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("testimonial")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /testimonials$/ })).toHaveCount(0);
    await expect(
      region(page, "Client review videos").getByText("No review videos found.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Play video: / })).toHaveCount(1);
    await expect(region(page, "Latest Blogs").getByText("No blogs available yet.", { exact: true })).toBeVisible();
    // The static parts of the page are still there.
    await expect(region(page, "Our Services").getByRole("article")).toHaveCount(8);
  });

  test("the dashboard's lists and inbox show their empty states", async ({ browser, viewport }) => {
    const context = await browser.newContext({ baseURL: emptySite.url, viewport });
    const page = await context.newPage();
    await logIn(page, EMPTY_ADMIN, { path: "/dashboard/allReviews" });
    await expect(page.getByText("No reviews found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allReviewVideos");
    await expect(page.getByText("No review videos found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allMembers");
    await expect(page.getByText("No members found.", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/dashboard/allBlogs");
    await expect(page.getByText("No blogs available yet.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, "/dashboard/messages");
    await expect(page.getByText("No messages yet.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

/**
 * A new site whose operator has not set up mail yet (no SMTP_URL, no relay): what each place that
 * would send e-mail says instead of pretending. (The shared site of the other files has mail.)
 */
test.describe("without mail delivery", () => {
  const ADMIN = { name: "Nila Nomail", email: "nila.nomail@example.com", password: "Secret12" };
  let bare: StartedSite & { file: string };
  test.beforeAll(async () => {
    bare = await startSite(undefined, { AUTH_RATE_LIMIT: "1000" });
    createAdminAccount(bare, ADMIN);
  });
  test.afterAll(async () => {
    await bare?.stop();
  });

  /** A page on the site without mail, signed in as `account` if given. */
  const pageOnBareSite = async (browser: Browser, account?: typeof ADMIN) =>
    account ? signedInPage(browser, bare, account) : (await browser.newContext({ baseURL: bare.url })).newPage();

  test("Forgot password says reset by e-mail is not set up instead of pretending", async ({ browser }) => {
    const page = await pageOnBareSite(browser);
    const context = page.context();
    await gotoHydrated(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(
      page.getByText("Password reset by e-mail is not set up on this site yet, so we cannot send you a link."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "contact us", exact: true })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: "Send reset link" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const res = await context.request.post("/api/auth/request-password-reset", {
      data: { email: "someone@example.com" },
      headers: { Origin: bare.url },
    });
    expect(res.status()).toBe(400);
    await context.close();
  });

  test("Send password reset on Users says in the Error dialog that reset by e-mail is not set up", async ({
    browser,
  }) => {
    const project = test.info().project.name;
    const user = {
      name: `Nadia Nomail ${project}`,
      email: `nadia.nomail.${project}@example.com`,
      password: "Secret12",
    };
    const signUp = await fetch(`${bare.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", Origin: bare.url },
      body: JSON.stringify({ ...user, image: "/images/placeholder-avatar.svg" }),
    });
    expect(signUp.status).toBe(200);
    const page = await pageOnBareSite(browser, ADMIN);
    await gotoHydrated(page, "/dashboard/users");
    await page
      .getByRole("row")
      .filter({ hasText: user.email })
      .getByRole("button", { name: `Send password reset (${user.name})` })
      .click();
    await expectAlert(page, `Send a password-reset link to ${user.email}?`);
    await alertDialog(page).getByRole("button", { name: "Send link", exact: true }).click();
    await closeAlert(page, "Error", "Password reset by e-mail is not set up on this site yet, so no link can be sent.");
    await page.context().close();
  });

  test("a contact message is kept and the inbox says it was not sent because delivery is not configured", async ({
    browser,
  }) => {
    const name = `Nora Nomail ${test.info().project.name}`;
    const sent = await fetch(`${bare.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", Origin: bare.url },
      body: JSON.stringify({ name, email: "nora@example.com", message: "Is anyone there?" }),
    });
    expect(sent.status).toBe(200);
    const page = await pageOnBareSite(browser, ADMIN);
    await gotoHydrated(page, "/dashboard/messages");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Not sent");
    await expect(row).toContainText("Delivery is not configured");
    await page.context().close();
  });

  test("the checklist's e-mail step speaks to the owner; the settings for their developer are folded away", async ({
    browser,
  }) => {
    const page = await pageOnBareSite(browser, ADMIN);
    await gotoHydrated(page, "/dashboard");
    const step = page
      .getByRole("region", { name: "Getting the site ready" })
      .getByRole("listitem")
      .filter({ hasText: "E-mail delivery" });
    await expect(step).toContainText(
      "Messages from the contact form are kept under Messages, but nobody is e-mailed about them",
    );
    const details = step.getByText("For your developer");
    await expect(details).toBeVisible();
    // Folded: the technical words are not shown until asked for.
    await expect(step.getByText("SMTP_URL")).toBeHidden();
    await expect(step.getByText("EMAILJS_", { exact: false })).toBeHidden();
    await details.click();
    await expect(step.getByText("SMTP_URL")).toBeVisible();
    await expect(step.getByText("EMAILJS_", { exact: false }).first()).toBeVisible();
    await page.context().close();
  });
});
