import { PASSWORD_RESET_LINK_SECONDS } from "#domain/accounts";
import type { Locale } from "#domain/locale";
import type { RateLimitStore } from "../rate-limit";
import type { MailTransport } from "./transport";

/** Reset links mailed to one address per hour at most; more requests are answered alike and send nothing. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
/** The counter (server/rate-limit.ts) of the reset links mailed to an address this hour. */
export const resetMailKey = (email: string) => `password-reset-mail:${email.toLowerCase()}`;

/** The reset e-mail's subject and text, in the language of the page it was asked from (issue 26). */
export function passwordResetMail(name: string, url: string, companyName: string, locale: Locale = "en") {
  if (locale === "bn")
    return {
      subject: `পাসওয়ার্ড রিসেট করুন — ${companyName}`,
      text: [
        `প্রিয় ${name || "গ্রাহক"},`,
        "",
        `${companyName}-এর ওয়েবসাইটে আপনার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ এসেছে (আশা করি আপনিই করেছেন)।`,
        "নতুন পাসওয়ার্ড বেছে নিতে এক ঘণ্টার মধ্যে এই লিংকটি খুলুন:",
        "",
        url,
        "",
        "লিংকটি একবারই কাজ করবে, আর নতুন লিংক চাইলে এটি আর কাজ করবে না। অনুরোধটি আপনি না করে থাকলে ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে, তেমনই থাকবে।",
      ].join("\n"),
    };
  return {
    subject: `Reset your password — ${companyName}`,
    text: [
      `Hello ${name || "there"},`,
      "",
      `Someone (hopefully you) asked to reset the password of your account on the ${companyName} website.`,
      "To choose a new password, open this link within one hour:",
      "",
      url,
      "",
      "The link works once, and only until you ask for another. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

/** Mails password reset links, at most RESET_MAILS_PER_ADDRESS_PER_HOUR to one address. */
export interface PasswordResetMailer {
  /**
   * Counts one more link for the address (in the database, across all processes): false when it
   * already had RESET_MAILS_PER_ADDRESS_PER_HOUR this hour — then no link is made or sent.
   */
  allow(email: string): Promise<boolean>;
  /** Mails the link, in the page's language; rejects with the mail server's reason. */
  send(user: { name: string; email: string }, url: string, locale: Locale): Promise<void>;
}

/**
 * Reset links through the site's mail transport (`limits` and `companyName` are read when a link is
 * sent: the store lives on the database opened after the auth instance this mailer is given to).
 * Undefined when the transport cannot mail account holders (none configured, or a relay without an
 * account template).
 */
export function passwordResetMailer(
  transport: MailTransport | undefined,
  { limits, companyName }: { limits: () => RateLimitStore; companyName: () => Promise<string> },
): PasswordResetMailer | undefined {
  const sendToAccount = transport?.sendToAccount;
  if (!sendToAccount) return undefined;
  return {
    allow: async (email) =>
      (await limits().hit(resetMailKey(email), 3_600_000)).count <= RESET_MAILS_PER_ADDRESS_PER_HOUR,
    send: async (user, url, locale) =>
      sendToAccount({
        to: { name: user.name, address: user.email },
        ...passwordResetMail(user.name, url, await companyName(), locale),
        // Through the outbox: tried until the link's hour is over.
        validForMs: PASSWORD_RESET_LINK_SECONDS * 1000,
      }),
  };
}
