import { describe, expect, it } from "vitest";
import { readablePhone, toE164, VISITOR_PHONE, whatsAppLink } from "./phone";

describe("phone numbers as visitors write them (issue 41 item 1)", () => {
  it.each([
    ["01712-345678", "+8801712345678"],
    ["01712345678", "+8801712345678"],
    ["+880 1712 345678", "+8801712345678"],
    ["+880 1712-345678", "+8801712345678"],
    ["+88 01712-345678", "+8801712345678"],
    ["+8801712345678", "+8801712345678"],
    ["008801712345678", "+8801712345678"],
    ["8801712345678", "+8801712345678"],
    ["1712345678", "+8801712345678"],
    ["(+880) 1712.345678", "+8801712345678"],
    ["০১৭১২-৩৪৫৬৭৮", "+8801712345678"],
    ["+৮৮০ ১৯১১ ২২৩৩৪৪", "+8801911223344"],
    ["01312 345 678", "+8801312345678"],
    ["02-9876543", "+88029876543"],
    ["+880 2 55012345", "+880255012345"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-0132", "+14155550132"],
    ["8802987654", "+8802987654"],
  ])("%s is %s", (written, e164) => {
    expect(toE164(written)).toBe(e164);
    expect(VISITOR_PHONE.pattern.test(written)).toBe(true);
    expect(VISITOR_PHONE.normalize?.(written)).toBe(e164);
  });

  it.each([
    "",
    "call me",
    "01712-34567",
    "017123456789",
    "01212345678",
    "+880 0171 2345678",
    "+0 1712 345678",
    "+1234",
    "12345",
    "01712 345678 ext 2",
    "+8801712345678+",
    "৳ 01712345678",
    "29876543",
    "+1234567",
    "+880 1712 34567 8 9",
  ])("%j is not a number we can read", (written) => {
    expect(toE164(written)).toBeNull();
    expect(VISITOR_PHONE.pattern.test(written)).toBe(false);
  });

  it("reads a Bangladeshi mobile with its spaces and dash, and links it to WhatsApp with a typed-in text", () => {
    expect(readablePhone("+8801712345678")).toBe("+880 1712-345678");
    expect(readablePhone("+442079460958")).toBe("+442079460958");
    expect(whatsAppLink("+8801712345678", "Hello & welcome")).toBe(
      "https://wa.me/8801712345678?text=Hello%20%26%20welcome",
    );
    expect(whatsAppLink("+8801712345678")).toBe("https://wa.me/8801712345678");
  });
});
