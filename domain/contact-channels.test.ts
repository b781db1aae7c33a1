import { describe, expect, it } from "vitest";
import { chatGreeting, chatPath, messengerLink } from "./contact-channels";

describe("chat links (issue 42 item 3)", () => {
  it("greets in the page's language, naming the service and plan, the Bangla with its case ending", () => {
    expect(chatGreeting("en", { service: "Web Development", plan: "Standard" })).toBe(
      "Hello! I would like to know more about the Standard plan of Web Development.",
    );
    expect(chatGreeting("bn", { service: "ওয়েব ডেভেলপমেন্ট", plan: "স্ট্যান্ডার্ড" })).toBe(
      "আসসালামু আলাইকুম! ওয়েব ডেভেলপমেন্টের স্ট্যান্ডার্ড প্ল্যান নিয়ে জানতে চাই।",
    );
    expect(chatGreeting("bn", { service: "এসইও" })).toBe("আসসালামু আলাইকুম! এসইও নিয়ে জানতে চাই।");
  });

  it("opens Messenger only for a Facebook page's address", () => {
    expect(messengerLink("https://www.facebook.com/skylineitbd")).toBe("https://m.me/skylineitbd");
    expect(messengerLink("https://facebook.com/skyline.it.bd/")).toBe("https://m.me/skyline.it.bd");
    for (const other of [
      "https://www.facebook.com/profile.php?id=1",
      "https://www.facebook.com/groups/x",
      "https://evil.example/skylineitbd",
      "not a url",
    ])
      expect(messengerLink(other)).toBeNull();
  });

  it("links through the site's own redirect", () => {
    expect(chatPath("whatsapp", { service: "seo", plan: 2, locale: "bn" })).toBe(
      "/go/whatsapp?service=seo&plan=2&lang=bn",
    );
    expect(chatPath("messenger", { locale: "en" })).toBe("/go/messenger?lang=en");
  });
});
