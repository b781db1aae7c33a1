import { describe, expect, it } from "vitest";
import { formatCompanyDate, formatCompanyDateTime } from "./dates";

describe("dates in the company's time zone (Asia/Dhaka, UTC+6)", () => {
  it("shows a moment as Dhaka's clock shows it, labelled", () => {
    expect(formatCompanyDateTime("2026-11-22T08:05:00.000Z")).toBe("22 Nov 2026, 14:05 (Dhaka time)");
  });

  it("moves to Dhaka's next day and year after 18:00 UTC", () => {
    expect(formatCompanyDateTime("2026-12-31T18:30:00.000Z")).toBe("1 Jan 2027, 00:30 (Dhaka time)");
    expect(formatCompanyDate("2026-12-31T18:30:00.000Z")).toBe("1 January 2027");
  });

  it("writes a day the Bangla way on Bangla pages: Bengali digits and month names, still Dhaka's day", () => {
    expect(formatCompanyDate("2026-12-31T18:30:00.000Z", "bn")).toBe("১ জানুয়ারি ২০২৭");
    expect(formatCompanyDate("2026-11-22T08:05:00.000Z", "bn")).toBe("২২ নভেম্বর ২০২৬");
  });

  it("writes midnight as 00, every month by its short name, and September as Sep", () => {
    expect(formatCompanyDateTime("2026-09-04T18:00:00.000Z")).toBe("5 Sep 2026, 00:00 (Dhaka time)");
    const months = Array.from(
      { length: 12 },
      (_, i) => formatCompanyDateTime(new Date(Date.UTC(2026, i, 15, 6)).toISOString()).split(" ")[1],
    );
    expect(months).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]);
  });

  it("does not depend on the zone of the machine that renders", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["America/New_York", "Pacific/Kiritimati", "UTC"]) {
        process.env.TZ = tz;
        expect(formatCompanyDateTime("2026-03-01T20:59:00.000Z")).toBe("2 Mar 2026, 02:59 (Dhaka time)");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("gives back text that is not a date unchanged", () => {
    expect(formatCompanyDateTime("not a date")).toBe("not a date");
    expect(formatCompanyDate("")).toBe("");
  });
});
