import { describe, expect, it } from "vitest";
import {
  formatDays,
  formatOpeningHours,
  formatTime,
  type OpeningHours,
  parseOpeningHours,
  WEEKDAYS,
  type Weekday,
} from "./opening-hours";
import { defaultSiteSettings, openingHoursText } from "./site-details";

const without = (...closed: Weekday[]) => WEEKDAYS.filter((day) => !closed.includes(day));

describe("opening hours", () => {
  it("say the days as runs around the week, and the times in 12-hour form", () => {
    expect(formatDays(without("Friday"))).toBe("Saturday – Thursday");
    expect(formatDays(without("Friday", "Saturday"))).toBe("Sunday – Thursday");
    expect(formatDays(without("Saturday", "Sunday"))).toBe("Monday – Friday");
    expect(formatDays(WEEKDAYS)).toBe("Every day");
    expect(formatDays(["Monday", "Wednesday", "Friday"])).toBe("Monday, Wednesday, Friday");
    expect(formatDays(["Friday", "Saturday"])).toBe("Friday, Saturday");
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Saturday"])).toBe("Saturday, Monday – Wednesday");
    expect([formatTime("09:00"), formatTime("12:30"), formatTime("00:15"), formatTime("18:05")]).toEqual([
      "9:00 am",
      "12:30 pm",
      "12:15 am",
      "6:05 pm",
    ]);
    expect(formatOpeningHours({ days: without("Friday"), opens: "09:00", closes: "18:00" })).toBe(
      "Saturday – Thursday, 9:00 am – 6:00 pm",
    );
  });

  it("read back what they say", () => {
    const cases: OpeningHours[] = [
      { days: without("Friday"), opens: "09:00", closes: "18:00" },
      { days: [...WEEKDAYS], opens: "00:30", closes: "23:59" },
      { days: ["Monday", "Wednesday", "Friday"], opens: "12:00", closes: "13:15" },
      { days: ["Monday", "Tuesday", "Wednesday", "Saturday", "Sunday"], opens: "08:00", closes: "17:00" },
    ];
    for (const hours of cases) expect(parseOpeningHours(formatOpeningHours(hours))).toEqual(hours);
    expect(parseOpeningHours("Sunday - Thursday, 10:00 AM - 7:00 PM")).toEqual({
      days: without("Friday", "Saturday"),
      opens: "10:00",
      closes: "19:00",
    });
  });

  it("read nothing from other words, or from times that run backwards", () => {
    for (const text of [
      "Call us any time",
      "Weekdays, 9:00 am – 6:00 pm",
      "Monday – Friday, 9 – 5",
      "Monday, 6:00 pm – 9:00 am",
      "",
    ])
      expect(parseOpeningHours(text), text).toBeNull();
  });
  it("in Bangla (issue 26): the days' Bangla names from Saturday, the hours as Dhaka says them, in Bengali digits", () => {
    expect(formatOpeningHours({ days: without("Friday"), opens: "09:00", closes: "18:00" }, "bn")).toBe(
      "শনিবার – বৃহস্পতিবার, সকাল ৯টা – সন্ধ্যা ৬টা",
    );
    expect(formatOpeningHours({ days: ["Monday", "Wednesday"], opens: "12:30", closes: "21:15" }, "bn")).toBe(
      "সোমবার, বুধবার, দুপুর ১২:৩০ – রাত ৯:১৫",
    );
    expect(formatOpeningHours({ days: [...WEEKDAYS], opens: "05:00", closes: "16:00" }, "bn")).toBe(
      "প্রতিদিন, ভোর ৫টা – বিকেল ৪টা",
    );
  });
});

describe("the opening hours a page shows (issue 26)", () => {
  const site = { openingHours: defaultSiteSettings.openingHours, bn: { ...defaultSiteSettings.bn } };

  it("on a Bangla page: the admin's Bangla wording, else the site's own Bangla sentence; English pages keep theirs", () => {
    expect(openingHoursText(site, "bn")).toBe(formatOpeningHours(site.openingHours, "bn"));
    const worded = { ...site, bn: { ...site.bn, openingHours: " শুক্রবার ছাড়া প্রতিদিন " } };
    expect(openingHoursText(worded, "bn")).toBe("শুক্রবার ছাড়া প্রতিদিন");
    expect(openingHoursText(worded, "en")).toBe(formatOpeningHours(site.openingHours, "en"));
  });
});
