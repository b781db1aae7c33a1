import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our own module (server/entry.ts): it composes the Hono app
// (API + React Router handler) and is what server.js imports in production.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: "./server/entry.ts" } } : undefined,
  server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/playwright-report/**"] } },
  plugins: [tailwindcss(), reactRouter()],
}));
