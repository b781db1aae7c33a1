import { describe, expect, it } from "vitest";
import { isSiteOrigin } from "./origins";

describe("isSiteOrigin", () => {
  const fixed = { trustedOrigins: ["https://www.example.com"] };
  const ownHost = { trustedOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"], ownHost: true };

  it("with PUBLIC_URL set, takes that origin only", () => {
    expect(isSiteOrigin("https://www.example.com", "http://127.0.0.1:3000/login", fixed)).toBe(true);
    expect(isSiteOrigin("http://192.168.1.20:3000", "http://192.168.1.20:3000/login", fixed)).toBe(false);
    expect(isSiteOrigin("https://example.com", "https://example.com/login", fixed)).toBe(false);
  });

  it("with PUBLIC_URL unset, takes a page at the address the request was sent to (behind TLS too), and nothing else", () => {
    expect(isSiteOrigin("http://192.168.1.20:3000", "http://192.168.1.20:3000/login", ownHost)).toBe(true);
    expect(isSiteOrigin("https://www.example.com", "http://www.example.com/api/contact", ownHost)).toBe(true);
    expect(isSiteOrigin("http://evil.example", "http://192.168.1.20:3000/login", ownHost)).toBe(false);
    expect(isSiteOrigin("http://192.168.1.20:3001", "http://192.168.1.20:3000/login", ownHost)).toBe(false);
    expect(isSiteOrigin("null", "http://192.168.1.20:3000/login", ownHost)).toBe(false);
    expect(isSiteOrigin(undefined, "http://192.168.1.20:3000/login", ownHost)).toBe(false);
  });
});
