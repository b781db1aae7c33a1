import { describe, expect, it } from "vitest";
import { countText, hasNextPage, settledCount } from "./paging";

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

  it("settles a count cut at its limit on the last page, where the rows before and on it are all", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => i);
    const request = (page: number) => ({ page, perPage: 25 });
    expect(settledCount(request(41), { items: rows(10), total: 1000, more: true })).toEqual({
      items: rows(10),
      total: 1010,
      more: false,
    });
    expect(settledCount(request(2), { items: rows(25), total: 1000, more: true })).toMatchObject({ more: true });
    expect(settledCount(request(50), { items: [], total: 1000, more: true })).toMatchObject({
      total: 1000,
      more: true,
    });
  });
});
