import { availableParallelism } from "node:os";
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
    // Vitest's default leaves one core free (one file at a time on a 2-core machine): the API tests
    // mostly wait on their databases and sockets, so two at a time finish in three quarters of the time.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
