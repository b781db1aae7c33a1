import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The browser's chunks (decision 0017). Every page loads the framework and the site's frame
 * (root, header, footer, auth state); each as one file compresses better than as a dozen small ones.
 * Everything else stays split per route, and zod, the form libraries and the dialogs load only on
 * the pages or at the moment they are used.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules\/(react|react-dom|scheduler|react-router)\//, priority: 2 },
    {
      name: "site",
      test: /\/app\/(root\.tsx|routes\/site-layout\.tsx|components\/(site-header|site-footer|site-logo|icons|navigation|error-pages|page-meta|section-heading|image-priority)\.tsx?|features\/(auth\/auth-context|chat\/chat-widget)\.tsx|lib\/(csp-nonce|site-settings)\.tsx?)$|\/domain\/(site-details|roles)\.ts$/,
      priority: 1,
    },
  ],
};

// The server build's entry is our own module (server/entry.ts): it composes the Hono app
// (API + React Router handler) and is what server.js imports in production.
//
// React Router's package exports name only its development build (with its dev-only checks and
// warnings: remix-run/react-router#14102), for Node and for bundlers alike. A production build
// takes its production build instead: the browser's chunks, and the server's, which bundles React
// Router (and @react-router/node, which imports it) so that one copy serves the whole process.
const productionBuildOf = (entry: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${entry}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: productionBuildOf("index.mjs") },
  { find: /^react-router\/dom$/, replacement: productionBuildOf("dom-export.mjs") },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  build: isSsrBuild ? { rollupOptions: { input: "./server/entry.ts" } } : { rollupOptions: { output: { codeSplitting: clientChunks } } },
  ...(command === "build" ? { resolve: { alias: REACT_ROUTER_PRODUCTION } } : {}),
  ...(isSsrBuild && command === "build" ? { ssr: { noExternal: ["react-router", "@react-router/node"] } } : {}),
  server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/playwright-report/**"] } },
  plugins: [tailwindcss(), reactRouter()],
}));
