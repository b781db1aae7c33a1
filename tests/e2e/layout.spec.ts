import { expect, test } from "@playwright/test";
import { linkNamesAndHrefs, SERVICE_LINKS, waitForHydration } from "./helpers";

/** The footer, the pages without header and footer, the 404 page, and hydration without errors. */

test.describe.configure({ mode: "parallel" });

const NOT_FOUND_TEXT = "Lost in the galaxy... The page you're looking for is floating in space.";

test("the footer shows the blurb, social links, quick links, services, contact details and copyright", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(
    "Skyline IT Solutions builds websites, online shops, mobile apps and marketing that help businesses in Bangladesh and abroad grow — from our office in Uttara, Dhaka.",
  );

  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
    "href",
    "https://www.facebook.com/skylineitbd",
  );
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/company/skylineitbd",
  );
  await expect(footer.getByRole("link", { name: "Email us" })).toHaveAttribute("href", "mailto:hello@skylineit.com.bd");

  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  expect(await linkNamesAndHrefs(quick)).toEqual([
    ["Home", "/"],
    ["About", "/about"],
    ["Blogs", "/blogs"],
    ["Contact", "/contact"],
  ]);
  const services = footer.getByRole("navigation", { name: "Services" });
  expect(await linkNamesAndHrefs(services)).toEqual(SERVICE_LINKS.map(([name, href]) => [name, href]));

  await expect(footer.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute("href", "tel:+8801712345678");
  await expect(footer.getByRole("link", { name: "hello@skylineit.com.bd" })).toHaveAttribute(
    "href",
    "mailto:hello@skylineit.com.bd",
  );
  await expect(footer.locator("address")).toContainText("Uttara, Dhaka");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

  // The footer links work.
  await quick.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
});

test("header and footer are hidden on paths containing login or signup", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  for (const [path, heading] of [
    ["/login", "Welcome Back"],
    ["/signup", "Create an Account"],
    ["/account/login-help", NOT_FOUND_TEXT],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("banner"), path).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
    await expect(page.locator("summary"), path).toHaveCount(0);
  }
});

test("an unknown route shows the 404 page with a working Go Home link", async ({ page }) => {
  const response = await page.goto("/nowhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  const goHome = page.getByRole("link", { name: "Go Home" });
  await expect(goHome).toHaveAttribute("href", "/");
  await goHome.click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "We build the digital side of your business" }),
  ).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
});

test("every page hydrates without errors, keeping the server-rendered markup", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // The 404 page's own document status is reported as a failed resource; that is expected.
    if (message.type() === "error" && !message.text().includes("status of 404"))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ["/", "/about", "/contact", "/blogs", "/services", "/services/consulting", "/nowhere"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // A hydration mismatch (React error #418) makes React throw the server markup away.
    expect(errors).toEqual([]);
    // One stylesheet: the server links the same file the client build uses.
    await expect(page.locator('link[rel="stylesheet"]'), path).toHaveCount(1);
  }
});

test("an unknown service slug is a 404 too", async ({ page }) => {
  const response = await page.goto("/services/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
});
