import { type APIRequestContext, expect, test } from "@playwright/test";
import { createAdminAccount, type RunningSite, runCreateAdmin, startSite } from "../support/site-server";
import { signedInPage } from "./admin-site";
import { turnOnTwoStep } from "./accounts-helpers";
import { gotoHydrated } from "./helpers";

// `npm run create-admin` as the operator runs it: the script against the database of a running
// production site. Anyone can sign up with the company's address before the operator does. The
// site runs with ADMIN_TWO_FACTOR=required, which the script's advice names: an admin it makes can
// use nothing until two-step sign-in is on (signing in and asking one's own role, all the script's
// tests need, are not admin capabilities).

let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite(undefined, { ADMIN_TWO_FACTOR: "required" });
});
test.afterAll(() => site.stop());

/** When the account was made, in the site's time as every page shows it ("created 22 Nov 2026, 10:47 (Dhaka time)"). */
const CREATED = /created \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Dhaka time\)/;

/** A browser-less client of the site with its own cookies. */
async function client(playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: site.url });
}

async function signUp(api: APIRequestContext, account: { name: string; email: string; password: string }) {
  const res = await api.post("/api/auth/sign-up/email", {
    data: { ...account, image: "/images/placeholder-avatar.svg" },
    headers: { Origin: site.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in and answers the account's role, or the sign-in's status when it fails. */
async function roleAfterSignIn(api: APIRequestContext, email: string, password: string): Promise<string | number> {
  const res = await api.post("/api/auth/sign-in/email", { data: { email, password }, headers: { Origin: site.url } });
  if (res.status() !== 200) return res.status();
  return ((await (await api.get(`/api/users/role?email=${encodeURIComponent(email)}`)).json()) as { role: string })
    .role;
}

test.describe("create-admin", { tag: "@desktop" }, () => {
  test("creates the first admin, who signs in as admin; a second run changes nothing", async ({ playwright }) => {
    const admin = ["--email", "owner@example.com", "--password", "Owner123", "--name", "Site Owner"];
    const first = runCreateAdmin(site, admin);
    expect(first.output).toContain("Created admin account owner@example.com.");
    expect(first.output).toContain(
      "Recommended: sign in as this admin and turn on two-step sign-in on /dashboard/profile",
    );
    expect(first.status).toBe(0);
    expect(await roleAfterSignIn(await client(playwright), "owner@example.com", "Owner123")).toBe("admin");

    const again = runCreateAdmin(site, admin);
    expect(again.status).toBe(0);
    expect(again.output).toMatch(
      /owner@example\.com \(Site Owner, created .* \(Dhaka time\)\) is already an admin; nothing changed\./,
    );
  });

  test("without a password or with a weak one it creates nothing and says why", async ({ playwright }) => {
    const noPassword = runCreateAdmin(site, ["--email", "nopass@example.com"]);
    expect(noPassword.status).toBe(1);
    expect(noPassword.output).toContain("No account with this e-mail yet: give --password");
    const weak = runCreateAdmin(site, ["--email", "weak@example.com", "--password", "aaaaaa"]);
    expect(weak.status).toBe(1);
    expect(weak.output).toContain("password: Must include uppercase, lowercase, and number");
    expect(await roleAfterSignIn(await client(playwright), "weak@example.com", "aaaaaa")).toBe(401);
  });

  test("never hands a stranger's account the site: a password that is not the account's is refused, with or without --promote-existing", async ({
    playwright,
  }) => {
    const stranger = { name: "Mallory Stranger", email: "info.company@example.com", password: "Stranger1" };
    await signUp(await client(playwright), stranger);

    for (const extra of [[], ["--promote-existing"]]) {
      const run = runCreateAdmin(site, [
        "--email",
        stranger.email,
        "--password",
        "Operator1",
        "--name",
        "Operator",
        ...extra,
      ]);
      expect(run.status).toBe(1);
      expect(run.output).toContain(`An account with ${stranger.email} already exists (Mallory Stranger, `);
      expect(run.output).toMatch(CREATED);
      expect(run.output).toContain("the password you gave is not its password. Nothing was changed.");
      // With --promote-existing given, the password is what is wrong: not advice to add the flag again.
      expect(run.output).toContain(
        extra.length > 0
          ? "If the account is yours, run again with its password (or no --password)."
          : "If the account is yours, run again with --promote-existing and its password (or no --password).",
      );
      expect(run.output).toContain("make the admin with another e-mail, then delete that account");
    }
    expect(await roleAfterSignIn(await client(playwright), stranger.email, stranger.password)).toBe("user");
    expect(await roleAfterSignIn(await client(playwright), stranger.email, "Operator1")).toBe(401);
  });

  test("promotes an existing account only with --promote-existing, and says whose account it is", async ({
    playwright,
  }) => {
    const account = { name: "Nadia Rahman", email: "nadia.rahman@example.com", password: "Nadia123" };
    await signUp(await client(playwright), account);

    const withoutFlag = runCreateAdmin(site, ["--email", account.email, "--password", account.password]);
    expect(withoutFlag.status).toBe(1);
    expect(withoutFlag.output).toContain(`An account with ${account.email} already exists (Nadia Rahman, `);
    expect(withoutFlag.output).toContain("run again with --promote-existing to make it an admin");
    expect(await roleAfterSignIn(await client(playwright), account.email, account.password)).toBe("user");

    const promoted = runCreateAdmin(site, ["--email", account.email, "--promote-existing"]);
    expect(promoted.status).toBe(0);
    expect(promoted.output).toMatch(
      new RegExp(
        `Promoted the existing account nadia\\.rahman@example\\.com \\(Nadia Rahman, ${CREATED.source}\\) to admin\\.`,
      ),
    );
    expect(await roleAfterSignIn(await client(playwright), account.email, account.password)).toBe("admin");
  });
});

test.describe("ADMIN_TWO_FACTOR=required", { tag: "@desktop" }, () => {
  test("an admin without two-step sign-in sees only its set-up until it is on", async ({ browser }) => {
    const ADMIN = { name: "Rehana Admin", email: "rehana.required@example.com", password: "Secret12" };
    createAdminAccount(site, ADMIN);
    const page = await signedInPage(browser, site, ADMIN);
    // Every dashboard page (and its data) leads to the set-up on the profile page, on the server.
    for (const path of ["/dashboard", "/dashboard/users", "/dashboard/settings", "/dashboard/allBlogs"]) {
      await gotoHydrated(page, path);
      await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile");
    }
    const answer = await page.request.get("/dashboard/users", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/dashboard/profile");
    await expect(
      page.getByRole("status").filter({ hasText: "Turn on two-step sign-in to use the dashboard" }),
    ).toBeVisible();
    // Every other door of an admin capability too (issue 39 item 1): a page's action, the CSV export,
    // /api and /metrics (tests/api/admin-two-step-required.test.ts walks every /api operation).
    const origin = { Origin: site.url };
    const action = await page.request.post("/dashboard/users", {
      form: { intent: "promote", id: "x" },
      headers: origin,
      maxRedirects: 0,
    });
    expect([action.status(), action.headers().location]).toEqual([302, "/dashboard/profile"]);
    const csv = await page.request.get("/dashboard/messages.csv", { maxRedirects: 0 });
    expect([csv.status(), csv.headers().location]).toEqual([302, "/dashboard/profile"]);
    expect((await page.request.get("/api/users")).status()).toBe(403);
    expect((await page.request.get("/metrics")).status()).toBe(403);

    await turnOnTwoStep(page.request, site.url, ADMIN.password);
    await gotoHydrated(page, "/dashboard/users");
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/users");
    await expect(page.getByText("Turn on two-step sign-in to use the dashboard")).toHaveCount(0);
    await page.context().close();
  });
});
