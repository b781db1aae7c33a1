import { afterEach, beforeEach } from "vitest";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * An API test's site: before each test a fresh `kind` database and the real app on it
 * (`site.test`, `site.app`), the database dropped after it.
 */
export function useTestSite(kind: "sqlite" | "postgres", options?: TestAppOptions) {
  const site = {} as { test: TestDatabase; app: TestApp }; // filled before each test
  beforeEach(async () => {
    site.test = await createTestDatabase(kind);
    site.app = await createTestApp(site.test.db, options);
  });
  afterEach(() => site.test.drop());
  return site;
}
