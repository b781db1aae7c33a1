import { describe, expect, it } from "vitest";
import {
  englishPath,
  formatNumber,
  localDigits,
  localeOfPath,
  localFigure,
  localizedPath,
  withBanglaEnding,
} from "./locale";

describe("the language of an address", () => {
  it("is Bangla under /bn and English everywhere else", () => {
    expect(localeOfPath("/bn")).toBe("bn");
    expect(localeOfPath("/bn/about")).toBe("bn");
    expect(localeOfPath("/bnx")).toBe("en");
    expect(localeOfPath("/blogs/bn")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("gives each public page's twin, keeping the query and fragment", () => {
    expect(localizedPath("/", "bn")).toBe("/bn");
    expect(localizedPath("/about", "bn")).toBe("/bn/about");
    expect(localizedPath("/blogs?page=2#top", "bn")).toBe("/bn/blogs?page=2#top");
    expect(localizedPath("/login?redirectTo=%2Fabout", "bn")).toBe("/bn/login?redirectTo=%2Fabout");
    expect(localizedPath("/bn/about", "bn")).toBe("/bn/about");
    expect(localizedPath("/bn/about", "en")).toBe("/about");
    expect(localizedPath("/bn", "en")).toBe("/");
    expect(englishPath("/bn/services/seo")).toBe("/services/seo");
  });

  it("leaves the pages that exist once as they are: dashboard, API, Google popup, files", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/users",
      "/api/blogs",
      "/auth/google",
      "/media/1.webp",
      "/og-image.png",
    ])
      expect(localizedPath(path, "bn")).toBe(path);
  });
});

describe("numbers on Bangla pages", () => {
  it("are written with Bengali digits", () => {
    expect(formatNumber(1234, "bn")).toBe("১,২৩৪");
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(localDigits("25 Nov 2026", "bn")).toBe("২৫ Nov ২০২৬");
    expect(localDigits("25", "en")).toBe("25");
  });
});

describe("withBanglaEnding", () => {
  it("joins র / য় to a Bangla name ending in a vowel, ের / ে to one ending in a consonant, and -এর / -এ after Latin letters", () => {
    expect(withBanglaEnding("উত্তরা, ঢাকা", "genitive")).toBe("উত্তরা, ঢাকার");
    expect(withBanglaEnding("উত্তরা, ঢাকা", "locative")).toBe("উত্তরা, ঢাকায়");
    expect(withBanglaEnding("খুলনা", "locative")).toBe("খুলনায়");
    expect(withBanglaEnding("সিলেট", "genitive")).toBe("সিলেটের");
    expect(withBanglaEnding("সিলেট", "locative")).toBe("সিলেটে");
    expect(withBanglaEnding("ডিজিটাল মার্কেটিং", "genitive")).toBe("ডিজিটাল মার্কেটিংয়ের");
    expect(withBanglaEnding("এসইও কনটেন্ট রাইটিং", "locative")).toBe("এসইও কনটেন্ট রাইটিংয়ে");
    expect(withBanglaEnding("Uttara, Dhaka", "genitive")).toBe("Uttara, Dhaka-এর");
    expect(withBanglaEnding("Uttara, Dhaka", "locative")).toBe("Uttara, Dhaka-এ");
  });
});

describe("a figure on a page (issue 43 item 5)", () => {
  it("is in Bengali digits on a Bangla page, a thousands k written out; as it is on an English page", () => {
    expect(localFigure("4k+", "bn")).toBe("৪,০০০+");
    expect(localFigure("12K", "bn")).toBe("১২,০০০");
    expect(localFigure("98%", "bn")).toBe("৯৮%");
    expect(localFigure("250+", "bn")).toBe("২৫০+");
    expect(localFigure("4k+", "en")).toBe("4k+");
  });
});
