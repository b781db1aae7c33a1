import { describe, expect, it } from "vitest";
import { countText, hasNextPage } from "./paging";

describe("a list's count and its next page", () => {
  it("writes a count as counted, or as more than it when a search stopped counting", () => {
    expect(countText({ total: 87500 })).toBe("87,500");
    expect(countText({ total: 1000, more: true })).toBe("more than 1,000");
  });

  it("has a next page while rows are left, and while a full page of a list counted only in part", () => {
    const page = (n: number) => ({ page: n, perPage: 25 });
    const items = (n: number) => Array.from({ length: n });
    expect(hasNextPage(page(1), { items: items(25), total: 30 })).toBe(true);
    expect(hasNextPage(page(2), { items: items(5), total: 30 })).toBe(false);
    expect(hasNextPage(page(40), { items: items(25), total: 1000 })).toBe(false);
    expect(hasNextPage(page(40), { items: items(25), total: 1000, more: true })).toBe(true);
    expect(hasNextPage(page(42), { items: items(5), total: 1000, more: true })).toBe(false);
  });
});
