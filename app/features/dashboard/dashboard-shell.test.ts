import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role, SessionUser } from "#domain/roles";
import { AuthProvider } from "../../lib/auth-context";
import { adminMenu } from "./menu";
import { DashboardShell } from "./dashboard-shell";

/**
 * Spec §2/§4: "Loading dashboard..." while the role is unknown, then the greeting and the menu.
 * The server renders the dashboard with the role it read from the database, so a browser meets the
 * loading state only while the role is unknown (tests/e2e/dashboard.spec.ts shows the dashboard
 * arriving with it); here the shell is rendered in both states.
 */
function renderShell(role: Role | null): string {
  const ada = {
    id: "u1",
    email: "ada@example.com",
    displayName: "Ada Admin",
    photoURL: null,
    role,
  } as unknown as SessionUser;
  const Page = () =>
    createElement(AuthProvider, {
      sessionUser: ada,
      children: createElement(DashboardShell, { children: "the page" }),
    });
  const Stub = createRoutesStub([{ path: "/dashboard", Component: Page }]);
  // Without React's text separators (<!-- -->), as a person reads it.
  return renderToString(createElement(Stub, { initialEntries: ["/dashboard"] })).replaceAll("<!-- -->", "");
}

describe("the dashboard shell", () => {
  it("says 'Loading dashboard...' and shows no menu while the role is unknown", () => {
    const html = renderShell(null);
    expect(html).toContain("Loading dashboard...");
    expect(html).not.toContain("Welcome to your Dashboard.");
    expect(html).not.toContain('href="/dashboard/users"');
  });

  it("greets an admin and lists every admin menu link once the role is known", () => {
    const html = renderShell("admin");
    expect(html).not.toContain("Loading dashboard...");
    expect(html).toContain("Hey, Ada Admin! Welcome to your Dashboard.");
    for (const item of adminMenu) expect(html).toContain(`href="${item.to}"`);
  });

  it("gives a user the greeting and an empty menu", () => {
    const html = renderShell("user");
    expect(html).toContain("Hey, Ada Admin! Welcome to your Dashboard.");
    expect(html).toContain("The dashboard tools are for administrators.");
    expect(html).not.toContain('href="/dashboard/users"');
  });
});
