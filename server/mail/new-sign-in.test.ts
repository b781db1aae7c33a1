import { describe, expect, it } from "vitest";
import { newSignInMail } from "./new-sign-in";

describe("newSignInMail", () => {
  const signIn = {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36 "><img src=x onerror=alert(1)>',
    ipAddress: "203.0.113.7",
    at: "2026-11-26T08:05:00.000Z",
  };

  it("says device, address and Dhaka time, and links to the sessions list", () => {
    const mail = newSignInMail("Nadia", signIn, "https://example.com/dashboard/profile#sessions", "Skyline IT");
    expect(mail.subject).toBe("New sign-in to your Skyline IT account");
    expect(mail.text).toContain(
      "Device: Chrome on Windows\nAddress: 203.0.113.7\nTime: 26 Nov 2026, 14:05 (Dhaka time)",
    );
    expect(mail.text).toContain("https://example.com/dashboard/profile#sessions");
    expect(mail.html).toContain('<a href="https://example.com/dashboard/profile#sessions">Your sessions</a>');
  });

  it("puts the account's name and the client's header into the HTML as text only", () => {
    const mail = newSignInMail('<b>Eve</b> "&', { ...signIn, ipAddress: "<i>" }, "https://example.com/", "A&B <Co>");
    expect(mail.html).toContain("Hello &lt;b&gt;Eve&lt;/b&gt; &quot;&amp;,");
    expect(mail.html).toContain("<li>Address: &lt;i&gt;</li>");
    expect(mail.html).toContain("A&amp;B &lt;Co&gt;");
    expect(mail.html).not.toMatch(/<(b|i|img)\b/);
  });

  it("names an unknown browser and address plainly", () => {
    const mail = newSignInMail("", { userAgent: null, ipAddress: null, at: signIn.at }, "https://e.com/", "Skyline");
    expect(mail.text).toContain("Hello there,");
    expect(mail.text).toContain("Device: Unknown browser\nAddress: unknown");
  });
});
