import { networkInterfaces } from "node:os";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { CONTACT_SUCCESS } from "#domain/contact-texts";
import { freePort, logRecords, startSiteWithAdmin, type StartedSite } from "../support/site-server";
import { expectAlert, gotoHydrated } from "./helpers";

/**
 * Issue 23 item 6: the site opened at another address than its PUBLIC_URL — a phone on the office
 * Wi-Fi at the machine's LAN address, or the bare domain. With PUBLIC_URL unset the site works at
 * whatever address it is opened at; with PUBLIC_URL set, a form says where to open the site
 * (not "The email or password is incorrect") and the log names PUBLIC_URL.
 */

/** Another address of this machine than 127.0.0.1: its LAN address, or (without a network) the name localhost. */
function otherHost(): string {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal);
  return lan?.address ?? "localhost";
}

const ADMIN = { name: "Ada Address", email: "ada.address@example.com", password: "Admin123" };

/** The site's HTTP address at the other host. */
const elsewhere = (site: StartedSite) => {
  const url = new URL(site.url);
  url.hostname = otherHost();
  return url.origin;
};

async function signInWithScript(browser: Browser, origin: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  return page;
}

async function signInWithoutScript(browser: Browser, origin: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin, javaScriptEnabled: false })).newPage();
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  return page;
}

async function sendContactMessage(browser: Browser, origin: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("textbox", { name: "Name" }).fill("Wi-Fi Visitor");
  await form.getByRole("textbox", { name: "Email" }).fill("visitor@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Sent from a phone on the office network.");
  await form.getByRole("button", { name: "Send Message" }).click();
  return page;
}

test.describe("PUBLIC_URL unset: the site works at whatever address it is opened at", () => {
  let site: StartedSite;
  test.beforeAll(async () => {
    site = await startSiteWithAdmin(ADMIN, { HOST: "0.0.0.0" });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("sign-in with and without JavaScript, and the contact form, at another address of the machine @desktop", async ({
    browser,
  }) => {
    const origin = elsewhere(site);
    const withScript = await signInWithScript(browser, origin);
    await expectAlert(withScript, "Login successful");
    const withoutScript = await signInWithoutScript(browser, origin);
    await expect(withoutScript).toHaveURL(`${origin}/`);
    expect((await withoutScript.context().cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(
      true,
    );
    const contact = await sendContactMessage(browser, origin);
    await expect(contact.getByText(CONTACT_SUCCESS)).toBeVisible();
  });

  test("a page of another site is still refused: its Origin names its own host @desktop", async ({ request }) => {
    const origin = elsewhere(site);
    const fromElsewhere = await request.post(`${origin}/api/contact`, {
      data: { name: "Eve", email: "eve@example.com", message: "Cross-site post" },
      headers: { Origin: "http://evil.example" },
    });
    expect(fromElsewhere.status()).toBe(403);
    const pageForm = await request.post(`${origin}/login`, {
      form: { email: ADMIN.email, password: ADMIN.password },
      headers: { Origin: "http://evil.example" },
    });
    expect(pageForm.status()).toBe(403);
    expect(await pageForm.text()).toBe("Forbidden: this form was not sent from this site.");
  });
});

test.describe("PUBLIC_URL set: a page opened elsewhere says where to open the site", () => {
  let site: StartedSite;
  let publicUrl: string;
  test.beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    site = await startSiteWithAdmin(ADMIN, { HOST: "0.0.0.0", PORT: String(port), PUBLIC_URL: publicUrl });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("sign-in with and without JavaScript and the contact form explain; the log names PUBLIC_URL @desktop", async ({
    browser,
  }) => {
    const explanation = `This site is set up to be used at ${publicUrl} — open it there.`;
    const origin = elsewhere(site);
    const withScript = await signInWithScript(browser, origin);
    await expect(withScript.getByRole("alert")).toHaveText(explanation);
    const withoutScript = await signInWithoutScript(browser, origin);
    await expect(withoutScript.locator("body")).toHaveText(explanation);
    const contact = await sendContactMessage(browser, origin);
    await expectAlert(contact, "Message not sent", explanation);
    const warnings = logRecords(site).filter((record) => record.level === 40 && record.publicUrl === publicUrl);
    expect(warnings.length).toBeGreaterThan(0);
    expect(String(warnings[0]!.msg)).toContain("PUBLIC_URL");
    expect(warnings[0]!.origin).toBe(origin);
    // At PUBLIC_URL itself the same sign-in works.
    await expectAlert(await signInWithScript(browser, publicUrl), "Login successful");
  });
});
