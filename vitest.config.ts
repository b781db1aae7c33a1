import { defineConfig } from "vitest/config";

// Without the React Router plugin: unit and API tests import server code directly.
export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/ops/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
