import { readFileSync } from "node:fs";

/**
 * The enhancement script that the pages React does not hydrate load (app/enhance/main.ts, decision
 * 0027), and its account pages' chunk (app/enhance/auth-pages.ts), which /login, /signup and
 * /reset-password preload. `npm run build` bundles them after React Router's build
 * (vite.enhance.config.ts) and writes their hashed addresses to a manifest beside the client build;
 * in development Vite serves the source modules themselves.
 */
export interface EnhanceScripts {
  main: string;
  accountPages: string;
}

export const DEVELOPMENT_ENHANCE_SCRIPTS: EnhanceScripts = {
  main: "/app/enhance/main.ts",
  accountPages: "/app/enhance/auth-pages.ts",
};

export function builtEnhanceScripts(manifestPath: string): EnhanceScripts {
  let manifest: Partial<Record<keyof EnhanceScripts, unknown>>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as typeof manifest;
  } catch (error) {
    throw new Error(
      `The enhancement script's manifest ${manifestPath} could not be read (run npm run build): ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
  const { main, accountPages } = manifest;
  if (typeof main !== "string" || !main.startsWith("/assets/"))
    throw new Error(`${manifestPath} names no script under /assets/`);
  if (typeof accountPages !== "string" || !accountPages.startsWith("/assets/"))
    throw new Error(`${manifestPath} names no account pages' chunk under /assets/`);
  return { main, accountPages };
}
