import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The browser's chunks (decision 0017). The pages React hydrates (the dashboard, sign-in's popup;
 * decision 0027) load the framework and the site's frame (root, header, footer, auth state); each
 * as one file compresses better than as a dozen small ones.
 * Everything else stays split per route, and zod, the form libraries and the dialogs load only on
 * the pages or at the moment they are used.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules\/(react|react-dom|scheduler|react-router)\//, priority: 2 },
    {
      name: "site",
      test: /\/app\/(root\.tsx|routes\/site-layout\.tsx|components\/(site-header|site-footer|site-logo|icons|navigation|error-pages|page-meta|section-heading|image-priority)\.tsx?|features\/chat\/chat-widget\.tsx|lib\/(auth-context|csp-nonce|site-settings)\.tsx?)$|\/domain\/(site-details|roles)\.ts$/,
      priority: 1,
    },
  ],
};

// The server build's entry is our own module (server/entry.ts): it composes the Hono app
// (API + React Router handler) and is what server.js imports in production. React Router 8's
// package exports choose its production build unless the "development" condition is set (the dev
// server sets it), so the production build needs no aliases.
export default defineConfig({
  build: { rollupOptions: { output: { codeSplitting: clientChunks } } },
  environments: { ssr: { build: { rollupOptions: { input: "./server/entry.ts" } } } },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/playwright-report/**"] } },
  plugins: [tailwindcss(), reactRouter()],
});
