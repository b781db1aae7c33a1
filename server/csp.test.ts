import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { reviewVideoInputSchema } from "#domain/content-input";
import { createNonce, pagePolicy, shareablePage } from "./csp";

const directives = (policy: string) =>
  new Map(
    policy
      .split("; ")
      .map((d) => d.split(" "))
      .map(([name, ...values]) => [name!, values]),
  );
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("page policy", () => {
  const site = { publicUrl: "http://localhost:3000", chatScriptUrl: null };

  it("allows inline script only by this response's nonce or by hash; everything else from this origin", () => {
    const policy = directives(pagePolicy(site)({ nonce: "abc" }));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(directives(pagePolicy(site)({ hashes: ["sha256-x", "sha256-y"] })).get("script-src")).toEqual([
      "'self'",
      "'sha256-x'",
      "'sha256-y'",
    ]);
  });

  it("lets frames come only from the video and map hosts, and from every host a stored review video can name", () => {
    const frames = directives(pagePolicy(site)({ nonce: "n" })).get("frame-src")!;
    expect(frames).toContain("https://www.google.com");
    for (const host of [
      "www.youtube.com",
      "youtube.com",
      "www.youtube-nocookie.com",
      "youtube-nocookie.com",
      "m.youtube.com",
    ]) {
      const parsed = reviewVideoInputSchema.safeParse({
        title: "A video",
        videoUrl: `https://${host}/embed/abcdefghijk`,
      });
      expect(parsed.success, host).toBe(true);
      expect(frames, host).toContain(new URL(parsed.data!.videoUrl).origin);
      // Rows stored before links were normalised may still name the host as it was typed.
      if (host !== "m.youtube.com") expect(frames, host).toContain(`https://${host}`);
    }
    expect(
      reviewVideoInputSchema.safeParse({ title: "A video", videoUrl: "https://youtube.example.com/embed/abcdefghijk" })
        .success,
    ).toBe(false);
    expect(frames.filter((origin) => !origin.includes("youtube") && origin !== "https://www.google.com")).toEqual([]);
  });

  it("on https: images only over https, insecure requests upgraded; on http also http images", () => {
    const secure = directives(pagePolicy({ ...site, publicUrl: "https://example.com" })({ nonce: "n" }));
    expect(secure.get("img-src")).toEqual(["'self'", "https:"]);
    expect(secure.has("upgrade-insecure-requests")).toBe(true);
    const plain = directives(pagePolicy(site)({ nonce: "n" }));
    expect(plain.get("img-src")).toEqual(["'self'", "https:", "http:"]);
    expect(plain.has("upgrade-insecure-requests")).toBe(false);
  });

  it("names the chat hosts only when chat is configured", () => {
    const sources = ["https://*.chat.example", "wss://*.chat.example"];
    const without = pagePolicy({ ...site, chatSources: sources })({ nonce: "n" });
    expect(without).not.toContain("chat.example");
    const policy = directives(
      pagePolicy({ ...site, chatScriptUrl: "https://embed.chat.example/widget.js", chatSources: sources })({
        nonce: "n",
      }),
    );
    for (const name of ["script-src", "connect-src", "style-src", "font-src", "frame-src"]) {
      expect(policy.get(name), name).toEqual(expect.arrayContaining(["https://embed.chat.example", ...sources]));
    }
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("allows no inline style: styles come from this origin only (a chat widget and development excepted)", () => {
    expect(directives(pagePolicy(site)({ nonce: "n" })).get("style-src")).toEqual(["'self'"]);
    expect(
      directives(pagePolicy({ ...site, publicUrl: "https://example.com" })({ hashes: [] })).get("style-src"),
    ).toEqual(["'self'"]);
    // A chat widget paints itself with inline styles; Vite injects <style> elements while developing.
    const chat = directives(
      pagePolicy({ ...site, chatScriptUrl: "https://embed.chat.example/widget.js" })({ nonce: "n" }),
    );
    expect(chat.get("style-src")).toEqual(["'self'", "'unsafe-inline'", "https://embed.chat.example"]);
    expect(directives(pagePolicy({ ...site, development: true })({ nonce: "n" })).get("style-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it("lets Vite's hot-reload socket connect only in development", () => {
    expect(directives(pagePolicy({ ...site, development: true })({ nonce: "n" })).get("connect-src")).toEqual([
      "'self'",
      "ws:",
    ]);
  });

  it("makes a new nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("shareablePage", () => {
  const nonce = "r4nd0m+n0nce/A==";
  const policy = pagePolicy({ publicUrl: "http://localhost", chatScriptUrl: null })({ nonce });
  const html =
    `<html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head><body><p>nonce is a word</p>` +
    `<script nonce="${nonce}">window.a = 1;</script>` +
    `<script nonce="${nonce}" type="module" async="">import "/a.js";\nwindow.b = 2;</script>` +
    `<script>window.injected = 1;</script><script src="/b.js" nonce="${nonce}"></script></body></html>`;

  it("replaces the nonce with the hashes of the inline scripts that carried it, and strips it from the HTML", () => {
    const shared = shareablePage(html, policy);
    expect(shared.html).not.toContain(nonce);
    expect(shared.html).toContain("<script>window.a = 1;</script>");
    expect(shared.html).toContain("<p>nonce is a word</p>");
    expect(shared.policy).not.toContain("nonce");
    expect(directives(shared.policy).get("script-src")).toEqual([
      "'self'",
      `'${sha256("window.a = 1;")}'`,
      `'${sha256('import "/a.js";\nwindow.b = 2;')}'`,
    ]);
    // The script that had no nonce stays refused: it is not among the hashes.
    expect(shared.policy).not.toContain(sha256("window.injected = 1;"));
  });

  it("leaves a page without a nonce as it is", () => {
    const hashed = pagePolicy({ publicUrl: "http://localhost", chatScriptUrl: null })({ hashes: ["sha256-x"] });
    expect(shareablePage("<script>x</script>", hashed)).toEqual({ html: "<script>x</script>", policy: hashed });
  });
});
