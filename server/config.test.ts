import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, SETTING_NAMES } from "./config";
import { databaseConfigFromUrl } from "./db/connect";

describe("database setting", () => {
  it("defaults to SQLite at data/site.db", () => {
    expect(databaseConfigFromUrl(undefined)).toEqual({ kind: "sqlite", file: resolve("data/site.db") });
  });
  it("reads file:PATH as SQLite at PATH", () => {
    expect(databaseConfigFromUrl("file:/tmp/x.db")).toEqual({ kind: "sqlite", file: "/tmp/x.db" });
  });
  it("reads postgres:// as PostgreSQL", () => {
    expect(databaseConfigFromUrl("postgres://u@h:5432/d")).toEqual({ kind: "postgres", url: "postgres://u@h:5432/d" });
  });
  it("refuses anything else with a clear message", () => {
    expect(() => databaseConfigFromUrl("mysql://x")).toThrow(/DATABASE_URL must be unset, file:PATH or postgres/);
  });
  it("makes the default data/site.db when it is missing, a file DATABASE_URL names only with CREATE_DATABASE=1", () => {
    expect(loadConfig({}).database).toEqual({ kind: "sqlite", file: resolve("data/site.db") });
    expect(loadConfig({ DATABASE_URL: "file:data/sitee.db" }).database).toEqual({
      kind: "sqlite",
      file: resolve("data/sitee.db"),
      mustExist: true,
    });
    expect(loadConfig({ DATABASE_URL: "file:data/sitee.db", CREATE_DATABASE: "1" }).database).toEqual({
      kind: "sqlite",
      file: resolve("data/sitee.db"),
    });
    expect(() => loadConfig({ CREATE_DATABASE: "yes" })).toThrow(/Invalid environment: CREATE_DATABASE/);
  });
});

describe("loadConfig", () => {
  it("has working defaults with no settings", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      production: false,
      publicUrl: "http://localhost:3000",
      pageCacheSeconds: 0,
    });
  });
  it("reads PORT, SEED_DEMO, PUBLIC_URL and production defaults", () => {
    const config = loadConfig({
      PORT: "8080",
      SEED_DEMO: "false",
      PUBLIC_URL: "https://example.com/",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      publicUrl: "https://example.com",
      production: true,
      pageCacheSeconds: 300,
    });
  });
  it("stops with a message naming the bad variable", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(/Invalid environment: PORT/);
    expect(() => loadConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
  });
});

describe("WORKERS", () => {
  it("is one process unless set; a number of processes from 1 to 64", () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: "4" }).workers).toBe(4);
    for (const bad of ["0", "-1", "1.5", "many", "65"])
      expect(() => loadConfig({ WORKERS: bad }), bad).toThrow(/Invalid environment: WORKERS/);
  });
});

describe("CHAT_CSP_SOURCES", () => {
  it("reads hosts separated by spaces; none by default", () => {
    expect(loadConfig({}).chatSources).toEqual([]);
    expect(
      loadConfig({ CHAT_CSP_SOURCES: " https://*.tawk.to  wss://*.tawk.to https://cdn.example.com:8443 " }).chatSources,
    ).toEqual(["https://*.tawk.to", "wss://*.tawk.to", "https://cdn.example.com:8443"]);
  });
  it("refuses anything that would widen the policy beyond named hosts", () => {
    for (const bad of [
      "'unsafe-inline'",
      "*",
      "https:",
      "data:",
      "https://*",
      "http://chat.example",
      "https://a.example;script-src *",
      "https://a.example/path",
    ]) {
      expect(() => loadConfig({ CHAT_CSP_SOURCES: bad }), bad).toThrow(/CHAT_CSP_SOURCES/);
    }
  });
});

describe("the operator's files", () => {
  it("deploy/site.env.example lists every setting the server reads (the unit sets NODE_ENV, HOST and PORT)", () => {
    const example = readFileSync(resolve("deploy/site.env.example"), "utf8");
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const unit = readFileSync(resolve("deploy/skyline-site@.service"), "utf8");
    const setByUnit = [...unit.matchAll(/^Environment=([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(setByUnit.sort()).toEqual(["HOST", "NODE_ENV", "PORT"]);
    expect(SETTING_NAMES.filter((name) => !listed.has(name) && !setByUnit.includes(name))).toEqual([]);
  });

  it("METRICS_TOKEN must be long enough to be a secret", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ METRICS_TOKEN: "m".repeat(32) }).metricsToken).toBe("m".repeat(32));
  });

  it("the lead webhook needs its address and a long secret together; neither: no posts", () => {
    expect(loadConfig({}).leadWebhook).toBeUndefined();
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: "https://hooks.example.com/lead" })).toThrow(
      /LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together/,
    );
    expect(() =>
      loadConfig({ LEAD_WEBHOOK_URL: "https://hooks.example.com/lead", LEAD_WEBHOOK_SECRET: "short" }),
    ).toThrow(/LEAD_WEBHOOK_SECRET: must be at least 24 characters/);
    expect(() =>
      loadConfig({ LEAD_WEBHOOK_URL: "ftp://hooks.example.com", LEAD_WEBHOOK_SECRET: "s".repeat(24) }),
    ).toThrow(/LEAD_WEBHOOK_URL/);
    expect(
      loadConfig({ LEAD_WEBHOOK_URL: "https://hooks.example.com/lead", LEAD_WEBHOOK_SECRET: "s".repeat(24) })
        .leadWebhook,
    ).toEqual({ url: "https://hooks.example.com/lead", secret: "s".repeat(24) });
  });
});
