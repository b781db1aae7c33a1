import { expect, type Page } from "@playwright/test";
import { type AdminSite } from "./admin-site";
import { expectNoAxeViolations, gotoHydrated, isMobile, logIn } from "./helpers";
import {
  ADMIN_PAGES,
  apiPost,
  menuButton,
  menuPanel,
  pngFile,
  row,
  signedUpUser,
  test,
  unique,
} from "./dashboard-site";

/** axe on every dashboard page at this project's width, with rows in the tables, and in its forms, modal and menu. */

test.describe.configure({ mode: "parallel" });

// ---------------------------------------------------------------------------------------------
// Accessibility: every dashboard page, at this project's width
// ---------------------------------------------------------------------------------------------

/** A row of each kind, so the list pages are checked with rows in their tables. */
async function addOneOfEach(admin: Page, site: AdminSite, label: string) {
  await apiPost(admin.request, site, "/api/blogs", {
    title: `${label} blog`,
    description: "Text",
    image: `${site.url}/images/about.svg`,
    tag: "SEO",
    link: "",
  });
  await apiPost(admin.request, site, "/api/reviews", {
    name: `${label} reviewer`,
    role: "CEO of Brand",
    image: `${site.url}/images/placeholder-avatar.svg`,
    logo: `${site.url}/images/logo.svg`,
    feedback: "Great.",
  });
  await apiPost(admin.request, site, "/api/review-videos", {
    title: `${label} video`,
    videoUrl: "https://www.youtube.com/embed/dQw4w9WgXcQ",
  });
  const team = await admin.request.post("/api/team", {
    multipart: {
      name: `${label} member`,
      position: "Designer",
      facebook: "",
      github: "",
      linkedin: "",
      image: await pngFile(),
    },
    headers: { Origin: site.url },
  });
  expect(team.status(), await team.text()).toBe(200);
}

// A few pages per test, so a busy machine never pushes one long test past its timeout.
const AXE_PAGES = ["/dashboard", ...ADMIN_PAGES.map(([p]) => p), "/dashboard/profile"];
const AXE_PAGE_GROUPS = Array.from({ length: Math.ceil(AXE_PAGES.length / 4) }, (_, i) =>
  AXE_PAGES.slice(i * 4, i * 4 + 4),
);

for (const paths of AXE_PAGE_GROUPS) {
  test(`no axe violations, with rows in the tables: ${paths.join(", ")}`, async ({ admin, site }, testInfo) => {
    await logIn(admin, site.admin);
    await addOneOfEach(admin, site, unique(testInfo, "Axe"));
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await gotoHydrated(admin, path);
        expect(response?.status()).toBe(200);
        await expectNoAxeViolations(admin, { soft: true });
      });
    }
  });
}

test("no axe violations in the add form's errors, the Edit Team Member modal and the open menu", async ({
  admin,
  site,
}, testInfo) => {
  const label = unique(testInfo, "Axe");
  await logIn(admin, site.admin);
  await addOneOfEach(admin, site, label);

  await test.step("the add form with its error messages", async () => {
    await gotoHydrated(admin, "/dashboard/addMember");
    await admin.getByRole("button", { name: "Add Member" }).click();
    await expect(admin.getByText("Profile image is required")).toBeVisible();
    await expectNoAxeViolations(admin, { soft: true });
  });

  await test.step("the Edit Team Member modal", async () => {
    await gotoHydrated(admin, "/dashboard/allMembers");
    await row(admin, `${label} member`)
      .getByRole("button", { name: `Edit ${label} member` })
      .click();
    await expect(admin.getByRole("dialog", { name: "Edit Team Member" })).toBeVisible();
    await expectNoAxeViolations(admin, { soft: true });
  });

  await test.step("the open menu", async () => {
    await gotoHydrated(admin, "/dashboard/allBlogs");
    if (isMobile(admin)) await menuButton(admin).click();
    await expect(menuPanel(admin)).toBeVisible();
    await expectNoAxeViolations(admin, { soft: true });
  });
});

test("a non-admin's dashboard has no axe violations", async ({ browser, site, viewport }, testInfo) => {
  const { context } = await signedUpUser(browser, site, unique(testInfo, "Axel User"), viewport);
  try {
    const page = await context.newPage();
    await gotoHydrated(page, "/dashboard");
    await expectNoAxeViolations(page, { soft: true });
    const response = await gotoHydrated(page, "/dashboard/allMembers");
    expect(response?.status()).toBe(403);
    await expectNoAxeViolations(page, { soft: true });
  } finally {
    await context.close();
  }
});
