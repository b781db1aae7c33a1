import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch } from "./validators";

describe("validators", () => {
  it("matches If-None-Match the way RFC 9110 asks (weak comparison on either side, lists, *)", () => {
    expect(matchesIfNoneMatch('"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc-br"')).toBe(false);
    // A weak tag of ours (the SEO files') sent back as it is, or without its W/.
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
  });
});
