import { describe, expect, it } from "vitest";
import { routeFacts } from "./route-facts";

describe("routeFacts", () => {
  it("reads each route's handle under its full address: layouts and index routes add no segment", () => {
    const facts = routeFacts({
      root: { path: "", module: {} },
      "routes/layout": { parentId: "root", module: {} },
      "routes/home": { parentId: "routes/layout", module: { handle: { sitemap: true } } },
      "routes/blogs": {
        path: "blogs",
        parentId: "routes/layout",
        module: { handle: { queryParams: ["page"], sitemap: true } },
      },
      "routes/dashboard": { path: "dashboard", parentId: "routes/layout", module: { handle: { hydrate: true } } },
      "routes/dashboard.users": { path: "users", parentId: "routes/dashboard", module: {} },
      "routes/done": {
        path: "auth/google/done",
        parentId: "root",
        module: { handle: { hydrate: true, queryParams: ["error"] } },
      },
    });
    expect(facts).toEqual({
      pageQueryParams: { "/blogs": ["page"], "/auth/google/done": ["error"] },
      sitemapPaths: ["/", "/blogs"],
    });
  });
});
