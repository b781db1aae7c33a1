import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtEnhanceScripts } from "./enhance-script";

/** A manifest as `npm run build` writes it (vite.enhance.config.ts), in a folder of its own. */
function manifest(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "enhance-")), "enhance.json");
  writeFileSync(path, content);
  return path;
}

describe("the enhancement script's manifest", () => {
  it("names the script and the account pages' chunk", () => {
    const path = manifest('{"main":"/assets/enhance-a1.js","accountPages":"/assets/auth-pages-b2.js"}');
    expect(builtEnhanceScripts(path)).toEqual({
      main: "/assets/enhance-a1.js",
      accountPages: "/assets/auth-pages-b2.js",
    });
  });
  it("that is missing says to build", () => {
    expect(() => builtEnhanceScripts("/nonexistent/enhance.json")).toThrow(/could not be read \(run npm run build\)/);
  });
  it("of an earlier build, without the account pages' chunk, says what it lacks", () => {
    const path = manifest('{"script":"/assets/enhance-a1.js"}');
    expect(() => builtEnhanceScripts(path)).toThrow(/names no script under \/assets\//);
    const withoutChunk = manifest('{"main":"/assets/enhance-a1.js"}');
    expect(() => builtEnhanceScripts(withoutChunk)).toThrow(/names no account pages' chunk under \/assets\//);
  });
  it("pointing outside /assets/ is refused", () => {
    const path = manifest('{"main":"https://elsewhere.example/x.js","accountPages":"/assets/auth-pages-b2.js"}');
    expect(() => builtEnhanceScripts(path)).toThrow(/names no script under \/assets\//);
  });
});
