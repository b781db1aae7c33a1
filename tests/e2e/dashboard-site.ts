import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from "@playwright/test";
import sharp from "sharp";
import { type AdminSite, testWithAdminSite } from "./admin-site";
import { alertDialog } from "./helpers";

/**
 * What the dashboard's specs share (dashboard.spec, dashboard-lists.spec, dashboard-paging.spec, dashboard-accessibility.spec):
 * one `test` whose worker site they all use — a fresh database, no demo content, one admin made by
 * scripts/create-admin.js, so tests can add and delete freely — and the dashboard's locators and steps.
 */

// Every test signs in from 127.0.0.1; the default limit (10 per minute) is for real clients.
process.env.AUTH_RATE_LIMIT ??= "1000";

export const PASSWORD = "Secret12";

export const adminAccount = (label: string) => ({
  name: "Ada Admin",
  email: `admin.${label}@example.com`,
  password: PASSWORD,
});
/** Each worker's site has its own admin; `admin` is a page on that site, not yet signed in. */
export const test = testWithAdminSite((worker) => adminAccount(`w${worker}`)).extend<{ admin: Page }>({
  admin: async ({ sitePage }, provide) => provide(sitePage),
});

let counter = 0;
/** A name no other test of this worker uses. */
export function unique(testInfo: TestInfo, label: string): string {
  counter++;
  return `${label} ${testInfo.project.name} ${testInfo.workerIndex}-${counter}`;
}

export const toast = (page: Page) => page.getByRole("status").filter({ hasText: "is now an Admin!" });
export const menuButton = (page: Page) => page.getByRole("button", { name: "Dashboard menu", exact: true });
export const dashboardNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard", exact: true });
export const menuPanel = (page: Page) => page.getByTestId("dashboard-menu");
export const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** The widths issue 25 names for the dashboard at scale: a phone's 390 px (the mobile project) or a laptop's 1280 px. */
export const issue25Viewport = (testInfo: TestInfo) => ({
  width: testInfo.project.name === "mobile" ? 390 : 1280,
  height: 844,
});

/** A signed-in non-admin in a browser context of its own. */
export async function signedUpUser(
  browser: Browser,
  site: AdminSite,
  name: string,
  viewport: { width: number; height: number } | null,
) {
  const account = { name, email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`, password: PASSWORD };
  const context = await browser.newContext({ baseURL: site.url, viewport });
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { ...account, image: "/images/placeholder-avatar.svg" },
    headers: { Origin: site.url },
  });
  expect(res.status(), `sign-up of ${account.email}: ${await res.text()}`).toBe(200);
  return { account, context };
}

/** Same-origin JSON write through the REST API with the page's cookies (to prepare data). */
export async function apiPost(request: APIRequestContext, site: AdminSite, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: { Origin: site.url } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as { insertedId: string };
}

/** "Are you sure?" with the type's text → "Yes, delete it!" → "Deleted!" with the type's text → OK. */
export async function confirmDeletion(page: Page, confirmText: string, deletedText: string) {
  const dialog = alertDialog(page);
  await expect(dialog).toHaveAccessibleName("Are you sure?");
  await expect(dialog).toHaveAccessibleDescription(confirmText);
  await dialog.getByRole("button", { name: "Yes, delete it!", exact: true }).click();
  await expect(dialog).toHaveAccessibleName("Deleted!");
  await expect(dialog).toHaveAccessibleDescription(deletedText);
  await dialog.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
}

/** A success alert with `title`, closed with OK. */
export async function expectSuccess(page: Page, title: string) {
  const dialog = alertDialog(page);
  await expect(dialog).toHaveAccessibleName(title);
  await dialog.getByRole("button", { name: "OK", exact: true }).click();
  await expect(alertDialog(page)).toHaveCount(0);
}

export async function columnHeaders(table: Locator): Promise<string[]> {
  return table.getByRole("columnheader").allTextContents();
}

/** The text under a field (its aria-describedby). */
export async function expectMessageUnder(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(" ")
      .filter(Boolean)
      .map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
}

/** The values a dashboard form posted to a route action (its `values` field, JSON: app/features/dashboard/forms.tsx). */
export function postedValues(request: Request): Record<string, unknown> {
  return JSON.parse(new URLSearchParams(request.postData() ?? "").get("values") ?? "null") as Record<string, unknown>;
}

export async function pngFile(colour = "#4338ca") {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name: "portrait.png", mimeType: "image/png", buffer };
}

/** The spec's admin menu (plus the client logos after the members, the services' plans after them, the contact inbox, the statistics and the activity log before Profile, and the site settings after it), in order. */
export const MENU = [
  ["Home", "/"],
  ["Users", "/dashboard/users"],
  ["Add Blog", "/dashboard/addBlogs"],
  ["All Blogs", "/dashboard/allBlogs"],
  ["Add Review", "/dashboard/addReviews"],
  ["All Reviews", "/dashboard/allReviews"],
  ["Add Review Video", "/dashboard/addReviewVideo"],
  ["All Review Videos", "/dashboard/allReviewVideos"],
  ["Add Member", "/dashboard/addMember"],
  ["All Members", "/dashboard/allMembers"],
  ["Add Client Logo", "/dashboard/addClientLogo"],
  ["All Client Logos", "/dashboard/allClientLogos"],
  ["Services & plans", "/dashboard/plans"],
  ["Messages", "/dashboard/messages"],
  ["Statistics", "/dashboard/statistics"],
  ["Activity Log", "/dashboard/activity"],
  ["Profile", "/dashboard/profile"],
  ["Settings", "/dashboard/settings"],
] as const;

export const ADMIN_PAGES = [
  ["/dashboard/users", "All Users"],
  ["/dashboard/addBlogs", "Add a New Blog"],
  ["/dashboard/allBlogs", "All Blogs"],
  ["/dashboard/addReviews", "Add a Review"],
  ["/dashboard/allReviews", "All Reviews"],
  ["/dashboard/addReviewVideo", "Add Client Review Video"],
  ["/dashboard/allReviewVideos", "All Review Videos"],
  ["/dashboard/addMember", "Add Team Member"],
  ["/dashboard/allMembers", "All Team Members"],
  ["/dashboard/addClientLogo", "Add Client Logo"],
  ["/dashboard/allClientLogos", "All Client Logos"],
  ["/dashboard/plans", "Services & plans"],
  ["/dashboard/plans/seo", "SEO Content Writing: plans"],
  ["/dashboard/messages", "Messages"],
  ["/dashboard/statistics", "Statistics"],
  ["/dashboard/activity", "Activity Log"],
  ["/dashboard/settings", "Site Settings"],
] as const;
