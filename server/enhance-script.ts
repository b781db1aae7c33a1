import { readFileSync } from "node:fs";

/**
 * The address of the enhancement script (app/enhance/main.ts) that the pages React does not
 * hydrate load (decision 0027). `npm run build` bundles it after React Router's build
 * (vite.enhance.config.ts) and writes its hashed address to a manifest beside the client build;
 * in development Vite serves the source module itself.
 */
export const DEVELOPMENT_ENHANCE_SCRIPT = "/app/enhance/main.ts";

export function builtEnhanceScript(manifestPath: string): string {
  let manifest: { script?: unknown };
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { script?: unknown };
  } catch (error) {
    throw new Error(
      `The enhancement script's manifest ${manifestPath} could not be read (run npm run build): ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
  if (typeof manifest.script !== "string" || !manifest.script.startsWith("/assets/"))
    throw new Error(`${manifestPath} names no script under /assets/`);
  return manifest.script;
}
