import { describe, expect, it } from "vitest";
import { inboxFilterParams } from "./inbox-filter";
import {
  activityListSchema,
  inboxListSchema,
  listPageSchema,
  pageQuerySchema,
  readListAddress,
  usersListSchema,
} from "./list-query";
import type { z } from "./zod";

/** A page's address as its list reads it (the parse's data, or the issues' paths when it is no page). */
function read<S extends z.ZodObject>(schema: S, query: string) {
  const result = readListAddress(schema, new URLSearchParams(query));
  return result.success ? result.data : { failed: result.error.issues.map((issue) => issue.path.join(".")) };
}

describe("a list's address, read by the one schema of its parameters", () => {
  it("the inbox: its filters, dropping values that are not a filter's own; the folder; the page", () => {
    expect(
      read(
        inboxListSchema,
        "q=+Karim+&read=unread&delivery=delivered&plan=SEO+Content+Writing+%E2%80%93+Basic&from=2026-11-01&to=2026-11-30&page=2",
      ),
    ).toEqual({
      q: "Karim",
      read: "unread",
      delivery: "delivered",
      plan: "SEO Content Writing – Basic",
      from: "2026-11-01",
      to: "2026-11-30",
      folder: "inbox",
      page: 2,
    });
    expect(read(inboxListSchema, "q=+&read=maybe&delivery=&plan=Free+Lunch&from=2026-02-30&to=yesterday")).toEqual({
      q: "",
      folder: "inbox",
      page: 1,
    });
    expect(read(inboxListSchema, "plan=none&folder=spam")).toEqual({ plan: "none", folder: "spam", page: 1 });
    expect(read(inboxListSchema, "folder=inbox")).toEqual({ failed: ["folder"] });
    expect(inboxFilterParams({ q: "a b", read: "read" }).toString()).toBe("q=a+b&read=read");
  });

  it("the activity log: what, who, kind and days, dropping values that are not a filter's own", () => {
    expect(
      read(activityListSchema, "q=+logo+&who=rafi%40example.com&kind=client+logo&from=2026-11-01&to=2026-11-26"),
    ).toEqual({
      q: "logo",
      who: "rafi@example.com",
      kind: "client logo",
      from: "2026-11-01",
      to: "2026-11-26",
      page: 1,
    });
    expect(read(activityListSchema, "q=&who=&kind=&from=&to=")).toEqual({ q: "", page: 1 });
    expect(read(activityListSchema, `kind=blogs&from=2026-02-30&to=yesterday&who=${"x".repeat(321)}`)).toEqual({
      page: 1,
    });
    // A who with a control character is no admin's (PostgreSQL refused to compare it: a 500).
    expect(read(activityListSchema, "who=rafi%00%40example.com")).toEqual({ page: 1 });
  });

  it("users: the role, or everyone", () => {
    expect(read(usersListSchema, "role=admin&q=Rina")).toEqual({ role: "admin", q: "Rina", page: 1 });
    expect(read(usersListSchema, "role=owner")).toEqual({ role: "all", q: "", page: 1 });
  });

  it("a page as the site writes it: digits from 1, no leading zero, sign, exponent or space (one address a page)", () => {
    expect(read(listPageSchema, "")).toEqual({ page: 1 });
    expect(read(listPageSchema, "page=12")).toEqual({ page: 12 });
    for (const page of ["0", "02", "-1", "1.5", "1e2", "0x10", "+3", " 3", "3\u0000", "two", "", "1000001"])
      expect(read(listPageSchema, new URLSearchParams({ page }).toString()), page).toEqual({ failed: ["page"] });
    expect(pageQuerySchema.safeParse({ page: "02" }).error?.issues[0]?.message).toBe("page must be a whole number");
    expect(pageQuerySchema.safeParse({ perPage: "1e2" }).success).toBe(false);
  });

  it("a person's search is what its field shows: invisible characters taken out, tabs and line breaks as spaces, cut at 100", () => {
    const search = (q: string) => read(usersListSchema, new URLSearchParams({ q }).toString());
    expect(search("Ka\u0000rim")).toMatchObject({ q: "Karim" });
    expect(search("\u2068Karim Uddin\u2069")).toMatchObject({ q: "Karim Uddin" });
    expect(search("Karim\tUddin\r\n")).toMatchObject({ q: "Karim Uddin" });
    expect(search("\u202eKarim\u0085Uddin\u009b\u007f")).toMatchObject({ q: "Karim Uddin" });
    // Letters of every script stay, Bengali's joiners too.
    expect(search("ক্ষ\u200dমা")).toMatchObject({ q: "ক্ষ\u200dমা" });
    expect(search(`  ${"y".repeat(150)}`)).toMatchObject({ q: "y".repeat(100) });
  });

  it("the /api reads the same search with the same schema and refuses what a person's page would clean (400)", () => {
    const message = (q: string) => pageQuerySchema.safeParse({ q }).error?.issues.map((issue) => issue.message);
    expect(message("Ka\u0000rim")).toEqual(["q contains invisible control characters"]);
    expect(message("\u2068Karim\u2069")).toEqual(["q contains invisible control characters"]);
    expect(message("y".repeat(101))).toEqual(["q must be at most 100 characters"]);
    expect(message(" Karim ")).toBeUndefined();
  });
});
