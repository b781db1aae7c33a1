import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret";

describe("auth secret", () => {
  const file = () => join(mkdtempSync(join(tmpdir(), "secret-")), "data", "auth-secret");

  it("generates a strong secret once, keeps it private in the data folder and reuses it", () => {
    const path = file();
    const first = resolveAuthSecret(undefined, path);
    expect(first.generated).toBe(true);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path, "utf8").trim()).toBe(first.secret);
    expect(statSync(path).mode & 0o077).toBe(0);
    expect(resolveAuthSecret(undefined, path)).toEqual({ secret: first.secret, generated: false });
  });

  it("uses a configured secret and refuses one that is too short", () => {
    const path = file();
    const configured = "x".repeat(32);
    expect(resolveAuthSecret(configured, path)).toEqual({ secret: configured, generated: false });
    expect(() => resolveAuthSecret("short-secret", path)).toThrow(/AUTH_SECRET is too short: use at least 32/);
  });

  it("replaces a damaged stored secret", () => {
    const path = file();
    resolveAuthSecret(undefined, path);
    writeFileSync(path, "bad");
    expect(resolveAuthSecret(undefined, path).generated).toBe(true);
  });
});
