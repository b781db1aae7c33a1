import { writeFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";

/**
 * The enhancement script of the pages React does not hydrate (decision 0027), built after React
 * Router's build into the same `build/client/assets` (hashed, cached for a year): its own bundle,
 * so nothing of React's can slip into it. Its address and that of the account pages' chunk (which
 * those pages preload) go to `build/enhance.json`, which the server reads at start
 * (server/enhance-script.ts).
 */
function writeManifest(): Plugin {
  return {
    name: "enhance-manifest",
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      const accountPages = chunks.find((chunk) => chunk.facadeModuleId?.endsWith("/app/enhance/auth-pages.ts"));
      if (!entry || !accountPages) throw new Error("the enhancement bundle has no entry or account pages' chunk");
      const scripts = { main: `/${entry.fileName}`, accountPages: `/${accountPages.fileName}` };
      writeFileSync("build/enhance.json", `${JSON.stringify(scripts)}\n`);
    },
  };
}

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    // Its dynamic imports (the forms' schemas, the dialogs) have no CSS or preloads to wait for.
    modulePreload: false,
    rollupOptions: {
      input: { enhance: "app/enhance/main.ts" },
      output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
    },
  },
  plugins: [writeManifest()],
});
