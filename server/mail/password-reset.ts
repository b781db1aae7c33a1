import type { RateLimitStore } from "../rate-limit";
import type { MailTransport } from "./transport";

/** Reset links mailed to one address per hour at most; more requests are answered alike and send nothing. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

/** The reset e-mail's subject and text. */
export function passwordResetMail(name: string, url: string, companyName: string) {
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
  /** Mails the link; rejects with the mail server's reason. */
  send(user: { name: string; email: string }, url: string): Promise<void>;
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
      (await limits().hit(`password-reset-mail:${email.toLowerCase()}`, 3_600_000)).count <=
      RESET_MAILS_PER_ADDRESS_PER_HOUR,
    send: async (user, url) =>
      sendToAccount({
        to: { name: user.name, address: user.email },
        ...passwordResetMail(user.name, url, await companyName()),
      }),
  };
}
