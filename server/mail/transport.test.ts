import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#domain/site-details";
import { NoSenderAddressError, siteSender, smtpLoginAddress, smtpServerName } from "./transport";

const settings = (contactInbox: string) => async () => ({ companyName: "Padma Tech", contactInbox });

describe("the sender when MAIL_FROM is unset", () => {
  it("is the contact inbox once it is the owner's, named after the company", async () => {
    expect(await siteSender("smtp://apikey:secret@smtp.example.net:587", settings("hello@padma.example"))()).toBe(
      '"Padma Tech website" <hello@padma.example>',
    );
  });

  it("is never the demo company's address: the SMTP login instead, when it is an address (URL-encoded in SMTP_URL)", async () => {
    const demo = settings(defaultSiteSettings.contactInbox);
    expect(await siteSender("smtp://site%40padma.example:p%40ss@mail.padma.example:587", demo)()).toBe(
      '"Padma Tech website" <site@padma.example>',
    );
    await expect(siteSender("smtp://apikey:secret@smtp.example.net:587", demo)()).rejects.toThrow(NoSenderAddressError);
    await expect(siteSender("smtp://127.0.0.1:25", demo)()).rejects.toThrow(
      "set MAIL_FROM on the server (an address the mail account may send as), or your own contact inbox in Settings",
    );
  });
});

it("names the mail server without its password", () => {
  expect(smtpServerName("smtp://site%40padma.example:p%40ss%3Aword@mail.padma.example:587")).toBe(
    "smtp://site@padma.example@mail.padma.example:587",
  );
  expect(smtpServerName("smtps://mail.padma.example")).toBe("smtps://mail.padma.example");
  expect(smtpLoginAddress("smtp://apikey:x@smtp.example.net")).toBeUndefined();
});
